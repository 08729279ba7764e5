import {
  BOOKING_MESSAGES,
  BOOKING_WEATHER_NOTICE,
  holdDurationLabel,
  type Adventure,
  type BookingFormData,
  type CurrencyOption,
} from '@atelier/contracts';
import { buttonClass, formatMoney, Skeleton } from '@atelier/ui';
import { DateCalendar, toIsoDate } from '@atelier/ui/calendar';
import { FormField, inputClass, type FieldErrors, type UseFormReturn } from '@atelier/ui/forms';
import { useEffect, useRef, type ComponentPropsWithRef, type ReactNode } from 'react';
import { adventureFacts } from '../../adventures/adventureCard';
import { adventureOptionLabel } from '../adventureChoice';
import { bookingTotal } from '../bookingPayload';
import type { AwaitingConfirmation, BookingFields, BookingForm } from '../useBookingForm';

const dayFormat = new Intl.DateTimeFormat('en-NZ', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

/** What the form offers (requirements §3: 1 or 2); an adventure taking fewer offers fewer. */
const GUEST_COUNTS = ['1', '2'] as const;

/** 01: the adventure, with its facts and price per person in the visitor's currency. */
export function AdventurePanel({ form }: { form: BookingForm }) {
  const { register, errors, adventures, adventureId, adventure, format } = form;
  return (
    <Panel step={1} title="Choose Your Adventure">
      <FormField label="Adventure" htmlFor="booking-adventure" error={errors.adventureId?.message}>
        {adventures.isPending ? (
          <Skeleton className="h-11" data-testid="booking-adventure-loading" />
        ) : adventures.isError ? (
          <p role="alert" className="text-sm text-danger" data-testid="booking-adventures-error">
            Failed to load adventures. Please try again later.
          </p>
        ) : adventures.data.length === 0 ? (
          <p className="text-sm text-ink-soft">No adventures available at the moment.</p>
        ) : (
          <select
            id="booking-adventure"
            defaultValue={form.initial.adventureId}
            {...register('adventureId')}
            aria-invalid={errors.adventureId ? true : undefined}
            data-testid="booking-adventure"
            className={inputClass(Boolean(errors.adventureId))}
          >
            {/* Once an adventure is chosen, "none" is no choice: the half day would come straight back. */}
            {!adventureId && <option value="">Select an adventure</option>}
            {adventures.data.map((option) => (
              <option key={option.id} value={option.id}>
                {adventureOptionLabel(option, format(option.price, option.currency))}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {adventure && (
        // The closed dropdown cuts long entries short on phones: the facts and price stay readable here.
        <p className="mt-3 text-sm text-ink-soft" data-testid="booking-adventure-summary">
          {adventureFacts(adventure)} · {format(adventure.price, adventure.currency)} per person
        </p>
      )}
    </Panel>
  );
}

/** 02: the day in the calendar (past, booked and too distant days disabled) and the weather notice. */
export function DatePanel({ form }: { form: BookingForm }) {
  const { date, setSelectedDate, bookedDates, availability, now, adventure, hydrated, errors } = form;
  return (
    <Panel step={2} title="Choose Your Date">
      {!hydrated ? (
        // The calendar's days act once the page is live; until then, and without JavaScript, the day is
        // typed, and the calendar is not shown: days that do nothing when pressed would mislead.
        <FormField label="Date" htmlFor="booking-date" error={errors.bookingDate?.message} hint="Past and booked days are unavailable.">
          <input
            id="booking-date"
            type="date"
            name="bookingDate"
            defaultValue={date ? toIsoDate(date) : ''}
            min={toIsoDate(now)}
            max={availability.data?.lastBookableDate}
            aria-invalid={errors.bookingDate ? true : undefined}
            aria-describedby={errors.bookingDate ? 'booking-date-error' : undefined}
            data-testid="booking-date"
            className={inputClass(Boolean(errors.bookingDate))}
          />
        </FormField>
      ) : (
        <>
          <DateCalendar
            selected={date}
            onSelect={setSelectedDate}
            bookedDates={bookedDates}
            lastDate={availability.data?.lastBookableDate}
            now={now}
            data-testid="booking-calendar"
          />
          <p className="mt-4 border-t border-line pt-4 text-sm" aria-live="polite" data-testid="booking-selected-date">
            {date ? (
              <>
                <span className="text-ink-soft">Your date: </span>
                <span className="font-medium">{dayFormat.format(date)}</span>
              </>
            ) : (
              <span className="text-ink-soft">Pick a day in the calendar. Past and booked days are unavailable.</span>
            )}
          </p>
        </>
      )}
      {adventure && date && <WeatherNotice />}
    </Panel>
  );
}

/** 03: who is coming (guest 2 for two guests), the total in the visitor's currency, and 'Book Your Adventure!'. */
export function DetailsPanel({ form }: { form: BookingForm }) {
  const { register, errors, guests, adventure, currency, rates, format, date, pending, initial, hydrated } = form;
  return (
    <Panel step={3} title="Your Details">
      <div className="grid gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            id="booking-first-name"
            label="First Name"
            autoComplete="given-name"
            error={errors.firstName?.message}
            defaultValue={initial.firstName}
            {...register('firstName')}
          />
          <TextField
            id="booking-last-name"
            label="Last Name"
            autoComplete="family-name"
            error={errors.lastName?.message}
            defaultValue={initial.lastName}
            {...register('lastName')}
          />
        </div>

        <fieldset aria-describedby={errors.numberOfGuests ? 'booking-guests-error' : undefined}>
          <legend className="mb-1.5 block text-sm font-medium text-ink">Number of Guests</legend>
          <div className="grid grid-cols-2 gap-3" data-testid="booking-guests">
            {GUEST_COUNTS.filter((count) => Number(count) <= (adventure?.maxGuests ?? GUEST_COUNTS.length)).map((count) => (
              <label
                key={count}
                className={`flex cursor-pointer items-center justify-center gap-2 rounded-sm border px-3 py-2.5 text-sm transition-colors has-[:checked]:border-ink has-[:checked]:bg-ink has-[:checked]:text-paper has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent ${
                  errors.numberOfGuests ? 'border-danger' : 'border-line hover:border-ink'
                }`}
              >
                <input
                  type="radio"
                  id={`booking-guests-${count}`}
                  value={count}
                  defaultChecked={initial.numberOfGuests === count}
                  {...register('numberOfGuests')}
                  className="sr-only"
                  data-testid={`booking-guests-${count}`}
                />
                {count === '1' ? '1 Guest' : '2 Guests'}
              </label>
            ))}
          </div>
          {errors.numberOfGuests && (
            <p id="booking-guests-error" role="alert" className="mt-1.5 text-sm text-danger">
              {errors.numberOfGuests.message}
            </p>
          )}
        </fieldset>

        <TextField
          id="booking-email"
          label="Email Address"
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.customerEmail?.message}
          defaultValue={initial.customerEmail}
          {...register('customerEmail')}
        />
        <TextField
          id="booking-phone"
          label="Phone Number (Optional)"
          type="tel"
          autoComplete="tel"
          error={errors.customerPhone?.message}
          defaultValue={initial.customerPhone}
          {...register('customerPhone')}
        />

        {/* Live, it follows the choice; before, and without JavaScript, it is there and the style shows it for 2 guests. */}
        {(guests === '2' || !hydrated) && <GuestTwo register={register} errors={errors} initial={initial} />}

        <FormField label="Special Requests (Optional)" htmlFor="booking-requests" error={errors.specialRequests?.message}>
          <textarea
            id="booking-requests"
            rows={4}
            defaultValue={initial.specialRequests}
            {...register('specialRequests')}
            data-testid="booking-requests"
            placeholder="Experience, accessibility, dietary needs, the view you dream of painting..."
            className={inputClass(Boolean(errors.specialRequests))}
          />
        </FormField>

        <BookingTotal
          adventure={adventure}
          guests={guests}
          currency={currency}
          total={adventure && guests ? bookingTotal(adventure.price, adventure.currency, currency.code, rates, Number(guests)) : undefined}
          perPerson={adventure ? format(adventure.price, adventure.currency) : undefined}
        />

        <div>
          <button
            type="submit"
            disabled={pending || (hydrated && !date)}
            className={`${buttonClass()} w-full py-4 disabled:cursor-not-allowed`}
            data-testid="booking-submit"
          >
            {pending ? 'Creating Booking...' : 'Book Your Adventure!'}
          </button>
          {!date && <p className="mt-2 text-center text-xs text-ink-soft">Choose a date to book.</p>}
        </div>
      </div>
    </Panel>
  );
}

function Panel({ step, title, children }: { step: number; title: string; children: ReactNode }) {
  const id = `booking-step-${step}`;
  return (
    <section aria-labelledby={id} className="rounded-sm border border-line bg-paper p-5 shadow-[0_1px_0_rgba(28,27,25,0.04)] sm:p-7">
      <h2 id={id} className="mb-5 flex items-baseline gap-3 text-2xl">
        <span className="font-sans text-xs font-medium tracking-[0.2em] text-accent">{String(step).padStart(2, '0')}</span>
        {title}
      </h2>
      {children}
    </section>
  );
}

type TextFieldProps = { id: string; label: string; error: string | undefined } & ComponentPropsWithRef<'input'>;

function TextField({ id, label, error, className = '', ...input }: TextFieldProps) {
  return (
    <FormField label={label} htmlFor={id} error={error} className={className}>
      <input
        id={id}
        type="text"
        {...input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        data-testid={id}
        className={inputClass(Boolean(error))}
      />
    </FormField>
  );
}

function GuestTwo({
  register,
  errors,
  initial,
}: {
  register: UseFormReturn<BookingFields, unknown, BookingFormData>['register'];
  errors: FieldErrors<BookingFields>;
  initial: BookingFields;
}) {
  return (
    <fieldset
      className="hidden rounded-sm border border-line bg-paper-deep/50 p-4 group-has-[#booking-guests-2:checked]:block sm:p-5"
      data-testid="booking-guest2"
    >
      <legend className="px-1 font-display text-lg">Guest 2 Information</legend>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="booking-guest2-first-name"
          label="Guest 2 First Name"
          error={errors.guest2FirstName?.message}
          defaultValue={initial.guest2FirstName}
          {...register('guest2FirstName')}
        />
        <TextField
          id="booking-guest2-last-name"
          label="Guest 2 Last Name"
          error={errors.guest2LastName?.message}
          defaultValue={initial.guest2LastName}
          {...register('guest2LastName')}
        />
      </div>
    </fieldset>
  );
}

/** After booking: the day is held until the guest confirms it from the link we e-mailed. */
export function CheckYourEmail({ booking: { email, minutes } }: { booking: AwaitingConfirmation }) {
  // The visitor is at the submit button, far below: bring the next step into view.
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => notice.current?.scrollIntoView?.({ behavior: 'smooth', block: 'center' }), [email]);
  return (
    <div
      ref={notice}
      id="booking-sent"
      role="status"
      className="mx-auto mt-10 max-w-2xl rounded-sm border border-accent/30 bg-accent/10 p-5 text-center sm:p-7"
      data-testid="booking-check-email"
    >
      <p className="font-display text-2xl">Please confirm your booking by e-mail</p>
      {/* Live, the toast says it was sent; after the server's redirect, this does. */}
      {email === null && <p className="mt-2 leading-relaxed text-ink-soft">{BOOKING_MESSAGES.created}</p>}
      <p className="mt-2 leading-relaxed text-ink-soft">
        {email === null ? (
          'We have sent a link to the address you gave.'
        ) : (
          <>
            We have sent a link to <span className="font-medium break-all text-ink">{email}</span>.
          </>
        )}
        {minutes ? ` Your day is held for you for ${holdDurationLabel(minutes)}: open` : ' Open'} the link to confirm it, and the artist
        will be in touch.
      </p>
    </div>
  );
}

function WeatherNotice() {
  return (
    <div
      role="note"
      aria-labelledby="booking-weather-title"
      data-testid="booking-weather-notice"
      className="mt-5 flex gap-3 rounded-sm border border-accent/30 bg-accent/10 p-4"
    >
      <svg
        width="22"
        height="22"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        aria-hidden="true"
        className="mt-0.5 shrink-0 text-accent"
      >
        <path d="M7 18a4.5 4.5 0 1 1 .9-8.9A6 6 0 0 1 19.5 11 3.5 3.5 0 0 1 18 18Z" />
      </svg>
      <div>
        <p id="booking-weather-title" className="font-medium text-ink">
          {BOOKING_WEATHER_NOTICE.title}
        </p>
        <p className="mt-1 text-sm leading-relaxed text-ink-soft">{BOOKING_WEATHER_NOTICE.message}</p>
      </div>
    </div>
  );
}

/** The quote the booking sends: per person until the guests are chosen, then the total. */
function BookingTotal({
  adventure,
  guests,
  currency,
  total,
  perPerson,
}: {
  adventure: Adventure | undefined;
  guests: BookingFields['numberOfGuests'];
  currency: CurrencyOption;
  total: string | undefined;
  perPerson: string | undefined;
}) {
  if (!adventure || !perPerson) return null;
  return (
    <div className="flex items-baseline justify-between gap-4 border-t border-line pt-5" data-testid="booking-total">
      <span className="text-sm text-ink-soft">{total ? `Total for ${guests === '2' ? '2 guests' : '1 guest'}` : 'Price per person'}</span>
      <span className="font-display text-2xl">{total ? formatMoney(Number(total), currency, 2) : perPerson}</span>
    </div>
  );
}
