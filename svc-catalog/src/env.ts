import { z } from 'zod';
import { baseEnvSchema } from '@atelier/service-kit';

export const catalogEnvSchema = baseEnvSchema.extend({
  PORT: z.coerce.number().int().min(0).max(65535).default(3001),
  /** Where painting images are stored; the gateway serves this folder under /media/. */
  MEDIA_DIR: z.string().min(1),
});
export type CatalogEnv = z.infer<typeof catalogEnvSchema>;
