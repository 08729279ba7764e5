/**
 * The page cache through each gateway (render/README.md, Page cache): the real render process on
 * the real builds, real Redis, and a stand-in for the services whose answers the test changes. A
 * page is kept and sent as a file, dropped the moment a service announces a change (a painting, a
 * hold, the settings) or a hold runs out; a request that may not share a page is never served one.
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { chmod, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { TEST_SITE_SETTINGS, testPainting } from '@atelier/contracts/testing';
import { REPO_ROOT, table } from '../src/routes.mjs';
import { freePort, request, startNginx, startNodeGateway } from './harness.mjs';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/** This test's namespace (QUEUE_PREFIX), so no other test's announcements reach its render process. */
const QUEUE_PREFIX = `page-cache-test-${process.pid}`;
/** The service kit's publicChangesChannel(QUEUE_PREFIX). */
const CHANNEL = `${QUEUE_PREFIX}:public-pages-changed`;
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

/** Publishes one message on Redis, as a service's PublicChanges does. @param {string} message */
async function announce(message) {
  const { hostname, port } = new URL(REDIS_URL);
  const socket = net.connect(Number(port || 6379), hostname);
  await once(socket, 'connect');
  socket.write(`*3\r\n$7\r\nPUBLISH\r\n$${CHANNEL.length}\r\n${CHANNEL}\r\n$${Buffer.byteLength(message)}\r\n${message}\r\n`);
  const [reply] = await once(socket, 'data');
  socket.destroy();
  return Number(String(reply).slice(1)); // how many subscribers heard it
}

/** What the services answer, which a test changes before announcing it; set afresh for each gateway. */
const state = {
  settings: { ...TEST_SITE_SETTINGS },
  painting: testPainting(),
  /** @type {{ paintingId: number, until: string }[]} */
  reservations: [],
};

/** A page's markup without the times its data was read at, which differ between two renders. @param {string} html */
const markup = (html) => html.replace(/"(?:dehydratedAt|dataUpdatedAt)":\d+/g, '');

function startServices() {
  const server = http.createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://x');
    /** @type {Record<string, unknown>} */
    const answers = {
      '/api/site': state.settings,
      '/api/paintings': [state.painting],
      '/api/paintings/featured': [state.painting],
      '/api/paintings/7': state.painting,
      '/api/reservations': state.reservations,
      '/api/adventures': [],
      '/api/exchange-rates': {
        base: 'NZD',
        rates: { NZD: 1, USD: 0.6, EUR: 0.55, GBP: 0.47, AUD: 0.9, CAD: 0.82, JPY: 90 },
        source: 'static',
      },
    };
    if (!(pathname in answers)) return void res.writeHead(404, { 'content-type': 'application/json' }).end('{"statusCode":404}');
    // The headers the services send their public reads with (service kit's sendPreparedJson and ETag interceptor).
    res
      .writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'public, max-age=0, must-revalidate' })
      .end(JSON.stringify(answers[pathname]));
  });
  server.listen(0, '127.0.0.1');
  return once(server, 'listening').then(() => ({
    url: `http://127.0.0.1:${/** @type {net.AddressInfo} */ (server.address()).port}`,
    stop: () => new Promise((resolve) => server.close(resolve)),
  }));
}

/**
 * What `check` answers once it is truthy, asked every 50 ms for `ms`.
 * @template T @param {() => Promise<T | false>} check @param {number} ms @param {string} what
 * @returns {Promise<T>}
 */
async function waitFor(check, ms, what) {
  const deadline = Date.now() + ms;
  for (;;) {
    const last = await check();
    if (last) return last;
    if (Date.now() > deadline) throw new Error(`${what} within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each([
  ['node', startNodeGateway],
  ['nginx', startNginx],
])('the page cache through the %s gateway', (_name, startGateway) => {
  /** @type {{ url: string, stop: () => Promise<void> }} */
  let gateway;
  /** @type {{ url: string, stop: () => Promise<unknown> }} */
  let services;
  /** @type {import('node:child_process').ChildProcess} */
  let render;
  /** @type {string} */
  let cacheDir;
  let renderLog = '';
  /** The render process's own address, past the gateway. */
  let renderUrl = '';

  /** The answer, its page decoded as text() reads it. @param {string} pagePath @param {Record<string, string>} [headers] */
  const get = async (pagePath, headers = {}) => {
    const answer = await request(gateway.url, 'GET', pagePath, { headers: { ...BROWSER, ...headers } });
    const coding = answer.headers['content-encoding'];
    const body = coding === 'br' ? brotliDecompressSync(answer.body) : coding === 'gzip' ? gunzipSync(answer.body) : answer.body;
    return { ...answer, text: () => body.toString('utf8') };
  };
  /** A page the render process keeps, once kept. @param {string} pagePath @param {Record<string, string>} [headers] */
  const kept = (pagePath, headers) =>
    waitFor(
      async () => {
        const answer = await get(pagePath, headers);
        return answer.headers['x-page-cache'] === 'hit' && answer;
      },
      5000,
      `${pagePath} was not kept`,
    );

  /** An API answer the render process keeps, once kept. @param {string} apiPath */
  const keptAnswer = (apiPath) =>
    waitFor(
      async () => {
        const answer = await get(apiPath);
        return answer.headers['x-api-cache'] === 'hit' && answer;
      },
      5000,
      `${apiPath} was not kept`,
    );
  /** The kept file of an API answer: another file (or written at another time) each time it is kept again. @param {string} apiPath */
  const keptFile = (apiPath) => stat(path.join(cacheDir, 'current', apiPath, 'answer.json')).catch(() => null);
  /** The folders kept in a page's folder: one per query kept. @param {string} key */
  const keptFolders = async (key) =>
    (await readdir(path.join(cacheDir, 'current', key), { withFileTypes: true }).catch(() => []))
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();

  beforeAll(async () => {
    Object.assign(state, { settings: { ...TEST_SITE_SETTINGS }, painting: testPainting({ featured: true }), reservations: [] });
    services = await startServices();
    cacheDir = await mkdtemp(path.join(os.tmpdir(), 'atelier-page-cache-'));
    await chmod(cacheDir, 0o755);
    const renderPort = await freePort();
    renderUrl = `http://127.0.0.1:${renderPort}`;
    const serviceUrls = Object.fromEntries(Object.values(table.services).map(({ urlEnv }) => [urlEnv, services.url]));
    gateway = await startGateway({
      env: { ...serviceUrls, RENDER_URL: `http://127.0.0.1:${renderPort}`, PAGE_CACHE_DIR: cacheDir },
      repoRoot: REPO_ROOT,
    });
    render = spawn(process.execPath, ['render/src/server.mjs'], {
      cwd: REPO_ROOT,
      env: { ...process.env, PORT: String(renderPort), GATEWAY_URL: gateway.url, PAGE_CACHE_DIR: cacheDir, REDIS_URL, QUEUE_PREFIX },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    render.stdout?.on('data', (chunk) => (renderLog += chunk));
    render.stderr?.on('data', (chunk) => (renderLog += chunk));
    await waitFor(async () => renderLog.includes('Page cache on'), 10_000, `the render process did not hear Redis:\n${renderLog}`);
    // Its first page loads the remotes, which may outlast a page's deadline on a busy machine: one page never kept first.
    await waitFor(async () => Boolean((await get('/booking')).headers['server-timing']), 20_000, 'the render process rendered no page');
  }, 60_000);

  afterAll(async () => {
    render.kill();
    await once(render, 'exit');
    await gateway.stop();
    await services.stop();
    await rm(cacheDir, { recursive: true, force: true });
  });

  test('a page is rendered once, then sent as kept, with the headers of a rendered page', async () => {
    const first = await get('/painting/7');
    expect(first.status).toBe(200);
    expect(first.headers['x-page-cache']).toBe('miss');
    const hit = await kept('/painting/7');
    expect(markup(hit.text())).toBe(markup(first.text()));
    expect(hit.text()).toContain('Dart River Braids');
    expect(hit.headers).toMatchObject({
      'content-type': 'text/html; charset=utf-8',
      'content-encoding': 'br',
      'cache-control': 'no-cache',
      vary: 'Accept-Encoding, Cookie',
    });
    expect(hit.headers.etag).toBeUndefined();
    // Each coding from its own copy, and the plain page to a client that takes none.
    expect((await get('/painting/7', { 'accept-encoding': 'gzip' })).headers['content-encoding']).toBe('gzip');
    const plain = await get('/painting/7', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(markup(plain.text())).toBe(markup(first.text()));
  }, 20_000);

  test('each currency has its own page; any other cookie, a query or a post is never served a kept page', async () => {
    await kept('/collection');
    const euros = await get('/collection', { cookie: 'selectedCurrency=EUR' });
    expect(euros.headers['x-page-cache']).toBe('miss');
    expect(markup((await kept('/collection', { cookie: 'selectedCurrency=EUR' })).text())).toBe(markup(euros.text()));
    expect(euros.text()).toContain('"currency":"EUR"');

    for (const cookie of [
      'form-sent=newsletter',
      'selectedCurrency=EUR; form-sent=newsletter',
      'atelier_admin=s3ss10n',
      'selectedCurrency=XYZ',
    ]) {
      const answer = await get('/collection', { cookie });
      expect([cookie, answer.headers['x-page-cache']]).toEqual([cookie, 'bypass']);
    }
    expect((await get('/collection?q=dart')).headers['x-page-cache']).toBe('bypass');
    const posted = await request(gateway.url, 'POST', '/collection', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'form=none',
    });
    expect(posted.headers['x-page-cache']).toBe('bypass');
    // The render process keeps nothing that was not named by the gateway: the bypassed pages stay bypassed.
    expect((await get('/collection', { cookie: 'form-sent=newsletter' })).headers['x-page-cache']).toBe('bypass');
    // A page never kept says nothing.
    expect((await get('/booking')).headers['x-page-cache']).toBeUndefined();
  }, 20_000);

  test('a client cannot name the key a page is kept under', async () => {
    await get('/collection', { cookie: 'atelier_admin=s3ss10n', 'x-page-cache-key': 'default/home' });
    await get('/collection?q=dart', { 'x-page-cache-key': 'default/home' });
    await get('/collection?page=2&sort=title', { 'x-page-cache-key': 'default/collection/sort=title&page=2' });
    const home = await kept('/');
    expect(home.text()).toContain('"remotes":[]');
    expect(home.text()).not.toContain('shop/CollectionPage');
    expect(await keptFolders('default/collection')).not.toContain('sort=title&page=2');
  }, 20_000);

  test('the render process keeps a page only under the query it rendered', async () => {
    // A key naming another query than the page's (no gateway sends one): the page is not kept under it.
    const answer = await request(renderUrl, 'GET', '/collection?sort=oldest', {
      headers: { 'x-page-cache-key': 'default/collection/sort=title' },
    });
    expect(answer.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(stat(path.join(cacheDir, 'current', 'default', 'collection', 'sort=title', 'page.html'))).rejects.toThrow('ENOENT');
    expect((await get('/collection?sort=title')).headers['x-page-cache']).toBe('miss');
  }, 20_000);

  test("the collection's canonical query is kept in its own file, which both gateways name alike; no other query is kept", async () => {
    const target = '/collection?sort=title&available=1&page=2';
    const first = await get(target);
    expect(first.headers['x-page-cache']).toBe('miss');
    const hit = await kept(target);
    expect(markup(hit.text())).toBe(markup(first.text()));
    // The page the query asks for: sorted by title, available works only.
    expect(hit.text()).toMatch(/<option value="title" selected="">/);
    expect(hit.text()).toMatch(/<input type="checkbox"[^>]*name="available" checked=""/);
    expect(markup((await kept('/collection')).text())).not.toBe(markup(hit.text()));
    // The file's name is the page's and the query's, as the gateways look it up (routes.mjs pageCacheState, nginx's maps).
    await expect(
      stat(path.join(cacheDir, 'current', 'default', 'collection', 'sort=title&available=1&page=2', 'page.html')),
    ).resolves.toBeTruthy();
    const euros = await kept(target, { cookie: 'selectedCurrency=EUR' });
    expect(euros.text()).toContain('"currency":"EUR"');

    // What the collection does not read, another order or value, a search's free text: rendered every time, no file kept.
    const before = await keptFolders('default/collection');
    for (const other of [
      '/collection?page=2&sort=title&available=1',
      '/collection?sort=title&available=1&page=11',
      '/collection?sort=newest',
      '/collection?x=1',
      '/collection?utm_source=newsletter',
      '/collection?q=dart',
    ]) {
      for (let visit = 0; visit < 2; visit++) expect([other, (await get(other)).headers['x-page-cache']]).toEqual([other, 'bypass']);
    }
    expect(await keptFolders('default/collection')).toEqual(before);

    // A change drops every variant at once.
    state.painting = { ...state.painting, sold: false, title: 'Dart River in Snow' };
    expect(await announce('catalogue')).toBeGreaterThan(0);
    const changed = await waitFor(
      async () => {
        const answer = await get(target);
        return answer.headers['x-page-cache'] !== 'hit' && answer;
      },
      1000,
      'the kept queried page stayed after the change',
    );
    expect(changed.text()).toContain('Dart River in Snow');
    expect((await get(target, { cookie: 'selectedCurrency=EUR' })).headers['x-page-cache']).not.toBe('hit');
    expect((await kept(target)).text()).toContain('Dart River in Snow');
  }, 30_000);

  test('a change to a painting, a hold or the settings drops every kept page at once', async () => {
    await kept('/painting/7');
    state.painting = { ...state.painting, title: 'Dart River Braids at Dusk' };
    expect(await announce('catalogue')).toBeGreaterThan(0);
    const changed = await waitFor(
      async () => {
        const answer = await get('/painting/7');
        return answer.headers['x-page-cache'] !== 'hit' && answer;
      },
      1000,
      'the kept page stayed after the change',
    );
    expect(changed.text()).toContain('Dart River Braids at Dusk');

    // A hold starts: the painting is Reserved at once, and the page so kept goes when the hold runs out.
    await kept('/painting/7');
    state.reservations = [{ paintingId: 7, until: new Date(Date.now() + 2500).toISOString() }];
    await announce('hold');
    const reserved = await waitFor(
      async () => {
        const answer = await get('/painting/7');
        return answer.text().includes('data-testid="painting-reserved"') && answer;
      },
      1000,
      'the page did not show the hold',
    );
    expect(reserved.headers['x-page-cache']).not.toBe('hit');
    expect((await kept('/painting/7')).text()).toContain('data-testid="painting-reserved"');
    // The hold ends by time, with no announcement: its end drops the page.
    state.reservations = [];
    await new Promise((resolve) => setTimeout(resolve, 2500 + 1000 + 300));
    const free = await get('/painting/7');
    expect(free.headers['x-page-cache']).not.toBe('hit');
    expect(free.text()).not.toContain('data-testid="painting-reserved"');

    // Sold (the catalogue announces it as any painting change).
    await kept('/painting/7');
    state.painting = { ...state.painting, sold: true };
    await announce('catalogue');
    await waitFor(async () => (await get('/painting/7')).text().includes('SOLD'), 1000, 'Sold was not shown');

    // The settings show on every page.
    await kept('/');
    state.settings = { ...state.settings, artistName: 'Ana Renamed' };
    await announce('site settings');
    await waitFor(async () => (await get('/')).text().includes('Ana Renamed'), 1000, 'the new name was not shown');
  }, 60_000);

  test("the API's public reads are kept with the service's headers; a 404 never", async () => {
    for (const apiPath of ['/api/paintings', '/api/paintings/featured', '/api/paintings/7', '/api/site', '/api/adventures']) {
      const hit = await keptAnswer(apiPath);
      expect([apiPath, hit.headers]).toMatchObject([
        apiPath,
        {
          'content-type': 'application/json; charset=utf-8',
          'cache-control': 'public, max-age=0, must-revalidate',
          'content-encoding': 'br',
          vary: 'Accept-Encoding',
          'x-service': apiPath === '/api/adventures' ? 'bookings' : 'catalog',
        },
      ]);
    }
    expect(JSON.parse((await keptAnswer('/api/paintings/7')).text())).toEqual(state.painting);
    const plain = await get('/api/paintings/7', { 'accept-encoding': 'identity' });
    expect([plain.headers['x-api-cache'], plain.headers['content-encoding']]).toEqual(['hit', undefined]);
    expect(JSON.parse(plain.text())).toEqual(state.painting);

    // A painting the list does not show (hidden, unknown) is the service's 404, never kept.
    const hidden = await get('/api/paintings/8');
    expect([hidden.status, hidden.headers['x-api-cache']]).toEqual([404, 'miss']);
    expect(await keptFile('/api/paintings/8')).toBeNull();
    // Any other cookie or a query reads the service; reservations are never kept.
    expect((await get('/api/paintings/7', { cookie: 'atelier_admin=s3ss10n' })).headers['x-api-cache']).toBe('bypass');
    expect((await get('/api/paintings?sort=title')).headers['x-api-cache']).toBe('bypass');
    expect((await get('/api/paintings/7', { cookie: 'selectedCurrency=EUR' })).headers['x-api-cache']).toBe('hit');
    expect((await get('/api/reservations')).headers['x-api-cache']).toBeUndefined();
    // Any other method reaches the service, body and all.
    const posted = await request(gateway.url, 'POST', '/api/paintings/7', {
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect([posted.status, posted.headers['x-api-cache'], JSON.parse(String(posted.body))]).toEqual([200, 'bypass', state.painting]);
  }, 20_000);

  test('a change to a painting or a hold, taken or ended, drops the kept API answers', async () => {
    await keptAnswer('/api/paintings/7');
    state.painting = { ...state.painting, title: 'Dart River at Night' };
    expect(await announce('catalogue')).toBeGreaterThan(0);
    await waitFor(
      async () => JSON.parse((await get('/api/paintings/7')).text()).title === 'Dart River at Night',
      1000,
      'the kept answer stayed after the change',
    );
    const renamed = await keptAnswer('/api/paintings');
    expect(JSON.parse(renamed.text())[0].title).toBe('Dart River at Night');

    // A hold taken is announced: every answer is dropped and fetched again.
    await keptAnswer('/api/site');
    await new Promise((resolve) => setTimeout(resolve, 1200)); // past the change's second drop
    const beforeHold = /** @type {import('node:fs').Stats} */ (await keptFile('/api/site'));
    const until = Date.now() + 2000;
    state.reservations = [{ paintingId: 7, until: new Date(until).toISOString() }];
    await announce('hold');
    /** @param {import('node:fs').Stats} before */
    const keptAgain = (before) =>
      keptFile('/api/site').then((now) => Boolean(now && (now.ino !== before.ino || now.mtimeMs !== before.mtimeMs)));
    await waitFor(() => keptAgain(beforeHold), 1000, 'the kept answers stayed after the hold');

    // A hold ends by time, unannounced: its end drops them too.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, until - 300 - Date.now()))); // past the hold's second drop
    const beforeEnd = /** @type {import('node:fs').Stats} */ (await keptFile('/api/site'));
    state.reservations = [];
    await waitFor(() => keptAgain(beforeEnd), 2500, "the kept answers stayed after the hold's end");
    expect(Date.now()).toBeGreaterThanOrEqual(until + 1000);
  }, 30_000);
});
