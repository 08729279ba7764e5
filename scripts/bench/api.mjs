#!/usr/bin/env node
// `npm run bench:api [-- --duration 60] [-- --gateway nginx|node]`: the public painting API on a
// catalog of exactly 50 visible paintings, through each gateway in turn (real nginx as in
// production, then the Node gateway of `npm start`; both by default). At a fixed 300 requests/s
// (list, then one painting at a time; evenly spaced, see fixed-rate.mjs) it reports latency
// percentiles against the target (p99 ≤ 15 ms, no errors); then it saturates both endpoints and, as the ceiling, nginx serving the same list as
// a static file: the saturated list must reach 15 % of that. Results go to bench-results/api.json.
import autocannon from 'autocannon';
import pg from 'pg';
import { parseArgs } from 'node:util';
import { atFixedRate } from './fixed-rate.mjs';
import { BENCH_ADMIN, withBenchStack, writeResults } from './stack.mjs';

const { values: args } = parseArgs({
  options: { duration: { type: 'string', default: '60' }, gateway: { type: 'string', default: 'both' } },
});
const duration = Number(args.duration);
if (!Number.isInteger(duration) || duration < 1) throw new Error(`--duration must be a whole number of seconds, got "${args.duration}"`);
const gateways = args.gateway === 'both' ? ['nginx', 'node'] : [args.gateway];
if (!gateways.every((gateway) => ['nginx', 'node'].includes(gateway))) throw new Error(`--gateway must be nginx, node or both`);

const CATALOG_SIZE = 50;
const RATE = 300;
const TARGET_P99_MS = 15;
/** The saturated list's throughput as a share of nginx serving the same JSON as a file. */
const TARGET_SHARE_OF_STATIC = 0.15;
const SATURATION_SECONDS = Math.min(15, duration);
// What browsers send.
const HEADERS = { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' };

const say = (line = '') => process.stdout.write(`${line}\n`);

const byGateway = {};
for (const gateway of gateways) {
  byGateway[gateway] = await withBenchStack({ gateway }, (stack) => measure(stack, gateway));
}

// The ceiling is nginx's, measured in this run (the nginx stack), else the Node gateway's own file serving.
const ceiling = (byGateway.nginx ?? byGateway.node).staticFile;
say('\nSummary');
for (const [gateway, { results }] of Object.entries(byGateway)) {
  for (const result of results) {
    const verdict = result.missed ? (result.missed.length ? `MISSED: ${result.missed.join('; ')}` : 'ok') : '';
    say(
      `  ${`${gateway}: ${result.name}`.padEnd(50)} ${String(result.requestsPerSecond).padStart(6)} req/s  ` +
        `p99 ${String(result.latencyMs.p99).padStart(5)} ms  ${verdict}`.trimEnd(),
    );
  }
}
for (const [gateway, { listSaturated }] of Object.entries(byGateway)) {
  const share = listSaturated.requestsPerSecond / ceiling.requestsPerSecond;
  byGateway[gateway].shareOfStatic = Number(share.toFixed(3));
  const verdict = share >= TARGET_SHARE_OF_STATIC ? 'ok' : `MISSED: below ${TARGET_SHARE_OF_STATIC * 100} %`;
  say(`  ${gateway}: saturated list = ${(share * 100).toFixed(1)} % of ${ceiling.gateway}'s ${ceiling.name}  ${verdict}`);
}

const file = writeResults('api.json', {
  date: new Date().toISOString(),
  catalogSize: CATALOG_SIZE,
  targets: { p99Ms: TARGET_P99_MS, errors: 0, rate: RATE, shareOfStatic: TARGET_SHARE_OF_STATIC },
  gateways: byGateway,
});
say(`\nWritten to ${file}`);

/** Every run of one stack: both endpoints at the fixed rate and saturated, and the list as a static file. */
async function measure(stack, gateway) {
  const ids = await fillCatalog(stack);
  const listBody = await (await fetch(`${stack.baseUrl}/api/paintings`)).text();
  const staticPath = stack.writeMedia('bench/paintings.json', listBody);
  say(`Catalog: ${ids.length} visible paintings; /api/paintings is ${(listBody.length / 1024).toFixed(0)} KiB of JSON`);

  let nextId = 0;
  const onePainting = () => `/api/paintings/${ids[nextId++ % ids.length]}`;
  const runs = [
    { name: 'list at 300 rps', path: '/api/paintings', rate: RATE, connections: 10, duration, target: true },
    { name: 'one painting at 300 rps', nextPath: onePainting, rate: RATE, connections: 10, duration, target: true },
    { name: 'list, saturated', path: '/api/paintings', connections: 50, duration: SATURATION_SECONDS },
    {
      name: 'one painting, saturated',
      requests: [{ setupRequest: (request) => ({ ...request, path: onePainting() }) }],
      connections: 50,
      duration: SATURATION_SECONDS,
    },
    { name: 'list as a static file, saturated', path: staticPath, connections: 50, duration: SATURATION_SECONDS },
    // The gateway gzips that file anew for each request; uncompressed it is sent as it lies on disk.
    {
      name: 'list as a static file, uncompressed, saturated',
      path: staticPath,
      headers: { accept: 'application/json' },
      connections: 50,
      duration: SATURATION_SECONDS,
    },
  ];

  const results = [];
  for (const { name, path = '/', target, nextPath, ...options } of runs) {
    say(`\n${gateway}: ${name}: ${options.duration} s, ${options.connections} connections…`);
    const result = options.rate
      ? await atFixedRate({ baseUrl: stack.baseUrl, nextPath: nextPath ?? (() => path), headers: HEADERS, ...options })
      : await autocannon({ url: `${stack.baseUrl}${path}`, headers: HEADERS, ...options });
    const summary = {
      name,
      path: nextPath || options.requests ? '/api/paintings/{id}' : path,
      connections: options.connections,
      durationSeconds: options.duration,
      rate: options.rate ?? null,
      requestsPerSecond: Math.round(result.requests.average),
      requests: result.requests.total,
      latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
    };
    if (target) {
      summary.missed = [
        // The pool sends no faster than answers come back on its connections.
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
  const [, , listSaturated, , ...staticRuns] = results;
  // The ceiling is the faster way of serving the file: the comparison never flatters the API.
  const staticFile = staticRuns.reduce((best, run) => (run.requestsPerSecond > best.requestsPerSecond ? run : best));
  return { results, listBytes: listBody.length, listSaturated, staticFile: { ...staticFile, gateway } };
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
