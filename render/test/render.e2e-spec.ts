/**
 * The render process on the real builds of the shell and the remotes, behind a small stand-in
 * for the gateway (runtime config, the remotes' files, the API's answers): pages come rendered
 * with their content and data, a missing painting is a 404, and every way rendering can fail
 * answers 503 quickly, which the gateways turn into the shell's plain index.html.
 */
import type { PageData } from '@atelier/contracts';
import {
  BOOKING_MESSAGES,
  checkoutDetailsSchema,
  INQUIRY_MESSAGES,
  NEWSLETTER_MESSAGES,
  PASSWORD_RESET_MESSAGES,
  STATIC_RATES,
} from '@atelier/contracts';
import { TEST_SITE_SETTINGS, testPainting } from '@atelier/contracts/testing';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createReadStream, existsSync } from 'node:fs';
import { createServer, request as httpRequest, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { freePort } from '../../scripts/test/service-process.mjs';

const repoRoot = join(__dirname, '..', '..');

/** The builds it renders with: a fresh clone has none until `npm start` or `npm run build`. */
function ensureBuilt() {
  const apps = ['shell', 'mfe-shop', 'mfe-adventures', 'mfe-admin'];
  const missing = apps.filter((app) => !existsSync(join(repoRoot, app, 'dist', 'server')));
  if (!missing.length) return;
  const built = spawnSync('npm', ['run', 'build', ...missing.flatMap((app) => ['-w', app])], { cwd: repoRoot, encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`building ${missing.join(', ')} failed:\n${built.stdout}${built.stderr}`);
}

const PAINTING = testPainting({ title: 'Dart River <Braids>', featured: true });
const CERTIFICATE = {
  number: 'COA-2026-0007',
  artistName: TEST_SITE_SETTINGS.artistName,
  paintingTitle: 'Dart River <Braids>',
  medium: 'Oil on linen',
  size: null,
  year: 2025,
  location: 'Glenorchy',
  saleDate: '2026-03-02',
  valid: true,
};

const CONFIG = {
  remotes: { shop: '/mfe/shop/remoteEntry.js', adventures: '/mfe/adventures/remoteEntry.js', admin: '/mfe/admin/remoteEntry.js' },
  map: { tileUrl: '', geocoderUrl: '' },
  ipLocationUrl: '',
  stripePublishableKey: null,
  paypalClientId: null,
};

/** What the stand-in gateway does instead of answering, per path prefix. */
type Trouble = 'hang' | 'fail';

function startGateway(trouble: Map<string, Trouble>) {
  const api: Record<string, unknown> = {
    '/api/site': TEST_SITE_SETTINGS,
    '/api/paintings': [PAINTING],
    '/api/paintings/featured': [PAINTING],
    '/api/paintings/7': PAINTING,
    '/api/certificates/k3y-of-the-certificate': CERTIFICATE,
    '/api/reservations': [],
    '/api/adventures': [],
    '/api/exchange-rates': { base: 'NZD', rates: STATIC_RATES },
    '/runtime-config.json': CONFIG,
  };
  const server = createServer((request, response: ServerResponse) => {
    const { pathname } = new URL(request.url ?? '/', 'http://gateway');
    const problem = [...trouble].find(([prefix]) => pathname.startsWith(prefix))?.[1];
    if (problem === 'hang') return;
    if (problem === 'fail') return void response.writeHead(500).end('{"statusCode":500}');
    const app = /^\/mfe\/(shop|adventures|admin)\/(.+)$/.exec(pathname);
    if (app) {
      const file = join(repoRoot, `mfe-${app[1]}`, 'dist', app[2]!);
      if (!existsSync(file)) return void response.writeHead(404).end('<!doctype html><title>Not found</title>');
      return void createReadStream(file).pipe(response.writeHead(200, { 'Content-Type': 'text/javascript' }));
    }
    if (pathname in api) return void response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(api[pathname]));
    response.writeHead(404, { 'Content-Type': 'application/json' }).end('{"statusCode":404,"code":"NOT_FOUND","message":"Not Found"}');
  });
  return new Promise<{ server: Server; url: string }>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` })),
  );
}

/** What the stand-in svc-mailing received, and how it answers the next calls. */
interface Mailing {
  url: string;
  server: Server;
  received: { method: string; path: string; headers: Record<string, unknown>; body: unknown }[];
  /** 'refuse': 429 with the service's reason; 'fail': 500. */
  answer: 'ok' | 'refuse' | 'fail';
}

/** A stand-in svc-mailing: records each call, and answers as the real one does. */
function startMailing(): Promise<Mailing> {
  const mailing = { received: [], answer: 'ok' } as unknown as Mailing;
  mailing.server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      mailing.received.push({ method: request.method!, path: request.url!, headers: request.headers, body: JSON.parse(body || 'null') });
      const json = (status: number, answer: unknown) =>
        response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer));
      if (mailing.answer === 'refuse') return json(429, { statusCode: 429, code: 'RATE_LIMITED', message: INQUIRY_MESSAGES.tooMany });
      if (mailing.answer === 'fail') return json(500, { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Internal server error' });
      // A reset trusts the browser it was made in (svc-identity's device cookie); anything else it set would stay with the render process.
      if (request.url === '/api/admin/password-reset/confirm')
        response.setHeader('Set-Cookie', [
          'atelier_device=the-device; Path=/api/admin/login; HttpOnly',
          'other=not-for-the-browser; Path=/',
        ]);
      json(request.url === '/api/inquiries' ? 201 : 200, request.url === '/api/inquiries' ? { success: true, id: 1 } : { message: 'ok' });
    });
  });
  return new Promise((resolve) =>
    mailing.server.listen(0, '127.0.0.1', () => {
      mailing.url = `http://127.0.0.1:${(mailing.server.address() as AddressInfo).port}`;
      resolve(mailing);
    }),
  );
}

async function startRender(
  gatewayUrl: string,
  mailingUrl = 'http://127.0.0.1:9',
  bookingsUrl = 'http://127.0.0.1:9',
  identityUrl = 'http://127.0.0.1:9',
) {
  const port = await freePort();
  const child = spawn(process.execPath, ['render/src/server.mjs'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      GATEWAY_URL: gatewayUrl,
      MAILING_URL: mailingUrl,
      BOOKINGS_URL: bookingsUrl,
      IDENTITY_URL: identityUrl,
      PUBLIC_SITE_URL: 'https://art.example',
      RENDER_DEADLINE_MS: '2000',
      // Here a failed remote is asked for again at once, so the test sees the recovery.
      RENDER_REMOTE_RETRY_MS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    const live = await fetch(`${url}/health/live`).catch(() => null);
    if (live?.ok) break;
    if (tries > 100) throw new Error(`the render process did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, url, output: () => output };
}

const stop = (child: ChildProcess) =>
  new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve).kill()));

function pageData(html: string): PageData {
  return JSON.parse(/<script id="page-data" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!) as PageData;
}

describe('the render process', () => {
  const trouble = new Map<string, Trouble>();
  let gateway: Awaited<ReturnType<typeof startGateway>>;
  let render: Awaited<ReturnType<typeof startRender>>;

  beforeAll(async () => {
    ensureBuilt();
    gateway = await startGateway(trouble);
    render = await startRender(gateway.url);
  }, 300_000);
  afterAll(async () => {
    await stop(render.child);
    gateway.server.close();
  });
  afterEach(() => trouble.clear());

  it("renders a painting's page: its head, its content in #root, and the data the browser hydrates from", async () => {
    const response = await fetch(`${render.url}/painting/7`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('vary')).toBe('Accept-Encoding, Cookie');
    const html = await response.text();
    expect(html).toContain(`<title>Dart River &lt;Braids&gt; | ${TEST_SITE_SETTINGS.artistName}</title>`);
    expect(html).toContain('<link rel="canonical" href="https://art.example/painting/7"/>');
    expect(html).toMatch(/<div id="root">.*<h1[^>]*><span>Dart River &lt;Braids&gt;<\/span><\/h1>/s);
    expect(html).toContain('$4,200 NZD');
    expect(html).toContain('<link rel="preload" as="script" href="/mfe/shop/remoteEntry.js" fetchpriority="low"/>');
    expect(html).toMatch(/<link rel="stylesheet" href="\/mfe\/shop\/[\w.]+\.css" data-href="[\w.]+\.css"\/>/);
    expect(html).not.toContain('runtime-config.json');
    const data = pageData(html);
    expect(data).toMatchObject({ config: CONFIG, currency: 'NZD', rates: STATIC_RATES });
    expect(data.remotes).toContain('shop/PaintingDetailPage');
    const queries = (data.queries as { queries: { queryKey: unknown[]; state: { data: unknown } }[] }).queries;
    expect(queries.find(({ queryKey }) => JSON.stringify(queryKey) === '["/api/paintings",7]')?.state.data).toEqual(PAINTING);
    // No inline script: the data is a JSON block, which the CSP does not run.
    expect(html.match(/<script(?![^>]*\bsrc=)[^>]*>/g)).toEqual([
      '<script type="application/ld+json">',
      '<script id="page-data" type="application/json">',
    ]);
  });

  it('prices the page in the currency of her cookie, and compresses as the browser prefers', async () => {
    const euro = await (await fetch(`${render.url}/painting/7`, { headers: { cookie: 'a=1; selectedCurrency=EUR' } })).text();
    expect(euro).toContain(`€${Math.round(4200 * STATIC_RATES.EUR).toLocaleString('en-NZ')} EUR`);
    expect(pageData(euro).currency).toBe('EUR');
    const brotli = await fetch(`${render.url}/commissions`, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(await brotli.text()).toContain('Commission Artwork');
  });

  it('answers 404 with the page saying what is missing for a painting or a certificate that does not exist, or an id that cannot be one', async () => {
    for (const [path, says] of [
      ['/painting/8', 'Painting Not Found'],
      ['/painting/99999999999999999999', 'Painting Not Found'],
      ['/checkout/abc', 'Painting Not Found'],
      ['/certificate/no-such-code', 'No certificate of authenticity has this address.'],
    ]) {
      const response = await fetch(`${render.url}${path}`);
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
      const html = await response.text();
      expect(html).toMatch(new RegExp(`<div id="root">.*${says!.replace(/\./g, '\\.')}`, 's'));
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      // The browser renders it afresh, and finds out again what is missing.
      expect(html).not.toContain('id="page-data"');
    }
  });

  it('answers a path no route knows with the not-found page, 404, inside the site frame', async () => {
    const response = await fetch(`${render.url}/any/unknown/path?x=1`);
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toMatch(/<div id="root">.*<h1[^>]*>Page Not Found<\/h1>/s);
    expect(html).toContain(`>${TEST_SITE_SETTINGS.artistName}</span>`);
    expect(html).not.toContain('This site needs JavaScript');
  });

  it.each([
    ['/terms-of-service', 'Terms of Service'],
    ['/privacy-policy', 'Privacy Policy'],
    ['/paintings', 'The Glenorchy Collection'],
    ['/booking/confirm?token=abc', 'Confirm my booking'],
    ['/newsletter/confirm?token=abc', 'Confirm my subscription'],
    ['/newsletter/unsubscribe?token=abc', 'Unsubscribe'],
  ])('renders %s, readable without JavaScript', async (path, says) => {
    const response = await fetch(`${render.url}${path}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(new RegExp(`<div id="root">.*${says}`, 's'));
    expect(html).not.toContain('This site needs JavaScript');
    expect(pageData(html).queries).toBeDefined();
  });

  it("gives every page its own title and description naming the artist from the site's settings", async () => {
    const paths = ['/', '/collection', '/adventures', '/booking', '/commissions', '/checkout/7', '/terms-of-service', '/privacy-policy'];
    const heads = await Promise.all(
      [...paths, '/certificate/k3y-of-the-certificate', '/no-such-page'].map(async (path) => {
        const html = await (await fetch(`${render.url}${path}`)).text();
        return {
          path,
          titles: [...html.matchAll(/<title>(.*?)<\/title>/g)].map(([, title]) => title),
          description: /<meta name="description" content="([^"]*)"/.exec(html)?.[1],
        };
      }),
    );
    for (const { path, titles } of heads) {
      expect({ path, count: titles.length }).toEqual({ path, count: 1 });
      expect({ path, title: titles[0] }).toEqual({ path, title: expect.stringContaining(TEST_SITE_SETTINGS.artistName) });
    }
    expect(new Set(heads.map(({ titles }) => titles[0])).size).toBe(heads.length);
    expect(heads.find(({ path }) => path === '/collection')?.description).toContain(TEST_SITE_SETTINGS.artistName);
    expect(heads.find(({ path }) => path === '/checkout/7')?.titles[0]).toBe(
      `Checkout: Dart River &lt;Braids&gt; | ${TEST_SITE_SETTINGS.artistName}`,
    );
  });

  it("renders a certificate's verification, and keeps the pages of e-mailed links out of search results", async () => {
    const html = await (await fetch(`${render.url}/certificate/k3y-of-the-certificate`)).text();
    expect(html).toMatch(/<div id="root">.*This certificate is genuine.*Dart River &lt;Braids&gt;.*COA-2026-0007/s);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(await (await fetch(`${render.url}/booking/confirm?token=abc`)).text()).toContain('<meta name="robots" content="noindex"/>');
    expect(await (await fetch(`${render.url}/collection`)).text()).not.toContain('noindex');
  });

  it("names the painting's page as the checkout's canonical address, so a search lists the painting instead", async () => {
    const html = await (await fetch(`${render.url}/checkout/7`)).text();
    expect(html).toMatch(/<link rel="canonical" href="[^"]+\/painting\/7"\/>/);
    expect(html).toMatch(/<meta property="og:url" content="[^"]+\/painting\/7"\/>/);
    expect(html).not.toContain('noindex');
  });

  it('sets the currency a form chose before the page was live, and sends the visitor back to her page', async () => {
    const answer = await fetch(`${render.url}/currency?currency=EUR&return=${encodeURIComponent('/collection?sort=title')}`, {
      redirect: 'manual',
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/collection?sort=title');
    expect(answer.headers.get('set-cookie')).toBe('selectedCurrency=EUR; Path=/; Max-Age=31536000; SameSite=Lax');
    const elsewhere = await fetch(`${render.url}/currency?currency=EUR&return=${encodeURIComponent('//evil.example')}`, {
      redirect: 'manual',
    });
    expect(elsewhere.headers.get('location')).toBe('/');
  });

  it("answers the admin's routes with the shell's page, which the browser renders", async () => {
    for (const path of ['/admin', '/admin/', '/admin/login/', '/password-reset/']) {
      const response = await fetch(`${render.url}${path}`);
      expect({ path, status: response.status }).toEqual({ path, status: 200 });
      expect(await response.text()).toContain('<div id="root"></div>');
    }
  });

  it('renders the sign-in page, which says without JavaScript that signing in needs it, its button waiting for the page to be live', async () => {
    for (const path of ['/admin/login', '/admin-login']) {
      const html = await (await fetch(`${render.url}${path}`)).text();
      expect(html).toContain(`<title>Admin Sign In | ${TEST_SITE_SETTINGS.artistName}</title>`);
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      expect(html).toMatch(/<noscript>.*Signing in needs JavaScript.*<\/noscript>/s);
      expect(html).toMatch(/<button type="submit" disabled=""[^>]*data-testid="admin-sign-in"/);
      expect(pageData(html).remotes).toEqual(['admin/LoginPage']);
    }
  });

  /** A request with exactly this target on its request line, which fetch would have normalised. */
  const rawGet = (target: string) =>
    new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
      const { port } = new URL(render.url);
      httpRequest({ host: '127.0.0.1', port, path: target, method: 'GET' }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body }));
      })
        .on('error', reject)
        .end();
    });

  it('reads a target as a path: one that does not start with a single / is refused with a body, never rendered as another page', async () => {
    for (const target of ['//painting/7', '//collection', '/\\collection', 'http://evil.example/painting/7', '*']) {
      const answer = await rawGet(target);
      expect({ target, status: answer.status, body: answer.body }).toEqual({ target, status: 400, body: 'Bad request target\n' });
      expect(answer.headers['cache-control']).toBe('no-store');
    }
    // The same pages, asked for properly, are there.
    expect((await rawGet('/painting/7')).status).toBe(200);
    expect((await rawGet('/collection?sort=newest')).status).toBe(200);
  });

  it('answers its errors uncached and with a body: no page, a missing painting, a wrong method', async () => {
    const none = await rawGet('/no-such-page');
    expect(none.status).toBe(404);
    expect(none.body).toContain('Page Not Found');
    expect(none.headers['cache-control']).toBe('no-store');
    const missing = await fetch(`${render.url}/painting/8`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-store');
    const put = await fetch(`${render.url}/painting/7`, { method: 'PUT' });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, HEAD, POST');
    expect(put.headers.get('cache-control')).toBe('no-store');
    expect(await put.text()).toBe('Method not allowed\n');
  });

  it('listens on the loopback unless HOST says otherwise', () => {
    expect(render.output()).toContain(`Render process listening on 127.0.0.1:${new URL(render.url).port}`);
  });

  it.each([
    ['a remote that never answers', '/mfe/shop/', 'hang' as const],
    ['a remote that fails', '/mfe/shop/', 'fail' as const],
    ['the API failing for data the page needs', '/api/site', 'fail' as const],
    ['the API never answering', '/api/paintings', 'hang' as const],
  ])(
    'answers 503 within 2.5 s for %s, so the page renders in the browser',
    async (_case, prefix, problem) => {
      // A fresh process: remotes already loaded stay loaded.
      await stop(render.child);
      render = await startRender(gateway.url);
      trouble.set(prefix, problem);
      const started = performance.now();
      const response = await fetch(`${render.url}/painting/7`);
      expect(response.status).toBe(503);
      expect(response.headers.get('x-render-fallback')).toMatch(/^(deadline|error)$/);
      expect(performance.now() - started).toBeLessThan(2500);
      trouble.clear();
      // And renders again once the trouble is gone.
      expect((await fetch(`${render.url}/painting/7`)).status).toBe(200);
    },
    30_000,
  );
});

describe('the public forms, posted without JavaScript', () => {
  let gateway: Awaited<ReturnType<typeof startGateway>>;
  let mailing: Mailing;
  let render: Awaited<ReturnType<typeof startRender>>;

  beforeAll(async () => {
    ensureBuilt();
    gateway = await startGateway(new Map());
    mailing = await startMailing();
    // The stand-in answers svc-bookings' and svc-identity's calls too: each is recorded by its path.
    render = await startRender(gateway.url, mailing.url, mailing.url, mailing.url);
  }, 300_000);
  afterAll(async () => {
    await stop(render.child);
    gateway.server.close();
    mailing.server.close();
  });
  beforeEach(() => {
    mailing.received.length = 0;
    mailing.answer = 'ok';
  });

  /** A form post as the browser sends it through the gateway: same-origin, with the visitor's address. */
  const post = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    fetch(`${render.url}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: render.url,
        'x-forwarded-for': '203.0.113.9',
        'x-request-id': 'form-post-1',
        ...headers,
      },
      body: new URLSearchParams(fields).toString(),
    });

  /** The text of the element with this test id, as a reader sees it. */
  const textOf = (html: string, testId: string) =>
    new RegExp(`<p [^>]*data-testid="${testId}"[^>]*>(.*?)</p>`, 's')
      .exec(html)?.[1]
      ?.replace(/<[^>]*>/g, '')
      .replace(/&#x27;/g, "'");

  const CONTACT = {
    form: 'contact',
    firstName: 'Aroha',
    lastName: 'Ngata',
    email: 'aroha@example.nz',
    inquiryType: 'general',
    message: 'Do you run painting days in winter as well?',
  };
  const NEWSLETTER = { form: 'newsletter', firstName: 'Aroha', lastName: 'Ngata', email: 'aroha@example.nz' };

  it("sends the contact form to svc-mailing as the browser's JSON call, and redirects to the page, which says it was sent, once", async () => {
    const sent = await post('/', CONTACT);
    expect(sent.status).toBe(303);
    // Nothing typed in the address: the page, at the form, and a cookie naming the form.
    expect(sent.headers.get('location')).toBe('/#contact-form');
    expect(sent.headers.get('set-cookie')).toBe('form-sent=contact; Max-Age=60; Path=/; HttpOnly; SameSite=Lax; Secure');
    expect(sent.headers.get('cache-control')).toBe('no-store');
    expect(mailing.received).toEqual([
      {
        method: 'POST',
        path: '/api/inquiries',
        headers: expect.objectContaining({
          'content-type': 'application/json',
          'x-forwarded-for': '203.0.113.9',
          'x-request-id': 'form-post-1',
        }),
        body: { firstName: 'Aroha', lastName: 'Ngata', email: 'aroha@example.nz', inquiryType: 'general', message: CONTACT.message },
      },
    ]);

    const page = await fetch(`${render.url}/`, { headers: { cookie: 'selectedCurrency=NZD; form-sent=contact' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('set-cookie')).toBe('form-sent=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax; Secure');
    const html = await page.text();
    expect(textOf(html, 'contact-form-notice')).toBe(`${INQUIRY_MESSAGES.sentTitle} ${INQUIRY_MESSAGES.sent}`);
    // The form is empty again, and the page without the cookie says nothing.
    expect(html).toMatch(/<input id="contact-first-name"[^>]* value=""/);
    expect(textOf(await (await fetch(`${render.url}/`)).text(), 'contact-form-notice')).toBeUndefined();
  });

  it('refuses a contact form with blank or wrong fields: the page again, each error beside its field, what was typed kept, nothing sent', async () => {
    const refused = await post('/', { ...CONTACT, lastName: ' ', email: 'aroha.example.nz', message: 'Winter?' });
    expect(refused.status).toBe(400);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    const html = await refused.text();
    expect(mailing.received).toEqual([]);
    expect(textOf(html, 'contact-form-notice')).toBe(INQUIRY_MESSAGES.fillAllFields);
    expect(html).toContain(`<p id="contact-last-name-error" class="mt-1.5 text-sm text-danger">${INQUIRY_MESSAGES.lastNameRequired}</p>`);
    expect(html).toContain(`<p id="contact-email-error" class="mt-1.5 text-sm text-danger">${INQUIRY_MESSAGES.invalidEmail}</p>`);
    expect(html).toContain(`<p id="contact-message-error" class="mt-1.5 text-sm text-danger">${INQUIRY_MESSAGES.messageTooShort}</p>`);
    expect(html).toMatch(
      /<input id="contact-email" aria-invalid="true" aria-describedby="contact-email-error"[^>]* value="aroha.example.nz"/,
    );
    expect(html).toMatch(/<input id="contact-first-name"[^>]* value="Aroha"/);
    expect(html).toMatch(/<textarea id="contact-message"[^>]*>Winter\?<\/textarea>/);
    expect(html).toMatch(/<option value="general" selected="">General Inquiry<\/option>/);
    expect(html).not.toContain('contact-first-name-error');
  });

  it("says the service's reason, or that it could not answer, keeping what was typed", async () => {
    mailing.answer = 'refuse';
    const refused = await post('/', CONTACT);
    expect(refused.status).toBe(429);
    const html = await refused.text();
    expect(textOf(html, 'contact-form-notice')).toBe(INQUIRY_MESSAGES.tooMany);
    expect(html).toMatch(/<input id="contact-first-name"[^>]* value="Aroha"/);

    mailing.answer = 'fail';
    const failed = await post('/', CONTACT);
    expect(failed.status).toBe(500);
    const page = await failed.text();
    expect(textOf(page, 'contact-form-notice')).toBe(INQUIRY_MESSAGES.failed);
    expect(page).toMatch(/<textarea id="contact-message"[^>]*>Do you run painting days in winter as well\?<\/textarea>/);
  });

  it("signs up for the newsletter from any page's footer, and comes back to that page saying to confirm from the e-mail", async () => {
    const sent = await post('/painting/7', NEWSLETTER);
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe('/painting/7#newsletter');
    expect(mailing.received).toEqual([
      {
        method: 'POST',
        path: '/api/newsletter',
        headers: expect.objectContaining({ 'x-forwarded-for': '203.0.113.9' }),
        body: { email: 'aroha@example.nz', firstName: 'Aroha', lastName: 'Ngata' },
      },
    ]);
    const html = await (await fetch(`${render.url}/painting/7`, { headers: { cookie: 'form-sent=newsletter' } })).text();
    expect(textOf(html, 'newsletter-notice')).toBe(`${NEWSLETTER_MESSAGES.successTitle} ${NEWSLETTER_MESSAGES.confirmationSent}`);

    const refused = await post('/collection', { ...NEWSLETTER, email: 'aroha.example.nz', firstName: '' });
    expect(refused.status).toBe(400);
    const page = await refused.text();
    expect(page).toContain(`<p id="newsletter-email-error" class="mt-1.5 text-sm text-danger">${NEWSLETTER_MESSAGES.invalidEmail}</p>`);
    expect(page).toContain(
      `<p id="newsletter-first-name-error" class="mt-1.5 text-sm text-danger">${NEWSLETTER_MESSAGES.firstNameRequired}</p>`,
    );
    expect(page).toMatch(/<input id="newsletter-last-name"[^>]* value="Ngata"/);
    expect(mailing.received).toHaveLength(1);
  });

  it("sends the commissions page's enquiry form, a blank phone left out", async () => {
    const sent = await post('/commissions', { ...CONTACT, form: 'enquiry', inquiryType: 'commission', phone: '' });
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe('/commissions#enquiry-form');
    expect(mailing.received.map(({ path, body }) => ({ path, body }))).toEqual([
      { path: '/api/inquiries', body: { ...CONTACT, form: undefined, inquiryType: 'commission' } },
    ]);
    const html = await (await fetch(`${render.url}/commissions`, { headers: { cookie: 'form-sent=enquiry' } })).text();
    expect(textOf(html, 'enquiry-form-notice')).toBe(`${INQUIRY_MESSAGES.sentTitle} ${INQUIRY_MESSAGES.sent}`);
  });

  const BOOKING = {
    form: 'booking',
    adventureId: '2',
    bookingDate: '2031-03-14',
    firstName: 'Hemi',
    lastName: 'Walker',
    customerEmail: 'hemi@example.nz',
    customerPhone: '',
    numberOfGuests: '1',
    guest2FirstName: 'ignored',
    guest2LastName: '',
    specialRequests: '',
  };

  it("sends the booking form to svc-bookings as the page's JSON call, in the visitor's currency, and the page says to confirm by e-mail", async () => {
    const sent = await post('/booking', BOOKING, { cookie: 'selectedCurrency=EUR' });
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe('/booking#booking-sent');
    expect(mailing.received.map(({ path, body }) => ({ path, body }))).toEqual([
      {
        path: '/api/bookings',
        body: {
          adventureId: 2,
          bookingDate: '2031-03-14',
          firstName: 'Hemi',
          lastName: 'Walker',
          customerName: 'Hemi Walker',
          customerEmail: 'hemi@example.nz',
          customerPhone: null,
          numberOfGuests: 1,
          guest2FirstName: null,
          guest2LastName: null,
          specialRequests: null,
          currency: 'EUR',
          bookingTime: 'TBD',
          status: 'pending',
          paymentStatus: 'pending',
        },
      },
    ]);
    const html = await (await fetch(`${render.url}/booking`, { headers: { cookie: 'form-sent=booking' } })).text();
    expect(html).toContain('Please confirm your booking by e-mail');
    expect(html).toContain(BOOKING_MESSAGES.created);
  });

  it('refuses a booking without a day or a last name: each error beside its field, what was typed kept, nothing sent', async () => {
    // The booking page's remote loaded first (a cold start may miss the deadline and fall back).
    await fetch(`${render.url}/booking`);
    const refused = await post('/booking', { ...BOOKING, bookingDate: '', lastName: '', numberOfGuests: '2', guest2FirstName: '' });
    expect(refused.status).toBe(400);
    const page = await refused.text();
    expect(page).toContain(
      `<p id="booking-date-error" role="alert" class="mt-1.5 text-sm text-danger">${BOOKING_MESSAGES.dateRequired}</p>`,
    );
    expect(page).toContain(
      `<p id="booking-last-name-error" role="alert" class="mt-1.5 text-sm text-danger">${BOOKING_MESSAGES.lastNameTooShort}</p>`,
    );
    expect(page).toMatch(/<input id="booking-first-name"[^>]* value="Hemi"/);
    expect(page).toMatch(/<input type="radio" id="booking-guests-2"[^>]* checked=""/);
    expect(mailing.received).toEqual([]);
  });

  it('confirms a booking and a subscription, and unsubscribes, with the token posted in the body, never in an address', async () => {
    const token = 'k'.repeat(43);
    for (const [path, form, call, said] of [
      ['/booking/confirm', 'booking-confirm', { path: '/api/bookings/confirm', body: { token } }, 'Your booking is confirmed'],
      ['/newsletter/confirm', 'newsletter-confirm', { path: '/api/newsletter/confirm', body: { token } }, NEWSLETTER_MESSAGES.subscribed],
      [
        '/newsletter/unsubscribe',
        'unsubscribe',
        { path: `/api/newsletter/unsubscribe/${token}`, body: null },
        NEWSLETTER_MESSAGES.unsubscribed,
      ],
    ] as const) {
      mailing.received.length = 0;
      const sent = await post(path, { form, token });
      expect(sent.status).toBe(303);
      expect(sent.headers.get('location')).toBe(path);
      expect(mailing.received.map(({ path: called, body }) => ({ path: called, body }))).toEqual([call]);
      const html = await (await fetch(`${render.url}${path}`, { headers: { cookie: `form-sent=${form}` } })).text();
      expect(html.replace(/&#x27;/g, "'")).toContain(said);
      // The page of the link names its address in no Referer.
      expect(html).toContain('<meta name="referrer" content="no-referrer"/>');
    }
    // A token that cannot be one: the page's own words, nothing sent.
    mailing.received.length = 0;
    const refused = await post('/newsletter/confirm', { form: 'newsletter-confirm', token: 'nope' });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(NEWSLETTER_MESSAGES.confirmFailed);
    expect(mailing.received).toEqual([]);
  });

  /** The error shown beside the field with this id, as a reader sees it. */
  const errorOf = (html: string, id: string) =>
    new RegExp(`<p id="${id}-error"[^>]*>(.*?)</p>`, 's').exec(html)?.[1]?.replace(/&#x27;/g, "'");

  it('asks svc-identity for a reset link, and comes back to /password-reset saying it is on its way', async () => {
    const page = await (await fetch(`${render.url}/password-reset`)).text();
    expect(page).toMatch(
      /<form [^>]*action="\/password-reset" method="post"><input type="hidden" name="form" value="password-reset-request"\/>/,
    );
    expect(page).toContain('<meta name="robots" content="noindex"/>');
    expect(page).toContain('<meta name="referrer" content="no-referrer"/>');
    expect(pageData(page).remotes).toContain('admin/PasswordResetPage');

    const sent = await post('/password-reset', { form: 'password-reset-request', email: 'artist@example.nz' });
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe('/password-reset');
    expect(sent.headers.get('set-cookie')).toBe('form-sent=password-reset-request; Max-Age=60; Path=/; HttpOnly; SameSite=Lax; Secure');
    expect(mailing.received).toEqual([
      {
        method: 'POST',
        path: '/api/admin/password-reset/request',
        headers: expect.objectContaining({ 'x-forwarded-for': '203.0.113.9', 'x-request-id': 'form-post-1' }),
        body: { email: 'artist@example.nz' },
      },
    ]);
    const html = await (await fetch(`${render.url}/password-reset`, { headers: { cookie: 'form-sent=password-reset-request' } })).text();
    expect(html).toMatch(
      new RegExp(`<div role="status" data-testid="admin-reset-success"[^>]*>${PASSWORD_RESET_MESSAGES.requested}</div>`),
    );

    const blank = await post('/password-reset', { form: 'password-reset-request', email: ' ' });
    expect(blank.status).toBe(400);
    expect(errorOf(await blank.text(), 'admin-reset-email')).toBe('Email is required');
    expect(mailing.received).toHaveLength(1);
  });

  it("renders the e-mailed link's page with the token in the form's body, and sets the new password through svc-identity", async () => {
    const token = 'r'.repeat(43);
    for (const path of [`/password-reset?token=${token}`, `/password-reset/${token}`]) {
      const page = await (await fetch(`${render.url}${path}`)).text();
      expect(page).toMatch(/<form [^>]*action="\/password-reset" method="post"><input type="hidden" name="form" value="password-reset"\/>/);
      expect(page).toContain(`<input type="hidden" name="token" value="${token}"/>`);
      expect(page).toContain('<meta name="referrer" content="no-referrer"/>');
    }
    const sent = await post('/password-reset', {
      form: 'password-reset',
      token,
      password: 'a-new-password',
      confirmPassword: 'a-new-password',
    });
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe('/password-reset');
    // The browser gets the page's "sent" and svc-identity's device cookie, so it is trusted at sign-in; nothing else the service set.
    expect(sent.headers.getSetCookie()).toEqual([
      expect.stringMatching(/^form-sent=password-reset;/),
      'atelier_device=the-device; Path=/api/admin/login; HttpOnly',
    ]);
    expect(mailing.received.map(({ path, body }) => ({ path, body }))).toEqual([
      { path: '/api/admin/password-reset/confirm', body: { token, password: 'a-new-password' } },
    ]);
    const done = await (await fetch(`${render.url}/password-reset`, { headers: { cookie: 'form-sent=password-reset' } })).text();
    expect(done).toContain(PASSWORD_RESET_MESSAGES.done);
    expect(done).toContain('Back to sign in');
    // Without JavaScript nothing takes her to the sign-in page by itself: the page does not say it will.
    expect(done).not.toContain('Taking you to the sign-in page');
  });

  it("checks the checkout's details pressed before the page is live: each error beside its field, what was typed kept, nothing sent", async () => {
    const typed = {
      form: 'checkout-details',
      'customerInfo.name': 'Hana Whetu',
      'customerInfo.email': 'hana-at-example.com',
      'customerInfo.phone': '',
      delivery: 'ship',
      'shippingAddress.country': 'NZ',
      'shippingAddress.line1': '12 Mull Street',
      'shippingAddress.city': '',
      'shippingAddress.postal_code': '9372',
    };
    // The messages are the schema's own, as the page's script would show them.
    const { customerInfo, shippingAddress } = checkoutDetailsSchema
      .safeParse({
        customerInfo: { name: 'x', email: typed['customerInfo.email'] },
        delivery: 'ship',
        shippingAddress: { country: 'NZ', line1: 'x', city: '', postal_code: '9372' },
      })
      .error!.format() as unknown as Record<string, Record<string, { _errors: string[] }>>;

    const refused = await post('/checkout/7', typed);
    expect(refused.status).toBe(400);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    const html = await refused.text();
    expect(errorOf(html, 'checkout-email')).toBe(customerInfo!.email!._errors[0]);
    expect(errorOf(html, 'checkout-city')).toBe(shippingAddress!.city!._errors[0]);
    expect(errorOf(html, 'checkout-name')).toBeUndefined();
    expect(html).toMatch(/<input [^>]*id="checkout-name"[^>]*value="Hana Whetu"/);
    expect(html).toMatch(/<input [^>]*id="checkout-line1"[^>]*value="12 Mull Street"/);
    expect(html).toMatch(/<input [^>]*id="checkout-delivery-ship"[^>]*checked=""/);
    expect(mailing.received).toEqual([]);
  });

  it('answers valid checkout details with the page and what was typed, which its script takes on to the payment; without it, says paying needs it', async () => {
    const answer = await post('/checkout/7', {
      form: 'checkout-details',
      'customerInfo.name': 'Hana Whetu',
      'customerInfo.email': 'hana@example.com',
      delivery: 'pickup',
      pickupStudio: 'glenorchy',
      'shippingAddress.country': 'NZ',
    });
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toMatch(/<input [^>]*id="checkout-email"[^>]*value="hana@example.com"/);
    expect(html).toMatch(/<input [^>]*id="checkout-studio-glenorchy"[^>]*checked=""/);
    expect(html).toMatch(/<noscript>.*data-testid="checkout-details-checked".*Paying online needs JavaScript/s);
    // The page's script finds the details it is to go on with.
    const { queries } = pageData(html).queries as { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
    expect(queries.find(({ queryKey }) => queryKey[0] === 'form-result')).toMatchObject({
      queryKey: ['form-result', 'checkout-details'],
      state: { data: { status: 'checked', values: { 'customerInfo.name': 'Hana Whetu', pickupStudio: 'glenorchy' } } },
    });
    expect(mailing.received).toEqual([]);
  });

  it('refuses a new password too short or not confirmed: each error beside its field, the token kept in the body, no password in the page', async () => {
    const token = 'r'.repeat(43);
    const refused = await post('/password-reset', { form: 'password-reset', token, password: 'hunter2-short', confirmPassword: 'hunter3' });
    expect(refused.status).toBe(400);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    const html = await refused.text();
    expect(errorOf(html, 'admin-new-password')).toBeUndefined();
    expect(errorOf(html, 'admin-confirm-password')).toBe('Passwords do not match.');
    expect(html).toContain(`<input type="hidden" name="token" value="${token}"/>`);
    expect(html).not.toContain('hunter');
    const short = await (
      await post('/password-reset', { form: 'password-reset', token, password: 'short', confirmPassword: 'short' })
    ).text();
    expect(errorOf(short, 'admin-new-password')).toBe('Password must be at least 12 characters long.');
    expect(mailing.received).toEqual([]);

    // The service's own reason (an expired link, too many attempts), the form still there to try again.
    mailing.answer = 'refuse';
    const limited = await post('/password-reset', {
      form: 'password-reset',
      token,
      password: 'a-new-password',
      confirmPassword: 'a-new-password',
    });
    expect(limited.status).toBe(429);
    const again = await limited.text();
    expect(again).toContain(INQUIRY_MESSAGES.tooMany);
    expect(again).toContain(`<input type="hidden" name="token" value="${token}"/>`);
    mailing.answer = 'fail';
    expect(await (await post('/password-reset', { form: 'password-reset-request', email: 'artist@example.nz' })).text()).toContain(
      PASSWORD_RESET_MESSAGES.requestFailed,
    );
  });

  it('refuses a post a browser sent from another site, and sends nothing', async () => {
    for (const headers of [
      { origin: 'https://evil.example' } as Record<string, string>,
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site', origin: render.url },
    ]) {
      const refused = await post('/', CONTACT, headers);
      expect({ headers, status: refused.status, body: await refused.text() }).toEqual({
        headers,
        status: 403,
        body: 'Cross-site request refused\n',
      });
    }
    // What a same-origin browser says is enough: Sec-Fetch-Site, or an Origin that is this host.
    expect((await post('/', CONTACT, { 'sec-fetch-site': 'same-origin', origin: 'https://evil.example' })).status).toBe(303);
    expect(mailing.received).toHaveLength(1);
  });

  it('refuses a form it does not know on that page, another body type, and a body over 64 KB', async () => {
    expect((await post('/collection', CONTACT)).status).toBe(404);
    expect((await post('/', { ...CONTACT, form: 'toString' })).status).toBe(404);
    expect((await post('/', { form: 'password-reset-request', email: 'artist@example.nz' })).status).toBe(404);
    const json = await fetch(`${render.url}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(CONTACT),
    });
    expect(json.status).toBe(415);
    expect((await post('/', { ...CONTACT, message: 'x'.repeat(64 * 1024) })).status).toBe(413);
    expect(mailing.received).toEqual([]);
  });
});
