#!/usr/bin/env node
// `npm run bench:api [-- --duration 60]`: the public painting API through real nginx, on a
// catalog of exactly 50 visible paintings. At a fixed 300 requests/s (list, then one painting
// at a time) it reports latency percentiles against the target (p99 ≤ 50 ms, no errors); then
// it saturates both endpoints and, as the ceiling, nginx serving the same list as a static file.
// Results go to bench-results/api.json.
import autocannon from 'autocannon';
import pg from 'pg';
import { parseArgs } from 'node:util';
import { BENCH_ADMIN, withBenchStack, writeResults } from './stack.mjs';

const { values: args } = parseArgs({ options: { duration: { type: 'string', default: '60' } } });
const duration = Number(args.duration);
if (!Number.isInteger(duration) || duration < 1) throw new Error(`--duration must be a whole number of seconds, got "${args.duration}"`);

const CATALOG_SIZE = 50;
const RATE = 300;
const TARGET_P99_MS = 50;
const SATURATION_SECONDS = Math.min(15, duration);
// What browsers send: nginx compresses API answers and static files alike.
const HEADERS = { accept: 'application/json', 'accept-encoding': 'gzip' };

const say = (line = '') => process.stdout.write(`${line}\n`);

await withBenchStack({}, async (stack) => {
  const ids = await fillCatalog(stack);
  const listBody = await (await fetch(`${stack.baseUrl}/api/paintings`)).text();
  const staticPath = stack.writeMedia('bench/paintings.json', listBody);
  say(`Catalog: ${ids.length} visible paintings; /api/paintings is ${(listBody.length / 1024).toFixed(0)} KiB of JSON`);

  const detailRequests = () => {
    let next = 0;
    return [{ setupRequest: (request) => ({ ...request, path: `/api/paintings/${ids[next++ % ids.length]}` }) }];
  };
  const runs = [
    { name: 'list at 300 rps', path: '/api/paintings', overallRate: RATE, connections: 10, duration, target: true },
    { name: 'one painting at 300 rps', requests: detailRequests(), overallRate: RATE, connections: 10, duration, target: true },
    { name: 'list, saturated', path: '/api/paintings', connections: 50, duration: SATURATION_SECONDS },
    { name: 'one painting, saturated', requests: detailRequests(), connections: 50, duration: SATURATION_SECONDS },
    { name: 'list as a static file (nginx), saturated', path: staticPath, connections: 50, duration: SATURATION_SECONDS },
  ];

  const results = [];
  for (const { name, path = '/', target, ...options } of runs) {
    say(`\n${name}: ${options.duration} s, ${options.connections} connections…`);
    const result = await autocannon({ url: `${stack.baseUrl}${path}`, headers: HEADERS, ...options });
    const summary = {
      name,
      path: options.requests ? '/api/paintings/{id}' : path,
      connections: options.connections,
      durationSeconds: options.duration,
      rate: options.overallRate ?? null,
      requestsPerSecond: Math.round(result.requests.average),
      requests: result.requests.total,
      latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
    };
    if (target) {
      summary.missed = [
        // autocannon sends no faster than answers come back on its connections.
        summary.requestsPerSecond < RATE * 0.97 && `sustained only ${summary.requestsPerSecond} of ${RATE} req/s`,
        summary.latencyMs.p99 > TARGET_P99_MS && `p99 ${summary.latencyMs.p99} ms > ${TARGET_P99_MS} ms`,
        summary.errors + summary.timeouts > 0 && `${summary.errors} errors, ${summary.timeouts} timeouts`,
        summary.non2xx > 0 && `${summary.non2xx} non-2xx answers`,
      ].filter(Boolean);
    }
    say(
      `  ${summary.requestsPerSecond} req/s, p50 ${summary.latencyMs.p50} ms, p90 ${summary.latencyMs.p90} ms, ` +
        `p99 ${summary.latencyMs.p99} ms, errors ${summary.errors}, timeouts ${summary.timeouts}, non-2xx ${summary.non2xx}`,
    );
    results.push(summary);
  }

  const [, , listSaturated, , staticSaturated] = results;
  const staticToApi = Number((staticSaturated.requestsPerSecond / listSaturated.requestsPerSecond).toFixed(1));
  say('\nSummary');
  for (const result of results) {
    const verdict = result.missed ? (result.missed.length ? `MISSED: ${result.missed.join('; ')}` : 'ok') : '';
    say(
      `  ${result.name.padEnd(42)} ${String(result.requestsPerSecond).padStart(6)} req/s  ` +
        `p99 ${String(result.latencyMs.p99).padStart(5)} ms  ${verdict}`.trimEnd(),
    );
  }
  say(`  static file / API list throughput: ${staticToApi}×`);

  const file = writeResults('api.json', {
    date: new Date().toISOString(),
    gateway: 'nginx',
    catalogSize: ids.length,
    listBytes: listBody.length,
    targets: { p99Ms: TARGET_P99_MS, errors: 0, rate: RATE },
    results,
    staticToApiThroughput: staticToApi,
  });
  say(`\nWritten to ${file}`);
});

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
