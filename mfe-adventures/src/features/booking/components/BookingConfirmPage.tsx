import { BOOKING_MESSAGES, type BookingConfirmation } from '@atelier/contracts';
import { buttonClass } from '@atelier/ui';
import { PendingButton } from '@atelier/ui/forms';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { bookingErrorMessage } from '../api/createBooking';
import { useConfirmBooking } from '../api/confirmBooking';

// The day as written, in any zone: read and shown in UTC.
const dayFormat = new Intl.DateTimeFormat('en-NZ', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * /booking/confirm?token=…: the page of the link a new booking's guest is e-mailed. The guest
 * presses the button (a mail scanner that opens the link confirms nothing); the day is then
 * theirs and the artist is told.
 */
export function BookingConfirmPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const confirm = useConfirmBooking();

  if (!token)
    return (
      <Frame title="Confirm your booking">
        <Problem message={BOOKING_MESSAGES.confirmLinkInvalid} />
      </Frame>
    );
  if (confirm.data) return <Confirmed booking={confirm.data} />;
  return (
    <Frame title="Confirm your booking">
      <p className="leading-relaxed text-ink-soft">Press the button to confirm your painting adventure booking. Your day is then yours.</p>
      <PendingButton
        type="button"
        pending={confirm.isPending}
        onClick={() => confirm.mutate({ token })}
        className={`${buttonClass()} mt-8 w-full py-4 sm:w-auto sm:px-10`}
        data-testid="booking-confirm-submit"
      >
        {confirm.isPending ? 'Confirming...' : 'Confirm my booking'}
      </PendingButton>
      {confirm.isError && <Problem message={bookingErrorMessage(confirm.error, BOOKING_MESSAGES.confirmFailed)} />}
    </Frame>
  );
}

function Confirmed({ booking }: { booking: BookingConfirmation }) {
  const [year, month, day] = booking.preferredDate.split('-').map(Number) as [number, number, number];
  return (
    <Frame title="Your booking is confirmed">
      <p className="leading-relaxed text-ink-soft" data-testid="booking-confirmed">
        Thank you, {booking.firstName}. The {booking.adventureTitle} on {dayFormat.format(new Date(Date.UTC(year, month - 1, day)))} for{' '}
        {booking.numberOfGuests === 1 ? '1 guest' : `${booking.numberOfGuests} guests`} is held for you, and the artist has been told. She
        will be in touch closer to the day about the weather.
      </p>
      <Link to="/adventures" className={`${buttonClass('outline')} mt-8`}>
        Back to the adventures
      </Link>
    </Frame>
  );
}

function Problem({ message }: { message: string }) {
  return (
    <div className="mt-8" data-testid="booking-confirm-error">
      <p role="alert" className="text-danger">
        {message}
      </p>
      <Link to="/booking" className="mt-4 inline-block text-accent underline underline-offset-4">
        Book an adventure
      </Link>
    </div>
  );
}

function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center sm:px-6 md:py-28" data-testid="booking-confirm-page">
      <p className="text-xs tracking-[0.3em] text-ink-soft uppercase">Painting Adventures</p>
      <h1 className="mt-4 text-4xl md:text-5xl">{title}</h1>
      <div className="mt-8">{children}</div>
    </section>
  );
}
