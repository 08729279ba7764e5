import { formatMoney, parsePrice, PRICE_UNAVAILABLE } from '@atelier/ui';

/**
 * A stored price with its currency, e.g. '$4,200 NZD' (cents only when there are some).
 * requirements §5: a price that is not a positive number shows 'Price unavailable'.
 */
export function formatPaintingPrice(price: string | number, currency: string): string {
  const amount = parsePrice(price);
  return amount === null ? PRICE_UNAVAILABLE : formatMoney(amount, currency, Number.isInteger(amount) ? 0 : 2);
}
