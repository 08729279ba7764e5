import type { SiteSettings } from '@atelier/contracts';
import type { Browser, Page } from '@playwright/test';
import { currencySelect, exchangeRates, expect, publicPaintings, shownPrice, test } from './visitor-fixtures';

/**
 * A visitor whose browser runs no script (blocked, failed, a reader mode): every public page reads
 * completely from its HTML, and its controls are links and forms the server answers.
 */
async function withoutJavaScript(browser: Browser, viewport = { width: 1440, height: 900 }): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport });
  return context.newPage();
}

/** Every image of the locator has arrived and been decoded: none still spins. */
async function expectImagesLoaded(images: ReturnType<Page['locator']>) {
  expect(await images.count()).toBeGreaterThan(0);
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBeGreaterThan(0);
  }
}

test.describe('without JavaScript', () => {
  test('the legal pages read completely, in the site frame', async ({ browser }) => {
    const page = await withoutJavaScript(browser);
    for (const [path, title, text] of [
      ['/terms-of-service', 'Terms of Service', /Last updated/],
      ['/privacy-policy', 'Privacy Policy', /Last updated/],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByText(text)).toBeVisible();
      await expect(page.locator('main h2').first()).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByText('This site needs JavaScript')).toHaveCount(0);
    }
  });

  test('a path no page has is the not-found page, with 404; so is a certificate that does not exist', async ({ browser }) => {
    const page = await withoutJavaScript(browser);
    const unknown = await page.goto('/any/unknown/path');
    expect(unknown?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');

    const certificate = await page.goto('/certificate/AAAAAAAAAAAA');
    expect(certificate?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Certificate of Authenticity' })).toBeVisible();
    await expect(page.getByTestId('certificate-error')).toHaveText(
      'No certificate of authenticity has this address. Please check the link or the code on the certificate.',
    );
  });

  test('the pages of e-mailed links say what they are for', async ({ browser }) => {
    const page = await withoutJavaScript(browser);
    for (const [path, heading] of [
      ['/booking/confirm?token=t0ken', 'Confirm your booking'],
      ['/newsletter/confirm?token=t0ken', 'Confirm your subscription'],
      ['/newsletter/unsubscribe?token=t0ken', 'Unsubscribe from the newsletter'],
      ['/password-reset?token=t0ken', 'Reset Password'],
      ['/password-reset', 'Reset Password'],
    ]) {
      expect((await page.goto(path!))?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading!);
    }
  });

  test('the booking page asks for the day in a date field, and shows no calendar whose days would do nothing @phone', async ({
    browser,
  }) => {
    const page = await withoutJavaScript(browser);
    expect((await page.goto('/booking'))?.status()).toBe(200);
    await expect(page.getByLabel('Date', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Date', { exact: true })).toHaveAttribute('type', 'date');
    await expect(page.getByTestId('booking-calendar')).toHaveCount(0);
    await expect(page.getByText('Pick a day in the calendar')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Book Your Adventure!' })).toBeVisible();
  });

  test('the collection shows its images, loads more, sorts and filters through the server', async ({ browser, request }) => {
    const paintings = await publicPaintings(request);
    const page = await withoutJavaScript(browser);
    await page.goto('/collection');
    const cards = page.getByTestId('collection-card');
    await expect(cards).toHaveCount(9);
    await expectImagesLoaded(cards.locator('img'));

    await page.getByRole('link', { name: 'Load More Paintings (3 remaining)' }).click();
    await expect(page).toHaveURL(/\/collection\?page=2$/);
    await expect(cards).toHaveCount(12);
    await expectImagesLoaded(cards.locator('img'));

    await page.getByTestId('collection-sort').selectOption('title');
    await page.getByRole('checkbox', { name: 'Available works only' }).check();
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/\/collection\?q=&available=1&sort=title$/);
    const available = paintings.filter((painting) => !painting.sold && painting.available);
    const byTitle = available.map((painting) => painting.title).sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
    await expect(cards.locator('h3')).toHaveText(byTitle.slice(0, 9));
  });

  test("a painting's page reads completely; its image links to the full-size picture; the currency form prices it", async ({
    browser,
    request,
  }) => {
    const painting = (await publicPaintings(request)).find((candidate) => !candidate.sold && candidate.images.length > 0)!;
    const page = await withoutJavaScript(browser);
    await page.goto(`/painting/${painting.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(painting.title);
    const rates = await exchangeRates(request);
    await expect(page.getByText(shownPrice(painting.price!, painting.currency!, 'NZD', rates)).first()).toBeVisible();
    const main = page.getByTestId('painting-main-image');
    await expectImagesLoaded(main.locator('img'));
    const full = await main.getAttribute('href');
    expect(full).toBe((painting.images.find((image) => image.isPrimary) ?? painting.images[0]!).imageUrl);
    expect((await request.get(full!)).headers()['content-type']).toMatch(/^image\//);

    await currencySelect(page).selectOption('EUR');
    await page.getByRole('button', { name: 'Set currency' }).click();
    await expect(page).toHaveURL(new RegExp(`/painting/${painting.id}$`));
    await expect(page.getByText(shownPrice(painting.price!, painting.currency!, 'EUR', rates)).first()).toBeVisible();
    await expect(currencySelect(page)).toHaveValue('EUR');
  });

  test('the phone menu opens, and leads to a page @phone-only', async ({ browser }) => {
    const page = await withoutJavaScript(browser, { width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByTestId('page-menu');
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Commissions' }).click();
    await expect(page).toHaveURL(/\/commissions$/);
  });
});

test.describe('acting as soon as the content shows, before the page is live', () => {
  /** The page's own scripts arrive late (a slow network), so every action below comes before hydration. */
  async function slowScripts(page: Page) {
    await page.route(/\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
  }

  test('the phone menu opens, and stays open as the page comes alive @phone-only', async ({ page }) => {
    await slowScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    await page.waitForLoadState('domcontentloaded');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByTestId('page-menu');
    await expect(menu.getByRole('link', { name: 'Paintings' })).toBeVisible();
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    await expect(menu.getByRole('link', { name: 'Paintings' })).toBeVisible();
    // Live, a link in it goes to its page in place, and closes it.
    await menu.getByRole('link', { name: 'Adventures' }).click();
    await expect(page).toHaveURL(/\/adventures$/);
    await expect(menu).toBeHidden();
  });

  test('Load More shows the next paintings, which stay as the page comes alive', async ({ page }) => {
    await slowScripts(page);
    await page.goto('/collection', { waitUntil: 'commit' });
    await page.waitForLoadState('domcontentloaded');
    await page.getByRole('link', { name: 'Load More Paintings (3 remaining)' }).click();
    await expect(page).toHaveURL(/\/collection\?page=2$/);
    await expect(page.getByTestId('collection-card')).toHaveCount(12);
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    await expect(page.getByTestId('collection-card')).toHaveCount(12);
    await expect(page.getByRole('link', { name: /Load More Paintings/ })).toHaveCount(0);
  });

  test('a page scrolled down before it is live stays where the visitor scrolled as it comes alive', async ({ page, request }) => {
    test.setTimeout(60_000); // two pages whose scripts each arrive late
    const [painting] = await publicPaintings(request);
    await slowScripts(page);
    for (const path of [`/painting/${painting!.id}`, '/booking']) {
      await page.goto(path, { waitUntil: 'commit' });
      await page.waitForLoadState('domcontentloaded');
      await page.mouse.move(700, 450);
      await page.mouse.wheel(0, 500);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      const scrolled = await page.evaluate(() => window.scrollY);
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
      expect(await page.evaluate(() => window.scrollY), path).toBe(scrolled);
    }
  });
});

test("each page says what it is: its own title, naming the artist of the site's settings", async ({ browser, request }) => {
  const { artistName } = (await (await request.get('/api/site')).json()) as SiteSettings;
  const painting = (await publicPaintings(request)).find((candidate) => !candidate.sold && candidate.images.length > 0)!;
  const page = await withoutJavaScript(browser);
  const titles: string[] = [];
  for (const path of [
    '/',
    '/collection',
    `/painting/${painting.id}`,
    '/adventures',
    '/booking',
    '/commissions',
    `/checkout/${painting.id}`,
    '/terms-of-service',
    '/privacy-policy',
    '/any/unknown/path',
  ]) {
    await page.goto(path);
    const title = await page.title();
    expect({ path, title }).toEqual({ path, title: expect.stringContaining(artistName) });
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
    titles.push(title);
  }
  expect(new Set(titles).size).toBe(titles.length);
});

test('GET /any/unknown/path answers 404 with the not-found page through the gateway', async ({ request }) => {
  const response = await request.get('/any/unknown/path');
  expect(response.status()).toBe(404);
  expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
  expect(await response.text()).toMatch(/<div id="root">.*Page Not Found/s);
});
