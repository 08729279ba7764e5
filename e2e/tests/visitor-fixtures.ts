import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test as base } from './journey';
import type { ExchangeRates, Painting, SiteSettings } from '@atelier/contracts';

/** A 1×1 PNG: what the stubbed map tiles answer. */
const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkaPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/**
 * The browser journeys of the visitor screens. Nothing leaves the machine: the IP-location
 * service answers nothing (so every visit starts in NZD unless a test says otherwise), map
 * tiles are a blank pixel (each request is recorded), video players are blocked.
 */
export const test = base.extend<{ tiles: string[] }>({
  tiles: [
    async ({ page }, use) => {
      const tiles: string[] = [];
      await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, async (route) => {
        const url = route.request().url();
        if (/\/tile\/\d+\/\d+\/\d+/.test(url)) {
          tiles.push(url);
          return route.fulfill({ status: 200, contentType: 'image/png', body: PIXEL });
        }
        return route.abort('blockedbyclient');
      });
      await use(tiles);
    },
    { auto: true },
  ],
});

export { expect };

/** The public catalog, newest first, as the collection reads it. */
export async function publicPaintings(request: APIRequestContext): Promise<Painting[]> {
  const response = await request.get('/api/paintings');
  expect(response.ok()).toBe(true);
  return (await response.json()) as Painting[];
}

export async function paintingNamed(request: APIRequestContext, title: string): Promise<Painting> {
  const painting = (await publicPaintings(request)).find((candidate) => candidate.title === title);
  if (!painting) throw new Error(`The demo catalog has no visible painting called ${title}`);
  return painting;
}

/** The rates the site converts with (live or the static fallback, whichever the server has). */
export async function exchangeRates(request: APIRequestContext): Promise<ExchangeRates['rates']> {
  const response = await request.get('/api/exchange-rates');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as ExchangeRates).rates;
}

const SYMBOLS: Record<string, string> = { NZD: '$', USD: '$', EUR: '€', GBP: '£', AUD: 'A$', CAD: 'C$', JPY: '¥' };

/** A price as the site shows it: requirements §9 conversion, whole number, thousands separators, symbol and code. */
export function shownPrice(price: string | number, from: string, to: string, rates: Record<string, number>): string {
  const amount = from === to ? Math.round(Number(price)) : Math.round((Number(price) / rates[from]!) * rates[to]!);
  return `${SYMBOLS[to]}${amount.toLocaleString('en-NZ')} ${to}`;
}

/** The currency selector of the navigation bar (desktop). */
export function currencySelect(page: Page) {
  return page.getByRole('banner').getByLabel('Currency');
}

/** Waits until the catalog has rendered the responsive variants of every image (a background job at start). */
export async function waitForImageVariants(request: APIRequestContext): Promise<void> {
  await expect
    .poll(async () => (await publicPaintings(request)).every((painting) => painting.images.every((image) => image.variants.length > 0)), {
      timeout: 90_000,
      intervals: [500, 1000, 2000],
    })
    .toBe(true);
}

/**
 * Shows the home page as the artist's site settings would with a hero film set (the player
 * itself stays blocked), without saving anything: journeys run side by side. The page renders in
 * the browser (the shell's plain index.html), whose settings answer has the film.
 */
export async function withHeroVideo(page: Page) {
  await page.route(
    (url) => url.pathname === '/',
    async (route) => route.fulfill({ response: await route.fetch({ url: new URL('/index.html', route.request().url()).href }) }),
  );
  await page.route(
    (url) => url.pathname === '/api/site',
    async (route) => {
      const settings = (await (await route.fetch()).json()) as SiteSettings;
      await route.fulfill({ json: { ...settings, heroFilm: { videoUrl: 'e2eHeroFilm', posterUrl: null } } });
    },
  );
}

/**
 * Picks the first free day a few months ahead in the booking calendar, so the journey never
 * meets a day booked by another test of the run. Answers the day as 'YYYY-MM-DD'.
 */
export async function pickFreeDay(calendar: Locator, monthsAhead: number): Promise<string> {
  for (let month = 0; month < monthsAhead; month++) await calendar.getByRole('button', { name: 'Go to the Next Month' }).click();
  const free = calendar.locator('td[data-day]:not([data-disabled]) button').first();
  const day = await free.locator('..').getAttribute('data-day');
  await free.click();
  return day!;
}
