import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServiceProcess, type TestServiceProcess } from '../../scripts/test/service-process.mjs';
import { INTERNAL_TOKEN, readOutbox, SITE, waitFor } from './support';

/**
 * The secrets of e-mailed links (newsletter confirm and unsubscribe, a booking's confirmation)
 * never reach the service's log: svc-mailing runs as it does under `npm start` (its own process,
 * info-level logs, e-mails written to the outbox), the links are followed, and every token the
 * outbox holds is looked for in every line it logged.
 */
describe('svc-mailing logs', () => {
  let mailing: TestServiceProcess;
  const outbox = mkdtempSync(join(tmpdir(), 'atelier-outbox-'));

  beforeAll(async () => {
    mailing = await startServiceProcess(
      'svc-mailing',
      { NODE_ENV: 'development', LOG_LEVEL: 'debug', INTERNAL_TOKEN, SMTP_URL: '', OUTBOX_DIR: outbox, PUBLIC_SITE_URL: SITE },
      { keepLogs: true },
    );
  }, 60_000);
  afterAll(() => mailing?.stop());

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${mailing.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const tokensIn = (text: string) =>
    [...text.matchAll(/token=([\w-]{20,})|unsubscribe\/([\w-]{20,})/g)].map((match) => match[1] ?? match[2]!);

  it('holds no token of any e-mailed link, and names the routes it served by their patterns', async () => {
    const email = 'log.reader@example.com';
    expect((await post('/api/newsletter', { email, firstName: 'Lou', lastName: 'Reader' })).status).toBe(200);
    const confirmMail = await waitFor(() => readOutbox(outbox).find((mail) => /\/newsletter\/confirm\?token=/.test(mail.text)));
    const [token] = tokensIn(confirmMail.text);
    expect((await post('/api/newsletter/confirm', { token })).status).toBe(200);
    await waitFor(() => readOutbox(outbox).length >= 2, 15000, 'the welcome e-mail');
    // The unsubscribe page's button and a mail program's one-click POST (a form body), and a wrong method on it.
    expect((await post(`/api/newsletter/unsubscribe/${token}`, {})).status).toBe(200);
    const oneClick = await fetch(`${mailing.url}/api/newsletter/unsubscribe/${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect((await fetch(`${mailing.url}/api/newsletter/unsubscribe/${token}?token=${token}`)).status).toBe(404);

    // A booking's confirmation e-mail, as svc-bookings sends it.
    const bookingToken = 'b'.repeat(43);
    const booking = await post(
      '/internal/emails',
      {
        template: 'booking-request',
        to: 'guest@example.com',
        data: {
          bookingId: 3,
          adventureTitle: 'Lake Wakatipu at dawn',
          date: '2031-03-14',
          guests: 1,
          total: '250.00',
          currency: 'NZD',
          link: `${SITE}/booking/confirm?token=${bookingToken}`,
          minutes: 30,
        },
        idempotencyKey: 'booking-request-log-test',
      },
      { 'x-internal-token': INTERNAL_TOKEN },
    );
    expect(booking.status).toBeLessThan(300);
    await waitFor(() => readOutbox(outbox).some((mail) => mail.text.includes(bookingToken)), 15000, 'the booking e-mail');

    const tokens = new Set(
      readOutbox(outbox).flatMap((mail) => tokensIn([mail.text, mail.html, ...Object.values(mail.headers)].join('\n'))),
    );
    expect(tokens).toEqual(new Set([token, bookingToken]));
    const logs = mailing.logs();
    for (const secret of tokens) expect(logs).not.toContain(secret);
    const routes = logs
      .split('\n')
      .filter((line) => line.includes('"msg":"request"'))
      .map((line) => (JSON.parse(line) as { method: string; route: string }).method + ' ' + (JSON.parse(line) as { route: string }).route);
    expect(routes).toEqual(
      expect.arrayContaining([
        'POST /api/newsletter',
        'POST /api/newsletter/confirm',
        'POST /api/newsletter/unsubscribe/:token',
        'GET /api/newsletter/unsubscribe/:hidden',
      ]),
    );
    // The outbox is named in the log, so a reader of `npm start` finds the e-mail and its links there.
    expect(logs).toContain(outbox);
  }, 60_000);
});
