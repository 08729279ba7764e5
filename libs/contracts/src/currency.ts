/** A currency a visitor can pick; `rate` is how many units equal 1 NZD (requirements §9). */
export interface CurrencyOption {
  code: CurrencyCode;
  symbol: string;
  name: string;
  rate: number;
}

export const CURRENCY_CODES = ['NZD', 'USD', 'EUR', 'GBP', 'AUD', 'CAD', 'JPY'] as const;
export type CurrencyCode = (typeof CURRENCY_CODES)[number];

/** Built-in currencies with the static fallback rates of requirements §9. */
export const CURRENCIES: readonly CurrencyOption[] = [
  { code: 'NZD', symbol: '$', name: 'New Zealand Dollar', rate: 1 },
  { code: 'USD', symbol: '$', name: 'US Dollar', rate: 0.6 },
  { code: 'EUR', symbol: '€', name: 'Euro', rate: 0.55 },
  { code: 'GBP', symbol: '£', name: 'British Pound', rate: 0.48 },
  { code: 'AUD', symbol: 'A$', name: 'Australian Dollar', rate: 0.9 },
  { code: 'CAD', symbol: 'C$', name: 'Canadian Dollar', rate: 0.8 },
  { code: 'JPY', symbol: '¥', name: 'Japanese Yen', rate: 90 },
];

export const DEFAULT_CURRENCY: CurrencyCode = 'NZD';

/** Currencies a painting's price may be stored in (admin form and checkout). */
export const PAINTING_CURRENCIES = ['NZD', 'USD', 'EUR', 'GBP'] as const;
export type PaintingCurrency = (typeof PAINTING_CURRENCIES)[number];

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && (CURRENCY_CODES as readonly string[]).includes(value);
}

/** `GET /api/exchange-rates`: units of each currency per 1 NZD. */
export interface ExchangeRates {
  base: 'NZD';
  rates: Record<CurrencyCode, number>;
  /** `live` when the upstream answered, `static` when the requirements §9 fallback is in use. */
  source: 'live' | 'static';
  fetchedAt: string;
}

/** The static fallback rates of requirements §9, keyed by code. */
export const STATIC_RATES = Object.fromEntries(CURRENCIES.map((c) => [c.code, c.rate])) as Record<CurrencyCode, number>;
