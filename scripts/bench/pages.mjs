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
import autocannon from 'autocannon';
import { brotliCompressSync, constants } from 'node:zlib';
import { atFixedRate } from './fixed-rate.mjs';
import { loadBenchOptions, withBenchStack, writeResults } from './stack.mjs';

const { duration, gateways, cached } = loadBenchOptions();

const RATE = 300;
const TARGET_P99_MS = 50;
const TARGET_SHARE_OF_STATIC = 0.3;
const CONNECTIONS = 20;
// What browsers send.
const HEADERS = { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' };

const say = (line = '') => process.stdout.write(`${line}\n`);

// Without the cache: no folder for kept pages (an empty PAGE_CACHE_DIR turns it off whatever REDIS_URL says).
const env = cached ? { REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' } : { PAGE_CACHE_DIR: '' };
say(cached ? `Pages kept (page cache on, Redis at ${env.REDIS_URL})` : 'No page cache: every page rendered for each request');

const byGateway = {};
for (const gateway of gateways) byGateway[gateway] = await withBenchStack({ env, gateway }, (stack) => measure(stack, gateway));

say(`\nSummary (${cached ? 'page cache on' : 'no page cache'})`);
const missed = [];
for (const [gateway, pages] of Object.entries(byGateway)) {
  for (const [index, page] of pages.entries()) {
    // The ceiling is nginx's, measured in this run (the nginx stack), else the Node gateway's own file serving.
    const ceiling = byGateway.nginx?.[index] ?? page;
    const ceilingName = byGateway.nginx ? 'nginx' : 'the node gateway';
    const share = page.saturated.requestsPerSecond / ceiling.sameBytes.requestsPerSecond;
    page.shareOfStatic = Number(share.toFixed(3));
    const problems = [
      share < TARGET_SHARE_OF_STATIC && `below ${TARGET_SHARE_OF_STATIC * 100} % of ${ceilingName} sending the same bytes`,
      page.atRate.latencyMs.p99 > TARGET_P99_MS && `p99 ${page.atRate.latencyMs.p99} ms > ${TARGET_P99_MS} ms`,
      page.atRate.requestsPerSecond < RATE * 0.97 && `sustained only ${page.atRate.requestsPerSecond} of ${RATE} req/s`,
      page.atRate.fellBack > 0 && `${page.atRate.fellBack} answers fell back to the browser`,
      page.atRate.errors + page.atRate.timeouts + page.atRate.non2xx > 0 &&
        `${page.atRate.errors} errors, ${page.atRate.timeouts} timeouts, ${page.atRate.non2xx} non-2xx`,
    ].filter(Boolean);
    if (problems.length) missed.push(`${gateway} ${page.path}`);
    say(
      `  ${`${gateway}: ${page.path}`.padEnd(44)} ${String(page.saturated.requestsPerSecond).padStart(6)} req/s ` +
        `(p99 ${page.saturated.latencyMs.p99} ms) vs ${ceilingName} same bytes ${ceiling.sameBytes.requestsPerSecond} = ${(share * 100).toFixed(1)} %; ` +
        `at ${RATE}/s p99 ${page.atRate.latencyMs.p99} ms, ${page.atRate.fellBack} fell back  ` +
        (problems.length ? `MISSED: ${problems.join('; ')}` : 'ok'),
    );
  }
}
const file = writeResults(cached ? 'pages.json' : 'pages-no-cache.json', {
  date: new Date().toISOString(),
  pageCache: cached,
  targets: { shareOfStatic: TARGET_SHARE_OF_STATIC, rate: RATE, p99Ms: TARGET_P99_MS, fellBack: 0 },
  gateways: byGateway,
});
say(`\nWritten to ${file}${missed.length ? `; targets missed: ${missed.join(', ')}` : '; every target met'}`);

/** @param {{ requests: { average: number, total: number }, latency: Record<string, number>, errors: number, timeouts: number, non2xx: number }} result */
function figures(result) {
  return {
    requestsPerSecond: Math.round(result.requests.average),
    requests: result.requests.total,
    latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}

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

    const saturated = figures(await autocannon({ url: `${stack.baseUrl}${path}`, headers: HEADERS, connections: CONNECTIONS, duration }));
    say(`  saturated: ${saturated.requestsPerSecond} req/s, p99 ${saturated.latencyMs.p99} ms, non-2xx ${saturated.non2xx}`);
    const sameBytes = figures(
      await autocannon({ url: `${stack.baseUrl}${sameBytesPath}`, headers: { accept: 'text/html' }, connections: CONNECTIONS, duration }),
    );
    say(`  the same bytes as a file: ${sameBytes.requestsPerSecond} req/s, p99 ${sameBytes.latencyMs.p99} ms`);
    const fixed = await atFixedRate({
      baseUrl: stack.baseUrl,
      nextPath: () => path,
      headers: HEADERS,
      rate: RATE,
      duration,
      connections: CONNECTIONS,
      // Rendered on the server: kept (X-Page-Cache: hit), or rendered for it (Server-Timing); else the shell's index.html.
      classify: (headers) => (headers['x-page-cache'] === 'hit' ? 'kept' : headers['server-timing'] ? 'rendered' : 'fellBack'),
    });
    const atRate = {
      ...figures(fixed),
      kept: fixed.classes.kept ?? 0,
      rendered: fixed.classes.rendered ?? 0,
      fellBack: fixed.classes.fellBack ?? 0,
    };
    say(
      `  at ${RATE}/s: ${atRate.requestsPerSecond} req/s, p50 ${atRate.latencyMs.p50} ms, p99 ${atRate.latencyMs.p99} ms; ` +
        `kept ${atRate.kept}, rendered ${atRate.rendered}, fell back ${atRate.fellBack}`,
    );
    results.push({ path, htmlBytes: html.length, sentBytes: sent.length, saturated, sameBytes, atRate });
  }
  return results;
}
