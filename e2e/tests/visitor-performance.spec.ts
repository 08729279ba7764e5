import type { Page } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { expect, test, waitForImageVariants } from './visitor-fixtures';

/** JavaScript budget of the home page, gzipped. */
const HOME_JS_BUDGET = 170 * 1024;

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

test('the home page loads at most 170 KB of gzipped JavaScript @phone', async ({ page }) => {
  const { js, jsOnTheWire, scripts } = await loadedBy(page, '/');
  console.log(`JS loaded by /: ${kb(js)} gzipped (level 6), ${kb(jsOnTheWire)} as the gateway sent it, ${scripts.length} files`);
  expect(js).toBeLessThanOrEqual(HOME_JS_BUDGET);
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
