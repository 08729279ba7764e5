import { z } from 'zod';
import { blankToNull, blankToUndefined } from './blank';
import { adventureVideo } from './adventure-video';
import { CURRENCY_CODES, PAINTING_CURRENCIES } from './currency';
import { idInput, numberInput } from './numbers';

/** Every adventure takes 1 or 2 guests (requirements §9): the artist guides each session personally. */
export const BOOKING_GUEST_COUNTS = [1, 2] as const;
export const MAX_BOOKING_GUESTS = 2;

/** The booking payload always says 'TBD': the artist fixes the hour with the guest (requirements §9). */
export const BOOKING_TIME = 'TBD';

/**
 * Booking lifecycle (requirements §4 creates 'pending'; the artist confirms, cancels or moves it). A new
 * booking holds its day only for a while until the guest confirms it from the e-mailed link
 * (`holdExpiresAt`); a hold that lapses unconfirmed becomes 'expired' and frees the day.
 */
export const BOOKING_STATUSES = ['pending', 'confirmed', 'cancelled', 'expired'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** `deposit`: part of the total is paid (the artist records what she received). */
export const PAYMENT_STATUSES = ['pending', 'deposit', 'paid', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Messages of the booking form and API, word for word (requirements §5, §8) plus the server's own. */
export const BOOKING_MESSAGES = {
  adventureRequired: 'Please select an adventure',
  firstNameTooShort: 'First name must be at least 2 characters',
  lastNameTooShort: 'Last name must be at least 2 characters',
  invalidEmail: 'Please enter a valid email address',
  guestsRequired: 'Number of guests is required',
  guest2Required: 'Guest 2 first and last names are required when booking for 2 guests',
  /** Toast 'Missing Information' / this, when no date is picked (requirements §5). */
  dateRequired: 'Please select a date.',
  invalidDate: 'Please select a valid date.',
  guestsOutOfRange: 'Number of guests must be 1 or 2',
  pastDate: 'That date has already passed. Please choose today or a later day.',
  /** A visitor's booking for today (New Zealand): the calendar offers days from tomorrow only. */
  tooSoon: 'Bookings open from tomorrow (New Zealand time). Please choose a later day.',
  dateTaken: 'That date is already booked. Please choose another day.',
  bookingNotFound: 'Booking not found',
  bookingCancelled: 'This booking has been cancelled and can no longer be changed.',
  sameDate: 'The booking is already on that date.',
  requestExpired: 'This booking request was never confirmed by the guest and has expired.',
  confirmLinkInvalid: 'This confirmation link is not valid. Please use the link in your e-mail, or book again.',
  confirmTooLate: 'This booking request was not confirmed in time and its date has since been booked. Please book another day.',
  confirmFailed: 'Your booking could not be confirmed. Please try again.',
  created: 'Your painting adventure booking has been submitted successfully!',
  failed: 'Failed to create booking. Please try again.',
  tooMany: 'Too many booking requests from your address. Please wait a few minutes and try again.',
  amountPaidInvalid: 'The amount received must be a number from 0 up to the total',
  paymentRecorded: 'Payment recorded',
} as const;

/** A visitor's day beyond the booking horizon (svc-bookings' BOOKING_HORIZON_DAYS). */
export function bookingHorizonMessage(lastDate: string): string {
  return `Bookings are open up to ${lastDate}. Please choose an earlier day.`;
}

/** An address already holding as many upcoming bookings as one guest may (BOOKING_UPCOMING_PER_EMAIL). */
export function upcomingPerEmailMessage(limit: number): string {
  return `This e-mail address already has ${limit} upcoming ${limit === 1 ? 'booking' : 'bookings'}. Please contact us to book more days.`;
}

/**
 * A visitor address with as many requests waiting for confirmation as one may
 * (BOOKING_UNCONFIRMED_PER_ADDRESS); `minutes` until the first of them lapses.
 */
export function unconfirmedPerAddressMessage(limit: number, minutes: number): string {
  const requests = limit === 1 ? 'a booking request' : `${limit} booking requests`;
  const wait = minutes === 1 ? '1 minute' : `${minutes} minutes`;
  return `You already have ${requests} waiting to be confirmed. Please confirm with the link we e-mailed you, or try again in ${wait}.`;
}

/** How long a new booking is held for the guest to confirm, in words: 120 → '2 hours', 90 → '90 minutes'. */
export function holdDurationLabel(minutes: number): string {
  if (minutes % 60 !== 0) return `${minutes} minutes`;
  return minutes === 60 ? '1 hour' : `${minutes / 60} hours`;
}

/** The notice the booking page shows once adventure and date are chosen, repeated in the guest's e-mail. */
export const BOOKING_WEATHER_NOTICE = {
  title: 'Weather Dependent Booking',
  message:
    'Painting adventures depend on the weather. Closer to the day we will confirm whether painting goes ahead or moves to another suitable day.',
} as const;

/** Why a booking moved when the artist gives no other reason. */
export const DEFAULT_BOOKING_MOVE_REASON = 'The weather forecast is not suitable for painting outdoors on the original day.';

/** An adventure as `GET /api/adventures` answers it (requirements §3). */
export interface Adventure {
  id: number;
  title: string;
  description: string;
  /** Hours. */
  duration: number;
  maxGuests: number;
  /** Decimal string, e.g. '450.00', in `currency`. */
  price: string;
  currency: string;
  includesHelicopter: boolean;
  videoUrl: string | null;
}

/** Messages of the artist's adventure editing: she changes what visitors read and pay for, not a migration. */
export const ADVENTURE_MESSAGES = {
  titleRequired: 'Title is required',
  descriptionRequired: 'Description is required',
  durationInvalid: 'Duration must be a whole number of hours from 1 to 12',
  maxGuestsInvalid: 'Maximum guests must be 1 or 2',
  priceInvalid: 'Price must be a positive amount',
  currencyInvalid: 'Currency must be NZD, USD, EUR or GBP',
  videoInvalid: 'Video must be a YouTube link or id, or the address of a video file',
  notFound: 'Adventure not found',
  updated: 'Adventure updated successfully',
} as const;

const whole = (min: number, max: number, message: string) =>
  numberInput(z.number({ error: message }).int(message).min(min, message).max(max, message));

/**
 * `PATCH /api/admin/adventures/{id}`: what the artist changes of an adventure; only the fields
 * sent change (no defaults fill the others). Bookings already made keep the price they were made at.
 */
export const adventureUpdateSchema = z
  .object({
    title: z.string({ error: ADVENTURE_MESSAGES.titleRequired }).trim().min(1, ADVENTURE_MESSAGES.titleRequired).max(200),
    description: z
      .string({ error: ADVENTURE_MESSAGES.descriptionRequired })
      .trim()
      .min(1, ADVENTURE_MESSAGES.descriptionRequired)
      .max(5000),
    duration: whole(1, 12, ADVENTURE_MESSAGES.durationInvalid),
    // An adventure is for one or two guests: the booking form and one booking per day are made for that.
    maxGuests: whole(1, 2, ADVENTURE_MESSAGES.maxGuestsInvalid),
    price: numberInput(
      z
        .number({ error: ADVENTURE_MESSAGES.priceInvalid })
        .positive(ADVENTURE_MESSAGES.priceInvalid)
        .max(1_000_000, ADVENTURE_MESSAGES.priceInvalid),
    ).transform((price) => price.toFixed(2)),
    currency: z.enum(PAINTING_CURRENCIES, { error: ADVENTURE_MESSAGES.currencyInvalid }),
    includesHelicopter: z.boolean({ error: 'includesHelicopter must be true or false' }),
    videoUrl: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? null : typeof value === 'string' ? value.trim() : value),
      z
        .string({ error: ADVENTURE_MESSAGES.videoInvalid })
        .max(500, ADVENTURE_MESSAGES.videoInvalid)
        .refine((value) => adventureVideo(value) !== null, ADVENTURE_MESSAGES.videoInvalid)
        .nullable(),
    ),
  })
  .partial();
export type AdventureUpdate = z.output<typeof adventureUpdateSchema>;

/** `GET /api/adventures/availability`: days with an active booking, today (New Zealand time) onwards. */
export interface AdventureAvailability {
  /** 'YYYY-MM-DD', ascending. */
  bookedDates: string[];
  /** The last day a visitor can book ('YYYY-MM-DD'): bookings open only so far ahead. */
  lastBookableDate: string;
}

/**
 * A booking as the admin list (`GET /api/bookings`) and every booking write answer it.
 * The requirements §3 fields first (id, firstName, lastName, email, preferredDate, numberOfGuests, status),
 * then what the artist needs to run the day.
 */
export interface BookingListItem {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  /** 'YYYY-MM-DD'. */
  preferredDate: string;
  numberOfGuests: number;
  status: BookingStatus;
  adventureId: number;
  adventureTitle: string;
  phone: string | null;
  guest2FirstName: string | null;
  guest2LastName: string | null;
  specialRequests: string | null;
  /** Computed by the server from the adventure's price × guests, in `currency` (NZD). */
  totalPrice: string;
  currency: string;
  paymentStatus: PaymentStatus;
  /** What the guest has paid so far (recorded by the artist), in `currency`. */
  amountPaid: string;
  /** What the visitor's page showed, in their chosen currency; for reference only. */
  quotedTotal: string | null;
  quotedCurrency: string | null;
  /**
   * Until the guest confirms from the e-mailed link: when the hold on the day lapses (ISO time).
   * Null once the guest (or the artist) has confirmed it.
   */
  holdExpiresAt: string | null;
  createdAt: string;
}

/** `POST /api/bookings/confirm`: the token from the link the guest was e-mailed. */
export const bookingConfirmSchema = z.object({
  token: z.string({ error: BOOKING_MESSAGES.confirmLinkInvalid }).regex(/^[\w-]{43}$/, BOOKING_MESSAGES.confirmLinkInvalid),
});
export type BookingConfirmRequest = z.input<typeof bookingConfirmSchema>;

/** What the confirmation page shows: the booking, without anything the link's holder need not see. */
export interface BookingConfirmation {
  firstName: string;
  adventureTitle: string;
  /** 'YYYY-MM-DD'. */
  preferredDate: string;
  numberOfGuests: number;
}

/** Whether `value` is a real calendar day written 'YYYY-MM-DD' (no 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const optionalText = (max: number) => z.preprocess(blankToNull, z.string().trim().max(max).nullable()).default(null);

const calendarDate = z.preprocess(
  blankToUndefined,
  z.string({ error: BOOKING_MESSAGES.dateRequired }).refine(isCalendarDate, { message: BOOKING_MESSAGES.invalidDate, abort: true }),
);

/** The fields a visitor fills in on the booking page (requirements §2, §5), as the form holds them or the payload sends them. */
const bookingFormShape = {
  adventureId: z.preprocess(blankToUndefined, idInput(BOOKING_MESSAGES.adventureRequired)),
  firstName: z.string({ error: BOOKING_MESSAGES.firstNameTooShort }).trim().min(2, BOOKING_MESSAGES.firstNameTooShort).max(100),
  lastName: z.string({ error: BOOKING_MESSAGES.lastNameTooShort }).trim().min(2, BOOKING_MESSAGES.lastNameTooShort).max(100),
  customerEmail: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z.email({ error: BOOKING_MESSAGES.invalidEmail }).max(320, BOOKING_MESSAGES.invalidEmail),
  ),
  customerPhone: optionalText(50),
  /** The form's select holds '1' or '2'; the payload sends the number. */
  numberOfGuests: z.preprocess(
    blankToUndefined,
    numberInput(
      z
        .number({ error: BOOKING_MESSAGES.guestsRequired })
        .int(BOOKING_MESSAGES.guestsOutOfRange)
        .min(1, BOOKING_MESSAGES.guestsOutOfRange)
        .max(MAX_BOOKING_GUESTS, BOOKING_MESSAGES.guestsOutOfRange),
    ),
  ),
  guest2FirstName: optionalText(100),
  guest2LastName: optionalText(100),
  specialRequests: optionalText(2000),
};

type GuestFields = { numberOfGuests: number; guest2FirstName: string | null; guest2LastName: string | null };

/**
 * Guest 2's names are required, 2 characters each, exactly when 2 guests come; the message sits on
 * guest2FirstName (requirements §5). With 1 guest any guest 2 names are dropped, so they are stored as null.
 */
function withGuest2Rule<T extends z.ZodType<GuestFields>>(schema: T) {
  const guestFields = new Set<PropertyKey>(['numberOfGuests', 'guest2FirstName', 'guest2LastName']);
  return schema
    .refine(
      (value) => value.numberOfGuests !== 2 || ((value.guest2FirstName?.length ?? 0) >= 2 && (value.guest2LastName?.length ?? 0) >= 2),
      {
        path: ['guest2FirstName'],
        message: BOOKING_MESSAGES.guest2Required,
        // Shown beside the other fields' messages, unless the guest fields themselves are broken
        // or the body is not an object at all (null, or no body).
        when: ({ issues, value }) =>
          typeof value === 'object' && value !== null && !issues.some((issue) => guestFields.has(issue.path?.[0] ?? '')),
      },
    )
    .transform((value) => (value.numberOfGuests === 2 ? value : { ...value, guest2FirstName: null, guest2LastName: null }));
}

/**
 * The booking form (react-hook-form), without the calendar's date: the page checks the date
 * itself ('Missing Information' / 'Please select a date.').
 */
export const bookingFormSchema = withGuest2Rule(z.object(bookingFormShape));
export type BookingFormValues = z.input<typeof bookingFormSchema>;
export type BookingFormData = z.output<typeof bookingFormSchema>;

/**
 * `POST /api/bookings`: the requirements §3 booking payload. The server recomputes the price from the
 * adventure; `totalPrice` and `currency` are kept as the visitor's quote, `customerName`,
 * `bookingTime`, `status` and `paymentStatus` are accepted as the page sends them and decided by the server.
 */
export const bookingRequestSchema = withGuest2Rule(
  z.object({
    ...bookingFormShape,
    customerName: z.string().max(200).optional(),
    bookingDate: calendarDate,
    bookingTime: z.literal(BOOKING_TIME).optional(),
    /** The visitor's quote: converted price × guests, a 2-decimal string in `currency`. */
    totalPrice: z.preprocess(
      (value) => (typeof value === 'number' ? value.toFixed(2) : blankToUndefined(value)),
      z
        .string()
        .regex(/^\d{1,10}(\.\d{1,2})?$/, 'Total price must be an amount with at most 2 decimals')
        .optional(),
    ),
    currency: z.enum(CURRENCY_CODES, { error: 'Currency is not supported' }).optional(),
    status: z.literal('pending').optional(),
    paymentStatus: z.literal('pending').optional(),
  }),
);
export type BookingRequest = z.input<typeof bookingRequestSchema>;
export type BookingRequestData = z.output<typeof bookingRequestSchema>;

/** `PATCH /api/admin/bookings/{id}`: what the artist does with a booking (beyond the SPEC). */
export const bookingActionSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('confirm') }),
    z.object({ action: z.literal('cancel'), reason: optionalText(1000) }),
    z.object({ action: z.literal('move'), date: calendarDate, reason: optionalText(1000) }),
    // What she has received in all so far (not an increment: a double click or a correction is safe).
    z.object({
      action: z.literal('record-payment'),
      amountPaid: numberInput(
        z
          .number({ error: BOOKING_MESSAGES.amountPaidInvalid })
          .min(0, BOOKING_MESSAGES.amountPaidInvalid)
          .max(1_000_000, BOOKING_MESSAGES.amountPaidInvalid),
      ).transform((amount) => amount.toFixed(2)),
    }),
  ],
  { error: "Action must be 'confirm', 'cancel', 'move' or 'record-payment'" },
);
export type BookingAction = z.input<typeof bookingActionSchema>;
export type BookingActionData = z.output<typeof bookingActionSchema>;
