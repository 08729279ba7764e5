/**
 * What a browser sees through the gateway, asserted the same way against both gateways
 * (the Node one of `npm start` and the rendered nginx of the containers).
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { gunzipSync } from 'node:zlib';
import { CACHE_IMMUTABLE, CACHE_REVALIDATE, appCacheControl, table } from '../src/routes.mjs';
import { securityHeaders } from '../src/security-headers.mjs';
import {
  createFixtureRepo,
  PRECOMPRESSED,
  postExpectingContinue,
  request,
  startBlackHole,
  startFakeService,
  startFakeServices,
} from './harness.mjs';
import { ARCHITECTURE_API_CALLS as architectureCalls, SPEC_API_CALLS as specCalls } from '@atelier/contracts';

const MiB = 1024 * 1024;
const withBody = (/** @type {string} */ method) => (method === 'GET' || method === 'DELETE' ? undefined : '{}');

/**
 * Each security header exactly once, with the gateway's value (a second copy from a service
 * would show here joined to the first). The gateways here keep the default map and site settings.
 * @param {Record<string, string | string[] | undefined>} headers
 */
function expectSecurityHeaders(headers) {
  for (const [name, value] of securityHeaders({})) expect([name, headers[name.toLowerCase()]]).toEqual([name, value]);
}

/** Files with the build's compressed copies, by their own path. */
const PRECOMPRESSED_ANSWERS = Object.entries(PRECOMPRESSED);

/** Accept-Encoding headers, and which of the build's copies answers each. */
const ACCEPTED_CODINGS = /** @type {const} */ ([
  ['gzip, deflate, br, zstd', 'br'],
  ['br', 'br'],
  ['gzip', 'gzip'],
  ['br;q=0, gzip', 'gzip'],
  ['deflate', 'identity'],
  [undefined, 'identity'],
]);

/**
 * @param {string} label
 * @param {import('./harness.mjs').StartGateway} startGateway
 */
export function describeGateway(label, startGateway) {
  describe(`${label}: apps served from their build directories, all services up`, () => {
    /** @type {Awaited<ReturnType<typeof createFixtureRepo>>} */ let repo;
    /** @type {Awaited<ReturnType<typeof startFakeServices>>} */ let services;
    /** @type {import('./harness.mjs').Running} */ let gateway;
    /** @param {string} method @param {string} path @param {Parameters<typeof request>[3]} [options] */
    const call = (method, path, options) => request(gateway.url, method, path, options);

    beforeAll(async () => {
      repo = await createFixtureRepo();
      services = await startFakeServices();
      gateway = await startGateway({
        env: { ...services.env, MEDIA_DIR: repo.mediaDir, PAYPAL_CLIENT_ID: 'paypal-client' },
        repoRoot: repo.root,
      });
    }, 20_000);
    afterAll(async () => {
      await gateway?.stop();
      await services?.stop();
      await repo?.remove();
    });

    test.each([...specCalls, ...architectureCalls])('%s %s reaches svc-%s', async (method, path, service) => {
      const answer = await call(method, path, { headers: { 'content-type': 'application/json' }, body: withBody(method) });
      expect(answer.status).toBe(200);
      expect(answer.headers['x-service']).toBe(service);
      expect(answer.json()).toMatchObject({ method, url: path });
    });

    test('services get the browser Host, the client address, the scheme and a request id', async () => {
      const { headers } = (await call('GET', '/api/paintings', { headers: { host: 'atelier.example.nz' } })).json();
      expect(headers).toMatchObject({ host: 'atelier.example.nz', 'x-forwarded-for': '127.0.0.1', 'x-forwarded-proto': 'http' });
      expect(headers['x-request-id']).toMatch(/^[\w-]{32,36}$/);
    });

    test('a well-formed X-Request-Id is kept, a malformed one replaced', async () => {
      const kept = (await call('GET', '/api/paintings', { headers: { 'x-request-id': 'req-42.a:b' } })).json();
      expect(kept.headers['x-request-id']).toBe('req-42.a:b');
      const replaced = (await call('GET', '/api/paintings', { headers: { 'x-request-id': 'no spaces <b>' } })).json();
      expect(replaced.headers['x-request-id']).toMatch(/^[\w-]{32,36}$/);
    });

    test("a service's own error answer passes through untouched", async () => {
      const answer = await call('GET', '/api/paintings/7', { headers: { 'x-fake-status': '502' } });
      expect(answer.status).toBe(502);
      expect(answer.headers['x-service']).toBe('catalog');
      expect(answer.json()).toMatchObject({ service: 'catalog', url: '/api/paintings/7' });
    });

    test.each(['/api/nothing-here', '/api', '/internal/paintings/7'])('%s is a JSON 404 from the gateway', async (path) => {
      const answer = await call('GET', path);
      expect(answer.status).toBe(404);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(answer.headers['x-service']).toBeUndefined();
      expect(answer.json()).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'Not Found' });
    });

    test('a body over 1 MB is a JSON 413 and never reaches the service', async () => {
      const answer = await call('POST', '/api/inquiries', {
        headers: { 'content-type': 'application/json' },
        body: Buffer.alloc(MiB + 1, 32),
      });
      expect(answer.status).toBe(413);
      expect(answer.headers['x-service']).toBeUndefined();
      expect(answer.json()).toEqual({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE', message: 'Payload Too Large' });
    });

    test.each([
      '/internal/contacts/..%2F..%2Fapi%2Fnewsletter',
      '/api/inquiries/%2e%2e/%2e%2e/internal/emails',
      '/api/inquiries/..%5Cinternal',
      '/api/inquiries\\..\\internal',
      '/api/../internal/emails',
      '/api/paintings/../../internal/paintings/7',
      '/api/inquiries/./x?next=/',
    ])('%s, a target that reads differently once decoded, is a JSON 400 and never reaches a service', async (target) => {
      const answer = await call('POST', target, { headers: { 'content-type': 'application/json' }, body: '{}' });
      expect(answer.status).toBe(400);
      expect(answer.headers['x-service']).toBeUndefined();
      expect(answer.json()).toEqual({ statusCode: 400, code: 'MALFORMED_REQUEST', message: 'Bad Request' });
    });

    test('an encoded @ and dots inside names still go through, as they were sent, marked as from the gateway', async () => {
      const target = '/api/admin/newsletter/aroha.ngata%40example.nz/unsubscribe';
      const answer = await call('PATCH', target, { headers: { 'content-type': 'application/json' }, body: '{}' });
      expect(answer.status).toBe(200);
      expect(answer.json()).toMatchObject({ url: target, headers: { via: '1.1 atelier-gateway' } });
    });

    test.each([true, false])(
      'a 2 MB body with Expect: 100-continue is a JSON 413, without a 100 Continue first (client waits for it: %s)',
      async (waits) => {
        for (let attempt = 0; attempt < 5; attempt++) {
          const answer = await postExpectingContinue(gateway.url, '/api/bookings', 2 * MiB, { waits });
          expect(answer).toMatchObject({ status: 413, continued: false });
          expect(JSON.parse(answer.body)).toEqual({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE', message: 'Payload Too Large' });
        }
      },
    );

    test('a body that fits, announced with Expect: 100-continue, gets its 100 Continue and reaches the service', async () => {
      const answer = await postExpectingContinue(gateway.url, '/api/inquiries', 1024, { waits: true });
      expect(answer).toMatchObject({ status: 200, continued: true });
      expect(JSON.parse(answer.body).received).toBe(1024);
    });

    test('a chunked body, whose size nobody announced, is held to the same limit', async () => {
      const chunked = { 'transfer-encoding': 'chunked' };
      expect((await call('POST', '/api/inquiries', { headers: chunked, body: Buffer.alloc(MiB, 32) })).json().received).toBe(MiB);
      const tooLarge = await call('POST', '/api/inquiries', { headers: chunked, body: Buffer.alloc(2 * MiB, 32) });
      expect(tooLarge.status).toBe(413);
      expect(tooLarge.json()).toEqual({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE', message: 'Payload Too Large' });
    });

    test.each(['DELETE', 'PATCH', 'PUT'])('a chunked %s body reaches the service whole', async (method) => {
      const answer = await call(method, '/api/admin/newsletter/a', {
        headers: { 'transfer-encoding': 'chunked' },
        body: Buffer.alloc(4096, 32),
      });
      expect(answer.status).toBe(200);
      expect(answer.json()).toMatchObject({ method, received: 4096 });
    });

    test('an image upload may carry 15 MB, not more', async () => {
      const tenMegabyteImageAsDataUrl = await call('POST', '/api/admin/painting-images', { body: Buffer.alloc(14 * MiB, 32) });
      expect(tenMegabyteImageAsDataUrl.status).toBe(200);
      expect(tenMegabyteImageAsDataUrl.json().received).toBe(14 * MiB);
      const tooLarge = await call('POST', '/api/admin/painting-images', { body: Buffer.alloc(15 * MiB + 1, 32) });
      expect(tooLarge.status).toBe(413);
    });

    test("the shell's index.html, revalidated", async () => {
      const answer = await call('GET', '/index.html');
      expect(answer.status).toBe(200);
      expect(answer.text()).toContain('<title>Atelier</title>');
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.headers['cache-control']).toBe(CACHE_REVALIDATE);
    });

    test.each(['/terms-of-service', '/admin/login', '/collection/extra?guests=2', '/any/unknown/path', '/missing.0123abcd.js'])(
      'a path that is no file of the shell (%s) is a page of the render process',
      async (path) => {
        const answer = await call('GET', path);
        expect(answer.headers['x-service']).toBe('render');
        expect(answer.json().url).toBe(path);
      },
    );

    test("the render process's not-found page passes through with its 404", async () => {
      const answer = await call('GET', '/any/unknown/path', { headers: { 'x-fake-status': '404' } });
      expect(answer.status).toBe(404);
      expect(answer.headers['x-service']).toBe('render');
      expect(answer.json().url).toBe('/any/unknown/path');
      expectSecurityHeaders(answer.headers);
    });

    test.each([
      ['/', 'render'],
      ['/collection', 'render'],
      ['/adventures?guests=2', 'render'],
      ['/painting/7?payment=success', 'render'],
      ['/checkout/7', 'render'],
      ['/sitemap.xml', 'catalog'],
      ['/robots.txt', 'catalog'],
    ])('%s is answered by its page service (%s)', async (path, service) => {
      const answer = await call('GET', path);
      expect(answer.headers['x-service']).toBe(service);
      expect(answer.json().url).toBe(path);
    });

    test.each([
      ['/painting/7', '502'],
      ['/painting/7', '503'],
      ['/painting/7', '504'],
      ['/', '503'],
      ['/privacy-policy', '503'],
      ['/any/unknown/path', '502'],
    ])('a page (%s) whose service answers %s is the shell, rendered in the browser', async (path, status) => {
      const answer = await call('GET', path, { headers: { 'x-fake-status': status } });
      expect(answer.status).toBe(200);
      expect(answer.text()).toContain('<title>Atelier</title>');
      expect(answer.headers['cache-control']).toBe(CACHE_REVALIDATE);
      expectSecurityHeaders(answer.headers);
    });

    test.each(['/', '/painting/7', '/commissions'])(
      'a public form posted to a page (%s) reaches the render process with its body and the headers its same-origin rule reads',
      async (path) => {
        const body = 'form=newsletter&firstName=Aroha&lastName=Ngata&email=aroha%40example.nz';
        const answer = await call('POST', path, {
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            host: 'atelier.example.nz',
            origin: 'https://atelier.example.nz',
            'sec-fetch-site': 'same-origin',
          },
          body,
        });
        expect(answer.headers['x-service']).toBe('render');
        expect(answer.json()).toMatchObject({
          method: 'POST',
          url: path,
          received: body.length,
          headers: {
            host: 'atelier.example.nz',
            origin: 'https://atelier.example.nz',
            'sec-fetch-site': 'same-origin',
            'content-type': 'application/x-www-form-urlencoded',
            'x-forwarded-for': '127.0.0.1',
          },
        });
      },
    );

    test("a painting page's own 404 passes through", async () => {
      const answer = await call('GET', '/painting/7', { headers: { 'x-fake-status': '404' } });
      expect(answer.status).toBe(404);
      expect(answer.headers['x-service']).toBe('render');
    });

    test.each(PRECOMPRESSED_ANSWERS)(
      "%s: the build's brotli copy as it is, else its gzip copy, else the file, as the browser accepts",
      async (path, file) => {
        const copies = { br: await repo.file(`${file}.br`), gzip: await repo.file(`${file}.gz`), identity: await repo.file(file) };
        for (const [acceptEncoding, coding] of ACCEPTED_CODINGS) {
          const answer = await call('GET', path, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
          const sent = copies[coding];
          expect({ acceptEncoding, status: answer.status, coding: answer.headers['content-encoding'] ?? 'identity' }).toEqual({
            acceptEncoding,
            status: 200,
            coding,
          });
          expect(answer.body.equals(sent)).toBe(true);
          expect(answer.headers).toMatchObject({
            'content-type': file.endsWith('.html') ? 'text/html; charset=utf-8' : 'text/javascript; charset=utf-8',
            'content-length': String(sent.length),
            'cache-control': appCacheControl(path),
            vary: 'Accept-Encoding',
          });
          expectSecurityHeaders(answer.headers);
        }
      },
    );

    test('content-hashed assets are immutable, compressed or not', async () => {
      for (const acceptEncoding of ['br', 'gzip', 'identity']) {
        const answer = await call('GET', '/main.0123abcd.js', { headers: { 'accept-encoding': acceptEncoding } });
        expect(answer.status).toBe(200);
        expect(answer.headers['cache-control']).toBe(CACHE_IMMUTABLE);
      }
    });

    test('ETag, Last-Modified and Content-Length describe the copy sent; its ETag revalidates it', async () => {
      const headers = { 'accept-encoding': 'br, gzip' };
      const brotli = await call('GET', '/main.0123abcd.js', { headers });
      expect(brotli.headers.etag).not.toBe((await call('GET', '/main.0123abcd.js')).headers.etag);

      const head = await call('HEAD', '/main.0123abcd.js', { headers });
      expect(head.headers).toMatchObject({
        'content-encoding': 'br',
        'content-length': brotli.headers['content-length'],
        etag: brotli.headers.etag,
      });
      expect(head.body.length).toBe(0);

      const unchanged = await call('GET', '/main.0123abcd.js', { headers: { ...headers, 'if-none-match': String(brotli.headers.etag) } });
      expect(unchanged.status).toBe(304);
      expect(unchanged.headers.vary).toBe('Accept-Encoding');
      expect(unchanged.body.length).toBe(0);
    });

    test.each(['/painting/7', '/', '/admin/login'])(
      "a page (%s) whose service is down is the shell's index.html, as compressed by the build",
      async (path) => {
        const answer = await call('GET', path, { headers: { 'x-fake-status': '503', 'accept-encoding': 'br, gzip' } });
        expect(answer.status).toBe(200);
        expect(answer.headers['content-encoding']).toBe('br');
        expect(answer.body.equals(await repo.file(`${PRECOMPRESSED['/index.html']}.br`))).toBe(true);
        expect(answer.headers.vary).toBe('Accept-Encoding');
      },
    );

    test('a text file the build did not compress (a source map) is gzipped on the fly, never brotli', async () => {
      const map = await repo.file('shell/dist/main.0123abcd.js.map');
      const gzipped = await call('GET', '/main.0123abcd.js.map', { headers: { 'accept-encoding': 'br, gzip' } });
      expect(gzipped.headers).toMatchObject({
        'content-type': 'application/json; charset=utf-8',
        'content-encoding': 'gzip',
        vary: 'Accept-Encoding',
      });
      expect(gunzipSync(gzipped.body).equals(map)).toBe(true);
      const plain = await call('GET', '/main.0123abcd.js.map', { headers: { 'accept-encoding': 'br' } });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.equals(map)).toBe(true);
    });

    test('a text file under 1 KB is sent as it is, with Vary', async () => {
      const answer = await call('GET', '/site.webmanifest', { headers: { 'accept-encoding': 'br, gzip' } });
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.headers).toMatchObject({ 'content-type': 'application/manifest+json; charset=utf-8', vary: 'Accept-Encoding' });
      expect(answer.text()).toBe('{"name":"Atelier"}');
    });

    test("a compressed copy asked for by its own name is a download of its bytes, not the script's", async () => {
      const answer = await call('GET', '/main.0123abcd.js.br', { headers: { 'accept-encoding': 'br, gzip' } });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe('application/octet-stream');
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.headers.vary).toBeUndefined();
      expect(answer.body.equals(await repo.file('shell/dist/main.0123abcd.js.br'))).toBe(true);
    });

    test.each(Object.entries(table.apps).filter(([, app]) => app.path !== '/'))(
      "the %s remote's remoteEntry.js is revalidated",
      async (_name, app) => {
        const answer = await call('GET', `${app.path}remoteEntry.js`);
        expect(answer.status).toBe(200);
        expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
        expect(answer.headers['cache-control']).toBe(CACHE_REVALIDATE);
      },
    );

    test('a missing remote file is a 404, not the shell', async () => {
      expect((await call('GET', '/mfe/shop/chunk.missing.js')).status).toBe(404);
    });

    test('/runtime-config.json: public settings, revalidated', async () => {
      const answer = await call('GET', '/runtime-config.json');
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(answer.headers['cache-control']).toBe(CACHE_REVALIDATE);
      expect(answer.json()).toMatchObject({ remotes: { shop: '/mfe/shop/remoteEntry.js' }, paypalClientId: 'paypal-client' });
    });

    test('/media/ files are cached for a year', async () => {
      const answer = await call('GET', '/media/paintings/7/800.webp');
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe('image/webp');
      expect(answer.headers['cache-control']).toBe(CACHE_IMMUTABLE);
      expect(answer.text()).toBe('RIFF-webp');
    });

    test.each([
      ['/media/site/film.mp4', 'video/mp4', 'an mp4 film'],
      ['/media/site/film.webm', 'video/webm', 'a webm film'],
    ])('%s, a film of the site, is served as %s, never compressed', async (file, type, content) => {
      const answer = await call('GET', file, { headers: { 'accept-encoding': 'br, gzip' } });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe(type);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.text()).toBe(content);
    });

    test('/media/ files are sent as they lie, gzipped on the fly, never swapped for a file beside them', async () => {
      const answer = await call('GET', '/media/paintings/7/sketch.svg', { headers: { 'accept-encoding': 'br, gzip' } });
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(answer.body).equals(await repo.file('media/paintings/7/sketch.svg'))).toBe(true);
    });

    test.each([
      ['GET', '/'],
      ['GET', '/painting/7'],
      ['GET', '/collection'],
      ['GET', '/main.0123abcd.js'],
      ['GET', '/runtime-config.json'],
      ['GET', '/media/paintings/7/800.webp'],
      ['GET', '/api/paintings'],
      ['GET', '/api/nothing-here'],
      ['POST', '/collection'],
    ])('%s %s carries the security headers, once each', async (method, path) => {
      expectSecurityHeaders((await call(method, path, { body: withBody(method) })).headers);
    });

    test("a service answer loses its own policy to the gateway's", async () => {
      const { headers } = await call('GET', '/api/paintings/7', { headers: { 'x-fake-status': '500' } });
      expect(headers['content-security-policy']).not.toContain("default-src 'none'");
      expect(headers['x-frame-options']).toBe('DENY');
    });

    test('files only answer GET and HEAD; a path that is no file is a page, which the render process answers whatever the method', async () => {
      expect((await call('POST', '/main.0123abcd.js', { body: '{}' })).status).toBe(405);
      const page = await call('POST', '/privacy-policy', { body: '{}' });
      expect(page.headers['x-service']).toBe('render');
      expect(page.json()).toMatchObject({ method: 'POST', url: '/privacy-policy' });
    });
  });

  describe(`${label}: apps proxied to their own servers (compose), two services down, one unreachable`, () => {
    /** @type {Awaited<ReturnType<typeof startFakeServices>>} */ let services;
    /** @type {import('./harness.mjs').Running} */ let appServer;
    /** @type {import('./harness.mjs').Running} */ let blackHole;
    /** @type {import('./harness.mjs').Running} */ let gateway;
    const call = (/** @type {string} */ method, /** @type {string} */ path) => request(gateway.url, method, path);

    beforeAll(async () => {
      services = await startFakeServices();
      appServer = await startFakeService('app');
      const stopped = await startFakeService('bookings');
      await stopped.stop();
      blackHole = await startBlackHole();
      const appUrls = Object.fromEntries(Object.values(table.apps).map((app) => [app.urlEnv, appServer.url]));
      gateway = await startGateway({
        env: { ...services.env, ...appUrls, BOOKINGS_URL: stopped.url, RENDER_URL: stopped.url, MAILING_URL: blackHole.url },
        repoRoot: '/nonexistent',
      });
    }, 20_000);
    afterAll(async () => {
      await gateway?.stop();
      await blackHole?.stop();
      await appServer?.stop();
      await services?.stop();
    });

    test('a stopped service is a JSON 503 within 2 s', async () => {
      const answer = await call('GET', '/api/adventures');
      expect(answer.status).toBe(503);
      expect(answer.json()).toEqual({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'Service unavailable' });
      expect(answer.ms).toBeLessThan(2000);
    });

    test('a service that takes no connection is a JSON 503 within 2 s', async () => {
      const answer = await call('POST', '/api/inquiries');
      expect(answer.status).toBe(503);
      expect(answer.json()).toEqual({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'Service unavailable' });
      expect(answer.ms).toBeLessThan(2000);
    });

    test('gateway errors and proxied apps carry the security headers too', async () => {
      for (const path of ['/api/adventures', '/mfe/shop/remoteEntry.js', '/collection']) {
        expectSecurityHeaders((await call('GET', path)).headers);
      }
    });

    test("a page whose service is down is the shell's index.html from the shell's server", async () => {
      const answer = await call('GET', '/painting/7');
      expect(answer.status).toBe(200);
      expect(answer.json()).toMatchObject({ service: 'app', url: '/index.html' });
    });

    test("a path the shell's server has no file for is a page: with the render process down, the shell's index.html", async () => {
      const answer = await request(gateway.url, 'GET', '/any/unknown/path', { headers: { 'x-fake-status': '404' } });
      // The fake app answers /index.html with the status asked for too: the path it was asked shows the way taken.
      expect(answer.json()).toMatchObject({ service: 'app', url: '/index.html' });
    });

    test('the rest of the site keeps working meanwhile', async () => {
      expect((await call('GET', '/')).status).toBe(200);
      expect((await call('GET', '/api/exchange-rates')).headers['x-service']).toBe('commerce');
    });

    test("each app's server gets paths below its mount point, with the query", async () => {
      expect((await call('GET', '/mfe/shop/remoteEntry.js')).json().url).toBe('/remoteEntry.js');
      expect((await call('GET', '/mfe/admin/')).json().url).toBe('/');
      expect((await call('GET', '/booking/confirm?guests=2')).json().url).toBe('/booking/confirm?guests=2');
    });

    test("the gateway's cache policy replaces the app server's", async () => {
      expect((await call('GET', '/mfe/shop/remoteEntry.js')).headers['cache-control']).toBe(CACHE_REVALIDATE);
      expect((await call('GET', '/mfe/shop/417.89abcdef01.js')).headers['cache-control']).toBe(CACHE_IMMUTABLE);
    });
  });
}
