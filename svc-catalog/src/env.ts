import { z } from 'zod';
import { baseEnvSchema } from '@atelier/service-kit';

export const catalogEnvSchema = baseEnvSchema.extend({
  PORT: z.coerce.number().int().min(0).max(65535).default(3001),
  /** Where painting images are stored; the gateway serves this folder under /media/. */
  MEDIA_DIR: z.string().min(1),
  /** Image uploads arrive as data URLs: a 10 MB file is ~13.4 MB of JSON. */
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 1024 * 1024),
});
export type CatalogEnv = z.infer<typeof catalogEnvSchema>;
