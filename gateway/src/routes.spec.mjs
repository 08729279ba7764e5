import { describe, expect, test } from '@jest/globals';
import path from 'node:path';
import {
  ARCHITECTURE_API_CALLS as architectureCalls,
  GATEWAY_VIA as viaTheServicesRefuse,
  SPEC_API_CALLS as specCalls,
} from '@atelier/contracts';
import {
  appCacheControl,
  apiCacheState,
  appSource,
  CACHE_IMMUTABLE,
  canonicalQuery,
  CACHE_REVALIDATE,
  GATEWAY_VIA,
  locations,
  matchApiRoute,
  matchLocation,
  mediaDir,
  normalizePath,
  pageCacheState,
  parseSize,
  resolveUpstream,
  table,
} from './routes.mjs';

describe('parseSize', () => {
  test.each([
    ['1m', 1048576],
    ['15m', 15728640],
    ['512k', 524288],
    ['2048', 2048],
    ['1G', 1073741824],
  ])('%s is %d bytes', (size, bytes) => expect(parseSize(size)).toBe(bytes));

  test('rejects what nginx would', () => expect(() => parseSize('1.5m')).toThrow('invalid size "1.5m"'));
});

describe('normalizePath', () => {
  test.each([
    ['/api/paintings', '/api/paintings'],
    ['/api/admin/newsletter/a%40b.nz/unsubscribe', '/api/admin/newsletter/a@b.nz/unsubscribe'],
    ['/api/paintings/../../internal/x', '/internal/x'],
    ['/api/paintings/%2e%2e/%2E%2E/internal/x', '/internal/x'],
    ['/api/paintings/..%2F..%2Finternal/x', '/internal/x'],
    ['//api///paintings/', '/api/paintings/'],
    ['/../../etc/passwd', '/etc/passwd'],
  ])('%s matches as %s, as nginx normalises it', (raw, normal) => expect(normalizePath(raw)).toBe(normal));

  test.each(['/bad%zz', '/nul%00byte', 'relative'])('%s cannot be decoded: null (nginx answers 400)', (raw) =>
    expect(normalizePath(raw)).toBeNull(),
  );
});

describe('matchApiRoute', () => {
  test.each([...specCalls, ...architectureCalls])('%s %s → %s', (_method, rawPath, service) => {
    expect(matchApiRoute(/** @type {string} */ (normalizePath(rawPath)))?.service).toBe(service);
  });

  test('a regex route wins over a longer prefix, as in nginx', () => {
    expect(matchApiRoute('/api/admin/paintings/7/sell')?.service).toBe('commerce');
    expect(matchApiRoute('/api/admin/paintings/7/reverse-sale')?.service).toBe('commerce');
    expect(matchApiRoute('/api/admin/paintings/7/sell/again')?.service).toBe('catalog');
    expect(matchApiRoute('/api/admin/paintings/7')?.service).toBe('catalog');
  });

  test('the longest prefix wins whatever the order of the table', () => {
    expect(matchApiRoute('/api/admin/painting-images/3')).toEqual({
      kind: 'api',
      service: 'catalog',
      bodyLimit: '15m',
      maxBodyBytes: 15 * 1024 ** 2,
    });
    expect(matchApiRoute('/api/admin/paintings')).toMatchObject({ service: 'catalog', bodyLimit: '1m', maxBodyBytes: 1024 ** 2 });
  });

  test.each(['/api', '/api/', '/api/unknown', '/internal/paintings/7', '/', '/mfe/shop/remoteEntry.js', '/media/a.webp'])(
    '%s is not an API route',
    (pathname) => {
      expect(matchApiRoute(pathname)).toBeNull();
    },
  );
});

describe('matchLocation', () => {
  test.each([
    ['/runtime-config.json', 'runtime-config'],
    ['/internal', 'not-found'],
    ['/internal/paintings/7', 'not-found'],
    ['/api/unknown', 'not-found'],
    ['/media/paintings/7/800.webp', 'media'],
    ['/', 'page'],
    ['/collection', 'page'],
    ['/collection/extra', 'app'],
    ['/privacy-policy', 'app'],
    ['/index.html', 'app'],
    ['/painting/7', 'page'],
    ['/painting/7/extra', 'app'],
    ['/sitemap.xml', 'page'],
    ['/mfe/shop/remoteEntry.js', 'app'],
  ])('%s → %s', (pathname, kind) => expect(matchLocation(pathname).target.kind).toBe(kind));

  test('remotes win over the shell by the longer prefix', () => {
    expect(matchLocation('/mfe/adventures/remoteEntry.js').target).toMatchObject({ kind: 'app', name: 'adventures' });
    expect(matchLocation('/mfe/unknown/x.js').target).toMatchObject({ kind: 'app', name: 'shell', pageFallback: 'render' });
  });

  test('every location is listed once, as nginx requires (`location = /` beside `location /` is two)', () => {
    expect(new Set(locations.map((l) => `${l.match} ${l.pattern}`)).size).toBe(locations.length);
  });
});

describe('resolveUpstream', () => {
  test('a service defaults to its own port on the loopback', () => {
    expect(resolveUpstream('catalog', {})).toBe('http://127.0.0.1:3001');
    expect(resolveUpstream('mailing', { MAILING_URL: '' })).toBe('http://127.0.0.1:3005');
  });

  test('its URL variable wins; only the origin counts', () => {
    expect(resolveUpstream('identity', { IDENTITY_URL: 'http://svc-identity:3004/' })).toBe('http://svc-identity:3004');
    expect(resolveUpstream('commerce', { COMMERCE_URL: 'http://10.0.0.5:9000/some/path' })).toBe('http://10.0.0.5:9000');
  });
});

describe('appSource and mediaDir', () => {
  test('an app is proxied when its URL is set, else served from its build directory', () => {
    const shop = { path: '/mfe/shop/', dir: 'mfe-shop/dist', urlEnv: 'MFE_SHOP_URL' };
    expect(appSource(shop, { MFE_SHOP_URL: 'http://web-shop:8080' }, '/repo')).toEqual({ url: 'http://web-shop:8080' });
    expect(appSource(shop, {}, '/repo')).toEqual({ dir: path.resolve('/repo/mfe-shop/dist') });
  });

  test('media come from MEDIA_DIR, else .data/media of the repository', () => {
    expect(mediaDir({ MEDIA_DIR: '/data/media' }, '/repo')).toBe('/data/media');
    expect(mediaDir({}, '/repo')).toBe('/repo/.data/media');
  });
});

describe('appCacheControl', () => {
  test.each([
    ['/main.0123abcd.js', CACHE_IMMUTABLE],
    ['/mfe/shop/417.89abcdef0123456789ab.css', CACHE_IMMUTABLE],
    ['/index.html', CACHE_REVALIDATE],
    ['/mfe/shop/remoteEntry.js', CACHE_REVALIDATE],
    ['/main.js', CACHE_REVALIDATE],
    ['/favicon.ico', CACHE_REVALIDATE],
  ])('%s: %s', (pathname, policy) => expect(appCacheControl(pathname)).toBe(policy));
});

test("the gateways' Via is the one the services' internal guard refuses", () => {
  expect(GATEWAY_VIA).toBe(viaTheServicesRefuse);
});

describe('pageCacheState', () => {
  const anonymous = (/** @type {string} */ target, /** @type {string | undefined} */ cookie = undefined) => {
    const queryAt = target.indexOf('?');
    return pageCacheState({
      method: 'GET',
      pathname: queryAt < 0 ? target : target.slice(0, queryAt),
      search: queryAt < 0 ? '' : target.slice(queryAt),
      cookie,
    });
  };

  test('a page and its currency name the key; an empty query is none', () => {
    expect(anonymous('/')).toEqual({ state: 'shared', key: 'default/home' });
    expect(anonymous('/painting/13?')).toEqual({ state: 'shared', key: 'default/painting/13' });
    expect(anonymous('/collection', 'selectedCurrency=EUR')).toEqual({ state: 'shared', key: 'EUR/collection' });
    expect(anonymous('/booking')).toBeUndefined();
  });

  test.each([
    ['/collection?sort=title', 'default/collection/sort=title'],
    ['/collection?page=2', 'default/collection/page=2'],
    ['/collection?available=1&page=10', 'default/collection/available=1&page=10'],
    ['/collection?sort=oldest&available=1&page=3', 'default/collection/sort=oldest&available=1&page=3'],
  ])("the collection's canonical query %s is kept under its own key", (target, key) =>
    expect(anonymous(target)).toEqual({ state: 'shared', key }),
  );

  test.each([
    // What the collection reads, but not as its links write it: another order, a repeat, a default, an empty value.
    '/collection?page=2&sort=title',
    '/collection?sort=title&sort=oldest',
    '/collection?sort=newest',
    '/collection?page=1',
    '/collection?sort=',
    '/collection?sort=title&',
    // Values it does not keep: a search's free text, a page past the bound, what it never reads.
    '/collection?q=glenorchy',
    '/collection?page=11',
    '/collection?page=02',
    '/collection?sort=Title',
    '/collection?sort=t%69tle',
    '/collection?x=1',
    '/collection?sort=title&x=1',
    '/collection?utm_source=newsletter',
    // Pages that read no query.
    '/?sort=title',
    '/painting/13?page=2',
  ])('%s is rendered for itself, never kept', (target) => expect(anonymous(target)).toEqual({ state: 'bypass' }));

  test('the kept variants are bounded by the lists: every canonical query of the collection, and no more', () => {
    const params = table.pageCache.pages.find(({ exact }) => exact === '/collection')?.query ?? [];
    const kept = new RegExp(`^${canonicalQuery(params)}$`);
    // Each parameter absent or at one of its values, in order.
    const all = params.reduce(
      (queries, { param, values }) => queries.flatMap((query) => [query, ...values.map((value) => [...query, `${param}=${value}`])]),
      /** @type {string[][]} */ ([[]]),
    );
    expect(all).toHaveLength(3 * 2 * 10);
    const canonical = new Set(all.slice(1).map((query) => query.join('&')));
    // Every query of up to three pairs of these words (the collection's and others): only the canonical ones are kept.
    const pairs = ['sort', 'available', 'page', 'x'].flatMap((param) =>
      ['title', 'oldest', 'newest', '1', '2', '10', '11'].map((value) => `${param}=${value}`),
    );
    const two = pairs.flatMap((a) => pairs.map((b) => `${a}&${b}`));
    const three = two.flatMap((ab) => pairs.map((c) => `${ab}&${c}`));
    const keptOnes = [...pairs, ...two, ...three].filter((query) => kept.test(query));
    expect(new Set(keptOnes)).toEqual(new Set([...canonical].filter((query) => query.split('&').every((pair) => pairs.includes(pair)))));
    for (const query of canonical) expect([query, kept.test(query)]).toEqual([query, true]);
    // Each its own key.
    const keys = all.map((query) => {
      const state = anonymous(`/collection?${query.join('&')}`);
      return state?.state === 'shared' ? state.key : undefined;
    });
    expect(new Set(keys).size).toBe(all.length);
    expect(keys).not.toContain(undefined);
  });

  test('a parameter or value that could not name a folder is refused when the table is read', () => {
    expect(() => canonicalQuery([{ param: 'page', values: ['../x'] }])).toThrow('pageCache query parameter "page"');
    expect(() => canonicalQuery([{ param: 'a&b', values: ['1'] }])).toThrow('pageCache query parameter "a&b"');
    expect(() => canonicalQuery([{ param: 'sort', values: [] }])).toThrow('pageCache query parameter "sort"');
  });

  test('any other cookie or method shares nothing, whatever the query', () => {
    expect(anonymous('/collection?sort=title', 'atelier_admin=s3ss10n')).toEqual({ state: 'bypass' });
    expect(pageCacheState({ method: 'POST', pathname: '/collection', search: '?sort=title' })).toEqual({ state: 'bypass' });
  });

  test("the API's kept answers take no query", () => {
    expect(apiCacheState({ method: 'GET', pathname: '/api/paintings', search: '' })).toEqual({ state: 'shared', key: 'api/paintings' });
    expect(apiCacheState({ method: 'GET', pathname: '/api/paintings', search: '?sort=title' })).toEqual({ state: 'bypass' });
  });
});
