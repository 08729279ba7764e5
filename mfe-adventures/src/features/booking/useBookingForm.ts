import { BOOKING_MESSAGES, bookingFormSchema, type BookingFormData, type BookingListItem } from '@atelier/contracts';
import { toast, useCurrency, useFormResult, useHydrated, useKeepChangedBeforeHydration } from '@atelier/ui';
import { fromIsoDate, toIsoDate } from '@atelier/ui/calendar';
import { useWatch, useZodForm, type FieldErrors } from '@atelier/ui/forms';
import { useEffect, useState, type FormEvent, type RefObject } from 'react';
import { useLocation } from 'react-router';
import { useAdventures, useAvailability } from '../adventures/api/adventures';
import type { BookingLinkState } from '../adventures/components/AdventureCard';
import { preselectedAdventureId } from './adventureChoice';
import { useCreateBooking } from './api/createBooking';
import { buildBookingPayload } from './bookingPayload';

/** What the inputs hold; `bookingFormSchema` turns it into `BookingFormData` (numbers, nulls, trimmed). */
export interface BookingFields {
  adventureId: string;
  firstName: string;
  lastName: string;
  customerEmail: string;
  customerPhone: string;
  numberOfGuests: '' | '1' | '2';
  guest2FirstName: string;
  guest2LastName: string;
  specialRequests: string;
}

const EMPTY_FORM: BookingFields = {
  adventureId: '',
  firstName: '',
  lastName: '',
  customerEmail: '',
  customerPhone: '',
  numberOfGuests: '',
  guest2FirstName: '',
  guest2LastName: '',
  specialRequests: '',
};

function requestedAdventureId(state: unknown): number | undefined {
  const id = (state as Partial<BookingLinkState> | null)?.adventureId;
  return typeof id === 'number' ? id : undefined;
}

export interface AwaitingConfirmation {
  /** Null when the server took the booking without JavaScript: the page after its redirect has no address to name. */
  email: string | null;
  /** How long the day is held, as the server set it, to the nearest 5 minutes (the request took a moment). */
  minutes: number | null;
}

function awaitingConfirmationOf(booking: BookingListItem): AwaitingConfirmation {
  const held = booking.holdExpiresAt ? Date.parse(booking.holdExpiresAt) - Date.now() : NaN;
  return { email: booking.email, minutes: held > 0 ? Math.max(5, Math.round(held / 300_000) * 5) : null };
}

/** A posted 'YYYY-MM-DD' as the calendar's day, or undefined. */
const postedDay = (value: string | undefined) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? fromIsoDate(value) : undefined);

/**
 * The booking form's state (requirements §5): the adventure (the half day unless one was chosen on the
 * way here), the day (a day booked meanwhile is no longer chosen), the visitor's details checked
 * by the shared `bookingFormSchema`, and the submit that checks the day ('Missing Information'),
 * sends the requirements §3 payload and, on success, starts a fresh form and says to confirm by e-mail.
 * Without JavaScript the form posts to the server (render/README.md, Forms): the page then comes back
 * saying to confirm by e-mail, or with what was typed, each field's error beside it and the reason above.
 */
export function useBookingForm(formRef: RefObject<HTMLFormElement | null>) {
  const location = useLocation();
  // What the server made of this form posted without JavaScript, if it was.
  const posted = useFormResult('booking');
  const typed = posted?.status === 'refused' ? posted : undefined;
  const [initial] = useState<BookingFields>(() => ({
    ...EMPTY_FORM,
    ...(typed && Object.fromEntries(Object.keys(EMPTY_FORM).map((field) => [field, typed.values[field] ?? '']))),
  }));
  const [serverErrors, setServerErrors] = useState(() => typed?.errors ?? {});
  const [refusal, setRefusal] = useState(typed?.message);
  const hydrated = useHydrated();
  const [requestedId, setRequestedId] = useState(() => requestedAdventureId(location.state));
  const [now] = useState(() => new Date());
  const [selectedDate, setSelectedDate] = useState<Date | undefined>(() => postedDay(typed?.values.bookingDate));
  const [awaitingConfirmation, setAwaitingConfirmation] = useState<AwaitingConfirmation | null>(() =>
    posted?.status === 'sent' ? { email: null, minutes: null } : null,
  );
  // A day typed in the date field (`formRef`'s) before the page was live (the calendar's days act only once it is).
  useKeepChangedBeforeHydration(formRef, ({ bookingDate }) => setSelectedDate(postedDay(bookingDate)));
  const adventures = useAdventures();
  const availability = useAvailability();
  const { currency, rates, format } = useCurrency();
  const createBooking = useCreateBooking();
  const {
    register,
    control,
    handleSubmit,
    setValue,
    reset,
    formState: { errors },
  } = useZodForm<BookingFields, typeof bookingFormSchema>(bookingFormSchema, { defaultValues: initial });
  const adventureId = useWatch({ control, name: 'adventureId' });
  const guests = useWatch({ control, name: 'numberOfGuests' });

  useEffect(() => {
    if (adventureId || !adventures.data) return;
    const id = preselectedAdventureId(adventures.data, requestedId);
    if (id !== null) setValue('adventureId', String(id));
  }, [adventureId, adventures.data, requestedId, setValue]);

  const bookedDates = availability.data?.bookedDates ?? [];
  // A day booked by someone else meanwhile is no longer chosen.
  const date = selectedDate && !bookedDates.includes(toIsoDate(selectedDate)) ? selectedDate : undefined;
  const adventure = adventures.data?.find((candidate) => String(candidate.id) === adventureId);

  // An adventure for fewer guests than chosen: the choice goes, so the form asks again.
  useEffect(() => {
    if (adventure && Number(guests) > adventure.maxGuests) setValue('numberOfGuests', '');
  }, [adventure, guests, setValue]);

  // The server's errors of a post without JavaScript, beside the fields until the form is sent again here.
  const shownErrors = {
    ...Object.fromEntries(Object.entries(serverErrors).map(([field, message]) => [field, { type: 'server', message }])),
    ...errors,
  } as FieldErrors<BookingFields> & { bookingDate?: { message?: string } };

  const onValid = (data: BookingFormData) => {
    if (!date) {
      toast({ title: 'Missing Information', description: BOOKING_MESSAGES.dateRequired, variant: 'destructive' });
      return;
    }
    const chosen = adventures.data?.find((candidate) => candidate.id === data.adventureId);
    createBooking.mutate(buildBookingPayload(data, date, chosen, currency.code, rates), {
      onSuccess: (booking) => {
        setAwaitingConfirmation(awaitingConfirmationOf(booking));
        reset(EMPTY_FORM);
        setSelectedDate(undefined);
        setRequestedId(undefined);
      },
    });
  };

  return {
    register,
    errors: shownErrors,
    initial,
    refusal,
    hydrated,
    adventures,
    availability,
    now,
    date,
    setSelectedDate,
    bookedDates,
    adventure,
    adventureId,
    guests,
    currency,
    rates,
    format,
    pending: createBooking.isPending,
    awaitingConfirmation,
    submit: (event: FormEvent<HTMLFormElement>) => {
      setServerErrors({});
      setRefusal(undefined);
      void handleSubmit(onValid)(event);
    },
  };
}

export type BookingForm = ReturnType<typeof useBookingForm>;
