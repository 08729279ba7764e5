import { z } from 'zod';
import { baseEnvSchema } from '@atelier/service-kit';

export const bookingsEnvSchema = baseEnvSchema.extend({
  PORT: z.coerce.number().int().min(0).max(65535).default(3002),
  /** svc-mailing, whose `/internal/emails` sends the booking e-mails. */
  MAILING_URL: z.url().default('http://127.0.0.1:3005'),
  /**
   * Where the artist's copy of each new booking goes, and the reply-to of the guest's e-mails.
   * Unset, the copy is addressed to svc-mailing's artist (its own ARTIST_EMAIL).
   */
  ARTIST_EMAIL: z.email().optional(),
});
export type BookingsEnv = z.infer<typeof bookingsEnvSchema>;
