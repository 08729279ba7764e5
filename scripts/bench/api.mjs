#!/usr/bin/env node
// `npm run bench:api [-- --duration 10] [-- --gateway nginx|node|both] [-- --no-cache]`: the API's
// public reads (`/api/paintings`, `/api/paintings/{id}`, `/api/paintings/featured`,
// `/api/adventures`, `/api/site`) on a catalog of exactly 50 visible paintings, through each
// gateway in turn (real nginx as in production, then the Node gateway of `npm start`; both by
// default), as a browser asks for them. Each is saturated (autocannon, 20 connections) and compared
// with nginx sending the very bytes it sends (its brotli body as a static file, saturated too): the
// target, through the nginx gateway, is 30 % of that. Then each is asked at a fixed 300 requests/s (evenly spaced, see
// fixed-rate.mjs; `{id}` one painting after another): the target is p99 ≤ 15 ms with no error. The
// stack keeps these answers with Redis (render/README.md, Page cache): REDIS_URL, else
// redis://127.0.0.1:6379; `--no-cache` runs it without, every answer from its service.
// Results go to bench-results/api.json (api-no-cache.json).
import pg from 'pg';
import { brotliCompressSync, constants } from 'node:zlib';
import { BENCH_ADMIN, loadBenchOptions, say, withBenchStack, writeResults } from './stack.mjs';
import { judge, measureThreeWays, RATE } from './three-ways.mjs';

const { duration, gateways, cached, env } = loadBenchOptions();

const CATALOG_SIZE = 50;
const TARGET_P99_MS = 15;
/**
 * Each saturated read's throughput as a share of nginx sending the same bytes as a file: asked of
 * the nginx gateway, production's. The Node gateway's share (`npm start`'s) is printed, not held to it.
 */
const TARGET_SHARE_OF_STATIC = 0.3;
// What browsers send.
const HEADERS = { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' };
const READS = ['/api/paintings', '/api/paintings/{id}', '/api/paintings/featured', '/api/adventures', '/api/site'];

say(cached ? `Answers kept (page cache on, Redis at ${env.REDIS_URL})` : 'No page cache: every answer from its service');

const byGateway = {};
for (const gateway of gateways) byGateway[gateway] = await withBenchStack({ env, gateway }, (stack) => measure(stack, gateway));

say(`\nSummary (${cached ? 'page cache on' : 'no page cache'})`);
const missed = judge(byGateway, {
  p99Ms: TARGET_P99_MS,
  shareOfStatic: TARGET_SHARE_OF_STATIC,
  shareAskedOf: (gateway) => gateway === 'nginx',
  note: (read) => `kept ${read.atRate.kept} of ${read.atRate.requests}`,
});
const file = writeResults(cached ? 'api.json' : 'api-no-cache.json', {
  date: new Date().toISOString(),
  catalogSize: CATALOG_SIZE,
  apiCache: cached,
  targets: { shareOfStatic: TARGET_SHARE_OF_STATIC, rate: RATE, p99Ms: TARGET_P99_MS, errors: 0 },
  gateways: byGateway,
});
say(`\nWritten to ${file}${missed.length ? `; targets missed: ${missed.join(', ')}` : '; every target met'}`);

/** Each read through one gateway: saturated, the same bytes as a file saturated, then at the fixed rate. */
async function measure(stack, gateway) {
  const ids = await fillCatalog(stack);
  let nextId = 0;
  const pathOf = (/** @type {string} */ read) => () => read.replace('{id}', String(ids[nextId++ % ids.length]));
  const results = [];
  for (const read of READS) {
    // Every answer asked as it is sent, kept by then when the cache is on.
    const bodies = [];
    for (const path of read.includes('{id}') ? ids.map((id) => read.replace('{id}', id)) : [read]) {
      let answer = await fetch(`${stack.baseUrl}${path}`, { headers: HEADERS });
      for (let tries = 0; cached && answer.headers.get('x-api-cache') !== 'hit' && tries < 50; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        answer = await fetch(`${stack.baseUrl}${path}`, { headers: HEADERS });
      }
      if (cached && answer.headers.get('x-api-cache') !== 'hit') throw new Error(`${path} is not kept: is Redis at ${env.REDIS_URL}?`);
      bodies.push(await answer.text());
    }
    // What the gateway sends for it, brotli as the render process keeps it, as a file nginx sends untouched (the first painting's for {id}).
    const sent = brotliCompressSync(bodies[0], { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
    const sameBytesPath = stack.writeMedia(`bench/api${read.replace(/[/{}]+/g, '-')}.br`, sent);
    say(`\n${gateway}: ${read}: ${(bodies[0].length / 1024).toFixed(1)} KiB of JSON, ${(sent.length / 1024).toFixed(1)} KiB sent`);

    const measured = await measureThreeWays(stack, {
      path: read,
      // {id}: one painting after another.
      ...(read.includes('{id}') && { nextPath: pathOf(read) }),
      headers: HEADERS,
      sameBytesPath,
      duration,
      classify: (headers) => (headers['x-api-cache'] === 'hit' ? 'kept' : 'service'),
      classes: { kept: 'kept', service: 'from the service' },
    });
    results.push({ path: read, jsonBytes: bodies[0].length, sentBytes: sent.length, ...measured });
  }
  return results;
}

/**
 * Tops the demo catalog (12 visible paintings) up to exactly CATALOG_SIZE visible ones, so the
 * list's size matches the target: the extra paintings are created as the artist would (admin API),
 * each given a copy of a demo painting's image row, whose sizes are already rendered (rendering
 * dozens more on these machines would take minutes). Answers the visible paintings' ids.
 */
async function fillCatalog(stack) {
  const visible = await (await fetch(`${stack.baseUrl}/api/paintings`)).json();
  const missing = CATALOG_SIZE - visible.length;
  if (missing < 0) throw new Error(`the demo catalog already has ${visible.length} visible paintings, more than ${CATALOG_SIZE}`);

  const login = await fetch(`${stack.baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_ADMIN),
  });
  if (!login.ok) throw new Error(`admin sign-in failed: ${login.status} ${await login.text()}`);
  const cookie = login.headers.get('set-cookie').split(';')[0];

  const created = [];
  for (let n = 0; n < missing; n++) {
    const model = visible[n % visible.length];
    const response = await fetch(`${stack.baseUrl}/api/admin/paintings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({
        title: `${model.title} (study ${n + 1})`,
        medium: model.medium,
        description: model.description,
        width: model.width,
        height: model.height,
        price: model.price,
        currency: model.currency,
        location: model.location,
        gpsLatitude: model.gpsLatitude,
        gpsLongitude: model.gpsLongitude,
      }),
    });
    if (!response.ok) throw new Error(`creating a painting failed: ${response.status} ${await response.text()}`);
    created.push({ id: (await response.json()).id, imageId: (model.images.find((image) => image.isPrimary) ?? model.images[0])?.id });
  }

  const client = new pg.Client({ connectionString: stack.catalogDatabaseUrl });
  await client.connect();
  try {
    for (const { id, imageId } of created.filter((painting) => painting.imageId !== undefined)) {
      await client.query(
        `INSERT INTO painting_images (painting_id, image_url, storage_key, alt_text, sort_order, is_primary, width, height, variants)
         SELECT $1, image_url, NULL, alt_text, 0, TRUE, width, height, variants FROM painting_images WHERE id = $2`,
        [id, imageId],
      );
    }
  } finally {
    await client.end();
  }

  const paintings = await (await fetch(`${stack.baseUrl}/api/paintings`)).json();
  if (paintings.length !== CATALOG_SIZE) throw new Error(`expected ${CATALOG_SIZE} visible paintings, found ${paintings.length}`);
  return paintings.map((painting) => painting.id);
}
