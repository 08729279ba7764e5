/**
 * Behind a TLS proxy each visitor is still one visitor, and nobody else can pretend to be
 * another: both gateways in front of the real svc-mailing and its enquiry limit (5 per
 * 10 minutes per address). The loopback has many addresses: the trusted proxy connects from
 * 127.0.0.2, an untrusted client from another one.
 */
import { afterAll, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startServiceProcess } from '../../scripts/test/service-process.mjs';
import { createFixtureRepo, freePort, request, startNginx, startNodeGateway } from './harness.mjs';

const TRUSTED_PROXY = '127.0.0.2';
const ENQUIRIES_PER_10_MINUTES = 5;

/** @type {Awaited<ReturnType<typeof startServiceProcess>>} */ let mailing;
/** @type {Awaited<ReturnType<typeof createFixtureRepo>>} */ let repo;
/** @type {string} */ let scratch;

beforeAll(async () => {
  repo = await createFixtureRepo();
  scratch = await mkdtemp(path.join(os.tmpdir(), 'atelier-gateway-visitors-'));
  mailing = await startServiceProcess('svc-mailing', {
    INTERNAL_TOKEN: 'test-internal-token-0123456789',
    LOG_LEVEL: 'silent',
    SMTP_URL: '',
    OUTBOX_DIR: path.join(scratch, 'outbox'),
  });
}, 90_000);
afterAll(async () => {
  await mailing?.stop();
  await repo?.remove();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

describe.each([
  // Each gateway has its own visitors and its own untrusted peer: the service's counters are shared.
  ['Node gateway', startNodeGateway, { visitors: ['203.0.113.11', '203.0.113.12'], untrusted: '127.0.0.3' }],
  ['nginx', startNginx, { visitors: ['203.0.113.21', '203.0.113.22'], untrusted: '127.0.0.4' }],
])('%s with TRUSTED_PROXIES', (label, startGateway, { visitors, untrusted }) => {
  /** @type {import('./harness.mjs').Running} */ let gateway;
  /** @type {string} */ let accessLog;

  /** @param {string} from the peer's address @param {string} [forwardedFor] */
  const enquire = (from, forwardedFor) =>
    request(gateway.url, 'POST', '/api/inquiries', {
      from,
      headers: { 'content-type': 'application/json', ...(forwardedFor && { 'x-forwarded-for': forwardedFor }) },
      body: JSON.stringify({
        firstName: 'Vi',
        lastName: 'Sitor',
        email: 'visitor@example.com',
        inquiryType: 'general',
        message: 'Is the studio open on Saturdays?',
      }),
    });

  beforeAll(async () => {
    accessLog = path.join(scratch, `${label.replace(/\W/g, '')}-access.log`);
    gateway = await startGateway({
      env: {
        MAILING_URL: mailing.url,
        MEDIA_DIR: repo.mediaDir,
        // A /32 and a range, as an operator writes them; the second one is not the loopback.
        TRUSTED_PROXIES: `${TRUSTED_PROXY}, 100.64.0.0/10`,
        NGINX_ACCESS_LOG: accessLog,
        // The shell's server and the render process are down, so the Node gateway logs its failed calls to them.
        SHELL_URL: `http://127.0.0.1:${await freePort()}`,
        RENDER_URL: `http://127.0.0.1:${await freePort()}`,
      },
      repoRoot: repo.root,
    });
  }, 20_000);
  afterAll(async () => {
    await gateway?.stop();
  });

  test('through the trusted proxy, two visitors have separate limits', async () => {
    const [first, second] = visitors;
    // The visitor may write an X-Forwarded-For of their own: the proxy appends the address it saw.
    const statuses = [];
    for (let i = 0; i <= ENQUIRIES_PER_10_MINUTES; i++) statuses.push((await enquire(TRUSTED_PROXY, `10.9.9.9, ${first}`)).status);
    expect(statuses).toEqual([...Array(ENQUIRIES_PER_10_MINUTES).fill(201), 429]);

    expect((await enquire(TRUSTED_PROXY, second)).status).toBe(201);
  }, 30_000);

  test('from an untrusted peer, a forged X-Forwarded-For changes nothing', async () => {
    const statuses = [];
    for (let i = 0; i <= ENQUIRIES_PER_10_MINUTES; i++) statuses.push((await enquire(untrusted, `198.51.100.${i}`)).status);
    expect(statuses).toEqual([...Array(ENQUIRIES_PER_10_MINUTES).fill(201), 429]);
    // Nor does a client forge the trusted proxy's address itself.
    expect((await enquire(untrusted, TRUSTED_PROXY)).status).toBe(429);
  }, 30_000);

  test('the tokens of e-mailed links stay out of the logs: the path without its query, a token segment as its route pattern', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const links = [
        '/password-reset?token=secret-reset-token',
        '/password-reset/secret-path-reset-token',
        '/booking/confirm?token=secret-booking-token',
        '/newsletter/confirm?token=secret-confirm-token',
        '/newsletter/unsubscribe?token=secret-unsubscribe-token',
      ];
      for (const link of links) await request(gateway.url, 'GET', link, { from: TRUSTED_PROXY });
      await request(gateway.url, 'POST', '/api/newsletter/unsubscribe/secret-one-click-token', {
        from: TRUSTED_PROXY,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      await request(gateway.url, 'GET', '/collection?sort=newest', { from: TRUSTED_PROXY });
      // nginx writes its access log line once the answer is sent; give it a moment.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const logged = label === 'nginx' ? await readFile(accessLog, 'utf8') : warn.mock.calls.flat().join('\n');
      expect(logged).not.toMatch(/secret-[a-z-]*token/);
      expect(logged).not.toContain('?');
      if (label === 'nginx') {
        // Every request has its line, so what it shows is checked too (the Node gateway logs only failed calls).
        for (const shown of [
          '/password-reset ',
          '/password-reset/:token ',
          '/booking/confirm ',
          '/newsletter/confirm ',
          '/newsletter/unsubscribe ',
        ]) {
          expect(logged).toContain(`GET ${shown}`);
        }
        expect(logged).toContain('POST /api/newsletter/unsubscribe/:token ');
        expect(logged).toContain('GET /collection ');
      } else {
        expect(logged).toContain('/password-reset/:token');
      }
    } finally {
      warn.mockRestore();
    }
  });
});
