import { CURRENCIES, isCurrencyCode, STATIC_RATES, type CurrencyCode, type CurrencyOption } from '@atelier/contracts';

/** Units of each currency per 1 NZD. */
export type Rates = Record<CurrencyCode, number>;

/** Shown instead of a price that is not a number, zero or negative (requirements §5). */
export const PRICE_UNAVAILABLE = 'Price unavailable';

/** The currency a painting's price is in when none is stored (requirements §3). */
const STORED_DEFAULT: CurrencyCode = 'NZD';

/**
 * A price as a positive number, or null when it is not a number, zero or negative.
 * Prices travel as numbers or numeric strings ('4200.00').
 */
export function parsePrice(price: unknown): number | null {
  const value = typeof price === 'number' ? price : typeof price === 'string' && price.trim() !== '' ? Number(price) : NaN;
  return Number.isFinite(value) && value > 0 ? value : null;
}

/**
 * Converts `price` from the currency it is stored in to `to` (requirements §9): divide by the base
 * currency's rate to reach NZD, multiply by the selected rate, round to a whole number.
 * Null when the price is invalid or the stored currency unknown.
 */
export function convertPrice(price: unknown, from: string | null | undefined, to: CurrencyCode, rates: Rates): number | null {
  const amount = parsePrice(price);
  const base = from || STORED_DEFAULT;
  if (amount === null || !isCurrencyCode(base)) return null;
  if (base === to) return Math.round(amount);
  const fromRate = rates[base];
  const toRate = rates[to];
  if (!(fromRate > 0) || !(toRate > 0)) return null;
  return Math.round((amount / fromRate) * toRate);
}

/**
 * An amount with en-NZ's thousands separators and `decimals` fraction digits: 12800 → '12,800',
 * (4800, 2) → '4,800.00'. Written out rather than Intl.NumberFormat: a page's first Intl object
 * loads the locale data, 35-45 ms of Chromium's main thread on these machines, on every page with a price.
 */
export function formatAmount(amount: number, decimals = 0): string {
  const [whole = '', fraction] = (decimals === 0 ? Math.round(amount) : amount).toFixed(decimals).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/**
 * An amount with its currency's symbol and code: '$12,800 NZD', or with `decimals` '$4,800.00 NZD'.
 * `currency` is an option or a code (an unknown code gets no symbol).
 */
export function formatMoney(amount: number, currency: Pick<CurrencyOption, 'symbol' | 'code'> | string, decimals = 0): string {
  const { symbol, code } =
    typeof currency === 'string'
      ? { symbol: CURRENCIES.find((option) => option.code === currency)?.symbol ?? '', code: currency }
      : currency;
  return `${symbol}${formatAmount(amount, decimals)} ${code}`;
}

/** '$12,800 NZD', or 'Price unavailable'. */
export function formatPrice(price: unknown, from: string | null | undefined, currency: CurrencyOption, rates: Rates): string {
  const converted = convertPrice(price, from, currency.code, rates);
  return converted === null ? PRICE_UNAVAILABLE : formatMoney(converted, currency);
}

/**
 * A price as it is stored, in its own currency and unconverted (what the admin shows for
 * paintings, sales, bookings and adventures): '$4,200 NZD', '£1,250.50 GBP' (cents only when there
 * are some), or 'Price unavailable' for a price that is not a positive number (requirements §5).
 */
export function formatStoredPrice(price: string | number, currency: string): string {
  const amount = parsePrice(price);
  return amount === null ? PRICE_UNAVAILABLE : formatMoney(amount, currency, Number.isInteger(amount) ? 0 : 2);
}

/**
 * Rates from the API laid over the static ones of requirements §9: a currency the answer lacks, or
 * answers with something that is not a positive number, keeps its static rate.
 */
export function mergeRates(answer: unknown): Rates {
  const merged = { ...STATIC_RATES };
  if (answer && typeof answer === 'object') {
    for (const [code, rate] of Object.entries(answer)) {
      if (isCurrencyCode(code) && typeof rate === 'number' && Number.isFinite(rate) && rate > 0) merged[code] = rate;
    }
  }
  return merged;
}

/** The built-in currencies with the rates in use. */
export function currencyOptions(rates: Rates): CurrencyOption[] {
  return CURRENCIES.map((currency) => ({ ...currency, rate: rates[currency.code] }));
}
