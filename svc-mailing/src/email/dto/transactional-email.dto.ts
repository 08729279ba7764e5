import { z } from 'zod';
import { ARTIST_RECIPIENT, type TransactionalEmailRequest } from '@atelier/contracts';

const TO_MESSAGE = `to must be an e-mail address or "${ARTIST_RECIPIENT}"`;

/**
 * `POST /internal/emails` (TransactionalEmailRequest of @atelier/contracts). The template
 * and its data are checked against the template registry by the service.
 */
export const transactionalEmailSchema = z.object({
  template: z.string({ error: 'template is required' }).min(1, 'template is required').max(60),
  to: z
    .string({ error: TO_MESSAGE })
    .trim()
    .refine((to) => to === ARTIST_RECIPIENT || z.email().safeParse(to).success, TO_MESSAGE),
  data: z.record(z.string(), z.unknown(), { error: 'data must be an object' }),
  idempotencyKey: z.string({ error: 'idempotencyKey is required' }).trim().min(1, 'idempotencyKey is required').max(200),
  replyTo: z.email({ error: 'replyTo must be an e-mail address' }).optional(),
}) satisfies z.ZodType<TransactionalEmailRequest>;
export type TransactionalEmailInput = z.infer<typeof transactionalEmailSchema>;
