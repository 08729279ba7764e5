import type { APIRequestContext } from '@playwright/test';
import { BASE_URL } from '../playwright.config';
import { expect, test } from './journey';
import { addImage, createPainting, enterCheckoutDetails, hidePainting, NEW_ZEALAND_BUYER, useStripeDouble } from './commerce-fixtures';

/**
 * The painting page an anonymous visitor gets is the kept one (render/README.md, Page cache; the
 * stack keeps pages with REDIS_URL, as CI runs it), and it is never stale: the moment a buyer's
 * payment holds the painting, the next visitor sees it Reserved, then Sold. The collection's pages
 * the address asks for (sort, filter, 'Load More') are kept too, each under its own query.
 */

/** The page as a visitor without cookies gets it: its markup and whether it was the kept one. */
async function visit(request: APIRequestContext, path: string) {
  const answer = await request.get(path);
  expect(answer.status()).toBe(200);
  return { kept: answer.headers()['x-page-cache'] === 'hit', html: await answer.text() };
}

/** The status the page shows (Available, Reserved, SOLD), as its markup has it. */
const shownStatus = (html: string) => /data-testid="painting-status"[^>]*>([^<]+)</.exec(html)?.[1];

test('a buyer starts paying: the kept painting page shows it Reserved at once, then Sold', async ({ page, browser, playwright }) => {
  test.setTimeout(90_000);
  expect(process.env.REDIS_URL, 'the page cache keeps pages only with Redis: run the journeys with REDIS_URL, as CI does').toBeTruthy();
  const admin = await playwright.request.newContext({ baseURL: BASE_URL });
  const visitor = await playwright.request.newContext({ baseURL: BASE_URL });
  const id = await createPainting(admin, `Kept Page ${Date.now().toString(36)}`, 1800);
  const path = `/painting/${id}`;
  try {
    // Rendered once, then sent as kept.
    await expect.poll(async () => (await visit(visitor, path)).kept).toBe(true);
    expect(shownStatus((await visit(visitor, path)).html)).toBe('Available');

    await useStripeDouble(page, 'pm_card_visa', { holdConfirmation: true });
    await page.goto(`/checkout/${id}`);
    await enterCheckoutDetails(page, NEW_ZEALAND_BUYER);
    const held = page.waitForResponse((response) => /\/api\/payments\/[^/]+\/reserve$/.test(response.url()) && response.ok());
    await page.getByTestId('checkout-pay').click();
    await held;

    // The very next visitor: Reserved, in the page the server sends and in the browser.
    expect(shownStatus((await visit(visitor, path)).html)).toBe('Reserved');
    const other = await browser.newContext({ baseURL: BASE_URL });
    const second = await other.newPage();
    await second.goto(path);
    await expect(second.getByTestId('painting-status')).toHaveText('Reserved');
    await other.close();
    // And the page kept from then on says so too.
    await expect.poll(async () => (await visit(visitor, path)).kept).toBe(true);
    expect(shownStatus((await visit(visitor, path)).html)).toBe('Reserved');

    // The payment goes through: Sold, never the kept Reserved.
    await page.evaluate(() => (window as unknown as { letCardThrough: () => void }).letCardThrough());
    await expect(page.getByTestId('painting-status')).toHaveText('SOLD', { timeout: 20_000 });
    await expect.poll(async () => shownStatus((await visit(visitor, path)).html), { timeout: 10_000 }).toBe('SOLD');
  } finally {
    await hidePainting(admin, id);
    await visitor.dispose();
    await admin.dispose();
  }
});

test("a sorted collection's next page is kept, and fresh the moment a painting is added or hidden", async ({ playwright }) => {
  test.setTimeout(60_000);
  expect(process.env.REDIS_URL, 'the page cache keeps pages only with Redis: run the journeys with REDIS_URL, as CI does').toBeTruthy();
  const admin = await playwright.request.newContext({ baseURL: BASE_URL });
  const visitor = await playwright.request.newContext({ baseURL: BASE_URL });
  // What 'Load More Paintings' links to from the collection sorted by title.
  const path = '/collection?sort=title&page=2';
  // First by title, so on the page whatever the collection holds.
  const title = `Aaa Kept Query ${Date.now().toString(36)}`;
  let id: number | undefined;
  try {
    await expect.poll(async () => (await visit(visitor, path)).kept).toBe(true);
    expect((await visit(visitor, path)).html).not.toContain(title);

    id = await createPainting(admin, title, 2400);
    await addImage(admin, id);
    // The very next visitor sees it, then the page so kept.
    const added = await visit(visitor, path);
    expect([added.kept, added.html.includes(title)]).toEqual([false, true]);
    await expect.poll(async () => (await visit(visitor, path)).kept).toBe(true);
    expect((await visit(visitor, path)).html).toContain(title);

    await hidePainting(admin, id);
    const hidden = await visit(visitor, path);
    expect([hidden.kept, hidden.html.includes(title)]).toEqual([false, false]);
  } finally {
    if (id !== undefined) await hidePainting(admin, id);
    await visitor.dispose();
    await admin.dispose();
  }
});
