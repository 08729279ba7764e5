// Row ids, without zod: the browser's pages read them from paths too, and zod stays out of them.

/** The largest value of PostgreSQL's `integer`, the type of every id column. */
export const MAX_INT4 = 2_147_483_647;

/** Digits only, at most ten of them: '1e3', '+7', ' 7' and '0x7' are not ids. */
const ID_DIGITS = /^\d{1,10}$/;

/** The id a path segment names (`/painting/7`), or undefined when it cannot name a row: what `idInput()` accepts. */
export function pathId(value: string | undefined): number | undefined {
  if (value === undefined || !ID_DIGITS.test(value)) return undefined;
  const id = Number(value);
  return id >= 1 && id <= MAX_INT4 ? id : undefined;
}
