import { DEFAULT_CURRENCY, isCurrencyCode, type CurrencyCode, type CurrencyOption } from '@atelier/contracts';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useHydrated } from '../hydrated';
import { loadRuntimeConfig } from '../runtime/runtimeConfig';
import {
  announceCurrency,
  CURRENCY_CHANGED_EVENT,
  CURRENCY_STORAGE_KEY,
  currencyFromEvent,
  fetchExchangeRates,
  guessCurrencyFromLocation,
  readSavedCurrency,
  saveCurrency,
} from './preferences';
import { convertPrice, currencyOptions, formatPrice, mergeRates, type Rates } from './price';

export interface CurrencyContextValue {
  /** The currency prices are shown in, with its current rate. */
  currency: CurrencyOption;
  /** Every built-in currency with its current rate, in requirements §9 order. */
  currencies: CurrencyOption[];
  /** Units of each currency per 1 NZD: live when `/api/exchange-rates` answered, else static. */
  rates: Rates;
  /** The visitor's choice: shown everywhere at once, saved, announced to every micro-frontend. */
  setCurrency: (code: CurrencyCode) => void;
  /** `price` (stored in `from`) in the selected currency, rounded; null when unavailable. */
  convert: (price: unknown, from: string | null | undefined) => number | null;
  /** `price` (stored in `from`) as '$12,800 NZD', or 'Price unavailable'. */
  format: (price: unknown, from: string | null | undefined) => string;
}

/** The currency and rates a server-rendered page was priced with. */
export interface PricedAs {
  currency: CurrencyCode;
  rates: Rates;
}

const CurrencyContext = createContext<CurrencyContextValue | null>(null);

/**
 * The visitor's display currency (requirements §3, §4, §5, §9). Starts with NZD, or the valid saved
 * choice; refreshes the rates from the API; guesses from the visitor's location only when
 * nothing was saved; saves each choice; and keeps in step with other providers on the page
 * through the `currencyChanged` window event (and with other tabs through storage events).
 */
export function CurrencyProvider({ children, initial }: { children: ReactNode; initial?: PricedAs }) {
  const [saved] = useState(() => readSavedCurrency());
  // What the visitor chose here, or what her location or another part of the page said.
  const [picked, setPicked] = useState<CurrencyCode | null>(null);
  // A server-rendered page shows the server's currency until it has hydrated (the markup must
  // match); a choice saved in this browser only applies right after.
  const hydrated = useHydrated();
  const code = picked ?? (initial && !hydrated ? initial.currency : (saved ?? initial?.currency ?? DEFAULT_CURRENCY));
  const [rates, setRates] = useState<Rates>(() => mergeRates(initial?.rates ?? null));
  // A choice made while the location lookup is on its way wins over the guess.
  const chosen = useRef(saved !== null);
  const pricedByServer = initial !== undefined;

  useEffect(() => {
    if (pricedByServer) return;
    let active = true;
    void fetchExchangeRates().then((live) => active && setRates(live));
    return () => {
      active = false;
    };
  }, [pricedByServer]);

  useEffect(() => {
    if (saved !== null) return;
    let active = true;
    void loadRuntimeConfig()
      .then(({ ipLocationUrl }) => guessCurrencyFromLocation(ipLocationUrl))
      .then((guess) => {
        if (!active || !guess || chosen.current) return;
        setPicked(guess);
        announceCurrency(guess);
      });
    return () => {
      active = false;
    };
  }, [saved]);

  useEffect(() => {
    const onChanged = (event: Event) => {
      const next = currencyFromEvent(event);
      if (next) setPicked(next);
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key !== CURRENCY_STORAGE_KEY) return;
      const next = readSavedCurrency();
      if (next) setPicked(next);
    };
    window.addEventListener(CURRENCY_CHANGED_EVENT, onChanged);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener(CURRENCY_CHANGED_EVENT, onChanged);
      window.removeEventListener('storage', onStorage);
    };
  }, []);

  const setCurrency = useCallback((next: CurrencyCode) => {
    if (!isCurrencyCode(next)) return;
    chosen.current = true;
    setPicked(next);
    saveCurrency(next);
    announceCurrency(next);
  }, []);

  const value = useMemo<CurrencyContextValue>(() => {
    const currencies = currencyOptions(rates);
    const currency = currencies.find((option) => option.code === code) ?? currencies[0]!;
    return {
      currency,
      currencies,
      rates,
      setCurrency,
      convert: (price, from) => convertPrice(price, from, currency.code, rates),
      format: (price, from) => formatPrice(price, from, currency, rates),
    };
  }, [code, rates, setCurrency]);

  return <CurrencyContext.Provider value={value}>{children}</CurrencyContext.Provider>;
}

/** The display currency and price formatting. Throws outside a {@link CurrencyProvider} (requirements §8). */
export function useCurrency(): CurrencyContextValue {
  const context = useContext(CurrencyContext);
  if (!context) throw new Error('useCurrency must be used within a CurrencyProvider');
  return context;
}

/** A price in the visitor's currency: '$12,800 NZD' or 'Price unavailable'. */
export function Price({ amount, currency, className }: { amount: unknown; currency: string | null | undefined; className?: string }) {
  const { format } = useCurrency();
  return <span className={className}>{format(amount, currency)}</span>;
}
