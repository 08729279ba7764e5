import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { baseEnvSchema, rateLimitVariables } from '@atelier/service-kit';

const MAILCHIMP_VARIABLES = ['MAILCHIMP_API_KEY', 'MAILCHIMP_AUDIENCE_ID'] as const;

export const mailingEnvSchema = baseEnvSchema
  .extend({
    PORT: z.coerce.number().int().min(0).max(65535).default(3005),
    /** SMTP server (smtp://user:pass@host:587, smtps://…:465). Without it e-mails are written to OUTBOX_DIR. */
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    /** Where e-mails land without SMTP_URL; default `.data/outbox` of the repository. */
    OUTBOX_DIR: z.string().min(1).optional(),
    /** Sender of every e-mail, `Name <address>` or a bare address. */
    MAIL_FROM: z.string().min(3).default('Atelier <no-reply@atelier.localhost>'),
    /** Where enquiries, bookings and sales are announced (compose requires it). */
    ARTIST_EMAIL: z.email().optional(),
    /** The administrator's address: the artist's when ARTIST_EMAIL is not set (the embedded run). */
    ADMIN_EMAIL: z.email().optional(),
    /** svc-catalog, asked for a painting's title when an enquiry names one. */
    CATALOG_URL: z.url().default('http://127.0.0.1:3001'),
    /** svc-commerce, whose customers the customer sync puts in the audience. */
    COMMERCE_URL: z.url().default('http://127.0.0.1:3003'),
    MAILCHIMP_API_KEY: z.string().min(1).optional(),
    /** Data-centre prefix (us21); taken from the key's `-us21` suffix when blank. */
    MAILCHIMP_SERVER_PREFIX: z
      .string()
      .regex(/^[a-z]+\d+$/, 'must look like us21')
      .optional(),
    MAILCHIMP_AUDIENCE_ID: z.string().min(1).optional(),
    /** Overrides the API base (https://{prefix}.api.mailchimp.com/3.0), e.g. the fake of scripts/fakes. */
    MAILCHIMP_BASE_URL: z.url().optional(),
    /** Enquiries (contact, enquiry and commission forms) per address: a person never meets the limit; a script does. */
    ...rateLimitVariables('INQUIRY', { PER_10_MIN: 5, PER_DAY: 20 }),
    /** Newsletter sign-ups per address. */
    ...rateLimitVariables('NEWSLETTER', { PER_10_MIN: 10, PER_DAY: 50 }),
    /**
     * Newsletter confirmation e-mails the whole site sends in any hour; beyond it sign-ups get 429
     * and nothing is queued. Each goes to an address nobody has confirmed, so many visitor addresses
     * together could otherwise make the site mail strangers without end (and ruin its sender reputation).
     */
    NEWSLETTER_CONFIRMATION_EMAILS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(100),
  })
  .superRefine((env, context) => {
    // Half a Mailchimp configuration is a mistake, not a choice: name what is missing.
    const given = MAILCHIMP_VARIABLES.filter((name) => env[name]);
    if (given.length > 0) {
      for (const name of MAILCHIMP_VARIABLES) {
        if (!env[name]) context.addIssue({ code: 'custom', path: [name], message: 'is required when Mailchimp is configured' });
      }
      if (!env.MAILCHIMP_SERVER_PREFIX && !env.MAILCHIMP_BASE_URL && !/-[a-z]+\d+$/.test(env.MAILCHIMP_API_KEY ?? '')) {
        context.addIssue({
          code: 'custom',
          path: ['MAILCHIMP_SERVER_PREFIX'],
          message: 'is required when the API key has no -us21 style suffix',
        });
      }
    }
  });
export type MailingEnv = z.infer<typeof mailingEnvSchema>;

/** The artist's address: ARTIST_EMAIL, else ADMIN_EMAIL, else the embedded run's demo administrator. */
export function artistEmail(env: MailingEnv): string {
  return env.ARTIST_EMAIL ?? env.ADMIN_EMAIL ?? 'artist@example.com';
}

/** OUTBOX_DIR, else `.data/outbox` at the root of the repository the service runs from. */
export function outboxDir(env: MailingEnv): string {
  if (env.OUTBOX_DIR) return env.OUTBOX_DIR;
  let dir = process.cwd();
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && 'workspaces' in (JSON.parse(readFileSync(manifest, 'utf8')) as object)) break;
    const parent = dirname(dir);
    if (parent === dir) {
      dir = process.cwd();
      break;
    }
    dir = parent;
  }
  return join(dir, '.data', 'outbox');
}
