import { z } from 'zod';
import { MAX_INT4 } from './ids';

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
