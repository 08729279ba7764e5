/**
 * The gateway of `npm start`: the same route table (routes.json) and the same answers as the
 * rendered nginx.conf, in plain Node, so the embedded run needs no nginx.
 *
 *   node gateway/src/node-gateway.mjs        # listens on PORT, default 8080
 */
import { randomUUID } from 'node:crypto';
import dns from 'node:dns';
import { createReadStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { createGzip } from 'node:zlib';
import { loggableTarget } from './access-log.mjs';
import { GATEWAY_ERRORS } from './error-answers.mjs';
import { COMPRESSED_COPIES, acceptsCoding, contentTypeOf, isCompressible } from './content-types.mjs';
import {
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  AMBIGUOUS_PATH,
  API_CACHE_FILE,
  CONNECT_TIMEOUT_MS,
  GATEWAY_VIA,
  PAGE_CACHE_FILE,
  PAGE_CACHE_KEY_HEADER,
  READ_TIMEOUT_MS,
  REPO_ROOT,
  REQUEST_ID_PATTERN,
  apiCacheState,
  appCacheControl,
  appSource,
  matchLocation,
  mediaDir,
  normalizePath,
  pageCacheDir,
  pageCacheState,
  parseSize,
  resolveUpstream,
  shellApp,
  table,
} from './routes.mjs';
import { buildRuntimeConfig } from './runtime-config.mjs';
import { REPLACED_HEADERS, securityHeaders } from './security-headers.mjs';
import { visitorAddress } from './visitor-address.mjs';

/**
 * @typedef {import('node:http').IncomingMessage} Request
 * @typedef {import('node:http').ServerResponse} Response
 * @typedef {{ file: string, stats: import('node:fs').Stats }} FoundFile
 * @typedef {FoundFile & { coding?: 'br' | 'gzip' }} SentFile the file or its compressed copy
 */

const requestIdPattern = new RegExp(REQUEST_ID_PATTERN);
const defaultMaxBodyBytes = parseSize(table.bodyLimit);
/** As nginx's gzip_min_length: smaller files are not worth compressing. */
const GZIP_MIN_BYTES = 1024;
/** Headers of one connection, never forwarded (RFC 9110 §7.6.1). */
// `expect` too: the gateway answers 100 Continue itself (see proxy), so upstreams never see it.
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade', 'expect']);
/** Upstream headers the gateway drops: hop-by-hop ones, and the security headers it sets itself. */
const NOT_PASSED = new Set([...HOP_BY_HOP, ...REPLACED_HEADERS.map((name) => name.toLowerCase())]);
/** Named by the gateway alone, never by a client (as nginx's proxy_set_header replaces it). */
const PAGE_CACHE_KEY = PAGE_CACHE_KEY_HEADER.toLowerCase();
/** A kept page's headers, as nginx's page-cache location sends its file (render-nginx.mjs). */
const KEPT_PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': CACHE_REVALIDATE,
  vary: 'Accept-Encoding, Cookie',
};
/** A kept API answer's headers: the service's (routes.json `pageCache.api`), as nginx sends the file. */
const KEPT_API_HEADERS = {
  'content-type': table.pageCache.api.contentType,
  'cache-control': table.pageCache.api.cacheControl,
  vary: 'Accept-Encoding',
};

/**
 * The kept page (or API answer, `name`) of `key` in the coding the client takes best (br, gzip,
 * none), or null while none is kept.
 * @param {string} dir @param {string} key @param {string | undefined} acceptEncoding @param {string} [name]
 * @returns {Promise<{ body: Buffer, mtime: Date, coding?: 'br' | 'gzip' } | null>}
 */
async function keptPage(dir, key, acceptEncoding, name = PAGE_CACHE_FILE) {
  const coding = acceptsCoding(acceptEncoding, 'br') ? 'br' : acceptsCoding(acceptEncoding, 'gzip') ? 'gzip' : undefined;
  const file = path.join(dir, key, name + (coding === 'br' ? '.br' : coding === 'gzip' ? '.gz' : ''));
  const handle = await open(file).catch(() => null);
  if (!handle) return null;
  try {
    const [{ mtime }, body] = await Promise.all([handle.stat(), handle.readFile()]);
    return { body, mtime, coding };
  } finally {
    await handle.close();
  }
}

/**
 * @param {Response} res
 * @param {(typeof GATEWAY_ERRORS)[keyof typeof GATEWAY_ERRORS]} answer
 */
function sendJson(res, answer) {
  if (res.headersSent || res.destroyed) return;
  const body = JSON.stringify(answer);
  res
    .writeHead(answer.statusCode, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) })
    .end(body);
}

/**
 * nginx serves files to GET and HEAD only.
 * @param {Request} req
 * @param {Response} res
 */
function isFileMethod(req, res) {
  if (req.method === 'GET' || req.method === 'HEAD') return true;
  res.writeHead(405, { allow: 'GET, HEAD' }).end();
  return false;
}

/**
 * A file of `root`, or null; a directory path means its index.html, as in nginx.
 * @param {string} root
 * @param {string} relative
 * @returns {Promise<FoundFile | null>}
 */
async function findFile(root, relative) {
  const file = path.join(root, relative === '' || relative.endsWith('/') ? `${relative}index.html` : relative);
  if (!file.startsWith(root + path.sep)) return null; // never leave the root, whatever the path
  const stats = await stat(file).catch(() => null);
  return stats?.isFile() ? { file, stats } : null;
}

/**
 * The copy of a file to send: the build's brotli or gzip copy beside it (`main.js.br`,
 * `main.js.gz`) when the client accepts that coding, as nginx's precompressed locations do
 * (render-nginx.mjs), else the file itself.
 * @param {Request} req
 * @param {FoundFile} found
 * @returns {Promise<SentFile>}
 */
async function precompressedCopy(req, found) {
  for (const { coding, extension } of COMPRESSED_COPIES) {
    if (!acceptsCoding(req.headers['accept-encoding'], coding)) continue;
    const stats = await stat(found.file + extension).catch(() => null);
    if (stats?.isFile()) return { file: found.file + extension, stats, coding };
  }
  return found;
}

/**
 * A file with nginx's headers: the type of the file asked for, and for text types
 * `Vary: Accept-Encoding` and, for an app's file, the build's compressed copy the client accepts,
 * else gzip on the fly from GZIP_MIN_BYTES. ETag, Last-Modified and Content-Length are those of
 * the bytes sent, as with nginx's gzip_static.
 * @param {Request} req
 * @param {Response} res
 * @param {FoundFile} found
 * @param {{ cacheControl: string, built?: boolean }} options `built`: a file of an app's build,
 * which may have compressed copies (media files have none: nginx does not look for them there)
 */
async function sendFile(req, res, found, { cacheControl, built = false }) {
  const type = contentTypeOf(found.file);
  const compressible = isCompressible(type);
  /** @type {SentFile} */
  const { file, stats, coding } = compressible && built ? await precompressedCopy(req, found) : found;
  const gzipOnTheFly = compressible && !coding && stats.size >= GZIP_MIN_BYTES && acceptsCoding(req.headers['accept-encoding'], 'gzip');
  // nginx's ETag format: hex mtime in seconds and hex size; weak once gzipped on the fly, as nginx makes it.
  const etag = `${gzipOnTheFly ? 'W/' : ''}"${Math.floor(stats.mtimeMs / 1000).toString(16)}-${stats.size.toString(16)}"`;
  /** @type {Record<string, string | number>} */
  const headers = {
    'content-type': type,
    'cache-control': cacheControl,
    etag,
    'last-modified': stats.mtime.toUTCString(),
    ...(compressible && { vary: 'Accept-Encoding' }),
    ...(coding && { 'content-encoding': coding }),
  };
  // If-None-Match compares weakly (RFC 9110 §13.1.2).
  const weak = (/** @type {string} */ tag) => tag.trim().replace(/^W\//, '');
  const cached = (req.headers['if-none-match'] ?? '').split(',').map(weak);
  if (cached.includes(weak(etag))) return void res.writeHead(304, headers).end();

  res.writeHead(200, { ...headers, ...(gzipOnTheFly ? { 'content-encoding': 'gzip' } : { 'content-length': stats.size }) });
  if (req.method === 'HEAD') return void res.end();
  const done = () => {};
  if (gzipOnTheFly) pipeline(createReadStream(file), createGzip(), res, done);
  else pipeline(createReadStream(file), res, done);
}

/**
 * The request headers a service receives: the browser's own (Host included, so services can
 * compare it with Origin) minus hop-by-hop ones, plus the forwarding headers nginx sets:
 * X-Forwarded-For is the visitor's address alone, whatever the client wrote there.
 * @param {Request} req
 * @param {string} requestId
 * @param {string} client
 */
function forwardedHeaders(req, requestId, client) {
  const connectionScoped = new Set((req.headers.connection ?? '').split(',').map((name) => name.trim().toLowerCase()));
  const kept = Object.entries(req.headers).filter(
    ([name]) => !HOP_BY_HOP.has(name) && !connectionScoped.has(name) && name !== PAGE_CACHE_KEY,
  );
  return {
    ...Object.fromEntries(kept),
    // Re-framed as sent: Node frames a DELETE's (or OPTIONS') body only when told, and would
    // otherwise send its bytes bare, read upstream as a malformed next request.
    ...(req.headers['transfer-encoding'] && !req.headers['content-length'] ? { 'transfer-encoding': 'chunked' } : {}),
    'x-forwarded-for': client,
    'x-forwarded-proto': 'http',
    'x-request-id': requestId,
    via: GATEWAY_VIA,
  };
}

/**
 * A JSON 413, then the connection closes once the client has stopped sending: the rest of the
 * body is read and dropped, so the client reads the answer instead of a reset connection.
 * @param {Request} req
 * @param {Response} res
 */
function refuseTooLarge(req, res) {
  res.setHeader('connection', 'close');
  sendJson(res, GATEWAY_ERRORS.tooLarge);
  req.resume();
}

/**
 * How the gateway finds an upstream: every address of its host name, starting one further at
 * each request, so the replicas behind one name (compose's REPLICAS) share the requests. When one
 * refuses the connection or does not connect within 250 ms, Node goes on to the next address
 * (net's autoSelectFamily tries each in turn), before anything of the request is sent. Names
 * are asked of RESOLVER when set, as nginx does, else of the system.
 * @param {import('./routes.mjs').Env} env
 * @returns {import('node:net').LookupFunction}
 */
function spreadingLookup(env) {
  const resolver = env.RESOLVER ? new dns.Resolver() : undefined;
  if (env.RESOLVER) resolver?.setServers([env.RESOLVER]);
  let turn = 0;
  return (hostname, options, callback) => {
    /** @param {Error | null} error @param {dns.LookupAddress[]} [addresses] */
    const answer = (error, addresses = []) => {
      if (error || !addresses.length) return callback(error ?? new Error(`${hostname} has no address`), '', 4);
      const first = turn++ % addresses.length;
      const rotated = [...addresses.slice(first), ...addresses.slice(0, first)];
      if (options.all) return callback(null, /** @type {any} */ (rotated));
      callback(null, /** @type {dns.LookupAddress} */ (rotated[0]).address, /** @type {dns.LookupAddress} */ (rotated[0]).family);
    };
    if (resolver)
      resolver.resolve4(hostname, (error, ips) =>
        answer(
          error,
          ips?.map((address) => ({ address, family: 4 })),
        ),
      );
    else dns.lookup(hostname, { ...options, all: true }, answer);
  };
}

/**
 * Streams a request to an upstream and its answer back. An upstream that refuses, cannot be
 * reached within CONNECT_TIMEOUT_MS or goes silent becomes a JSON 503, or calls `unavailable`
 * when given (as do its own 502-504 answers then); its 404 calls `notFound` when given; a body
 * over the limit is a JSON 413.
 * @param {Request} req
 * @param {Response} res
 * `sendHeaders` go to the upstream with the request's, `answerHeaders` to the client with the upstream's answer.
 * @param {{ origin: string, path: string, maxBodyBytes: number, requestId: string, client: string, lookup: import('node:net').LookupFunction, cacheControl?: string, unavailable?: () => void, notFound?: () => void, sendHeaders?: Record<string, string>, answerHeaders?: Record<string, string> }} options
 */
function proxy(
  req,
  res,
  { origin, path: target, maxBodyBytes, requestId, client, lookup, cacheControl, unavailable, notFound, sendHeaders, answerHeaders },
) {
  if (Number(req.headers['content-length'] ?? 0) > maxBodyBytes) return refuseTooLarge(req, res);
  // The client waiting for 100 Continue gets it only now that its body is known to fit.
  if (/100-continue/i.test(req.headers.expect ?? '')) res.writeContinue();

  const { hostname, port } = new URL(origin);
  // A fresh connection per request, as nginx does without upstream keepalive: no stale pooled socket.
  const upstream = http.request({
    hostname,
    port,
    path: target,
    method: req.method,
    headers: { ...forwardedHeaders(req, requestId, client), ...sendHeaders },
    agent: false,
    lookup,
  });
  const connectTimer = setTimeout(() => upstream.destroy(new Error(`no connection within ${CONNECT_TIMEOUT_MS} ms`)), CONNECT_TIMEOUT_MS);
  upstream.on('socket', (socket) => socket.once('connect', () => clearTimeout(connectTimer)));
  upstream.setTimeout(READ_TIMEOUT_MS, () => upstream.destroy(new Error(`silent for ${READ_TIMEOUT_MS} ms`)));

  let tooLarge = false;
  let answered = false;
  upstream.on('error', (error) => {
    clearTimeout(connectTimer);
    if (tooLarge) return;
    if (answered && !res.headersSent) return; // the fallback page is on its way
    console.warn(`gateway: ${req.method} ${loggableTarget(target)} -> ${origin} failed (${error.message}) [${requestId}]`);
    if (res.headersSent) res.destroy();
    else if (unavailable) unavailable();
    else sendJson(res, GATEWAY_ERRORS.unavailable);
  });
  upstream.on('response', (answer) => {
    answered = true;
    const status = /** @type {number} */ (answer.statusCode);
    if (unavailable && status >= 502 && status <= 504) {
      answer.resume();
      return unavailable();
    }
    if (notFound && status === 404) {
      answer.resume();
      return notFound();
    }
    const headers = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !NOT_PASSED.has(name)));
    if (cacheControl) headers['cache-control'] = cacheControl;
    res.writeHead(status, { ...headers, ...answerHeaders });
    pipeline(answer, res, () => {});
  });
  res.on('close', () => {
    if (!res.writableFinished) upstream.destroy();
  });

  // A body without Content-Length (chunked) is counted as it streams.
  let received = 0;
  req.on('data', (chunk) => {
    received += chunk.length;
    if (received <= maxBodyBytes || tooLarge) return;
    tooLarge = true;
    req.unpipe(upstream);
    upstream.destroy();
    refuseTooLarge(req, res);
  });
  req.pipe(upstream);
}

/**
 * The gateway as an http.Server, not yet listening, configured by `env` as the rendered
 * nginx.conf is.
 * @param {{ env?: import('./routes.mjs').Env, repoRoot?: string }} [options]
 */
export function createGateway({ env = process.env, repoRoot = REPO_ROOT } = {}) {
  const runtimeConfig = JSON.stringify(buildRuntimeConfig(env));
  const media = mediaDir(env, repoRoot);
  const security = securityHeaders(env);
  const visitor = visitorAddress(env);
  const lookup = spreadingLookup(env);
  const keptPages = pageCacheDir(env, repoRoot);

  /** @param {Request} req @param {Response} res */
  async function handle(req, res) {
    const url = req.url ?? '/';
    const queryAt = url.indexOf('?');
    const search = queryAt < 0 ? '' : url.slice(queryAt);
    const rawPath = queryAt < 0 ? url : url.slice(0, queryAt);
    const pathname = AMBIGUOUS_PATH.test(rawPath) ? null : normalizePath(rawPath);
    if (pathname === null) return sendJson(res, GATEWAY_ERRORS.badRequest);

    const header = req.headers['x-request-id'];
    const requestId = typeof header === 'string' && requestIdPattern.test(header) ? header : randomUUID();
    const client = visitor(req);
    const { target } = matchLocation(pathname);

    /** The shell's index.html: the SPA fallback, and what a page answers while its service is down. */
    async function shellIndex() {
      const source = appSource(shellApp, env, repoRoot);
      if ('url' in source) {
        const cacheControl = appCacheControl('/index.html');
        return proxy(req, res, {
          origin: source.url,
          path: '/index.html',
          maxBodyBytes: defaultMaxBodyBytes,
          requestId,
          client,
          lookup,
          cacheControl,
        });
      }
      const found = await findFile(source.dir, 'index.html');
      return found
        ? sendFile(req, res, found, { cacheControl: appCacheControl('/index.html'), built: true })
        : sendJson(res, GATEWAY_ERRORS.notFound);
    }

    /**
     * A page: its service's answer, else (down, failing) the shell's index.html. A page the render
     * process keeps is sent as kept (X-Page-Cache: hit), else rendered and kept for the next (miss);
     * a request that may not share it is rendered for itself (bypass).
     * @param {string} service
     */
    async function page(service) {
      const cache =
        service === 'render' && keptPages
          ? pageCacheState({ method: req.method, pathname: /** @type {string} */ (pathname), search, cookie: req.headers.cookie })
          : undefined;
      const kept = keptPages && cache?.state === 'shared' ? await keptPage(keptPages, cache.key, req.headers['accept-encoding']) : null;
      if (kept) {
        res.writeHead(200, {
          ...KEPT_PAGE_HEADERS,
          'last-modified': kept.mtime.toUTCString(),
          'content-length': kept.body.length,
          ...(kept.coding && { 'content-encoding': kept.coding }),
          'x-page-cache': 'hit',
        });
        return void res.end(req.method === 'HEAD' ? undefined : kept.body);
      }
      return proxy(req, res, {
        sendHeaders: cache?.state === 'shared' ? { [PAGE_CACHE_KEY]: cache.key } : undefined,
        answerHeaders: cache && { 'x-page-cache': cache.state === 'shared' ? 'miss' : 'bypass' },
        origin: resolveUpstream(service, env),
        path: url,
        maxBodyBytes: defaultMaxBodyBytes,
        requestId,
        client,
        lookup,
        unavailable: () => void shellIndex(),
      });
    }

    switch (target.kind) {
      case 'not-found':
        return sendJson(res, GATEWAY_ERRORS.notFound);
      case 'page':
        return page(target.service);
      case 'api': {
        // A public read the render process keeps: sent as kept (X-Api-Cache: hit), else the service's (miss, bypass).
        const cache = keptPages ? apiCacheState({ method: req.method, pathname, search, cookie: req.headers.cookie }) : undefined;
        const kept =
          keptPages && cache?.state === 'shared'
            ? await keptPage(keptPages, cache.key, req.headers['accept-encoding'], API_CACHE_FILE)
            : null;
        if (kept) {
          res.writeHead(200, {
            ...KEPT_API_HEADERS,
            'last-modified': kept.mtime.toUTCString(),
            'content-length': kept.body.length,
            ...(kept.coding && { 'content-encoding': kept.coding }),
            'x-api-cache': 'hit',
            // The kept answer is the service's own: it names the service, as the service does.
            'x-service': target.service,
          });
          return void res.end(req.method === 'HEAD' ? undefined : kept.body);
        }
        // Services receive the request target as sent, exactly as from nginx.
        return proxy(req, res, {
          answerHeaders: cache && { 'x-api-cache': cache.state === 'shared' ? 'miss' : 'bypass' },
          origin: resolveUpstream(target.service, env),
          path: url,
          maxBodyBytes: target.maxBodyBytes,
          requestId,
          client,
          lookup,
        });
      }
      case 'runtime-config': {
        if (!isFileMethod(req, res)) return;
        const headers = {
          'content-type': 'application/json; charset=utf-8',
          'cache-control': CACHE_REVALIDATE,
          'content-length': Buffer.byteLength(runtimeConfig),
        };
        return void res.writeHead(200, headers).end(req.method === 'HEAD' ? undefined : runtimeConfig);
      }
      case 'media': {
        if (!isFileMethod(req, res)) return;
        const found = await findFile(media, pathname.slice(table.media.path.length));
        return found ? sendFile(req, res, found, { cacheControl: CACHE_IMMUTABLE }) : sendJson(res, GATEWAY_ERRORS.notFound);
      }
      case 'app': {
        const { pageFallback } = target;
        const source = appSource(target, env, repoRoot);
        if ('url' in source) {
          // Each app's server serves its build at its root.
          const appPath =
            pathname
              .slice(target.path.length - 1)
              .split('/')
              .map(encodeURIComponent)
              .join('/') + search;
          return proxy(req, res, {
            origin: source.url,
            path: appPath,
            maxBodyBytes: defaultMaxBodyBytes,
            requestId,
            client,
            lookup,
            cacheControl: appCacheControl(pathname),
            // No such file on the app's server: a page (nginx's error_page 404 there).
            notFound: pageFallback ? () => void page(pageFallback) : undefined,
          });
        }
        // A path that is no file is a page, whatever the method (its service says which it takes).
        const found = await findFile(source.dir, pathname.slice(target.path.length));
        if (found || !pageFallback) {
          if (!isFileMethod(req, res)) return;
          return found
            ? sendFile(req, res, found, { cacheControl: appCacheControl(pathname), built: true })
            : sendJson(res, GATEWAY_ERRORS.notFound);
        }
        return page(pageFallback);
      }
    }
  }

  /** @param {Request} req @param {Response} res */
  function listener(req, res) {
    // Set before any answer is written: writeHead() adds to these, whatever the answer.
    for (const [name, value] of security) res.setHeader(name, value);
    handle(req, res).catch((error) => {
      console.error('gateway: unexpected error', error);
      sendJson(res, GATEWAY_ERRORS.internal);
    });
  }
  // `Expect: 100-continue` comes here instead of Node's automatic 100: proxy() sends it only to a body that fits.
  return http.createServer(listener).on('checkContinue', listener);
}

function start() {
  const port = Number(process.env.PORT || 8080);
  const server = createGateway();
  server.on('error', (error) => {
    console.error(`gateway: cannot listen on ${port}: ${error.message}`);
    process.exit(1);
  });
  server.listen(port, () => console.log(`gateway: http://localhost:${port}`));

  /** @param {NodeJS.Signals} signal */
  const shutdown = (signal) => {
    console.log(`gateway: ${signal}, finishing requests in flight`);
    // close() stops accepting and ends idle keep-alive connections; stragglers are cut after 5 s.
    server.close(() => process.exit(0));
    setTimeout(() => server.closeAllConnections(), 5000).unref();
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) start();
