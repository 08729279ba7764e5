import { isCurrencyCode } from '@atelier/contracts';
import { currencyCookie } from '@atelier/ui';

/** What the currency forms' `GET /currency` answers: a redirect back, with the currency's cookie when it names one. */
export interface CurrencyChoice {
  location: string;
  cookie: string | null;
}

/**
 * `GET /currency?currency=EUR&return=/collection?sort=title`: the currency forms of a page that is
 * not live yet, or has no JavaScript. The cookie prices every page the server renders from then on
 * (`currencyFromCookie`), and the visitor goes back where she was: a path of this site only
 * (printable ASCII, one leading slash), else the home page.
 */
export function chooseCurrency(search: string): CurrencyChoice {
  const params = new URLSearchParams(search);
  const code = params.get('currency');
  const back = params.get('return') ?? '';
  return {
    location: /^\/(?![/\\])[\x21-\x7e]*$/.test(back) ? back : '/',
    cookie: isCurrencyCode(code) ? currencyCookie(code) : null,
  };
}
