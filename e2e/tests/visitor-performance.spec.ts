import type { Page } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { expect, publicPaintings, test, waitForImageVariants } from './visitor-fixtures';

/**
 * JavaScript budget of the home page, gzipped, remotes included: 170 KB until every client read
 * refusal codes and the contact and newsletter forms worked before hydration (171.7 KB).
 */
const HOME_JS_BUDGET = 172 * 1024;
/** The shell's own JavaScript on the home page (remotes excluded), as the gateway sends it. */
const SHELL_JS_ON_THE_WIRE_BUDGET = 134 * 1024;
/** Budget of each remote's remoteEntry.js, gzipped: the manifest of what it exposes, not its code. */
const REMOTE_ENTRY_BUDGET = 25 * 1024;
/** Inline images (data: URLs) are for icons; anything larger belongs in a cached file. */
const DATA_URL_LIMIT = 1024;

interface Loaded {
  url: string;
  type: string;
  /** Bytes on the wire, headers excluded: what the gateway's compression made of the file. */
  bytes: number;
  /** A script gzipped at the usual level 6: its size by the bundle alone, whatever the server's level. */
  gzipped: number;
}

/** Every script and image a visitor's browser loads on `path`, scrolling through the page. */
async function loadedBy(page: Page, path: string) {
  const pending: Promise<Loaded>[] = [];
  page.on('requestfinished', (request) => {
    const type = request.resourceType();
    if (type !== 'script' && type !== 'image') return;
    pending.push(
      (async () => {
        const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
        const body = type === 'script' && response ? await response.body() : Buffer.alloc(0);
        return { url: request.url(), type, bytes: sizes.responseBodySize, gzipped: gzipSync(body, { level: 6 }).length };
      })(),
    );
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  // Scroll through, so every lazy image and section a visitor would see is loaded too.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += 400) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(60);
  }
  await page.waitForLoadState('networkidle');
  const loaded = await Promise.all(pending);
  const scripts = loaded.filter((entry) => entry.type === 'script');
  const images = loaded.filter((entry) => entry.type === 'image').sort((a, b) => b.bytes - a.bytes);
  const sum = (key: 'bytes' | 'gzipped') => scripts.reduce((total, script) => total + script[key], 0);
  return { js: sum('gzipped'), jsOnTheWire: sum('bytes'), scripts, largestImage: images[0] };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

test("the home page loads at most 172 KB of gzipped JavaScript, the shell's own at most 134 KB as sent @phone", async ({ page }) => {
  const { js, jsOnTheWire, scripts } = await loadedBy(page, '/');
  console.log(`JS loaded by /: ${kb(js)} gzipped (level 6), ${kb(jsOnTheWire)} as the gateway sent it, ${scripts.length} files`);
  expect(js).toBeLessThanOrEqual(HOME_JS_BUDGET);
  const shellOnTheWire = scripts
    .filter((script) => !new URL(script.url).pathname.startsWith('/mfe/'))
    .reduce((total, script) => total + script.bytes, 0);
  console.log(`The shell's own JS on /: ${kb(shellOnTheWire)} as the gateway sent it`);
  expect(shellOnTheWire).toBeLessThanOrEqual(SHELL_JS_ON_THE_WIRE_BUDGET);
});

test('the collection sends a phone images sized for it, never the originals @phone-only', async ({ page, request }) => {
  await waitForImageVariants(request);
  const { js, jsOnTheWire, largestImage } = await loadedBy(page, '/collection');
  console.log(
    `JS loaded by /collection: ${kb(js)} gzipped (${kb(jsOnTheWire)} sent); largest image: ${largestImage?.url}, ${largestImage?.bytes} bytes`,
  );
  expect(largestImage).toBeDefined();
  expect(largestImage!.url).toMatch(/-(400|800)\.(avif|webp|jpg)$/);
  expect(largestImage!.bytes).toBeLessThan(150 * 1024);
});

test('each remoteEntry.js is at most 25 KB gzipped', async ({ request }) => {
  // The remotes the browser is told to load.
  const { remotes } = (await (await request.get('/runtime-config.json')).json()) as { remotes: Record<string, string> };
  expect(Object.keys(remotes)).toHaveLength(3);
  for (const url of Object.values(remotes)) {
    const response = await request.get(url);
    expect(response.ok()).toBe(true);
    const gzipped = gzipSync(await response.body(), { level: 6 }).length;
    console.log(`${url}: ${kb(gzipped)} gzipped`);
    expect(gzipped, url).toBeLessThanOrEqual(REMOTE_ENTRY_BUDGET);
  }
});

test('no HTML page or API answer carries a data: URL over 1 KB @phone', async ({ page, request }) => {
  // Read again afterwards: the browser forgets a response's body once its page is left.
  const urls = new Set<string>();
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'document' || type === 'fetch' || type === 'xhr') urls.add(response.url());
  });
  const painting = (await publicPaintings(request))[0]!;
  for (const path of ['/', '/collection', `/painting/${painting.id}`, '/adventures', '/commissions', '/sitemap.xml']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  // The catalogue answers, which server-rendered pages carry rather than ask for.
  for (const path of ['/api/site', '/api/paintings', '/api/paintings/featured', `/api/paintings/${painting.id}`])
    urls.add(new URL(path, page.url()).href);
  const loaded = await Promise.all([...urls].map(async (url) => ({ url, body: await (await request.get(url)).text() })));
  const inlined = loaded.flatMap(({ url, body }) =>
    [...body.matchAll(/data:[\w+.-]+\/[\w+.-]+[;,][^"'\s)<>]*/g)].map((match) => ({ url, length: match[0].length })),
  );
  expect(inlined.filter(({ length }) => length > DATA_URL_LIMIT)).toEqual([]);
});

/** The element behind the page's Largest Contentful Paint, as the browser reports it. */
async function largestContentfulPaint(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ tag: string; fetchPriority: string | null; loading: string | null } | null>((resolve) => {
        new PerformanceObserver((list) => {
          const element = (list.getEntries().at(-1) as PerformanceEntry & { element?: Element | null })?.element;
          resolve(
            element
              ? { tag: element.tagName, fetchPriority: element.getAttribute('fetchpriority'), loading: element.getAttribute('loading') }
              : null,
          );
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

test('the first big image of a page is fetched first and never lazily, and so is the LCP when it is an image @phone', async ({
  page,
  request,
}) => {
  await waitForImageVariants(request);
  const painting = (await publicPaintings(request))[0]!;
  const pages = [
    ['/', page.getByRole('region', { name: 'Introduction' }).locator('img')],
    [`/painting/${painting.id}`, page.getByTestId('painting-main-image').locator('img')],
  ] as const;
  for (const [path, image] of pages) {
    await page.goto(path);
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(await image.getAttribute('loading')).not.toBe('lazy');
    await page.waitForLoadState('networkidle');
    const lcp = await largestContentfulPaint(page);
    console.log(`LCP element of ${path}:`, lcp);
    if (lcp?.tag === 'IMG') expect(lcp).toMatchObject({ fetchPriority: 'high', loading: null });
  }
});
