/**
 * Renders nginx.conf from routes.json and the environment, and writes the runtime-config.json
 * it serves beside it. The gateway container runs it at start; the nginx tests run it too:
 *
 *   node gateway/src/render-nginx.mjs --out /tmp/gateway/nginx.conf
 *   nginx -e stderr -c /tmp/gateway/nginx.conf -g 'daemon off;'
 *
 * Everything nginx writes (pid, temp files) lives beside the conf, so nginx runs without root.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { nginxLoggableTargetMap } from './access-log.mjs';
import { GATEWAY_ERRORS } from './error-answers.mjs';
import { CONTENT_TYPES, DEFAULT_CONTENT_TYPE, NGINX_ACCEPTS_BR, TEXT_TYPES, nginxAccepts } from './content-types.mjs';
import {
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  AMBIGUOUS_PATH,
  API_CACHE_FILE,
  CONNECT_TIMEOUT_MS,
  GATEWAY_VIA,
  PAGE_CACHE_COOKIE,
  PAGE_CACHE_FILE,
  PAGE_CACHE_KEY_HEADER,
  READ_TIMEOUT_MS,
  REPO_ROOT,
  REQUEST_ID_PATTERN,
  appSource,
  canonicalQuery,
  locations,
  mediaDir,
  pageCacheDir,
  resolveUpstream,
  shellApp,
  table,
} from './routes.mjs';
import { buildRuntimeConfig } from './runtime-config.mjs';
import { REPLACED_HEADERS, securityHeaders } from './security-headers.mjs';
import { nginxRealIpDirectives } from './trusted-proxies.mjs';

/**
 * @typedef {import('./routes.mjs').Env} Env
 * @typedef {import('./routes.mjs').Location} Location
 * @typedef {{ env?: Env, repoRoot?: string, daemon?: boolean }} RenderOptions
 */

const RUNTIME_CONFIG_FILE = 'runtime-config.json';

/**
 * An app location hands a request whose brotli copy it sends to an internal location under this
 * prefix (plain nginx: Debian's nginx has no brotli module, nor has the nginx image that serves
 * the apps in compose). A URI no client can send: nginx resolves dot segments in requests, and
 * both gateways refuse targets that hold one (AMBIGUOUS_PATH).
 */
const BROTLI_PREFIX = '/./br';

/**
 * A directive block, indented.
 * @param {string} head
 * @param {(string | false | undefined)[]} body lines; false and undefined are left out
 */
function block(head, body) {
  const lines = body.filter((line) => typeof line === 'string').flatMap((line) => line.split('\n'));
  return [`${head} {`, ...lines.map((line) => (line ? `  ${line}` : '')), '}'].join('\n');
}

/** @param {(typeof GATEWAY_ERRORS)[keyof typeof GATEWAY_ERRORS]} answer */
const jsonAnswer = (answer) => ['default_type application/json;', `return ${answer.statusCode} '${JSON.stringify(answer)}';`];

/**
 * AMBIGUOUS_PATH for nginx's $request_uri, which still holds the query: the same alternatives,
 * looked for before the `?`, a dot segment also ending at it; backslashes as \x5c, which needs
 * no escaping in nginx's quoted strings.
 */
const nginxAmbiguousPath = `^[^?]*(${AMBIGUOUS_PATH.source.replace('\\\\', '\\x5c').replace('(\\/|$)', '(\\/|\\?|$)')})`;

/** nginx time syntax. @param {number} ms */
const duration = (ms) => (ms % 1000 ? `${ms}ms` : `${ms / 1000}s`);

/** @param {string} text */
const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** @param {Location} location */
function locationHead({ match, pattern }) {
  // Regexes are quoted: braces such as {8,} would otherwise end the directive.
  return { exact: `location = ${pattern}`, prefix: `location ${pattern}`, regex: `location ~ "${pattern}"` }[match];
}

/**
 * The nginx resolver: RESOLVER, else the first nameserver of /etc/resolv.conf, which inside
 * a compose network is Docker's embedded DNS (127.0.0.11).
 * @param {Env} env
 */
function resolverAddress(env) {
  if (env.RESOLVER) return env.RESOLVER;
  const nameserver = /^nameserver\s+(\S+)/m.exec(readFileSync('/etc/resolv.conf', 'utf8'))?.[1];
  if (!nameserver) throw new Error('no nameserver in /etc/resolv.conf: set RESOLVER for the upstream host names');
  return isIP(nameserver) === 6 ? `[${nameserver}]` : nameserver;
}

/**
 * The complete nginx.conf.
 * @param {RenderOptions & { runtimeDir: string }} options
 */
export function renderNginxConf({ env = process.env, repoRoot = REPO_ROOT, runtimeDir, daemon = true }) {
  const port = Number(env.PORT || 8080);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`PORT must be a TCP port, got "${env.PORT}"`);

  // Upstreams go through variables, which nginx resolves per request instead of at start:
  // a compose service that is not up yet is then a JSON 503, not an nginx that refuses to start.
  const upstreams = new Map(Object.keys(table.services).map((name) => [`upstream_${name}`, resolveUpstream(name, env)]));
  for (const [name, app] of Object.entries(table.apps)) {
    const source = appSource(app, env, repoRoot);
    if ('url' in source) upstreams.set(`app_${name}`, source.url);
  }
  const keptPages = pageCacheDir(env, repoRoot);
  const needsResolver = [...upstreams.values()].some((url) => !isIP(new URL(url).hostname.replace(/^\[|\]$/g, '')));

  // A location with add_header of its own inherits none from the server: every block lists them.
  const security = securityHeaders(env).map(([name, value]) => `add_header ${name} "${value}" always;`);
  const replaced = REPLACED_HEADERS.map((name) => `proxy_hide_header ${name};`);
  // `Vary: Accept-Encoding` on every text file, whatever its size, status or method, as the Node
  // gateway sends it; gzip_vary would add it only where gzip applies.
  const textVary = ['gzip_vary off;', 'add_header Vary $text_vary;'];

  /** @param {Location['target']} target @param {string} [pattern] @returns {(string | false | undefined)[]} */
  function locationBody(target, pattern) {
    switch (target.kind) {
      case 'runtime-config':
        return [
          `alias ${path.join(runtimeDir, RUNTIME_CONFIG_FILE)};`,
          'charset utf-8;',
          `add_header Cache-Control "${CACHE_REVALIDATE}";`,
        ];
      case 'not-found':
        return jsonAnswer(GATEWAY_ERRORS.notFound);
      case 'media':
        return [`alias ${mediaDir(env, repoRoot)}/;`, `add_header Cache-Control "${CACHE_IMMUTABLE}";`];
      case 'api':
        return keptPages && pattern && keptApiLocations.includes(pattern)
          ? [`client_max_body_size ${target.bodyLimit};`, ...keptAnswerBody(pattern, target.service)]
          : apiBody(target);
      case 'page':
        return keptPages && target.service === 'render' ? keptPageBody() : pageBody(target.service);
      case 'app': {
        const source = appSource(target, env, repoRoot);
        if ('dir' in source) {
          return [
            `alias ${source.dir}/;`,
            target.pageFallback && `try_files $uri @page_${target.pageFallback};`,
            // The build's copies (libs/ui/webpack/precompress.cjs): brotli when the client accepts
            // it and the file has one, else gzip likewise, else the file (gzipped on the fly from 1 KB).
            block('if (-f $brotli_file)', [`rewrite ^ ${BROTLI_PREFIX}$uri last;`]),
            'gzip_static on;',
            ...textVary,
            'charset utf-8;',
            'add_header Cache-Control $app_cache_control;',
          ];
        }
        return [
          // Each app's server serves its build at its root.
          `rewrite ^${escapeRegex(target.path)}(.*)$ /$1 break;`,
          `proxy_pass $app_${target.name};`,
          // The gateway owns the cache policy, whichever server answers.
          'proxy_hide_header Cache-Control;',
          ...replaced,
          'charset utf-8;',
          'add_header Cache-Control $app_cache_control;',
          // No such file on the app's server: a page (whose own failure redirects again, to the
          // shell's index.html). The app server's other errors stay the gateway's own.
          ...(target.pageFallback
            ? [
                'proxy_intercept_errors on;',
                'recursive_error_pages on;',
                `error_page 404 = @page_${target.pageFallback};`,
                'error_page 502 503 504 = @unavailable;',
              ]
            : []),
        ];
      }
    }
  }

  /** A page's service; when it is down or failing, the shell renders the page in the browser instead. @param {string} service */
  function pageBody(service) {
    return [
      `proxy_pass $upstream_${service};`,
      ...replaced,
      'proxy_intercept_errors on;',
      'error_page 502 503 504 = @shell_index;',
      keptPages && service === 'render' && 'add_header X-Page-Cache $page_cache_state always;',
    ];
  }

  /**
   * A page the render process may keep (render/README.md, Page cache): its kept file when the
   * request shares it and one is kept, in the coding the client takes best, with the render
   * process's headers; else rendered by @page_render, which names the key to keep it under.
   */
  function keptPageBody() {
    return [
      `root ${keptPages};`,
      `try_files /$page_cache_key/${PAGE_CACHE_FILE}$page_cache_suffix @page_render;`,
      'types { }',
      'default_type text/html;',
      'charset utf-8;',
      // Already compressed, or sent as rendered.
      'gzip off;',
      // As the render process: revalidated by the browser each time, and never answered 304.
      'etag off;',
      'if_modified_since off;',
      'add_header Content-Encoding $page_cache_coding;',
      'add_header Vary "Accept-Encoding, Cookie";',
      `add_header Cache-Control "${CACHE_REVALIDATE}";`,
      'add_header X-Page-Cache hit;',
    ];
  }
  /** @param {{ service: string, bodyLimit: string }} target */
  function apiBody(target) {
    return [`client_max_body_size ${target.bodyLimit};`, `proxy_pass $upstream_${target.service};`, ...replaced];
  }

  /**
   * A location of the API's kept public reads (routes.json `pageCache.api`): the kept answer when
   * the request shares it and one is kept, with the service's headers; else the service's answer
   * from the named location beside it (`@kept_api_<prefix>`), which says miss or bypass. A kept
   * answer is the service's own, so it names the service (X-Service) as the service does.
   * @param {string} prefix
   * @param {string} service
   */
  function keptAnswerBody(prefix, service) {
    return [
      `root ${keptPages};`,
      `try_files /$api_cache_key/${API_CACHE_FILE}$page_cache_suffix ${keptApiFallback(prefix)};`,
      'types { }',
      `default_type ${table.pageCache.api.contentType.replace(/;.*/, '')};`,
      'charset utf-8;',
      'gzip off;',
      'etag off;',
      'if_modified_since off;',
      'add_header Content-Encoding $page_cache_coding;',
      'add_header Vary Accept-Encoding;',
      `add_header Cache-Control "${table.pageCache.api.cacheControl}";`,
      'add_header X-Api-Cache hit;',
      `add_header X-Service ${service};`,
    ];
  }
  /** @param {string} prefix */
  const keptApiFallback = (prefix) => `@kept${prefix.replace(/[^a-z0-9]+/gi, '_')}`;
  const keptApiLocations = table.pageCache.api.locations;
  const keptApiFallbacks = keptPages
    ? keptApiLocations.map((prefix) => {
        const { target } = /** @type {{ target: { service: string, bodyLimit: string } }} */ (
          locations.find((location) => location.match === 'prefix' && location.pattern === prefix)
        );
        return block(`location ${keptApiFallback(prefix)}`, [
          ...apiBody(target),
          'add_header X-Api-Cache $api_cache_state always;',
          ...security,
        ]);
      })
    : [];

  /** The services that answer the paths that are no file of an app. */
  const pageFallbacks = [...new Set(Object.values(table.apps).flatMap((app) => (app.pageFallback ? [app.pageFallback] : [])))];

  /** The shell's index.html: from its build directory as the shell's location serves it, or from its own server. */
  function shellIndex() {
    const source = appSource(shellApp, env, repoRoot);
    if ('dir' in source) return [`rewrite ^ ${shellApp.path}index.html last;`];
    return [
      'rewrite ^ /index.html break;',
      'proxy_pass $app_shell;',
      'proxy_hide_header Cache-Control;',
      ...replaced,
      'charset utf-8;',
      `add_header Cache-Control "${CACHE_REVALIDATE}";`,
    ];
  }

  /**
   * The brotli copy of an app file (`<file>.br`) with the headers of the file asked for: its type
   * comes from the URI's extension, the copy's name is only in `alias`. One location per app
   * built into a directory, the longest mount point first.
   */
  const brotliLocations = Object.values(table.apps)
    .flatMap((app) => {
      const source = appSource(app, env, repoRoot);
      return 'dir' in source ? [{ path: app.path, dir: source.dir }] : [];
    })
    .sort((a, b) => b.path.length - a.path.length)
    .map(({ path: mount, dir }) =>
      block(`location ~ "^${escapeRegex(BROTLI_PREFIX + mount)}(.*)$"`, [
        'internal;',
        `alias ${dir}/$1.br;`,
        // Already compressed: the gzip filter, which does not see add_header's Content-Encoding, stays off.
        'gzip off;',
        'add_header Content-Encoding br;',
        'add_header Vary Accept-Encoding;',
        'charset utf-8;',
        'add_header Cache-Control $app_cache_control;',
        ...security,
      ]),
    );

  /**
   * routes.mjs pageCacheState as maps: $page_cache_key (empty when the request may not share a
   * page), $page_cache_state for the X-Page-Cache header of a page rendered (miss, bypass, or
   * empty for a page never kept), and the kept copy the client takes best. A page's name is its
   * route's ($page_cache_route) when the query is empty, that and `/<query>` when the query is one
   * of the page's canonical ones (canonicalQuery, the same expression the Node gateway tests),
   * else empty: the same request finds the same file through either gateway.
   */
  function pageCacheMaps() {
    const routes = table.pageCache.pages.map(({ exact, regex, name }) => (exact ? `"${exact}" ${name};` : `"~${regex}" ${name};`));
    const queried = table.pageCache.pages.flatMap(({ name, query }) =>
      query ? [`"~^${escapeRegex(name)}\\?(${canonicalQuery(query)})$" ${name}/$1;`] : [],
    );
    return [
      block('map $request_method $page_cache_method', ['GET 1;', 'HEAD 1;', 'default 0;']),
      block('map $uri $page_cache_route', [...routes, 'default "";']),
      // A route's name has no `?`: what follows it is the query.
      block('map "$page_cache_route?$args" $page_cache_name', ['"~^([^?]+)\\?$" $1;', ...queried, 'default "";']),
      // The visitor's currency when the method and the cookies let the request share a page.
      block('map "$page_cache_method:$http_cookie" $page_cache_currency', [
        '"~^1:\\s*$" default;',
        `"~^1:${PAGE_CACHE_COOKIE.slice(1)}" $1;`,
        'default "";',
      ]),
      block('map "$page_cache_currency/$page_cache_name" $page_cache_key', ['"~^([A-Za-z]+/.+)$" $1;', 'default "";']),
      block('map "$page_cache_route:$page_cache_key" $page_cache_state', ['"~^:" "";', '"~:$" bypass;', 'default miss;']),
      block('map $http_accept_encoding $page_cache_coding', [
        `"~*${NGINX_ACCEPTS_BR}" br;`,
        `"~*${nginxAccepts('gzip')}" gzip;`,
        'default "";',
      ]),
      block('map $page_cache_coding $page_cache_suffix', ['br .br;', 'gzip .gz;', 'default "";']),
      // The API's kept answers: the same rules, one answer for every currency.
      block('map $uri $api_cache_name', [
        ...table.pageCache.api.answers.map(({ exact, regex, name }) => (exact ? `"${exact}" ${name};` : `"~${regex}" ${name};`)),
        'default "";',
      ]),
      // No query at all: an answer's name has no `?`.
      block('map "$page_cache_currency:$api_cache_name?$args" $api_cache_key', ['"~^[A-Za-z]+:([^?]+)\\?$" $1;', 'default "";']),
      block('map "$api_cache_name:$api_cache_key" $api_cache_state', ['"~^:" "";', '"~:$" bypass;', 'default miss;']),
    ];
  }

  const typesByName = Object.entries(CONTENT_TYPES).reduce((types, [extension, type]) => {
    types.set(type, [...(types.get(type) ?? []), extension]);
    return types;
  }, /** @type {Map<string, string[]>} */ (new Map()));
  const textTypes = TEXT_TYPES.filter((type) => type !== 'text/html').join(' '); // text/html is always included
  const textExtensions = Object.keys(CONTENT_TYPES).filter((extension) =>
    TEXT_TYPES.includes(/** @type {string} */ (CONTENT_TYPES[extension])),
  );

  const server = block('server', [
    `listen ${port};`,
    `client_max_body_size ${table.bodyLimit};`,
    // Redirects (e.g. to a directory's slash) stay relative, right behind any outer proxy.
    'absolute_redirect off;',
    '',
    ...[...upstreams].map(([name, url]) => `set $${name} ${url};`),
    '',
    'proxy_http_version 1.1;',
    'proxy_set_header Connection "";',
    // The browser's Host, so services can compare it with Origin (CSRF check).
    'proxy_set_header Host $http_host;',
    // One address the services can count on: the visitor's ($remote_addr, after real_ip), nothing a client wrote.
    ...nginxRealIpDirectives(env),
    'proxy_set_header X-Forwarded-For $remote_addr;',
    'proxy_set_header X-Forwarded-Proto $scheme;',
    // The kept page's key, set by the gateway alone (empty: not sent, whatever the client wrote).
    keptPages ? `proxy_set_header ${PAGE_CACHE_KEY_HEADER} $page_cache_key;` : `proxy_set_header ${PAGE_CACHE_KEY_HEADER} "";`,
    'proxy_set_header X-Request-Id $request_id_out;',
    `proxy_set_header Via "${GATEWAY_VIA}";`,
    `proxy_connect_timeout ${duration(CONNECT_TIMEOUT_MS)};`,
    `proxy_read_timeout ${duration(READ_TIMEOUT_MS)};`,
    // A host name of several replicas resolves to all their addresses: a request whose replica
    // refuses, cannot be reached or breaks off goes to the next one. A POST goes on only when
    // nothing of it was sent (nginx never repeats a non-idempotent request it has passed on).
    'proxy_next_upstream error timeout;',
    '',
    // Only the gateway's own failures become JSON: proxy_intercept_errors stays off,
    // so a service's own 4xx/5xx bodies pass through untouched.
    'error_page 502 503 504 = @unavailable;',
    'error_page 413 = @too_large;',
    'error_page 400 = @bad_request;',
    // Routes are chosen on the decoded path, the raw one is forwarded: a target that reads differently refused.
    block(`if ($request_uri ~* "${nginxAmbiguousPath}")`, ['return 400;']),
    '',
    ...security,
    '',
    ...brotliLocations,
    ...locations.map((location) => block(locationHead(location), [...locationBody(location.target, location.pattern), ...security])),
    '',
    block('location @unavailable', [...jsonAnswer(GATEWAY_ERRORS.unavailable), ...security]),
    ...pageFallbacks.map((service) => block(`location @page_${service}`, [...pageBody(service), ...security])),
    block('location @shell_index', [...shellIndex(), ...security]),
    ...keptApiFallbacks,
    block('location @too_large', [...jsonAnswer(GATEWAY_ERRORS.tooLarge), ...security]),
    block('location @bad_request', [...jsonAnswer(GATEWAY_ERRORS.badRequest), ...security]),
  ]);

  const http = block('http', [
    block(
      'types',
      [...typesByName].map(([type, extensions]) => `${type} ${extensions.join(' ')};`),
    ),
    `default_type ${DEFAULT_CONTENT_TYPE};`,
    // `charset utf-8` is set on the gateway's own files only: services' headers pass untouched.
    `charset_types ${textTypes};`,
    'server_tokens off;',
    'sendfile on;',
    '',
    block('map $request_uri $loggable_request_uri', nginxLoggableTargetMap()),
    `log_format gateway '$remote_addr "$request_method $loggable_request_uri $server_protocol" $status $body_bytes_sent $request_time rid=$request_id_out upstream=$upstream_addr';`,
    // NGINX_ACCESS_LOG: a file when stdout is a socket (nginx cannot open /dev/stdout then).
    `access_log ${env.NGINX_ACCESS_LOG ?? '/dev/stdout'} gateway;`,
    // Temp files beside the conf, so nginx needs no root.
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `${kind}_temp_path ${path.join(runtimeDir, `${kind}_temp`)};`),
    '',
    // Proxied answers, and files the build left uncompressed (source maps); app files have the
    // build's copies, sent by the app locations (gzip_static and $brotli_file).
    'gzip on;',
    'gzip_vary on;',
    'gzip_proxied any;',
    'gzip_min_length 1024;',
    // nginx defaults to level 1; 6 is zlib's usual trade-off and what the JS budgets are measured at.
    'gzip_comp_level 6;',
    // application/javascript: what the apps' own nginx calls JS when the gateway proxies them.
    `gzip_types ${textTypes} application/javascript;`,
    '',
    block('map $http_x_request_id $request_id_out', [`"~${REQUEST_ID_PATTERN}" $http_x_request_id;`, 'default $request_id;']),
    block('map $uri $app_cache_control', [`"~${table.hashedAsset}" "${CACHE_IMMUTABLE}";`, `default "${CACHE_REVALIDATE}";`]),
    // The requested file's brotli copy when the client accepts brotli; volatile: worked out again
    // for each URI a request goes through (index.html, the SPA fallback).
    block('map $http_accept_encoding $brotli_file', ['volatile;', `"~*${NGINX_ACCEPTS_BR}" $request_filename.br;`, 'default "";']),
    block('map $uri $text_vary', [`"~*\\.(?:${textExtensions.join('|')})$" Accept-Encoding;`, 'default "";']),
    ...(keptPages ? pageCacheMaps() : []),
    // Short-lived answers: a replica started or removed (scaling, a rolling upgrade) is seen within 5 s.
    needsResolver && `resolver ${resolverAddress(env)} valid=5s ipv6=off;`,
    needsResolver && 'resolver_timeout 500ms;',
    '',
    server,
  ]);

  return [
    '# Rendered by gateway/src/render-nginx.mjs from gateway/routes.json and the environment: edit those, not this file.',
    !daemon && 'daemon off;',
    'worker_processes auto;',
    `pid ${path.join(runtimeDir, 'nginx.pid')};`,
    'error_log stderr warn;',
    '',
    block('events', ['worker_connections 1024;']),
    '',
    http,
    '',
  ]
    .filter((line) => typeof line === 'string')
    .join('\n');
}

/**
 * Writes nginx.conf to `out` and runtime-config.json beside it.
 * @param {RenderOptions & { out: string }} options
 */
export function writeNginxConfig({ out, env = process.env, repoRoot = REPO_ROOT, daemon = true }) {
  const runtimeDir = path.dirname(path.resolve(out));
  mkdirSync(runtimeDir, { recursive: true });
  writeFileSync(path.join(runtimeDir, RUNTIME_CONFIG_FILE), `${JSON.stringify(buildRuntimeConfig(env), null, 2)}\n`);
  writeFileSync(out, renderNginxConf({ env, repoRoot, runtimeDir, daemon }));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { out: { type: 'string' }, 'daemon-off': { type: 'boolean', default: false } } });
  if (!values.out) {
    console.error('usage: node gateway/src/render-nginx.mjs --out <dir>/nginx.conf [--daemon-off]');
    process.exit(2);
  }
  writeNginxConfig({ out: values.out, daemon: !values['daemon-off'] });
  console.log(`render-nginx: wrote ${values.out} and ${RUNTIME_CONFIG_FILE} beside it`);
}
