/**
 * The render process: answers the public pages (the gateway's `pages` routes, and every path that
 * is no file of the shell's) with their HTML rendered on the server by the shell's server bundle,
 * which loads the remotes' server containers over HTTP, as the browser loads theirs; a path no
 * route knows is the not-found page with 404. Any failure answers 503 quickly, and the gateway
 * then serves the shell's plain index.html: the page renders in the browser as before. README.md.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { guardFetch } from './fetch-guard.mjs';
import { createPageCache } from './page-cache.mjs';
import { trustedPeers } from './trusted-peers.mjs';

const env = process.env;
const PORT = Number(env.PORT ?? 3010);
/** Loopback, as the services: only the gateway on this machine reaches it (compose sets 0.0.0.0 on its own network). */
const HOST = env.HOST ?? '127.0.0.1';
/** The gateway: the API, the runtime config and the remotes' files, as the browser reaches them. */
const GATEWAY_URL = (env.GATEWAY_URL ?? 'http://127.0.0.1:8080').replace(/\/+$/, '');
const SITE_URL = (env.PUBLIC_SITE_URL ?? 'http://localhost:8080').replace(/\/+$/, '');
/** Whose X-Forwarded-For names the visitor: the gateway's (compose: the services network's containers, not the host). */
const fromTrustedPeer = trustedPeers(env.TRUSTED_PROXIES);
/** The shell's build: index.html and dist/server, one build (client and server must match). */
const SHELL_DIST = env.SHELL_DIST ?? join(import.meta.dirname, '..', '..', 'shell', 'dist');
/** A page not rendered by then falls back to the browser. */
const DEADLINE_MS = Number(env.RENDER_DEADLINE_MS ?? 2000);
/** A remote module that failed to load is tried again after this long (until then its pages fall back at once). */
const REMOTE_RETRY_MS = Number(env.RENDER_REMOTE_RETRY_MS ?? 10_000);
/**
 * The services the public forms write to, called directly as the gateway calls them (their
 * `<NAME>_URL`, else the port of the gateway's route table): through the gateway, the visitor's
 * address would be replaced by this process's.
 */
const SERVICE_URLS = {
  mailing: (env.MAILING_URL ?? 'http://127.0.0.1:3005').replace(/\/+$/, ''),
  bookings: (env.BOOKINGS_URL ?? 'http://127.0.0.1:3002').replace(/\/+$/, ''),
  identity: (env.IDENTITY_URL ?? 'http://127.0.0.1:3004').replace(/\/+$/, ''),
};
/**
 * A posted form's body, at most: the longest, the contact form's, holds a 5,000-character message,
 * which URL-encoded UTF-8 makes 45 KB at worst.
 */
const FORM_BODY_LIMIT = 64 * 1024;
/**
 * The cookie that tells the page a form's redirect leads to which form was sent, so it shows the
 * success text (post/redirect/get). It holds the form's name only, never what was typed; it lives
 * a minute and is cleared by the page it was meant for.
 */
const SENT_COOKIE = 'form-sent';
const SENT_COOKIE_ATTRIBUTES = `Path=/; HttpOnly; SameSite=Lax${SITE_URL.startsWith('https:') ? '; Secure' : ''}`;

guardFetch({ timeoutMs: Number(env.RENDER_FETCH_TIMEOUT_MS ?? 1500) });

const template = readFileSync(join(SHELL_DIST, 'index.html'), 'utf8');
/** @param {number} level @param {string} msg @param {Record<string, unknown>} [fields] */
const log = (level, msg, fields = {}) => process.stdout.write(`${JSON.stringify({ level, time: Date.now(), msg, ...fields })}\n`);

/**
 * Where the gateways find the kept pages (PAGE_CACHE_DIR, shared with them); pages are kept only
 * with Redis, where the services announce their changes (README.md, Page cache).
 */
const pageCache =
  env.PAGE_CACHE_DIR && env.REDIS_URL
    ? createPageCache({
        dir: env.PAGE_CACHE_DIR,
        redisUrl: env.REDIS_URL,
        // The service kit's publicChangesChannel, in the deployment's namespace as the services' (QUEUE_PREFIX).
        channel: `${env.QUEUE_PREFIX ?? 'atelier'}:public-pages-changed`,
        gatewayUrl: GATEWAY_URL,
        log,
      })
    : undefined;
if (env.PAGE_CACHE_DIR && !env.REDIS_URL) log(40, 'PAGE_CACHE_DIR without REDIS_URL: no page is kept (changes could not be heard)');

/** The renderer, once the runtime config has been read from the gateway (retried on the next page until it is). */
let renderer;
async function getRenderer() {
  renderer ??= createRendererFromGateway().catch((error) => {
    renderer = undefined;
    throw error;
  });
  return renderer;
}

async function createRendererFromGateway() {
  const response = await fetch(`${GATEWAY_URL}/runtime-config.json`);
  if (!response.ok) throw new Error(`/runtime-config.json answered ${response.status}`);
  const config = /** @type {{ remotes: Record<string, string> }} */ (await response.json());
  // Each remote's server container sits in `server/` beside its browser remoteEntry.js.
  const serverRemotes = Object.fromEntries(
    Object.entries(config.remotes).map(([name, entry]) => [
      name,
      new URL(entry.replace(/remoteEntry\.js$/, 'server/remoteEntry.js'), `${GATEWAY_URL}/`).href,
    ]),
  );
  // The bundle starts asynchronously (Module Federation negotiates the shared modules first).
  const { createRenderer } = await createRequire(import.meta.url)(join(SHELL_DIST, 'server', 'server.cjs'));
  return createRenderer({
    template,
    apiUrl: GATEWAY_URL,
    siteUrl: SITE_URL,
    serverRemotes,
    config,
    remoteRetryMs: REMOTE_RETRY_MS,
    serviceUrls: SERVICE_URLS,
  });
}

const compress = { br: promisify(brotliCompress), gzip: promisify(gzip) };
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };
const GZIP = { level: 6 };

/**
 * The coding to send: br, else gzip, else none (`q=0` refuses), as the gateways choose for files.
 * @param {string} [acceptEncoding]
 * @returns {'br' | 'gzip' | undefined}
 */
function codingFor(acceptEncoding = '') {
  const weights = new Map(
    acceptEncoding.split(',').map((part) => {
      const [name, q] = part
        .trim()
        .toLowerCase()
        .split(/\s*;\s*q=/);
      return [name, q === undefined ? 1 : Number(q)];
    }),
  );
  const weight = (/** @type {string} */ coding) => weights.get(coding) ?? weights.get('*') ?? 0;
  return /** @type {const} */ (['br', 'gzip']).find((coding) => weight(coding) > 0);
}

/**
 * @typedef {import('node:http').IncomingMessage} Request
 * @typedef {import('node:http').ServerResponse} Response
 * @param {Request} req @param {Response} res @param {number} status @param {string} html
 * @param {Record<string, string>} [headers]
 */
async function send(req, res, status, html, headers = {}) {
  const coding = codingFor(req.headers['accept-encoding']);
  const body = coding ? await compress[coding](html, coding === 'br' ? BROTLI : GZIP) : Buffer.from(html);
  sendBody(req, res, status, body, coding, headers);
}

/**
 * @param {Request} req @param {Response} res @param {number} status @param {Buffer} body
 * @param {'br' | 'gzip' | undefined} coding @param {Record<string, string>} headers
 */
function sendBody(req, res, status, body, coding, headers) {
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-cache',
    Vary: 'Accept-Encoding, Cookie',
    'Content-Length': body.length,
    ...(coding && { 'Content-Encoding': coding }),
    ...headers,
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * The path and query of a request target, read as a path: `//painting/1` is a path, not a host as
 * `new URL` would have it. Anything but an origin-form target (one `/`, then no `/` or `\\`) is
 * refused, so no other reading of it can reach a page.
 * @param {string | undefined} target
 * @returns {{ pathname: string, search: string } | null}
 */
function parseTarget(target = '') {
  if (!/^\/(?![/\\])/.test(target)) return null;
  const queryAt = target.indexOf('?');
  const pathname = queryAt < 0 ? target : target.slice(0, queryAt);
  const search = queryAt < 0 ? '' : target.slice(queryAt);
  // A target is one line of printable ASCII; a fragment or a space is no path the gateway sends.
  if (/[^\x21-\x7e]|#/.test(pathname)) return null;
  return { pathname, search: search === '?' ? '' : search };
}

/**
 * Answers an error no page is rendered for: text, never cached.
 * @param {Response} res @param {number} status @param {string} text @param {Record<string, string>} [headers]
 */
function refuse(res, status, text, headers = {}) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers }).end(`${text}\n`);
}

/** @param {Response} res @param {string} reason */
function fallback(res, reason) {
  res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'X-Render-Fallback': reason });
  res.end('Rendering in the browser\n');
}

/**
 * The body of a request, as text; null once it is longer than `limit` bytes (the rest is not read).
 * @param {Request} req @param {number} limit
 * @returns {Promise<string | null>}
 */
function readBody(req, limit) {
  if (Number(req.headers['content-length'] ?? 0) > limit) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    req.on('data', (/** @type {Buffer} */ chunk) => {
      size += chunk.length;
      if (size > limit) return resolve(null);
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/**
 * The name of the form whose redirect this page follows, from its cookie (undefined without one).
 * @param {string} [cookie]
 */
function sentForm(cookie = '') {
  return new RegExp(`(?:^|;\\s*)${SENT_COOKIE}=([\\w-]+)`).exec(cookie)?.[1];
}

/**
 * A public form posted without JavaScript (README.md, Forms): refused when a browser sent it from
 * another site; else validated and sent to its service, then a redirect to the page showing it
 * was sent (303), or the page again with each field's error beside it and what was typed.
 * @param {Request} req @param {Response} res @param {{ pathname: string, search: string }} url
 * @param {AbortSignal} signal
 */
async function submit(req, res, url, signal) {
  const { render, submit: submitForm, isCrossSiteRequest } = await getRenderer();
  if (isCrossSiteRequest(req.headers)) return refuse(res, 403, 'Cross-site request refused');
  if (!/^application\/x-www-form-urlencoded\s*(;|$)/i.test(req.headers['content-type'] ?? ''))
    return refuse(res, 415, 'A form is sent as application/x-www-form-urlencoded');
  const body = await readBody(req, FORM_BODY_LIMIT);
  if (body === null) return refuse(res, 413, 'Payload too large', { Connection: 'close' });

  /** @type {Record<string, string>} */
  const headers = {};
  // What the gateway forwards: the visitor's address (which the services' per-address limits count), the request's id.
  for (const name of ['x-forwarded-for', 'x-forwarded-proto', 'x-request-id']) {
    const value = req.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  // From anyone else the peer is the visitor, whatever it wrote.
  if (!fromTrustedPeer(req.socket.remoteAddress)) headers['x-forwarded-for'] = req.socket.remoteAddress ?? 'unknown';
  const outcome = await submitForm({
    path: url.pathname,
    fields: Object.fromEntries(new URLSearchParams(body)),
    headers,
    cookie: req.headers.cookie,
  });
  if (!outcome) return refuse(res, 404, 'No such form on this page');
  if (outcome.sent) {
    res.writeHead(303, {
      Location: outcome.anchor ? `${url.pathname}#${outcome.anchor}` : url.pathname,
      // The page's "sent", and what the service's answer gives the browser (the reset's trusted device).
      'Set-Cookie': [`${SENT_COOKIE}=${outcome.form}; Max-Age=60; ${SENT_COOKIE_ATTRIBUTES}`, ...outcome.cookies],
      'Cache-Control': 'no-store',
    });
    return void res.end();
  }
  // The page again, at the address it was posted to: a reload asks before it sends again.
  const page = await render({
    path: url.pathname,
    search: url.search,
    cookie: req.headers.cookie,
    signal,
    form: { name: outcome.form, result: outcome.result },
  });
  if (!page || page.status === 404) return refuse(res, 404, 'Not found');
  await send(req, res, outcome.status, page.html, { 'Cache-Control': 'no-store' });
}

const server = createServer(async (req, res) => {
  const url = parseTarget(req.url);
  if (!url) return refuse(res, 400, 'Bad request target');
  if (url.pathname === '/health/live') return void res.writeHead(200, { 'Cache-Control': 'no-store' }).end('ok');
  if (url.pathname === '/health/ready') {
    const ready = await getRenderer().then(
      () => true,
      () => false,
    );
    return void res.writeHead(ready ? 200 : 503, { 'Cache-Control': 'no-store' }).end(ready ? 'ok' : 'not ready');
  }
  if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'POST')
    return refuse(res, 405, 'Method not allowed', { Allow: 'GET, HEAD, POST' });

  if (url.pathname === '/currency') {
    // The currency forms of a page not yet live, or without JavaScript: the cookie, and back.
    const { location, cookie } = (await getRenderer().catch(() => null))?.chooseCurrency(url.search) ?? { location: '/', cookie: null };
    return void res.writeHead(303, { Location: location, 'Cache-Control': 'no-store', ...(cookie && { 'Set-Cookie': cookie }) }).end();
  }

  const started = performance.now();
  const signal = AbortSignal.timeout(DEADLINE_MS);
  try {
    if (req.method === 'POST') return void (await submit(req, res, url, signal));
    const sent = sentForm(req.headers.cookie);
    const form = sent === undefined ? undefined : { name: sent, result: { status: 'sent' } };
    // Before the page's data is read: a change from now on means this page is not kept.
    const ticket = form ? undefined : pageCache?.ticket(req.headers['x-page-cache-key'], url.search);
    const page = await (await getRenderer()).render({ path: url.pathname, search: url.search, cookie: req.headers.cookie, signal, form });
    // A route the browser alone renders (the admin's): the shell's page, as the gateways serve it.
    if (!page) return void (await send(req, res, 200, template));
    const timing = { 'Server-Timing': `render;dur=${(performance.now() - started).toFixed(1)}` };
    // 'Page Not Found', and a page whose subject does not exist: what is missing may appear later.
    if (page.status === 404) return void (await send(req, res, 404, page.html, { ...timing, 'Cache-Control': 'no-store' }));
    // The success text is shown once: the cookie goes, and this page is nobody's to keep.
    const shown = form && { 'Set-Cookie': `${SENT_COOKIE}=; Max-Age=0; ${SENT_COOKIE_ATTRIBUTES}`, 'Cache-Control': 'no-store' };
    if (!ticket || !pageCache) return void (await send(req, res, 200, page.html, { ...timing, ...shown }));
    // Kept with both compressed copies, as the gateways send a file's.
    const html = Buffer.from(page.html);
    const [br, gzip] = await Promise.all([compress.br(html, BROTLI), compress.gzip(html, GZIP)]);
    pageCache.keep(ticket, { html, br, gzip }).catch((error) => log(40, 'A page could not be kept', { err: { message: error.message } }));
    const coding = codingFor(req.headers['accept-encoding']);
    sendBody(req, res, 200, coding === 'br' ? br : coding === 'gzip' ? gzip : html, coding, timing);
  } catch (error) {
    const reason = signal.aborted ? 'deadline' : 'error';
    log(40, 'Page rendered in the browser instead', {
      // A long segment may be the secret of an e-mailed link (/password-reset/<token>): never logged.
      path: url.pathname.replace(/(?<=\/)[^/]{20,}(?=\/|$)/g, ':hidden'),
      reason,
      err: { message: error instanceof Error ? error.message : String(error) },
    });
    if (!res.headersSent) fallback(res, reason);
  }
});

server.listen(PORT, HOST, () => log(30, `Render process listening on ${HOST}:${PORT}`));
for (const signal of ['SIGTERM', 'SIGINT'])
  process.on(signal, () => {
    pageCache?.close();
    server.close(() => process.exit(0));
  });
