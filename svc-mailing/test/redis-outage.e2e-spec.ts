import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { startFakeMailchimp, type FakeMailchimp } from '../../scripts/fakes/mailchimp.mjs';
import { freePort } from '../../scripts/test/service-process.mjs';
import { readOutbox, startMailing, waitFor, type MailingUnderTest } from './support';

// Plays the outage with a real redis-server of its own (Debian: apt-get install redis-server).
if (spawnSync('redis-server', ['--version']).status !== 0) {
  throw new Error('This test needs the redis-server binary: apt-get install redis-server');
}

describe('with Redis down', () => {
  let fake: FakeMailchimp;
  let mailing: MailingUnderTest;
  let redis: ChildProcess | undefined;
  let port: number;

  beforeAll(async () => {
    // BullMQ prints every refused reconnect to the console while Redis is away; the test expects them.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    port = await freePort();
    fake = await startFakeMailchimp();
    mailing = await startMailing({
      REDIS_URL: `redis://127.0.0.1:${port}`,
      LOG_LEVEL: 'silent',
      MAILCHIMP_API_KEY: fake.apiKey,
      MAILCHIMP_AUDIENCE_ID: fake.audienceId,
      MAILCHIMP_BASE_URL: fake.url,
    });
  });
  afterAll(async () => {
    await mailing?.close();
    redis?.kill('SIGTERM');
    await fake?.stop();
    jest.restoreAllMocks();
  });

  it('answers visitors at once, keeps their data, and finishes the work when Redis is back', async () => {
    const started = Date.now();
    const subscription = await mailing.call('POST', '/api/newsletter', {
      body: { email: 'patient@example.com', firstName: 'Pat', lastName: 'Ient' },
      headers: { 'x-forwarded-for': '10.40.0.1' },
    });
    expect(subscription.status).toBe(200);
    const email = await mailing.internal('POST', '/internal/emails', {
      template: 'password-reset',
      to: 'artist@atelier.example',
      data: { link: 'https://atelier.example/password-reset?token=abc', minutes: 30 },
      idempotencyKey: 'while-redis-is-down',
    });
    expect(email.status).toBe(202);
    expect(Date.now() - started).toBeLessThan(8000);
    expect(await mailing.db.query(`SELECT email FROM newsletter_subscribers`)).toEqual([{ email: 'patient@example.com' }]);
    expect(fake.member('patient@example.com')).toBeUndefined();
    expect(readOutbox(mailing.outbox)).toHaveLength(0);

    redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    // Both e-mails go out once Redis is back: the reset and the sign-up's confirmation.
    const confirmation = await waitFor(
      () => readOutbox(mailing.outbox).length === 2 && readOutbox(mailing.outbox).find((mail) => mail.headers.to === 'patient@example.com'),
      30000,
      'the e-mails in the outbox',
    );
    const token = /confirm\?token=([\w-]{43})/.exec(confirmation.text)![1];
    expect((await mailing.call('POST', '/api/newsletter/confirm', { body: { token } })).status).toBe(200);
    await waitFor(() => fake.member('patient@example.com')?.status === 'subscribed', 30000, 'the subscriber in Mailchimp');
    expect(fake.upsertsOf('patient@example.com')).toBe(1);
  });
});
