import { Client } from 'pg';
import { startFakeMailchimp, type FakeMailchimp } from '../../scripts/fakes/mailchimp.mjs';
import { startSmtpSink, type SmtpSink } from '../../scripts/fakes/smtp-sink.mjs';
import { startPrivatePostgres, startPrivateRedis, type PrivateServer } from '../../scripts/test/private-servers.mjs';
import { startServiceProcess, type TestServiceProcess } from '../../scripts/test/service-process.mjs';
import { INTERNAL_TOKEN, waitFor } from './support';

// Faults with real processes: the built service, a Redis and a PostgreSQL of this file's own
// (stopped and started here; the shared ones other files use are never touched).

const EMAILS = 24;
const SUBSCRIBERS = 8;
const keyOf = (n: number) => `fault-email-${String(n).padStart(2, '0')}`;
const subscriberOf = (n: number) => ({ email: `fault-${n}@example.com`, firstName: `First${n}`, lastName: `Last${n}` });

/** A request that never waits longer than `timeoutMs`, and says how long it took. */
async function call(url: string, method = 'GET', body?: unknown, headers: Record<string, string> = {}) {
  const started = performance.now();
  const response = await fetch(url, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  const text = await response.text();
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    body: text ? JSON.parse(text) : undefined,
    ms: performance.now() - started,
  };
}

/** Polls `check` and answers how many ms it took to come true. */
async function timeUntil(check: () => Promise<boolean>, what: string, timeoutMs = 30_000): Promise<number> {
  const started = performance.now();
  await waitFor(check, timeoutMs, what);
  return Math.round(performance.now() - started);
}

describe('svc-mailing through Redis, PostgreSQL and its own restarts', () => {
  let redis: PrivateServer;
  let postgres: PrivateServer;
  let sink: SmtpSink;
  let mailchimp: FakeMailchimp;
  let mailing: TestServiceProcess;
  let db: Client;

  const ready = () => call(`${mailing.url}/health/ready`);
  const sendEmail = (key: string) =>
    call(
      `${mailing.url}/internal/emails`,
      'POST',
      {
        template: 'password-reset',
        to: 'artist@atelier.example',
        data: { link: `https://atelier.example/reset?k=${key}`, minutes: 30 },
        idempotencyKey: key,
      },
      { 'x-internal-token': INTERNAL_TOKEN },
    );
  // Each visitor from an address of their own: the sign-up throttle counts per address.
  const subscribe = (n: number) => call(`${mailing.url}/api/newsletter`, 'POST', subscriberOf(n), { 'x-forwarded-for': `10.9.0.${n}` });
  /** A sign-up and its confirmation, with the secret of the link the relay received. */
  const subscribeConfirmed = async (n: number) => {
    const { email } = subscriberOf(n);
    expect((await subscribe(n)).status).toBe(200);
    const token = await waitFor(
      () =>
        /unsubscribe\/([\w-]{43})>/.exec(
          sink.messages.find((message) => message.to.includes(email))?.headers['list-unsubscribe'] ?? '',
        )?.[1],
      20_000,
      `the confirmation e-mail to ${email}`,
    );
    expect((await call(`${mailing.url}/api/newsletter/confirm`, 'POST', { token })).status).toBe(200);
  };
  /** Each subscriber is sent a confirmation and a welcome besides the e-mails sent directly. */
  const ALL_EMAILS = EMAILS + 2 * SUBSCRIBERS;
  const count = async (sql: string) => Number((await db.query<{ n: string }>(sql)).rows[0]!.n);
  const deliveriesOf = (key: string) => sink.messages.filter((message) => message.headers['x-atelier-idempotency-key'] === key).length;

  beforeAll(async () => {
    // BullMQ reports every refused reconnect on the console while Redis is away; expected here.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    [redis, postgres, sink, mailchimp] = await Promise.all([
      startPrivateRedis(),
      startPrivatePostgres(),
      startSmtpSink(),
      startFakeMailchimp(),
    ]);
    mailing = await startServiceProcess(
      'svc-mailing',
      {
        INTERNAL_TOKEN,
        REDIS_URL: redis.url,
        SMTP_URL: sink.url,
        LOG_LEVEL: 'silent',
        MAIL_FROM: 'Atelier <studio@atelier.example>',
        ARTIST_EMAIL: 'artist@atelier.example',
        MAILCHIMP_API_KEY: mailchimp.apiKey,
        MAILCHIMP_AUDIENCE_ID: mailchimp.audienceId,
        MAILCHIMP_BASE_URL: mailchimp.url,
      },
      { databaseServer: postgres.url },
    );
    db = new Client({ connectionString: mailing.databaseUrl });
    await db.connect();
    // Reconnected by hand after the PostgreSQL restart below.
    db.on('error', () => undefined);
  }, 90_000);
  afterAll(async () => {
    await db?.end().catch(() => undefined);
    // Its database goes with the private server: nothing to drop.
    await mailing?.kill();
    await Promise.all([redis?.remove(), postgres?.remove(), sink?.stop(), mailchimp?.stop()]);
    jest.restoreAllMocks();
  });

  it('sends every queued e-mail exactly once and syncs every subscriber, across a Redis restart and a SIGTERM mid-send', async () => {
    // A slow relay, so deliveries are still running when the faults hit.
    sink.delayAnswers(300);
    for (let n = 1; n <= SUBSCRIBERS; n++) await subscribeConfirmed(n);
    for (let n = 1; n <= EMAILS; n++) expect((await sendEmail(keyOf(n))).status).toBe(202);
    await waitFor(() => sink.messages.length >= 2 * SUBSCRIBERS + 3, 20_000, 'the first deliveries');

    await redis.stop();
    const notReadyMs = await timeUntil(async () => (await ready()).status === 503, 'readiness to drop with Redis');
    const down = await ready();
    expect(down.body).toMatchObject({ statusCode: 503, checks: { database: 'up', redis: 'down' } });
    const sentBeforeRestart = sink.messages.length;
    await redis.start();
    const readyAgainMs = await timeUntil(async () => (await ready()).status === 200, 'readiness once Redis is back');
    await waitFor(() => sink.messages.length >= sentBeforeRestart + 2, 30_000, 'deliveries to resume after the Redis restart');

    // SIGTERM while an e-mail is claimed and its relay has not answered yet.
    const sending = async () =>
      (await db.query<{ key: string }>(`SELECT idempotency_key AS key FROM emails WHERE status = 'sending'`)).rows.map((row) => row.key);
    const inFlight = await waitFor(async () => ((await sending()).length ? sending() : undefined), 20_000, 'an e-mail mid-send');
    const sentAtSigterm = sink.messages.length;
    const stopping = performance.now();
    expect(await mailing.kill('SIGTERM')).toBe(0);
    const shutdownMs = Math.round(performance.now() - stopping);
    // The sends in flight finished and were recorded before the process left: nothing waits out a lease.
    expect(await sending()).toEqual([]);
    const { rows: settled } = await db.query<{ status: string }>(`SELECT status FROM emails WHERE idempotency_key = ANY($1)`, [inFlight]);
    expect(settled.map((row) => row.status)).toEqual(inFlight.map(() => 'sent'));
    const finishedDuringShutdown = sink.messages.length - sentAtSigterm;
    const unsentAtSigterm = await count(`SELECT count(*) AS n FROM emails WHERE status <> 'sent'`);

    await mailing.start();
    // Usually seconds. A job Redis handed out just as it stopped (its reply lost) waits for
    // BullMQ's stalled-job check: its 30 s lock must lapse, and the check runs every 30 s.
    const restarted = performance.now();
    await sink.waitFor(ALL_EMAILS, 100_000);
    const lastDeliveryMs = Math.round(performance.now() - restarted);
    await waitFor(
      () =>
        Array.from({ length: SUBSCRIBERS }, (_, i) => subscriberOf(i + 1)).every(
          ({ email }) => mailchimp.member(email)?.status === 'subscribed',
        ),
      30_000,
      'every subscriber in Mailchimp',
    );

    // The relay's answer and Mailchimp's come before the rows record them.
    await waitFor(
      async () => (await count(`SELECT count(*) AS n FROM emails WHERE status = 'sent'`)) === ALL_EMAILS,
      10_000,
      'every row sent',
    );
    await waitFor(
      async () =>
        (await count(`SELECT count(*) AS n FROM newsletter_subscribers WHERE mailchimp_synced_version = version`)) === SUBSCRIBERS,
      10_000,
      'every subscriber marked synced',
    );

    const keys = (await db.query<{ key: string }>(`SELECT idempotency_key AS key FROM emails ORDER BY id`)).rows.map((row) => row.key);
    expect(keys).toHaveLength(ALL_EMAILS);
    expect(keys.map((key) => [key, deliveriesOf(key)])).toEqual(keys.map((key) => [key, 1]));
    expect(sink.messages).toHaveLength(ALL_EMAILS);
    // Mailchimp's sync is at least once with idempotent upserts (PUT of the member's current
    // state): a job whose completion Redis missed runs again. What must hold is the final state.
    for (let n = 1; n <= SUBSCRIBERS; n++) {
      const { email, firstName, lastName } = subscriberOf(n);
      expect(mailchimp.member(email)).toMatchObject({ status: 'subscribed', merge_fields: { FNAME: firstName, LNAME: lastName } });
      expect(mailchimp.upsertsOf(email)).toBeGreaterThanOrEqual(1);
    }
    const upserts = Array.from({ length: SUBSCRIBERS }, (_, i) => mailchimp.upsertsOf(subscriberOf(i + 1).email));
    console.log(
      `Redis restart: /health/ready 503 after ${notReadyMs} ms, 200 again ${readyAgainMs} ms after Redis started. ` +
        `SIGTERM mid-send: exit 0 after ${shutdownMs} ms, ${finishedDuringShutdown} send(s) finished during shutdown, ` +
        `${unsentAtSigterm} e-mail(s) left for the restarted process, the last delivered ${lastDeliveryMs} ms after it started. ` +
        `${ALL_EMAILS} e-mails, each delivered once; ` +
        `Mailchimp upserts per subscriber: ${upserts.join(', ')}`,
    );
  }, 180_000);

  it('answers 503 while PostgreSQL is down and recovers when it is back, without a restart of its own', async () => {
    await postgres.stop();
    const notReadyMs = await timeUntil(async () => (await ready()).status === 503, 'readiness to drop with PostgreSQL');
    expect((await ready()).body).toMatchObject({ statusCode: 503, checks: { database: 'down', redis: 'up' } });

    const signUp = await subscribe(101);
    expect(signUp.status).toBe(503);
    expect(signUp.contentType).toMatch(/^application\/json/);
    expect(signUp.body).toMatchObject({ statusCode: 503, message: 'Service unavailable' });
    expect(signUp.ms).toBeLessThan(2000);
    const email = await sendEmail('fault-during-outage');
    expect(email.status).toBe(503);
    expect(email.ms).toBeLessThan(2000);

    await postgres.start();
    const readyAgainMs = await timeUntil(async () => (await ready()).status === 200, 'readiness once PostgreSQL is back');
    db = new Client({ connectionString: mailing.databaseUrl });
    await db.connect();
    await subscribeConfirmed(102);
    expect((await sendEmail('fault-after-outage')).status).toBe(202);

    expect((await db.query(`SELECT email FROM newsletter_subscribers WHERE email = $1`, [subscriberOf(102).email])).rows).toHaveLength(1);
    await waitFor(() => deliveriesOf('fault-after-outage') === 1, 20_000, 'the e-mail accepted after the outage');
    await waitFor(() => mailchimp.member(subscriberOf(102).email)?.status === 'subscribed', 20_000, 'the subscriber after the outage');
    console.log(
      `PostgreSQL restart: /health/ready 503 after ${notReadyMs} ms; API answered 503 in ${Math.round(signUp.ms)} ms ` +
        `(public) and ${Math.round(email.ms)} ms (internal); ready again ${readyAgainMs} ms after PostgreSQL started.`,
    );
  }, 90_000);
});
