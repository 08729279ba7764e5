import { z } from 'zod';
import { bookingInvite, type CalendarInvite } from './booking-invite';
import {
  amount,
  calendarDay,
  currencyCode,
  optionalEmail,
  optionalText,
  orderReference,
  requiredText,
  type TemplateContext,
} from './template';

/**
 * Data of the booking templates after the request (svc-bookings' BookingEmailData in @atelier/contracts):
 * guestName, adventureTitle, date, guests, total, currency, reason; the rest is optional.
 * booking-request takes only the site's own part of it (booking-request.template.ts).
 */
export const bookingEmailDataSchema = z.object({
  guestName: requiredText(200),
  adventureTitle: requiredText(200),
  /** 'YYYY-MM-DD'; for booking-moved, the new day. */
  date: calendarDay,
  guests: z.number().int().min(1).max(20),
  total: amount,
  currency: currencyCode,
  reason: optionalText(1000),
  /** booking-moved: the day it moved from. */
  previousDate: z.preprocess((value) => (value === null || value === '' ? undefined : value), calendarDay.optional()),
  /** booking-artist: how to reach the guest, and what they asked for. */
  guestEmail: optionalEmail,
  guestPhone: optionalText(50),
  specialRequests: optionalText(2000),
  bookingId: orderReference,
  /** The booking's e-mails so far: the guest's e-mails carry a calendar invite with this SEQUENCE. */
  sequence: z.number().int().min(0).max(10_000).optional(),
});
export type BookingTemplateData = z.input<typeof bookingEmailDataSchema>;
type BookingTemplateOutput = z.output<typeof bookingEmailDataSchema>;

/** The guest's invitation for the booking's day, when the e-mail names the booking. */
export function guestInvite(
  data: BookingTemplateOutput,
  context: TemplateContext,
  method: CalendarInvite['method'],
): CalendarInvite | undefined {
  if (typeof data.bookingId !== 'number') return undefined;
  return bookingInvite({ ...data, bookingId: data.bookingId, sequence: data.sequence ?? 0 }, context, method);
}

export const WEATHER_NOTICE_TITLE = 'Weather Dependent Booking';
export const WEATHER_NOTICE =
  'Painting adventures depend on the weather. Closer to the day we will confirm whether painting goes ahead or moves to another suitable day.';
