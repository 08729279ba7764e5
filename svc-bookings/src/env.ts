import { z } from 'zod';
import { baseEnvSchema, rateLimitVariables } from '@atelier/service-kit';

export const bookingsEnvSchema = baseEnvSchema.extend({
  PORT: z.coerce.number().int().min(0).max(65535).default(3002),
  /** svc-mailing, whose `/internal/emails` sends the booking e-mails. */
  MAILING_URL: z.url().default('http://127.0.0.1:3005'),
  /**
   * Bookings per visitor address. A family books one or two days; a shared address (a hotel's
   * wi-fi) a few more. Ten in ten minutes and thirty a day is far above that and stops a script
   * filling the calendar.
   */
  ...rateLimitVariables('BOOKING', { PER_10_MIN: 10, PER_DAY: 30 }),
  /**
   * A new booking holds its day this long for the guest to confirm it from the e-mailed link;
   * then the day is free again (and still theirs if they confirm before anyone else books it).
   * Made-up addresses never confirm, so they block a day for this long at most: half an hour is
   * ample for a guest to open an e-mail, and short enough that strangers cannot sit on the calendar.
   */
  BOOKING_HOLD_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(7 * 24 * 60)
    .default(30),
  /**
   * Requests waiting for their guest's confirmation that one visitor address (an IPv6 /64) may
   * have at once: a family asks for a day or two, a script asking for the whole year is refused.
   */
  BOOKING_UNCONFIRMED_PER_ADDRESS: z.coerce.number().int().min(1).max(100).default(2),
  /** How far ahead (days from today in New Zealand) a visitor can book. */
  BOOKING_HORIZON_DAYS: z.coerce
    .number()
    .int()
    .min(1)
    .max(3 * 366)
    .default(365),
  /**
   * Upcoming bookings one mailbox may hold at once; a family books one or two days. Counted by
   * mailbox (service-kit's mailboxKey), so victim+1@ and victim+2@ are one.
   */
  BOOKING_UPCOMING_PER_EMAIL: z.coerce.number().int().min(1).max(100).default(3),
  /**
   * Booking confirmation e-mails (the link to an address nobody has confirmed yet) the whole site
   * sends in any hour; beyond it booking requests get 429 and nothing is queued. One artist guides
   * one booking a day: thirty requests an hour is far above real demand, and stops many visitor
   * addresses together making the site mail strangers without end.
   */
  BOOKING_CONFIRMATION_EMAILS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(30),
});
export type BookingsEnv = z.infer<typeof bookingsEnvSchema>;
