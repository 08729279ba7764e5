/** requirements §5: the price suggested per square unit of the painting's size. */
export const PRICE_PER_SQUARE_UNIT = 40;

/**
 * The suggested price for a painting of `width` × `height` (as typed in the form): width ×
 * height × 40 rounded to the nearest 100, or null unless both sizes are positive numbers.
 * A suggestion only; the form never writes it into the price by itself.
 */
export function suggestedPrice(width: unknown, height: unknown): number | null {
  const w = toNumber(width);
  const h = toNumber(height);
  if (w === null || h === null || w <= 0 || h <= 0) return null;
  return Math.round((w * h * PRICE_PER_SQUARE_UNIT) / 100) * 100;
}

function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : null;
}
