import { z } from 'zod';

/** The largest value of PostgreSQL's `integer`, the type of every id column. */
export const MAX_INT4 = 2_147_483_647;

/**
 * A number as JSON sends it, or as a form field holds it ('2'). Unlike z.coerce, which turns
 * true, [5] and [[5]] into numbers, anything else is refused with the schema's own message.
 */
export function numberInput<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value), schema);
}

/** A row id: a whole number from 1 to what an `integer` column holds, one message for every fault. */
export function idInput(message?: string) {
  const error = message === undefined ? {} : { error: message };
  return numberInput(z.number(error).int(message).positive(message).max(MAX_INT4, message));
}

/** Digits only, at most ten of them: '1e3', '+7', ' 7' and '0x7' are not ids. */
const ID_DIGITS = /^\d{1,10}$/;
const PATH_ID = idInput();

/** The id a path segment names (`/painting/7`), or undefined when it cannot name a row. */
export function pathId(value: string | undefined): number | undefined {
  const parsed = value !== undefined && ID_DIGITS.test(value) ? PATH_ID.safeParse(value) : undefined;
  return parsed?.success ? parsed.data : undefined;
}
