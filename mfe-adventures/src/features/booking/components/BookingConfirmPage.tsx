import { BOOKING_MESSAGES, type BookingConfirmation } from '@atelier/contracts';
import { buttonClass, FORM_NAME_FIELD, useFormResult } from '@atelier/ui';
import { PendingButton } from '@atelier/ui/forms';
import type { FormEvent, ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { bookingErrorMessage } from '../api/createBooking';
import { useConfirmBooking } from '../api/confirmBooking';

// The day as written, in any zone: read and shown in UTC.
const dayFormat = new Intl.DateTimeFormat('en-NZ', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * /booking/confirm?token=…: the page of the link a new booking's guest is e-mailed. The guest
 * presses the button (a mail scanner that opens the link confirms nothing); the day is then
 * theirs and the artist is told. The button is a form that posts the token in its body, which
 * the server answers without JavaScript (render/README.md, Forms).
 */
export function BookingConfirmPage() {
  // What the server made of the button pressed without JavaScript, if it was.
  const posted = useFormResult('booking-confirm');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? (posted?.status === 'refused' ? posted.values.token : undefined) ?? null;
  const confirm = useConfirmBooking();
  // Why the server refused it, until the button is pressed here.
  const serverSaid = confirm.isIdle && posted?.status === 'refused' ? (posted.errors.token ?? posted.message) : undefined;

  if (confirm.data) return <Confirmed booking={confirm.data} />;
  if (posted?.status === 'sent') return <Confirmed />;
  if (!token)
    return (
      <Frame title="Confirm your booking">
        <Problem message={BOOKING_MESSAGES.confirmLinkInvalid} />
      </Frame>
    );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!confirm.isPending) confirm.mutate({ token });
  };
  return (
    <Frame title="Confirm your booking">
      <form method="post" action="/booking/confirm" onSubmit={submit}>
        <input type="hidden" name={FORM_NAME_FIELD} value="booking-confirm" />
        <input type="hidden" name="token" value={token} />
        <p className="leading-relaxed text-ink-soft">
          Press the button to confirm your painting adventure booking. Your day is then yours.
        </p>
        <PendingButton
          pending={confirm.isPending}
          className={`${buttonClass()} mt-8 w-full py-4 sm:w-auto sm:px-10`}
          data-testid="booking-confirm-submit"
        >
          {confirm.isPending ? 'Confirming...' : 'Confirm my booking'}
        </PendingButton>
      </form>
      {confirm.isError && <Problem message={bookingErrorMessage(confirm.error, BOOKING_MESSAGES.confirmFailed)} />}
      {serverSaid && <Problem message={serverSaid} />}
    </Frame>
  );
}

/**
 * The booking held for the guest; confirmed without JavaScript, the page after the redirect has
 * no answer to name it from (the redirect carries no personal data), so it says it without the details.
 */
function Confirmed({ booking }: { booking?: BookingConfirmation }) {
  if (!booking)
    return (
      <Frame title="Your booking is confirmed">
        <p className="leading-relaxed text-ink-soft" data-testid="booking-confirmed">
          Thank you. Your painting adventure is held for you, and the artist has been told. She will be in touch closer to the day about the
          weather.
        </p>
        <BackToAdventures />
      </Frame>
    );
  const [year, month, day] = booking.preferredDate.split('-').map(Number) as [number, number, number];
  return (
    <Frame title="Your booking is confirmed">
      <p className="leading-relaxed text-ink-soft" data-testid="booking-confirmed">
        Thank you, {booking.firstName}. The {booking.adventureTitle} on {dayFormat.format(new Date(Date.UTC(year, month - 1, day)))} for{' '}
        {booking.numberOfGuests === 1 ? '1 guest' : `${booking.numberOfGuests} guests`} is held for you, and the artist has been told. She
        will be in touch closer to the day about the weather.
      </p>
      <BackToAdventures />
    </Frame>
  );
}

function BackToAdventures() {
  return (
    <Link to="/adventures" className={`${buttonClass('outline')} mt-8`}>
      Back to the adventures
    </Link>
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
