import type { Browser, Page } from '@playwright/test';
import { expect, publicPaintings, test } from './visitor-fixtures';

/**
 * A visitor whose browser runs no script (blocked, failed, a reader mode): every public page reads
 * completely from its HTML.
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
    ]) {
      expect((await page.goto(path!))?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading!);
    }
  });

  test('the collection and a painting show their images', async ({ browser, request }) => {
    const painting = (await publicPaintings(request)).find((candidate) => candidate.images.length > 0)!;
    const page = await withoutJavaScript(browser);
    await page.goto('/collection');
    const cards = page.getByTestId('collection-card');
    await expect(cards).toHaveCount(9);
    await expectImagesLoaded(cards.locator('img'));
    await page.goto(`/painting/${painting.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(painting.title);
    await expectImagesLoaded(page.getByTestId('painting-main-image').locator('img'));
  });
});

test('GET /any/unknown/path answers 404 with the not-found page through the gateway', async ({ request }) => {
  const response = await request.get('/any/unknown/path');
  expect(response.status()).toBe(404);
  expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
  expect(await response.text()).toMatch(/<div id="root">.*Page Not Found/s);
});
