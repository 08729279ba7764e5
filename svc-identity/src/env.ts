import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '@atelier/contracts';
import { baseEnvSchema, rateLimitVariables, secret } from '@atelier/service-kit';

const flag = z.enum(['true', 'false']).transform((value) => value === 'true');

export const identityEnvSchema = baseEnvSchema.extend({
  PORT: z.coerce.number().int().min(0).max(65535).default(3004),
  /** The administrator, created at first start (a later change of password goes through reset); production needs a 12-character password. */
  ADMIN_EMAIL: z.email(),
  ADMIN_PASSWORD: secret(z.string().min(6, 'must be at least 6 characters'), MIN_PASSWORD_LENGTH),
  SESSION_IDLE_MINUTES: z.coerce.number().positive().default(120),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().positive().default(12),
  /** Secure cookies need HTTPS; `npm start` on http://localhost turns this off. */
  COOKIE_SECURE: flag.default(true),
  MAILING_URL: z.url().default('http://127.0.0.1:3005'),
  /**
   * Password-reset requests and confirmations per address, one budget for both steps. The one
   * administrator needs a couple of links and one confirm; the limit stops a script from
   * flooding the artist's inbox or hammering the token check.
   */
  ...rateLimitVariables('PASSWORD_RESET', { PER_10_MIN: 10, PER_DAY: 50 }),
  /** Sign-in attempts, counted before the password is checked: per address a minute, and per account (any address) in 15 minutes. */
  LOGIN_ATTEMPTS_PER_MINUTE: z.coerce.number().int().positive().default(5),
  LOGIN_ACCOUNT_ATTEMPTS_PER_15_MIN: z.coerce.number().int().positive().default(20),
});
export type IdentityEnv = z.infer<typeof identityEnvSchema>;
