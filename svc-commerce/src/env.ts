import { z } from 'zod';
import { baseEnvSchema } from '@atelier/service-kit';

export const commerceEnvSchema = baseEnvSchema.extend({
  /** Upstream answering `{ rates: { USD: 0.6, … } }` based on NZD. */
  EXCHANGE_RATES_URL: z.url().default('https://open.er-api.com/v6/latest/NZD'),
  EXCHANGE_RATES_TTL_HOURS: z.coerce.number().positive().default(6),
});
export type CommerceEnv = z.infer<typeof commerceEnvSchema>;
