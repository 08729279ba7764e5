/**
 * The gateway's route table (routes.json) as a list of nginx-style locations, matched with
 * nginx's own rules, so the Node gateway answers every path exactly as the rendered nginx.conf.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * @typedef {{ urlEnv: string, port: number, workspace?: string }} ServiceDef
 * @typedef {{ path: string, dir: string, urlEnv: string, pageFallback?: string }} AppDef
 * @typedef {{ prefix?: string, regex?: string, service: string, bodyLimit?: string }} ApiRouteDef
 * @typedef {{ exact?: string, regex?: string, service: string }} PageRouteDef
 * @typedef {{ param: string, values: string[] }} KeptQueryParamDef
 * @typedef {{ exact?: string, regex?: string, name: string, query?: KeptQueryParamDef[] }} KeptPageDef
 * @typedef {{ locations: string[], contentType: string, cacheControl: string, answers: KeptPageDef[] }} KeptApiDef
 * @typedef {{ dirEnv: string, cookie: string, currencies: string[], pages: KeptPageDef[], api: KeptApiDef }} PageCacheDef
 * @typedef {{
 *   services: Record<string, ServiceDef>,
 *   apps: Record<string, AppDef>,
 *   media: { path: string, dirEnv: string, defaultDir: string },
 *   runtimeConfig: string,
 *   notFound: string[],
 *   hashedAsset: string,
 *   bodyLimit: string,
 *   api: ApiRouteDef[],
 *   pages: PageRouteDef[],
 *   pageCache: PageCacheDef,
 * }} RouteTable
 *
 * @typedef {{ kind: 'api', service: string, bodyLimit: string, maxBodyBytes: number }
 *   | { kind: 'page', service: string }
 *   | { kind: 'app', name: string } & AppDef
 *   | { kind: 'media' }
 *   | { kind: 'runtime-config' }
 *   | { kind: 'not-found' }} Target
 * @typedef {{ match: 'exact' | 'prefix' | 'regex', pattern: string, target: Target }} Location
 * @typedef {Record<string, string | undefined>} Env
 */

/** The repository root: static apps and the default media directory are relative to it. */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** @type {RouteTable} */
export const table = JSON.parse(readFileSync(new URL('../routes.json', import.meta.url), 'utf8'));

/** The shell: the app at `/`, whose index.html is every client route's page. */
export const shellApp = /** @type {AppDef} */ (table.apps.shell);

/** A dead service must be reported within 2 s (architecture §2), so connecting may take 1 s at most. */
export const CONNECT_TIMEOUT_MS = 1000;
/** How long a connected service may stay silent (nginx's default). */
export const READ_TIMEOUT_MS = 60_000;

/** An `X-Request-Id` sent by the client is kept only when it looks like one; otherwise the gateway makes one. */
export const REQUEST_ID_PATTERN = '^[\\w.:-]{1,128}$';

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'no-cache';

const SIZE_UNITS = { '': 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3 };

/**
 * nginx size syntax ("1m", "15m", "512k", "2048") in bytes.
 * @param {string} size
 */
export function parseSize(size) {
  const match = /^(\d+)([kmg]?)$/i.exec(size);
  if (!match) throw new Error(`invalid size "${size}": use nginx syntax such as 1m or 512k`);
  const [, amount = '', unit = ''] = match;
  return Number(amount) * SIZE_UNITS[/** @type {keyof typeof SIZE_UNITS} */ (unit.toLowerCase())];
}

/** @param {string} service */
function knownService(service) {
  if (!table.services[service]) throw new Error(`routes.json: unknown service "${service}"`);
}

/** Every location of the gateway, in the order nginx.conf lists them. @type {Location[]} */
export const locations = [
  { match: 'exact', pattern: table.runtimeConfig, target: { kind: 'runtime-config' } },
  ...table.notFound.map((prefix) => /** @type {Location} */ ({ match: 'prefix', pattern: prefix, target: { kind: 'not-found' } })),
  { match: 'prefix', pattern: table.media.path, target: { kind: 'media' } },
  ...Object.entries(table.apps).map(([name, app]) => {
    if (app.pageFallback) knownService(app.pageFallback);
    return /** @type {Location} */ ({ match: 'prefix', pattern: app.path, target: { kind: 'app', name, ...app } });
  }),
  ...table.pages.map((route) => {
    knownService(route.service);
    return /** @type {Location} */ ({
      match: route.regex ? 'regex' : 'exact',
      pattern: /** @type {string} */ (route.regex ?? route.exact),
      target: { kind: 'page', service: route.service },
    });
  }),
  ...table.api.map((route) => {
    knownService(route.service);
    const bodyLimit = route.bodyLimit ?? table.bodyLimit;
    return /** @type {Location} */ ({
      match: route.regex ? 'regex' : 'prefix',
      pattern: route.regex ?? route.prefix,
      target: { kind: 'api', service: route.service, bodyLimit, maxBodyBytes: parseSize(bodyLimit) },
    });
  }),
];

// `location = /` beside `location /` is fine; the same kind of location twice is not.
const duplicate = locations.find(
  (location, i) => locations.findIndex((other) => other.match === location.match && other.pattern === location.pattern) !== i,
);
if (duplicate) throw new Error(`routes.json: "${duplicate.pattern}" is listed twice (nginx refuses duplicate locations)`);

/**
 * A request target the gateways refuse (400): encoded slashes, backslashes or dots, or dot
 * segments. Routes are chosen on the decoded, normalised path while the raw target is what a
 * service receives, so such a target could be routed as one path and read as another.
 */
export const AMBIGUOUS_PATH = /%2f|%5c|%2e|\\|\/\.\.?(\/|$)/i;

/** The Via a gateway adds to what it forwards; the services' internal guard refuses it. */
export const GATEWAY_VIA = '1.1 atelier-gateway';

/**
 * The path nginx matches locations against: percent-decoded, dot segments resolved and
 * repeated slashes merged. Null when it cannot be decoded, where nginx answers 400.
 * @param {string} rawPath the request target before its `?`
 */
export function normalizePath(rawPath) {
  try {
    const decoded = decodeURIComponent(rawPath);
    return decoded.startsWith('/') && !decoded.includes('\0') ? path.posix.normalize(decoded) : null;
  } catch {
    return null;
  }
}

const regexes = new Map(locations.filter((l) => l.match === 'regex').map((l) => [l, new RegExp(l.pattern)]));

/**
 * The location nginx would choose for a path from `normalizePath`: an exact match; else the
 * first regex (in table order) that matches; else the longest matching prefix.
 * @param {string} pathname
 * @returns {Location} always one, since the shell's "/" matches everything
 */
export function matchLocation(pathname) {
  /** @type {Location | undefined} */
  let longestPrefix;
  for (const location of locations) {
    if (location.match === 'exact' && location.pattern === pathname) return location;
    if (
      location.match === 'prefix' &&
      pathname.startsWith(location.pattern) &&
      location.pattern.length > (longestPrefix?.pattern.length ?? -1)
    ) {
      longestPrefix = location;
    }
  }
  for (const [location, regex] of regexes) if (regex.test(pathname)) return location;
  return /** @type {Location} */ (longestPrefix);
}

/**
 * The API route that serves a path, or null when the gateway answers it itself.
 * @param {string} pathname
 * @returns {{ service: string, bodyLimit: string, maxBodyBytes: number } | null}
 */
export function matchApiRoute(pathname) {
  const { target } = matchLocation(pathname);
  return target.kind === 'api' ? target : null;
}

/**
 * Only the origin of a configured URL counts: a path would change what nginx sends upstream.
 * @param {string | undefined} url
 */
function originOf(url) {
  return url ? new URL(url).origin : undefined;
}

/**
 * Where a service listens: its `<NAME>_URL` variable, else 127.0.0.1 on its own port.
 * @param {string} service
 * @param {Env} [env]
 */
export function resolveUpstream(service, env = process.env) {
  const definition = table.services[service];
  if (!definition) throw new Error(`routes.json has no service "${service}"`);
  const { urlEnv, port } = definition;
  return originOf(env[urlEnv]) ?? `http://127.0.0.1:${port}`;
}

/**
 * A front-end app is proxied to its own server when its URL variable is set (compose),
 * else served from its build directory.
 * @param {AppDef} app
 * @param {Env} env
 * @param {string} repoRoot
 * @returns {{ url: string } | { dir: string }}
 */
export function appSource(app, env, repoRoot) {
  const url = originOf(env[app.urlEnv]);
  return url ? { url } : { dir: path.resolve(repoRoot, app.dir) };
}

/**
 * @param {Env} env
 * @param {string} repoRoot
 */
export function mediaDir(env, repoRoot) {
  return path.resolve(repoRoot, env[table.media.dirEnv] || table.media.defaultDir);
}

const hashedAsset = new RegExp(table.hashedAsset);

/**
 * Cache policy of a front-end file: content-hashed names never change, everything else
 * (index.html, remoteEntry.js) is revalidated on every load.
 * @param {string} pathname
 */
export function appCacheControl(pathname) {
  return hashedAsset.test(pathname) ? CACHE_IMMUTABLE : CACHE_REVALIDATE;
}

/** The header by which a gateway names the kept page a render should become (routes.json `pageCache`). */
export const PAGE_CACHE_KEY_HEADER = 'X-Page-Cache-Key';
/** The kept page's file in its key's folder; its brotli and gzip copies are beside it (`.br`, `.gz`). */
export const PAGE_CACHE_FILE = 'page.html';

/**
 * The folder the gateways send kept pages from (the render process writes `current/` in it), or
 * undefined when pages are not kept.
 * @param {Env} env
 * @param {string} repoRoot
 */
export function pageCacheDir(env, repoRoot) {
  const dir = env[table.pageCache.dirEnv];
  return dir ? path.join(path.resolve(repoRoot, dir), 'current') : undefined;
}

/** @param {KeptPageDef[]} kept */
const keptRegexes = (kept) =>
  kept.map(({ exact, regex, name, query }) => ({
    regex: new RegExp(regex ?? `^${exact?.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
    name,
    query: query && new RegExp(`^${canonicalQuery(query)}$`),
  }));

/** What a kept query's parameters and values may be: they become a folder's name, which nginx computes too. */
const QUERY_WORD = /^[a-z0-9]{1,16}$/;

/**
 * A regular expression (unanchored, for JavaScript and nginx alike) of the queries a kept page
 * (routes.json `pageCache.pages[].query`) is kept for: its parameters in their listed order, each
 * at most once with one of its listed values, joined by `&`. No other query, so the kept variants
 * are bounded by the lists (an unknown parameter, an unlisted value, a repeat or another order is
 * never kept): e.g. `sort=title&page=2`, never `page=2&sort=title`.
 * @param {KeptQueryParamDef[]} params
 */
export function canonicalQuery(params) {
  for (const { param, values } of params) {
    if (![param, ...values].every((word) => QUERY_WORD.test(word)) || values.length === 0) {
      throw new Error(`routes.json: pageCache query parameter "${param}" needs values of ${QUERY_WORD.source}`);
    }
  }
  const pairs = params.map(({ param, values }) => `${param}=(?:${values.join('|')})`);
  // Each parameter may start the query; any of the later ones may follow it, in order.
  return `(?:${pairs
    .map(
      (first, i) =>
        first +
        pairs
          .slice(i + 1)
          .map((later) => `(?:&${later})?`)
          .join(''),
    )
    .join('|')})`;
}
for (const { exact, query } of table.pageCache.pages) {
  // The name a query's key extends must be fixed: nginx names the folder from the page's name and the query.
  if (query && !exact) throw new Error('routes.json: a pageCache page with a query must be exact');
}
const cachedPages = keptRegexes(table.pageCache.pages);
const cachedAnswers = keptRegexes(table.pageCache.api.answers);
for (const prefix of table.pageCache.api.locations) {
  if (!table.api.some((route) => route.prefix === prefix)) throw new Error(`routes.json: pageCache.api names "${prefix}", no api prefix`);
}

/** The kept API answer's file in its key's folder, with its brotli and gzip copies beside it. */
export const API_CACHE_FILE = 'answer.json';
/** A Cookie header holding the currency's cookie alone, with one of the currencies. */
export const PAGE_CACHE_COOKIE = `^\\s*${table.pageCache.cookie}=(${table.pageCache.currencies.join('|')})\\s*;?\\s*$`;
const onlyCurrency = new RegExp(PAGE_CACHE_COOKIE);

/**
 * What the page cache does with a request: nothing (undefined) for a page it never keeps;
 * `bypass` when the request may not share a page (not GET or HEAD, a cookie other than the
 * currency's, a query other than the page's canonical ones: see canonicalQuery); else the key of
 * the page it shares, `<currency or default>/<page name>`, then `/<query>` when it has one.
 * @param {{ method?: string, pathname: string, search: string, cookie?: string }} request
 * @returns {{ state: 'bypass' } | { state: 'shared', key: string } | undefined}
 */
export function pageCacheState(request) {
  return keptState(cachedPages, request, (currency, name) => `${currency}/${name}`);
}

/**
 * The same for the API's public reads (routes.json `pageCache.api`): one answer for every
 * currency, keyed by its name alone.
 * @param {{ method?: string, pathname: string, search: string, cookie?: string }} request
 * @returns {{ state: 'bypass' } | { state: 'shared', key: string } | undefined}
 */
export function apiCacheState(request) {
  return keptState(cachedAnswers, request, (_currency, name) => name);
}

/**
 * @param {{ regex: RegExp, name: string, query?: RegExp }[]} kept
 * @param {{ method?: string, pathname: string, search: string, cookie?: string }} request
 * @param {(currency: string, name: string) => string} keyOf
 * @returns {{ state: 'bypass' } | { state: 'shared', key: string } | undefined}
 */
function keptState(kept, { method, pathname, search, cookie = '' }, keyOf) {
  const page = kept.find(({ regex }) => regex.test(pathname));
  if (!page) return undefined;
  const currency = cookie.trim() === '' ? 'default' : onlyCurrency.exec(cookie)?.[1];
  // As nginx's $args: what follows the first `?`, an empty query being none.
  const query = search.slice(1);
  const keptQuery = query === '' || page.query?.test(query);
  if ((method !== 'GET' && method !== 'HEAD') || !keptQuery || !currency) return { state: 'bypass' };
  const match = /** @type {RegExpExecArray} */ (page.regex.exec(pathname));
  const name = page.name.replace(/\$(\d)/g, (_, n) => match[Number(n)] ?? '');
  return { state: 'shared', key: keyOf(currency, query ? `${name}/${query}` : name) };
}
