import { z } from 'zod';

// Kept out of paintings.ts: that module is in the home page's JavaScript, and zod is not.
/**
 * `POST /internal/paintings/{id}/mark-sold` (svc-catalog, for svc-commerce): sells the painting
 * to the sale named by `saleReference`, once. The same reference again answers `sold` again (a
 * retry, a resumed sale); any other reference answers `sold-to-another`.
 */
export const markSoldRequestSchema = z.object({
  saleReference: z.string().regex(/^[\w.:-]{1,100}$/, 'saleReference must be 1 to 100 letters, digits or ._:-'),
  customerId: z.number().int().positive().nullable(),
  soldAt: z.coerce.date().optional(),
});
export type MarkSoldRequest = z.input<typeof markSoldRequestSchema>;

export const markSoldAnswerSchema = z.object({ outcome: z.enum(['sold', 'sold-to-another']) });
export type MarkSoldAnswer = z.infer<typeof markSoldAnswerSchema>;
