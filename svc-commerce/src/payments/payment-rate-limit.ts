import { COMMERCE_MESSAGES } from '@atelier/contracts';
import type { RateLimitPolicy } from '@atelier/service-kit';

/** One budget for every call that starts or completes a payment at Stripe or PayPal (PAYMENT_LIMIT_*, env.ts). */
export const PAYMENT_RATE_LIMIT: RateLimitPolicy = {
  name: 'payments',
  limits: 'PAYMENT',
  message: COMMERCE_MESSAGES.tooManyPayments,
};
