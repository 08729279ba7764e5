import { z } from 'zod';
import { amount, calendarDay, currencyCode, optionalEmail, optionalText, orderReference, requiredText } from './template';

/**
 * Data of every booking template (svc-bookings' BookingEmailData in @atelier/contracts):
 * guestName, adventureTitle, date, guests, total, currency, reason; the rest is optional.
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
});
export type BookingTemplateData = z.input<typeof bookingEmailDataSchema>;

export const WEATHER_NOTICE_TITLE = 'Weather Dependent Booking';
export const WEATHER_NOTICE =
  'Painting adventures depend on the weather. Closer to the day we will confirm whether painting goes ahead or moves to another suitable day.';
