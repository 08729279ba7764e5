/**
 * The two gateways send the same bytes: the same request to the Node gateway of `npm start` and
 * to the rendered nginx gets the same body, compressed or not, and the same headers describing it.
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { createFixtureRepo, request, startFakeService, startNginx, startNodeGateway } from './harness.mjs';

/** The headers that describe a body. */
const DESCRIBING = ['content-type', 'content-encoding', 'content-length', 'vary', 'etag', 'last-modified', 'cache-control'];

/** Pages svc-catalog renders (stopped here: the shell's index.html answers), a client route, files. */
const PATHS = [
  '/',
  '/collection',
  '/painting/7',
  '/privacy-policy',
  '/index.html',
  '/main.0123abcd.js',
  '/mfe/shop/remoteEntry.js',
  '/mfe/admin/remoteEntry.js',
  '/site.webmanifest',
  '/main.0123abcd.js.br',
];
const ACCEPT_ENCODINGS = ['gzip, deflate, br, zstd', 'gzip', ''];
const REQUESTS = PATHS.flatMap((path) =>
  ACCEPT_ENCODINGS.flatMap((acceptEncoding) => ['GET', 'HEAD'].map((method) => [method, path, acceptEncoding])),
);

/** @param {import('./harness.mjs').Answer} answer @param {string[]} headers */
const described = (answer, headers) => ({
  status: answer.status,
  ...Object.fromEntries(headers.map((name) => [name, answer.headers[name]])),
});

describe('the Node gateway and nginx, side by side', () => {
  /** @type {Awaited<ReturnType<typeof createFixtureRepo>>} */ let repo;
  /** @type {import('./harness.mjs').Running} */ let node;
  /** @type {import('./harness.mjs').Running} */ let nginx;

  beforeAll(async () => {
    repo = await createFixtureRepo();
    const catalog = await startFakeService('catalog');
    await catalog.stop();
    const options = { env: { MEDIA_DIR: repo.mediaDir, CATALOG_URL: catalog.url }, repoRoot: repo.root };
    [node, nginx] = await Promise.all([startNodeGateway(options), startNginx(options)]);
  }, 20_000);
  afterAll(async () => {
    await Promise.all([node, nginx].map((running) => running?.stop()));
    await repo?.remove();
  });

  test.each(REQUESTS)('%s %s with Accept-Encoding "%s": the same answer, byte for byte', async (method, path, acceptEncoding) => {
    /** @type {Record<string, string>} */
    const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
    const [fromNode, fromNginx] = await Promise.all([node, nginx].map((gateway) => request(gateway.url, method, path, { headers })));
    if (!fromNode || !fromNginx) throw new Error('a gateway did not answer');
    expect(described(fromNginx, DESCRIBING)).toEqual(described(fromNode, DESCRIBING));
    expect(fromNginx.body.equals(fromNode.body)).toBe(true);
  });
});
