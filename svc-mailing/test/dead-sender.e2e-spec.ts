import { Client } from 'pg';
import { startSmtpSink, type SmtpSink } from '../../scripts/fakes/smtp-sink.mjs';
import { startServiceProcess, type TestServiceProcess } from '../../scripts/test/service-process.mjs';
import { INTERNAL_TOKEN, waitFor } from './support';

// A sender killed outright mid-send (kill -9: no shutdown, its claim never released by hand):
// the e-mail goes out again as soon as the claim is known dead, not after a lease runs out, and
// exactly once; a live sender's claim is never taken. Real processes, in-process jobs (as under
// `npm start`); the durable work's sweep is off (service-process), so only the claim can resend.

/** The JSON lines a service logged. */
const logLines = (service: TestServiceProcess): { msg: string; keys?: string[] }[] =>
  service
    .logs()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line));

const env = {
  // Tests' own mode logs nothing; these read what an operator would.
  NODE_ENV: 'development',
  INTERNAL_TOKEN,
  LOG_LEVEL: 'warn',
  MAIL_FROM: 'Atelier <studio@atelier.example>',
  ARTIST_EMAIL: 'artist@atelier.example',
  REDIS_URL: '',
};

describe('an e-mail whose sender died', () => {
  let sink: SmtpSink;
  let mailing: TestServiceProcess;
  let replica: TestServiceProcess | undefined;
  let db: Client;

  const sendEmail = (key: string) =>
    fetch(`${mailing.url}/internal/emails`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-internal-token': INTERNAL_TOKEN },
      body: JSON.stringify({
        template: 'password-reset',
        to: 'artist@atelier.example',
        data: { link: `https://atelier.example/reset?k=${key}`, minutes: 30 },
        idempotencyKey: key,
      }),
    });
  const deliveriesOf = (key: string) => sink.messages.filter((message) => message.headers['x-atelier-idempotency-key'] === key).length;
  const rowOf = async (key: string) =>
    (await db.query<{ status: string; attempts: number }>(`SELECT status, attempts FROM emails WHERE idempotency_key = $1`, [key])).rows[0];
  const mailingEnv = () => ({ ...env, SMTP_URL: sink.url });

  beforeAll(async () => {
    sink = await startSmtpSink();
    mailing = await startServiceProcess('svc-mailing', mailingEnv(), { keepLogs: true });
    db = new Client({ connectionString: mailing.databaseUrl });
    await db.connect();
  }, 60_000);
  afterAll(async () => {
    await db?.end();
    await replica?.kill();
    await mailing?.stop();
    await sink?.stop();
  });

  it('is sent again within seconds of the sender coming back, exactly once', async () => {
    // The relay holds its answer, so the sender is killed while the e-mail is claimed and unsent.
    sink.delayAnswers(30_000);
    expect((await sendEmail('dead-sender-1')).status).toBe(202);
    await waitFor(async () => (await rowOf('dead-sender-1'))?.status === 'sending', 10_000, 'the e-mail claimed');
    await mailing.kill('SIGKILL');
    expect(await rowOf('dead-sender-1')).toEqual({ status: 'sending', attempts: 1 });

    sink.delayAnswers(0);
    const restarted = performance.now();
    await mailing.start();
    await waitFor(() => deliveriesOf('dead-sender-1') === 1, 5_000, 'the e-mail sent again');
    const sentAfterMs = Math.round(performance.now() - restarted);

    await waitFor(async () => (await rowOf('dead-sender-1'))?.status === 'sent', 5_000, 'the e-mail recorded as sent');
    expect(await rowOf('dead-sender-1')).toEqual({ status: 'sent', attempts: 2 });
    const resumed = logLines(mailing).filter((line) => line.msg === 'e-mails whose sender died mid-send: sending them again now');
    expect(resumed.map((line) => line.keys)).toEqual([['dead-sender-1']]);
    // Nothing else sends it: the next looks for abandoned e-mails find it sent.
    await new Promise((resolve) => setTimeout(resolve, 11_000));
    expect(deliveriesOf('dead-sender-1')).toBe(1);
    console.log(`Sender killed mid-send: e-mail sent again ${sentAfterMs} ms after the service started again (no lease to wait out).`);
  }, 60_000);

  it('is left to a sender that is alive: another replica starting meanwhile does not send it too', async () => {
    sink.delayAnswers(15_000);
    expect((await sendEmail('live-sender-1')).status).toBe(202);
    await waitFor(async () => (await rowOf('live-sender-1'))?.status === 'sending', 10_000, 'the e-mail claimed');

    // A second process on the same database looks for abandoned e-mails as it starts.
    replica = await startServiceProcess('svc-mailing', { ...mailingEnv(), DATABASE_URL: mailing.databaseUrl }, { keepLogs: true });
    expect(deliveriesOf('live-sender-1')).toBe(0);
    await waitFor(() => deliveriesOf('live-sender-1') === 1, 30_000, 'the e-mail sent by its first sender');
    await waitFor(async () => (await rowOf('live-sender-1'))?.status === 'sent', 5_000, 'the e-mail recorded as sent');

    expect(await rowOf('live-sender-1')).toEqual({ status: 'sent', attempts: 1 });
    expect(deliveriesOf('live-sender-1')).toBe(1);
    expect(logLines(replica).filter((line) => line.msg.includes('sender died'))).toEqual([]);
  }, 60_000);
});
