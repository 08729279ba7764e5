import { CURRENCIES } from '@atelier/contracts';

/**
 * A stored price with its currency, e.g. '$4,200 NZD' (cents only when there are some).
 * SPEC §5: a price that is not a positive number shows 'Price unavailable'.
 */
export function formatPaintingPrice(price: string | number, currency: string): string {
  const amount = Number(price);
  if (!Number.isFinite(amount) || amount <= 0) return 'Price unavailable';
  const symbol = CURRENCIES.find((option) => option.code === currency)?.symbol ?? '';
  const digits = Number.isInteger(amount) ? 0 : 2;
  return `${symbol}${amount.toLocaleString('en-NZ', { minimumFractionDigits: digits, maximumFractionDigits: digits })} ${currency}`;
}
