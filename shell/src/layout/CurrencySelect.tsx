import { isCurrencyCode, type CurrencyCode } from '@atelier/contracts';
import { useCurrency, useKeepChangedBeforeHydration } from '@atelier/ui';
import { useRef } from 'react';
import { useLocation } from 'react-router';
import { CURRENCY_CHOICE_PATH } from '../site';

/** Where a currency form sends the visitor back to: this page, as it is. */
function ReturnHere() {
  const { pathname, search } = useLocation();
  return <input type="hidden" name="return" value={`${pathname}${search}`} />;
}

/**
 * The navigation bar's currency picker: a native select, so it is keyboard- and screen-reader-friendly
 * for free. Live, a choice applies at once; without JavaScript its form sets the currency (a 'Set
 * currency' button shows then).
 */
export function CurrencySelect() {
  const { currency, currencies, setCurrency } = useCurrency();
  // A currency picked before the page hydrated is taken as it hydrates.
  const picker = useRef<HTMLLabelElement>(null);
  useKeepChangedBeforeHydration(picker, ({ currency: picked }) => {
    if (isCurrencyCode(picked)) setCurrency(picked);
  });
  return (
    <form method="get" action={CURRENCY_CHOICE_PATH} onSubmit={(event) => event.preventDefault()} className="flex items-center gap-2">
      <ReturnHere />
      <label ref={picker} className="relative flex items-center">
        <span className="sr-only">Currency</span>
        <select
          value={currency.code}
          onChange={(event) => setCurrency(event.target.value as CurrencyCode)}
          name="currency"
          data-testid="nav-currency"
          className="cursor-pointer appearance-none rounded-sm border border-line bg-transparent py-1.5 pr-8 pl-3 text-sm tracking-wide transition-colors hover:border-ink"
        >
          {currencies.map((option) => (
            <option key={option.code} value={option.code}>
              {option.symbol} {option.code}
            </option>
          ))}
        </select>
        <svg
          className="pointer-events-none absolute right-2.5 h-3 w-3"
          viewBox="0 0 12 12"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          aria-hidden="true"
        >
          <path d="M2.5 4.5 6 8l3.5-3.5" />
        </svg>
      </label>
      <noscript>
        <button type="submit" className="text-sm tracking-wide underline underline-offset-4">
          Set currency
        </button>
      </noscript>
    </form>
  );
}

/**
 * The phone menu's currency list: every currency as symbol, code and name (requirements §2). Each
 * is a button of a form that sets the currency before the page is live, and without JavaScript.
 */
export function CurrencyList({ onChoose, testId }: { onChoose: () => void; testId?: string }) {
  const { currency, currencies, setCurrency } = useCurrency();
  return (
    <form method="get" action={CURRENCY_CHOICE_PATH}>
      <ReturnHere />
      <ul className="mt-3 grid gap-1" data-testid={testId}>
        {currencies.map((option) => {
          const selected = option.code === currency.code;
          return (
            <li key={option.code}>
              <button
                type="submit"
                name="currency"
                value={option.code}
                aria-pressed={selected}
                onClick={(event) => {
                  event.preventDefault();
                  setCurrency(option.code);
                  onChoose();
                }}
                className={`flex w-full items-baseline gap-3 rounded-sm px-3 py-2 text-left text-sm transition-colors ${
                  selected ? 'bg-ink text-paper' : 'hover:bg-paper-deep'
                }`}
              >
                <span className="w-6 font-display text-base">{option.symbol}</span>
                <span className="w-10 font-medium tracking-wide">{option.code}</span>
                <span className={selected ? 'text-paper/80' : 'text-ink-soft'}>{option.name}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </form>
  );
}
