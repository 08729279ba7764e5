/**
 * One real service stopped behind each gateway (and started again), another one running:
 * what a browser sees meanwhile. The fakes of gateway-behaviour.mjs show the answers; this
 * shows them with built services that shut down on SIGTERM and come back on the same port.
 */
import { afterAll, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startServiceProcess } from '../../scripts/test/service-process.mjs';
import { createFixtureRepo, request, startNginx, startNodeGateway } from './harness.mjs';

const INTERNAL_TOKEN = 'test-internal-token-0123456789';

/** @type {Awaited<ReturnType<typeof startServiceProcess>>} */ let catalog;
/** @type {Awaited<ReturnType<typeof startServiceProcess>>} */ let mailing;
/** @type {Awaited<ReturnType<typeof createFixtureRepo>>} */ let repo;
/** @type {string} */ let scratch;

beforeAll(async () => {
  // The Node gateway logs every failed upstream call; the stopped service makes some on purpose.
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  repo = await createFixtureRepo();
  scratch = await mkdtemp(path.join(os.tmpdir(), 'atelier-gateway-services-'));
  [catalog, mailing] = await Promise.all([
    startServiceProcess('svc-catalog', { INTERNAL_TOKEN, LOG_LEVEL: 'silent', MEDIA_DIR: path.join(scratch, 'media') }),
    startServiceProcess('svc-mailing', { INTERNAL_TOKEN, LOG_LEVEL: 'silent', SMTP_URL: '', OUTBOX_DIR: path.join(scratch, 'outbox') }),
  ]);
}, 90_000);
afterAll(async () => {
  await Promise.all([catalog?.stop(), mailing?.stop()]);
  await repo?.remove();
  if (scratch) await rm(scratch, { recursive: true, force: true });
  jest.restoreAllMocks();
});

describe.each([
  ['Node gateway', startNodeGateway],
  ['nginx', startNginx],
])('%s in front of svc-catalog and svc-mailing', (label, startGateway) => {
  /** @type {import('./harness.mjs').Running} */ let gateway;
  let visitor = 0;
  /** A newsletter sign-up: a write that reaches svc-mailing through the gateway. */
  const signUp = () =>
    request(gateway.url, 'POST', '/api/newsletter', {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `restart-${label.replace(/\W/g, '')}-${++visitor}@example.com`, firstName: 'Rae', lastName: 'Start' }),
    });

  beforeAll(async () => {
    gateway = await startGateway({
      env: { CATALOG_URL: catalog.url, MAILING_URL: mailing.url, MEDIA_DIR: repo.mediaDir },
      repoRoot: repo.root,
    });
  }, 20_000);
  afterAll(async () => {
    await gateway?.stop();
  });

  test('a stopped service is a JSON 503 within 2 s, the rest of the site works, and it is back once restarted', async () => {
    const before = await signUp();
    expect(before.status).toBe(200);
    expect(before.headers['x-service']).toBe('mailing');

    expect(await mailing.kill('SIGTERM')).toBe(0);
    const down = await signUp();
    expect(down.status).toBe(503);
    expect(down.headers['content-type']).toMatch(/^application\/json/);
    expect(down.json()).toEqual({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'Service unavailable' });
    expect(down.ms).toBeLessThan(2000);
    const paintings = await request(gateway.url, 'GET', '/api/paintings');
    expect(paintings.status).toBe(200);
    expect(paintings.headers['x-service']).toBe('catalog');
    expect((await request(gateway.url, 'GET', '/')).status).toBe(200);

    // Same port, the gateway untouched: the first request after it is ready gets through.
    const restarting = performance.now();
    await mailing.start();
    const back = await signUp();
    const recoveredMs = Math.round(performance.now() - restarting);
    expect(back.status).toBe(200);
    expect(back.headers['x-service']).toBe('mailing');
    console.log(
      `${label}: svc-mailing stopped → 503 JSON in ${Math.round(down.ms)} ms (svc-catalog meanwhile 200 in ${Math.round(paintings.ms)} ms); ` +
        `restarted → 200 through the same gateway ${recoveredMs} ms after the restart began (service boot included).`,
    );
  }, 60_000);
});
