import { isCurrencyCode, type CurrencyCode, type ExchangeRates } from '@atelier/contracts';
import { mergeRates, type Rates } from './price';

/** Local-storage key of the visitor's currency (requirements §3). */
export const CURRENCY_STORAGE_KEY = 'selectedCurrency';

/** Window event every micro-frontend listens to; `detail.currency` is the new code (requirements §3). */
export const CURRENCY_CHANGED_EVENT = 'currencyChanged';

export interface CurrencyChangedDetail {
  currency: CurrencyCode;
}

/** requirements §9 timeouts. */
export const EXCHANGE_RATES_TIMEOUT_MS = 5000;
export const LOCATION_TIMEOUT_MS = 3000;

/** Visitor's country (`country_code` of the IP-location answer) → currency (requirements §7). */
const COUNTRY_CURRENCIES: Readonly<Record<string, CurrencyCode>> = {
  US: 'USD',
  GB: 'GBP',
  AU: 'AUD',
  CA: 'CAD',
  JP: 'JPY',
  NZ: 'NZD',
};

/** The currency for a country code, or null for countries without one. */
export function currencyForCountry(countryCode: unknown): CurrencyCode | null {
  return typeof countryCode === 'string' ? (COUNTRY_CURRENCIES[countryCode.toUpperCase()] ?? null) : null;
}

/**
 * The saved currency, or null when nothing is saved. Saved data that does not parse, or a code
 * outside the built-in list, is ignored with a console warning (requirements §5).
 */
export function readSavedCurrency(storage: Pick<Storage, 'getItem'> | undefined = safeLocalStorage()): CurrencyCode | null {
  let raw: string | null;
  try {
    raw = storage?.getItem(CURRENCY_STORAGE_KEY) ?? null;
  } catch {
    return null; // storage blocked (private mode, policies)
  }
  if (raw === null) return null;
  let saved: unknown;
  try {
    saved = JSON.parse(raw);
  } catch (error) {
    console.warn(`Ignoring saved currency: ${CURRENCY_STORAGE_KEY} is not valid JSON`, error);
    return null;
  }
  if (isCurrencyCode(saved)) return saved;
  console.warn(`Ignoring saved currency ${raw}: not one of the built-in currencies`);
  return null;
}

/** Saves the visitor's choice as JSON (`"USD"`). Storage failures are not the visitor's problem. */
export function saveCurrency(code: CurrencyCode, storage: Pick<Storage, 'setItem'> | undefined = safeLocalStorage()): void {
  try {
    storage?.setItem(CURRENCY_STORAGE_KEY, JSON.stringify(code));
    // The server prices the pages it renders in the same currency (currencyFromCookie).
    if (typeof document !== 'undefined') document.cookie = currencyCookie(code);
  } catch (error) {
    console.warn('Could not save the selected currency', error);
  }
}

function safeLocalStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** The code a `currencyChanged` event carries, or null when it carries none we know. */
export function currencyFromEvent(event: Event): CurrencyCode | null {
  const detail = (event as CustomEvent<unknown>).detail;
  const currency = detail && typeof detail === 'object' ? (detail as { currency?: unknown }).currency : undefined;
  return isCurrencyCode(currency) ? currency : null;
}

/** Tells every micro-frontend on the page about a new currency. */
export function announceCurrency(code: CurrencyCode): void {
  window.dispatchEvent(new CustomEvent<CurrencyChangedDetail>(CURRENCY_CHANGED_EVENT, { detail: { currency: code } }));
}

/** The cookie that keeps the visitor's currency for the pages the server renders (as `document.cookie` or `Set-Cookie`). */
export function currencyCookie(code: CurrencyCode): string {
  return `${CURRENCY_STORAGE_KEY}=${code}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/** The currency saveCurrency keeps in a cookie, read from a request's Cookie header; null when none is valid. */
export function currencyFromCookie(cookie: string | undefined): CurrencyCode | null {
  const saved = new RegExp(`(?:^|;\\s*)${CURRENCY_STORAGE_KEY}=([^;]*)`).exec(cookie ?? '')?.[1];
  return saved !== undefined && isCurrencyCode(saved) ? saved : null;
}

/**
 * Current rates from `GET /api/exchange-rates` (the server asks the upstream and caches),
 * over the static fallback. Any failure answers the static rates with a console warning.
 */
export async function fetchExchangeRates(url = '/api/exchange-rates'): Promise<Rates> {
  try {
    const response = await fetch(url, { credentials: 'include', signal: AbortSignal.timeout(EXCHANGE_RATES_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
    const body = (await response.json()) as Partial<ExchangeRates>;
    if (!body.rates || typeof body.rates !== 'object') throw new Error('the answer has no rates');
    return mergeRates(body.rates);
  } catch (error) {
    console.warn('Exchange rates unavailable; using the static rates', error);
    return mergeRates(null);
  }
}

/**
 * The currency of the visitor's country from the IP-location service (3 s timeout), or null
 * when it fails or the country has no currency of its own here (console warning on failure).
 */
export async function guessCurrencyFromLocation(url: string): Promise<CurrencyCode | null> {
  if (!url) return null;
  try {
    const response = await fetch(url, { credentials: 'omit', signal: AbortSignal.timeout(LOCATION_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
    const body = (await response.json()) as { country_code?: unknown };
    return currencyForCountry(body.country_code);
  } catch (error) {
    console.warn('Visitor location unavailable; keeping the default currency', error);
    return null;
  }
}
