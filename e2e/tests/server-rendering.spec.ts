import type { Painting } from '@atelier/contracts';
import type { Page } from '@playwright/test';
import { answerIn, pageDataIn, signUpForNewsletter } from './journey';
import { currencySelect, exchangeRates, expect, publicPaintings, shownPrice, test } from './visitor-fixtures';

/** What the browser would ask for if the page had come without its data. */
const FIRST_PAINT_REQUESTS = /^\/(runtime-config\.json|api\/(site|paintings|adventures|exchange-rates|reservations|payments\/config))/;

/** HTML text as the page's markup has it (React escapes these in text). */
const asMarkup = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Loads a page as a visitor does and answers what the server's markup became: whether the
 * element marked before any script ran is still the one on screen (hydrated, not replaced), and
 * which first-paint requests the page made.
 */
async function visit(page: Page, path: string, keep: string) {
  const requests: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (FIRST_PAINT_REQUESTS.test(pathname)) requests.push(pathname);
  });
  await page.addInitScript((selector) => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { kept: Element | null }).kept = document.querySelector(selector);
    });
  }, keep);
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  const kept = await page.evaluate((selector) => {
    const before = (window as unknown as { kept: Element | null }).kept;
    return { marked: before !== null, same: before !== null && before === document.querySelector(selector) && before.isConnected };
  }, keep);
  return { kept, requests };
}

test.describe('the public pages are rendered on the server and hydrated in the browser', () => {
  let painting: Painting;
  let html: (path: string) => Promise<string>;

  test.beforeEach(async ({ request }) => {
    painting = (await publicPaintings(request)).find((candidate) => !candidate.sold && candidate.images.length > 0)!;
    html = async (path) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
      return response.text();
    };
  });

  test("a painting's first HTML has its title, price and main image, and the page never asks for them", async ({ page, request }) => {
    const first = await html(`/painting/${painting.id}`);
    expect(first).toContain(`<h1`);
    expect(first).toContain(asMarkup(painting.title));
    expect(first).toContain(shownPrice(painting.price!, painting.currency!, 'NZD', await exchangeRates(request)));
    const main = painting.images.find((image) => image.isPrimary) ?? painting.images[0]!;
    const jpegs = main.variants.filter((variant) => variant.format === 'jpeg').map((variant) => `${variant.url} ${variant.width}w`);
    expect(first).toMatch(new RegExp(`<img src="[^"]+" srcSet="${jpegs.join(', ')}"[^>]* width="${main.width}" height="${main.height}"`));
    expect(answerIn(first, ['/api/paintings', painting.id])).toMatchObject({ id: painting.id, title: painting.title });
    // No script without a source but the data blocks: the CSP allows no inline script.
    expect(first.match(/<script(?![^>]*\bsrc=)[^>]*>/g)).toEqual([
      '<script type="application/ld+json">',
      '<script id="page-data" type="application/json">',
    ]);

    const { kept, requests } = await visit(page, `/painting/${painting.id}`, 'main h1');
    expect(kept).toEqual({ marked: true, same: true });
    expect(requests).toEqual([]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(painting.title);
    // Hydrated: the page answers to the visitor.
    await page.getByTestId('painting-main-image').click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('the collection comes with its first cards; the home page, adventures, booking, commissions and checkout with their content', async ({
    page,
    request,
  }) => {
    const paintings = await publicPaintings(request);
    const collection = await html('/collection');
    for (const { title } of paintings.slice(0, 3)) expect(collection).toContain(asMarkup(title));

    const adventures = (await (await request.get('/api/adventures')).json()) as { title: string }[];
    const pages: [path: string, content: string[], keep: string][] = [
      ['/', ['Painted En Plein Air', 'Featured Collection', 'Get In Touch'], 'main h1'],
      ['/collection', paintings.slice(0, 3).map(({ title }) => asMarkup(title)), 'main h1'],
      ['/adventures', adventures.map(({ title }) => asMarkup(title)), 'main h1'],
      ['/booking', ['Book Your Painting Adventure'], 'main h1'],
      ['/commissions', ['Commission Artwork'], 'main h1'],
      [`/checkout/${painting.id}`, [asMarkup(painting.title)], 'main h1'],
    ];
    for (const [path, content, keep] of pages) {
      const first = await html(path);
      expect(pageDataIn(first), path).not.toBeNull();
      for (const text of content) expect(first, `${path} has "${text}"`).toContain(text);
      const { kept, requests } = await visit(page, path, keep);
      expect({ path, kept, requests }).toEqual({ path, kept: { marked: true, same: true }, requests: [] });
    }
  });

  test("a missing painting answers 404 and the app's own 'not found'", async ({ page }) => {
    const response = await page.goto('/painting/2147483000');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Painting Not Found')).toBeVisible();
  });

  test('the currency she chose prices the page on the server too', async ({ page, request }) => {
    await page.goto(`/painting/${painting.id}`);
    await currencySelect(page).selectOption('EUR');
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'selectedCurrency')?.value).toBe('EUR');
    const priced = await (await page.request.get(`/painting/${painting.id}`, { headers: { cookie: 'selectedCurrency=EUR' } })).text();
    expect(priced).toContain(shownPrice(painting.price!, painting.currency!, 'EUR', await exchangeRates(request)));
    const { kept } = await visit(page, `/painting/${painting.id}`, 'main h1');
    expect(kept.same).toBe(true);
  });

  test('the sections below the fold load their scripts and hydrate only when they come into view', async ({ page }) => {
    const remoteScripts: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (/^\/mfe\/.+\.js$/.test(pathname)) remoteScripts.push(pathname);
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    // The hero fills the first screen: no remote's script yet (the sections are the server's markup).
    expect(remoteScripts).toEqual([]);
    await expect(page.locator('#collection a[href^="/painting/"]').first()).toBeAttached();

    const card = page.locator('#collection a[href^="/painting/"]').first();
    const href = (await card.getAttribute('href'))!;
    await card.scrollIntoViewIfNeeded();
    await expect.poll(() => remoteScripts.some((path) => path.startsWith('/mfe/shop/__federation_expose_FeaturedCollection'))).toBe(true);
    // Hydrated: the card's link now navigates inside the page (a full load would forget `stayed`).
    await expect.poll(() => card.evaluate((link) => Object.keys(link).some((key) => key.startsWith('__reactFiber')))).toBe(true);
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await card.click();
    await expect(page).toHaveURL(href);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  });

  test('what a visitor types into a section before it hydrated is kept once it has', async ({ page }) => {
    // The contact form's scripts (the shop's) are held back until she has typed into the server's markup.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/mfe/shop/*.js', (route) => held.then(() => route.continue()));
    // Its scripts held, the page does not finish loading.
    await page.goto('/#contact-form', { waitUntil: 'domcontentloaded' });
    const form = page.getByTestId('contact-form');
    await form.getByLabel('First Name').fill('Aroha');
    await form.getByLabel('Inquiry Type').selectOption({ label: 'General Inquiry' });
    release();
    await expect.poll(() => form.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')))).toBe(true);
    // Each field she fills now renders the form again: what she typed before stays.
    await form.getByLabel('Last Name').fill('Ngata');
    await form.getByLabel('Email').fill('aroha@example.nz');
    await expect(form.getByLabel('First Name')).toHaveValue('Aroha');
    await expect(form.getByLabel('Inquiry Type')).toHaveValue('general');
  });

  test("the collection's search, filter and sort, and the currency, set before the page hydrated, are kept once it has", async ({
    page,
  }) => {
    // The shell's entry script is held back until she has set them in the server's markup.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/main.*.js', (route) => held.then(() => route.continue()));
    // Not waiting for the page to hydrate, as every other visit here does: it cannot yet.
    await page.goto('/collection', { waitUntil: 'commit' });
    await page.getByTestId('collection-search').fill('lake');
    await page.getByTestId('collection-available-only').check();
    await page.getByTestId('collection-sort').selectOption({ label: 'Title A-Z' });
    await page.getByTestId('nav-currency').selectOption('GBP');
    release();
    await expect(page).toHaveURL('/collection?q=lake&available=1&sort=title');
    await expect(page.getByTestId('collection-count')).toContainText('found for "lake"');
    await expect(page.getByTestId('collection-search')).toHaveValue('lake');
    await expect(page.getByTestId('collection-available-only')).toBeChecked();
    await expect(page.getByTestId('nav-currency')).toHaveValue('GBP');
    expect(await page.evaluate(() => localStorage.getItem('selectedCurrency'))).toBe('"GBP"');
  });

  test('leaving before scrolling goes straight to the next page, whose footer is rendered afresh and works', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    // The footer's newsletter is still the server's markup; the navigation reaches it before it hydrated.
    await page.getByRole('link', { name: 'Paintings' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'The Glenorchy Collection' })).toBeVisible();
    await expect(page).toHaveURL('/collection');

    const form = await signUpForNewsletter(page, 'aroha.example.nz');
    // React's own validation answers, not the browser submitting the form.
    await expect(page).toHaveURL('/collection');
    await expect(form.getByLabel('Email')).toHaveValue('aroha.example.nz');
  });
});
