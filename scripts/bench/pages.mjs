#!/usr/bin/env node
// `npm run bench:pages [-- --duration 10] [-- --gateway nginx|node|both] [-- --no-cache]`: the pages
// `/`, `/collection`, its second page sorted by title (`/collection?sort=title&page=2`, the link
// 'Load More Paintings' follows) and `/painting/{id}` through each gateway in turn (real nginx as in production,
// then the Node gateway of `npm start`; both by default), as an anonymous visitor's browser asks for
// them. Each page is saturated (autocannon, 20 connections) and compared with nginx sending the
// very bytes the page sends (the page's brotli body as a static file, saturated too): the target is
// 30 % of that. Then each is asked at a fixed 300 requests/s (evenly spaced, see fixed-rate.mjs):
// the target is p99 ≤ 50 ms with every answer rendered on the server (kept or rendered now), none
// the shell's plain index.html the browser would render instead. The stack keeps pages only with
// Redis (render/README.md, Page cache): REDIS_URL, else redis://127.0.0.1:6379. `--no-cache` runs it
// without the page cache, each page rendered for each request (the figures before it).
// Results go to bench-results/pages.json.
import { brotliCompressSync, constants } from 'node:zlib';
import { loadBenchOptions, say, withBenchStack, writeResults } from './stack.mjs';
import { judge, measureThreeWays, RATE } from './three-ways.mjs';

const { duration, gateways, cached, env } = loadBenchOptions();

const TARGET_P99_MS = 50;
const TARGET_SHARE_OF_STATIC = 0.3;
// What browsers send.
const HEADERS = { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' };

say(cached ? `Pages kept (page cache on, Redis at ${env.REDIS_URL})` : 'No page cache: every page rendered for each request');

const byGateway = {};
for (const gateway of gateways) byGateway[gateway] = await withBenchStack({ env, gateway }, (stack) => measure(stack, gateway));

say(`\nSummary (${cached ? 'page cache on' : 'no page cache'})`);
const missed = judge(byGateway, {
  p99Ms: TARGET_P99_MS,
  shareOfStatic: TARGET_SHARE_OF_STATIC,
  problems: (page) => [page.atRate.fellBack > 0 && `${page.atRate.fellBack} answers fell back to the browser`],
  note: (page) => `${page.atRate.fellBack} fell back`,
});
const file = writeResults(cached ? 'pages.json' : 'pages-no-cache.json', {
  date: new Date().toISOString(),
  pageCache: cached,
  targets: { shareOfStatic: TARGET_SHARE_OF_STATIC, rate: RATE, p99Ms: TARGET_P99_MS, fellBack: 0 },
  gateways: byGateway,
});
say(`\nWritten to ${file}${missed.length ? `; targets missed: ${missed.join(', ')}` : '; every target met'}`);

/** Each page through one gateway: saturated, the same bytes as a file saturated, then at the fixed rate. */
async function measure(stack, gateway) {
  const paintings = await (await fetch(`${stack.baseUrl}/api/paintings`)).json();
  const painting = paintings.find((candidate) => !candidate.sold) ?? paintings[0];
  const results = [];
  for (const path of ['/', '/collection', '/collection?sort=title&page=2', `/painting/${painting.id}`]) {
    // The page as a visitor gets it: rendered on the server (the first render, which loads the
    // remotes, may fall back), and kept by then when the cache is on.
    const ready = (/** @type {Response} */ answer) =>
      cached ? answer.headers.get('x-page-cache') === 'hit' : answer.headers.has('server-timing');
    let page = await fetch(`${stack.baseUrl}${path}`, { headers: HEADERS });
    for (let tries = 0; !ready(page) && tries < 50; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      page = await fetch(`${stack.baseUrl}${path}`, { headers: HEADERS });
    }
    if (!ready(page)) throw new Error(`${path} is ${cached ? `not kept: is Redis at ${env.REDIS_URL}?` : 'not rendered on the server'}`);
    const html = await page.text();
    // What the gateway sends for it (brotli, as the render process makes it), as a file nginx sends untouched.
    const sent = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    const sameBytesPath = stack.writeMedia(`bench/page${path.replace(/[^a-z0-9]+/gi, '-').replace(/-$/, '') || '-home'}.br`, sent);
    say(`\n${gateway}: ${path}: ${(html.length / 1024).toFixed(0)} KiB of HTML, ${(sent.length / 1024).toFixed(0)} KiB sent`);

    const measured = await measureThreeWays(stack, {
      path,
      headers: HEADERS,
      sameBytesPath,
      duration,
      // Rendered on the server: kept (X-Page-Cache: hit), or rendered for it (Server-Timing); else the shell's index.html.
      classify: (headers) => (headers['x-page-cache'] === 'hit' ? 'kept' : headers['server-timing'] ? 'rendered' : 'fellBack'),
      classes: { kept: 'kept', rendered: 'rendered', fellBack: 'fell back' },
    });
    results.push({ path, htmlBytes: html.length, sentBytes: sent.length, ...measured });
  }
  return results;
}
