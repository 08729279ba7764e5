/**
 * The two gateways send the same bytes: the same request to the Node gateway of `npm start` and
 * to the rendered nginx gets the same body, compressed or not, and the same headers describing
 * it; so does nginx in front of the apps' own servers, as in compose (docker/web.nginx.conf).
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { NGINX_ACCEPTS_BR } from '../src/content-types.mjs';
import { table } from '../src/routes.mjs';
import { createFixtureRepo, PRECOMPRESSED, request, startAppServer, startFakeService, startNginx, startNodeGateway } from './harness.mjs';

/** The headers that describe a body. */
const DESCRIBING = ['content-type', 'content-encoding', 'content-length', 'vary', 'etag', 'last-modified', 'cache-control'];
/**
 * Through the apps' own servers: the types are those of their nginx's mime.types (JavaScript is
 * application/javascript there), and Vary is theirs (below).
 */
const DESCRIBING_IN_COMPOSE = DESCRIBING.filter((name) => name !== 'content-type' && name !== 'vary');

/** Pages the render process renders (stopped here: the shell's index.html answers), a client route, files. */
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

describe('the Node gateway, nginx, and nginx in front of the apps’ own servers (compose), side by side', () => {
  /** @type {Awaited<ReturnType<typeof createFixtureRepo>>} */ let repo;
  /** @type {import('./harness.mjs').Running} */ let node;
  /** @type {import('./harness.mjs').Running} */ let nginx;
  /** @type {import('./harness.mjs').Running} */ let compose;
  /** @type {import('./harness.mjs').Running[]} */ let appServers = [];

  beforeAll(async () => {
    repo = await createFixtureRepo();
    const render = await startFakeService('render');
    await render.stop();
    const options = { env: { MEDIA_DIR: repo.mediaDir, RENDER_URL: render.url }, repoRoot: repo.root };
    const apps = Object.values(table.apps);
    appServers = await Promise.all(apps.map((app) => startAppServer(path.join(repo.root, app.dir))));
    const appUrls = Object.fromEntries(apps.map((app, i) => [app.urlEnv, appServers[i]?.url ?? '']));
    [node, nginx, compose] = await Promise.all([
      startNodeGateway(options),
      startNginx(options),
      startNginx({ ...options, env: { ...options.env, ...appUrls } }),
    ]);
  }, 30_000);
  afterAll(async () => {
    await Promise.all([node, nginx, compose, ...appServers].map((running) => running?.stop()));
    await repo?.remove();
  });

  test.each(REQUESTS)('%s %s with Accept-Encoding "%s": the same answer, byte for byte', async (method, path, acceptEncoding) => {
    /** @type {Record<string, string>} */
    const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
    const [fromNode, fromNginx, fromCompose] = await Promise.all(
      [node, nginx, compose].map((gateway) => request(gateway.url, method, path, { headers })),
    );
    if (!fromNode || !fromNginx || !fromCompose) throw new Error('a gateway did not answer');
    expect(described(fromNginx, DESCRIBING)).toEqual(described(fromNode, DESCRIBING));
    expect(fromNginx.body.equals(fromNode.body)).toBe(true);
    expect(described(fromCompose, DESCRIBING_IN_COMPOSE)).toEqual(described(fromNode, DESCRIBING_IN_COMPOSE));
    expect(fromCompose.body.equals(fromNode.body)).toBe(true);
  });

  test("compose: the apps' servers read Accept-Encoding with the gateway's rule for brotli", () => {
    expect(readFileSync(new URL('../../docker/web.nginx.conf', import.meta.url), 'utf8')).toContain(`"~*${NGINX_ACCEPTS_BR}"`);
  });

  test.each(Object.keys(PRECOMPRESSED))('compose: %s, compressed or not, varies with Accept-Encoding', async (path) => {
    for (const acceptEncoding of ACCEPT_ENCODINGS) {
      const answer = await request(compose.url, 'GET', path, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
      // The app's server and the gateway's gzip filter may both name it: once is what counts.
      const vary = new Set(
        String(answer.headers.vary)
          .split(',')
          .map((name) => name.trim()),
      );
      expect({ acceptEncoding, vary: [...vary] }).toEqual({ acceptEncoding, vary: ['Accept-Encoding'] });
    }
  });
});
