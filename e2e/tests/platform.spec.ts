import { expect, test } from './journey';

test('home loads with the shell and the hero @phone', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('NEW ZEALAND ARTIST').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Painted En Plein Air');
});

test('the collection shows the seeded paintings with images from /media/ @phone', async ({ page }) => {
  const mediaResponses: number[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/media/')) mediaResponses.push(response.status());
  });
  await page.goto('/collection');
  await expect(page.getByRole('heading', { name: 'The Glenorchy Collection' })).toBeVisible();
  const cards = page.getByTestId('collection-card');
  await expect(cards.first()).toBeVisible();
  // 13 demo paintings, one hidden: 12 public ones, the first 9 shown.
  await expect(page.getByTestId('collection-count')).toHaveText('12 paintings found');
  await expect(cards).toHaveCount(9);

  const firstImage = cards.first().locator('img');
  await firstImage.scrollIntoViewIfNeeded();
  await expect(firstImage).toHaveAttribute('src', /^\/media\/paintings\/\d+\//);
  await expect.poll(() => firstImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  expect(mediaResponses.length).toBeGreaterThan(0);
  expect(mediaResponses.every((status) => status === 200)).toBe(true);
});

test('a page rendered in the browser asks for the runtime config with the page, before its scripts, once, and uses the preload', async ({
  page,
}) => {
  const requested: string[] = [];
  const warnings: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  page.on('console', (message) => {
    if (/preload/i.test(message.text())) warnings.push(message.text());
  });
  // The admin's dashboard is the shell's plain index.html (server-rendered pages carry the config);
  // without a session it shows the sign-in.
  await page.goto('/admin');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  // Chromium says so about 3 s after the load when a preloaded response went unused.
  await page.waitForTimeout(3500);
  const config = requested.indexOf('/runtime-config.json');
  expect(config).toBeGreaterThan(0);
  expect(config).toBeLessThan(requested.findIndex((path) => /^\/main\.[0-9a-f]+\.js$/.test(path)));
  expect(requested.filter((path) => path === '/runtime-config.json')).toHaveLength(1);
  expect(warnings).toEqual([]);
});

test('/paintings is the same collection page', async ({ page }) => {
  await page.goto('/paintings');
  await expect(page.getByRole('heading', { name: 'The Glenorchy Collection' })).toBeVisible();
});

test('an unknown path shows Page Not Found @phone', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
});

test('react-dom is downloaded once for a page made of several micro-frontends', async ({ page }) => {
  const scripts: Promise<{ path: string; body: string }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      scripts.push(response.text().then((body) => ({ path: new URL(response.url()).pathname, body })));
    }
  });
  await page.goto('/collection');
  await expect(page.getByTestId('collection-card').first()).toBeVisible();
  const loaded = await Promise.all(scripts);
  expect(loaded.some(({ path }) => path.startsWith('/mfe/shop/'))).toBe(true);
  // React DOM's client renderer marks its roots with this key: exactly one script carries it.
  const reactDomCopies = loaded.filter(({ body }) => body.includes('__reactContainer$'));
  expect(reactDomCopies).toHaveLength(1);
});
