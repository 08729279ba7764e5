import { COMMERCE_MESSAGES } from '@atelier/contracts';
import type { RateLimitPolicy } from '@atelier/service-kit';

const MINUTE = 60_000;

/**
 * One budget for every call that starts or completes a payment at Stripe or PayPal. A buyer
 * makes a handful (a reload, a currency change, a declined card, the wallet's create and
 * capture); twenty in ten minutes and a hundred a day is far above that and stops a script
 * creating intents and orders at the providers in our name.
 */
export const PAYMENT_RATE_LIMIT: RateLimitPolicy = {
  name: 'payments',
  windows: [
    { max: 20, windowMs: 10 * MINUTE },
    { max: 100, windowMs: 24 * 60 * MINUTE },
  ],
  message: COMMERCE_MESSAGES.tooManyPayments,
};
