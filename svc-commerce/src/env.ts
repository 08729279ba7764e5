import { z } from 'zod';
import { baseEnvSchema, rateLimitVariables, secret } from '@atelier/service-kit';

/** The live and sandbox REST bases of PayPal; anything else (a fake) is reached through the sandbox client. */
export const PAYPAL_LIVE_BASE = 'https://api-m.paypal.com';
export const PAYPAL_SANDBOX_BASE = 'https://api-m.sandbox.paypal.com';

export const commerceEnvSchema = baseEnvSchema
  .extend({
    PORT: z.coerce.number().int().min(0).max(65535).default(3003),
    /** Upstream answering `{ rates: { USD: 0.6, … } }` based on NZD. */
    EXCHANGE_RATES_URL: z.url().default('https://open.er-api.com/v6/latest/NZD'),
    EXCHANGE_RATES_TTL_HOURS: z.coerce.number().positive().default(6),
    /** svc-catalog: paintings with their price, and the sell-once call. */
    CATALOG_URL: z.url().default('http://127.0.0.1:3001'),
    /** svc-mailing: transactional e-mail and the mailing-list contacts. */
    MAILING_URL: z.url().default('http://127.0.0.1:3005'),
    /** Card payments are off without the secret key. */
    STRIPE_SECRET_KEY: z.string().min(1).optional(),
    STRIPE_PUBLISHABLE_KEY: z.string().min(1).optional(),
    STRIPE_WEBHOOK_SECRET: secret(z.string().min(1)).optional(),
    /** Stripe API base; a fake in tests and `npm run dev`. */
    STRIPE_API_BASE: z.url({ protocol: /^https?$/ }).default('https://api.stripe.com'),
    /** The wallet is off without both PayPal credentials. */
    PAYPAL_CLIENT_ID: z.string().min(1).optional(),
    PAYPAL_CLIENT_SECRET: z.string().min(1).optional(),
    /** PayPal REST base; default live in production, sandbox otherwise; a fake in tests. */
    PAYPAL_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** Pending sales older than this are reconciled with the catalog (crash between reserving and selling). */
    SALE_RECONCILE_AFTER_SECONDS: z.coerce.number().int().positive().default(120),
    /** How long a painting is held for a payment in flight; the same payment asking again renews it. */
    PAINTING_RESERVATION_MINUTES: z.coerce.number().int().min(1).max(120).default(15),
    /**
     * A payment's holds end at most this long after its first one, however often it asks again:
     * a buyer confirms a card or approves PayPal in minutes, and a script renewing one payment
     * must not keep a painting from sale for good.
     */
    PAINTING_RESERVATION_CAP_MINUTES: z.coerce.number().int().min(1).max(240).default(15),
    /** Paintings one visitor address (an IPv6 /64) may hold at once; a buyer pays for one at a time. */
    PAINTING_RESERVATIONS_PER_ADDRESS: z.coerce.number().int().min(1).max(100).default(2),
    /**
     * Calls that start or complete a payment, per visitor address. A buyer makes a handful (a
     * reload, a currency change, a declined card, the wallet's create and capture); twenty in ten
     * minutes and a hundred a day is far above that and stops a script creating intents and
     * orders at the providers in our name.
     */
    ...rateLimitVariables('PAYMENT', { PER_10_MIN: 20, PER_DAY: 100 }),
  })
  .superRefine((env, context) => {
    if (env.PAINTING_RESERVATION_CAP_MINUTES < env.PAINTING_RESERVATION_MINUTES) {
      context.addIssue({
        code: 'custom',
        path: ['PAINTING_RESERVATION_CAP_MINUTES'],
        message: 'must be at least PAINTING_RESERVATION_MINUTES',
      });
    }
    // Half a payment configuration is a mistake, not a choice: name what is missing.
    if (env.STRIPE_SECRET_KEY && !env.STRIPE_PUBLISHABLE_KEY) {
      context.addIssue({ code: 'custom', path: ['STRIPE_PUBLISHABLE_KEY'], message: 'is required when STRIPE_SECRET_KEY is set' });
    }
    if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET && env.NODE_ENV === 'production') {
      context.addIssue({
        code: 'custom',
        path: ['STRIPE_WEBHOOK_SECRET'],
        message: 'is required in production when STRIPE_SECRET_KEY is set',
      });
    }
    if (Boolean(env.PAYPAL_CLIENT_ID) !== Boolean(env.PAYPAL_CLIENT_SECRET)) {
      const missing = env.PAYPAL_CLIENT_ID ? 'PAYPAL_CLIENT_SECRET' : 'PAYPAL_CLIENT_ID';
      context.addIssue({ code: 'custom', path: [missing], message: 'is required when the other PayPal credential is set' });
    }
  });
export type CommerceEnv = z.infer<typeof commerceEnvSchema>;

/** The PayPal REST base this deployment talks to. */
export function paypalBaseUrl(env: CommerceEnv): string {
  return (env.PAYPAL_BASE_URL ?? (env.NODE_ENV === 'production' ? PAYPAL_LIVE_BASE : PAYPAL_SANDBOX_BASE)).replace(/\/+$/, '');
}
