/** Nothing given: missing, null, or only whitespace. */
export const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** For `z.preprocess`: a blank field becomes null (an optional column). */
export const blankToNull = (value: unknown): unknown => (isBlank(value) ? null : value);

/** For `z.preprocess`: a blank field becomes undefined (left out). */
export const blankToUndefined = (value: unknown): unknown => (isBlank(value) ? undefined : value);
