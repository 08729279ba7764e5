import { FORM_NAME_FIELD } from '@atelier/ui';
import { useRef } from 'react';
import { useBookingForm } from '../useBookingForm';
import { AdventurePanel, CheckYourEmail, DatePanel, DetailsPanel } from './BookingPanels';

/**
 * /booking (requirements §2, §3, §5): the adventure (the half day unless one was chosen), a day in the
 * calendar (past and booked days disabled), the weather notice, the visitor's details with
 * guest 2 for two guests, and 'Book Your Adventure!'. Validation is the shared
 * `bookingFormSchema`; the day is checked here ('Missing Information').
 */
export function BookingPage() {
  const formRef = useRef<HTMLFormElement>(null);
  const form = useBookingForm(formRef);

  return (
    <section className="mx-auto max-w-6xl px-4 py-14 sm:px-6 md:py-20" data-testid="booking-page">
      <header className="text-center">
        <p className="text-xs tracking-[0.3em] text-ink-soft uppercase">Painting Adventures</p>
        <h1 className="mt-4 text-4xl md:text-5xl">Book Your Painting Adventure</h1>
        <p className="mx-auto mt-5 max-w-xl leading-relaxed text-ink-soft">
          Choose your adventure and a day, tell us who is coming, and the artist will be in touch to plan the day with you.
        </p>
      </header>

      {form.awaitingConfirmation && <CheckYourEmail booking={form.awaitingConfirmation} />}
      {form.refusal && (
        <p role="alert" className="mx-auto mt-10 max-w-2xl text-center text-danger" data-testid="booking-refused">
          {form.refusal}
        </p>
      )}

      {/* Without JavaScript, and before the page is live, the server answers it (render/README.md, Forms). */}
      <form
        ref={formRef}
        method="post"
        action="/booking"
        noValidate
        onSubmit={form.submit}
        className="group mt-12 grid items-start gap-6 lg:grid-cols-2 lg:gap-10"
        aria-label="Book a painting adventure"
      >
        <input type="hidden" name={FORM_NAME_FIELD} value="booking" />
        <div className="grid gap-6 lg:gap-10">
          <AdventurePanel form={form} />
          <DatePanel form={form} />
        </div>

        <DetailsPanel form={form} />
      </form>
    </section>
  );
}
