import { DurableWorkService } from '@atelier/service-kit';
import { simpleParser } from 'mailparser';
import { startSmtpSink, type SmtpSink } from '../../scripts/fakes/smtp-sink.mjs';
import { startServiceProcess, type TestServiceProcess } from '../../scripts/test/service-process.mjs';
import { ARTIST, INTERNAL_TOKEN, parseEmail, readOutbox, SITE, sleep, startMailing, waitFor, type MailingUnderTest } from './support';

const resetLink = `https://atelier.example/password-reset?token=${'t'.repeat(43)}`;
const passwordReset = (key: string) => ({
  template: 'password-reset',
  to: 'artist@atelier.example',
  data: { link: resetLink, minutes: 30 },
  idempotencyKey: key,
});

const emailRow = async (mailing: MailingUnderTest, key: string) =>
  (await mailing.db.query(`SELECT status, attempts, recipient, reply_to FROM emails WHERE idempotency_key = $1`, [key]))[0] as
    { status: string; attempts: number; recipient: string; reply_to: string | null } | undefined;

describe('POST /internal/emails without SMTP (the outbox)', () => {
  let mailing: MailingUnderTest;

  beforeAll(async () => {
    mailing = await startMailing();
  });
  afterAll(() => mailing.close());

  it('refuses callers without the internal token', async () => {
    const answer = await mailing.call('POST', '/internal/emails', { body: passwordReset('no-token') });
    expect(answer.status).toBe(401);
    expect(await emailRow(mailing, 'no-token')).toBeUndefined();
  });

  it('writes the password-reset e-mail, link included, to the outbox as one .eml', async () => {
    const answer = await mailing.internal('POST', '/internal/emails', passwordReset('password-reset-abc'));
    expect(answer.status).toBe(202);
    expect(answer.body).toMatchObject({ status: 'queued', duplicate: false, id: expect.any(Number) });

    const [email] = await waitFor(() => readOutbox(mailing.outbox).length === 1 && readOutbox(mailing.outbox), 15000, 'the outbox file');
    expect(email!.file).toMatch(/^\d{4}-\d{2}-\d{2}T[\d-]+Z_password-reset-abc_[0-9a-f]{8}\.eml$/);
    expect(email!.headers.to).toBe('artist@atelier.example');
    expect(email!.headers.from).toBe('Atelier <studio@atelier.example>');
    expect(email!.subject).toBe('Reset your Atelier password');
    expect(email!.text).toContain(resetLink);
    expect(email!.text).toContain('30 minutes');
    expect(email!.html).toContain(`href="${resetLink}"`);
    await waitFor(async () => (await emailRow(mailing, 'password-reset-abc'))?.status === 'sent', 5000, 'the row marked sent');
    // The live link leaves the database once sent.
    const [{ data }] = await mailing.db.query(`SELECT data FROM emails WHERE idempotency_key = 'password-reset-abc'`);
    expect(data).toEqual({ erased: true });
  });

  it('sends one e-mail for one idempotency key, however often it is posted', async () => {
    const before = readOutbox(mailing.outbox).length;
    const first = await mailing.internal('POST', '/internal/emails', passwordReset('same-key-twice'));
    const second = await mailing.internal('POST', '/internal/emails', passwordReset('same-key-twice'));
    expect(first.status).toBe(202);
    expect(second.status).toBe(202);
    expect(second.body).toMatchObject({ id: first.body.id, duplicate: true });
    await waitFor(async () => (await emailRow(mailing, 'same-key-twice'))?.status === 'sent', 15000, 'the e-mail sent');
    const third = await mailing.internal('POST', '/internal/emails', passwordReset('same-key-twice'));
    expect(third.body).toMatchObject({ id: first.body.id, status: 'sent', duplicate: true });
    await sleep(300);
    expect(readOutbox(mailing.outbox).length).toBe(before + 1);
    expect((await emailRow(mailing, 'same-key-twice'))!.attempts).toBe(1);
  });

  it('refuses a key reused for another e-mail', async () => {
    await mailing.internal('POST', '/internal/emails', passwordReset('reused-key'));
    const other = await mailing.internal('POST', '/internal/emails', { ...passwordReset('reused-key'), to: 'someone@else.example' });
    expect(other.status).toBe(409);
  });

  it('refuses unknown templates and bad data with 400 naming the field, storing nothing', async () => {
    const refusal = async (body: unknown) => {
      const answer = await mailing.internal('POST', '/internal/emails', body);
      expect(answer.status).toBe(400);
      return answer.body.message;
    };
    expect(await refusal({ ...passwordReset('bad-1'), template: 'birthday' })).toMatch(
      /^template: unknown e-mail template "birthday"; known: password-reset, account-changed, inquiry-to-artist, .*, refund-notice$/,
    );
    expect(await refusal({ ...passwordReset('bad-2'), data: { link: 'not a url', minutes: 30 } })).toBe(
      'data.link: must be an http(s) address',
    );
    expect(await refusal({ ...passwordReset('bad-3'), data: { link: resetLink } })).toBe(
      'data.minutes: Invalid input: expected number, received undefined',
    );
    expect(await refusal({ ...passwordReset('bad-4'), to: 'nobody' })).toBe('to: must be an e-mail address');
    // The artist's notices go to "artist": only this service knows her address.
    const saleNotice = {
      template: 'sale-notice',
      idempotencyKey: 'bad-5',
      data: {
        paintingTitle: 'Lake Hayes',
        orderId: 12,
        amount: '900.00',
        currency: 'NZD',
        customerName: 'Pat',
        paymentMethod: 'PayPal',
        paymentReference: 'P-1',
      },
    };
    expect(await refusal({ ...saleNotice, to: 'someone@example.com' })).toBe(
      `to: must be "artist": svc-mailing knows the artist's address`,
    );
    expect(await refusal({ ...saleNotice, to: 'artist', data: { ...saleNotice.data, amount: 'lots' } })).toBe(
      'data.amount: must be a decimal amount such as 450.00',
    );
    expect(await refusal(null)).toBe('Invalid input: expected object, received null');
    const [{ count }] = await mailing.db.query(`SELECT count(*)::int AS count FROM emails WHERE idempotency_key LIKE 'bad-%'`);
    expect(count).toBe(0);
  });

  it('attaches a PDF the caller sends (a certificate), and forgets it once sent', async () => {
    const pdf = Buffer.from('%PDF-1.7\n% a certificate\n%%EOF\n');
    const withFile = (key: string, file: Record<string, unknown>) => ({
      template: 'order-confirmation',
      to: 'buyer@example.com',
      idempotencyKey: key,
      data: {
        customerName: 'Pat',
        paintingTitle: 'Lake Hayes',
        orderId: 12,
        amount: '900',
        currency: 'NZD',
        certificateNumber: 'COA-2026-0001',
      },
      attachments: [
        { filename: 'certificate-COA-2026-0001.pdf', contentType: 'application/pdf', contentBase64: pdf.toString('base64'), ...file },
      ],
    });
    expect((await mailing.internal('POST', '/internal/emails', withFile('with-certificate', {}))).status).toBe(202);
    const email = await waitFor(
      () => readOutbox(mailing.outbox).find((mail) => mail.file?.includes('with-certificate')),
      15000,
      'the e-mail',
    );
    const mail = await simpleParser(email.raw);
    expect(mail.text).toContain('Your certificate of authenticity, COA-2026-0001, is attached.');
    expect(mail.attachments.map((file) => [file.filename, file.contentType, file.content.equals(pdf)])).toEqual([
      ['certificate-COA-2026-0001.pdf', 'application/pdf', true],
    ]);
    await waitFor(async () => (await emailRow(mailing, 'with-certificate'))?.status === 'sent', 15000, 'sent');
    expect((await mailing.db.query(`SELECT attachments FROM emails WHERE idempotency_key = 'with-certificate'`))[0].attachments).toBeNull();

    for (const [file, message] of [
      [{ filename: '../etc/passwd.pdf' }, 'attachments.0.filename: an attachment is a .pdf with a plain file name'],
      [{ filename: 'run.exe' }, 'attachments.0.filename: an attachment is a .pdf with a plain file name'],
      [{ contentType: 'text/html' }, expect.any(String)],
      [{ contentBase64: 'not base64!' }, expect.any(String)],
    ] as const) {
      const refused = await mailing.internal('POST', '/internal/emails', withFile('refused-file', file));
      expect([refused.status, refused.body.message]).toEqual([400, message]);
    }
    expect(await emailRow(mailing, 'refused-file')).toBeUndefined();
  });

  it("sends `to: 'artist'` to ARTIST_EMAIL, with the caller's reply-to", async () => {
    const answer = await mailing.internal('POST', '/internal/emails', {
      template: 'booking-artist',
      to: 'artist',
      replyTo: 'guest@example.com',
      idempotencyKey: 'booking-7-artist',
      data: {
        bookingId: 7,
        guestName: 'Aroha Smith',
        adventureTitle: 'Half Day Plein Air',
        date: '2031-03-14',
        guests: 2,
        total: '900.00',
        currency: 'NZD',
        guestEmail: 'guest@example.com',
        guestPhone: '021 555 0101',
        specialRequests: 'Vegetarian <lunch> please',
      },
    });
    expect(answer.status).toBe(202);
    const email = await waitFor(
      () => readOutbox(mailing.outbox).find((e) => e.file!.includes('booking-7-artist')),
      15000,
      'the booking e-mail',
    );
    expect(email.headers.to).toBe(ARTIST);
    expect(email.headers['reply-to']).toBe('guest@example.com');
    expect(email.subject).toBe('New booking: Half Day Plein Air, Friday 14 March 2031, 2 guests');
    expect(email.text).toContain('$900.00 NZD');
    expect(email.html).toContain('Vegetarian &lt;lunch&gt; please');
    expect(email.text).toMatch(/Phone: +021 555 0101/);
  });

  it('queues again, after a while, an e-mail whose job was lost (Redis down when it was accepted)', async () => {
    await mailing.db.query(
      `INSERT INTO emails (idempotency_key, template, recipient, data, created_at)
       VALUES ('lost-job', 'password-reset', 'artist@atelier.example', $1, now() - interval '3 minutes')`,
      [JSON.stringify({ link: resetLink, minutes: 30 })],
    );
    await mailing.db.query(
      `INSERT INTO durable_work (kind, key, payload, created_at, run_after)
       VALUES ('send-email', 'email-lost-job', '{"key":"lost-job"}', now() - interval '3 minutes', now() - interval '3 minutes')`,
    );
    expect(await mailing.app.get(DurableWorkService).sweep()).toBeGreaterThanOrEqual(1);
    await waitFor(async () => (await emailRow(mailing, 'lost-job'))?.status === 'sent', 15000, 'the lost e-mail sent');
    expect(readOutbox(mailing.outbox).filter((e) => e.file!.includes('lost-job'))).toHaveLength(1);
    // Sent now: the next sweep leaves it alone.
    await waitFor(
      async () => (await mailing.db.query(`SELECT done_at FROM durable_work WHERE key = 'email-lost-job'`))[0].done_at,
      5000,
      'done',
    );
    await mailing.db.query(`UPDATE durable_work SET run_after = now() - interval '1 hour' WHERE key = 'email-lost-job'`);
    await mailing.app.get(DurableWorkService).sweep();
    expect((await mailing.db.query(`SELECT requeues FROM durable_work WHERE key = 'email-lost-job'`))[0].requeues).toBe(1);
  });
});

describe('POST /internal/emails over SMTP', () => {
  let sink: SmtpSink;
  let mailing: MailingUnderTest;

  beforeAll(async () => {
    sink = await startSmtpSink();
    mailing = await startMailing({ SMTP_URL: sink.url });
  });
  afterAll(async () => {
    await mailing.close();
    await sink.stop();
  });

  it('delivers through the SMTP server, with reply-to the artist (ARTIST_EMAIL while her Site settings are out of reach) and both parts', async () => {
    const answer = await mailing.internal('POST', '/internal/emails', {
      template: 'booking-guest',
      to: 'guest@example.com',
      idempotencyKey: 'booking-8-guest',
      data: {
        bookingId: 8,
        sequence: 0,
        guestName: 'Aroha',
        adventureTitle: 'Full Day Helicopter',
        date: '2031-01-02',
        guests: 1,
        total: 1450,
        currency: 'USD',
      },
    });
    expect(answer.status).toBe(202);
    const [message] = await sink.waitFor(1);
    expect(message!.to).toEqual(['guest@example.com']);
    expect(message!.from).toBe('studio@atelier.example');
    const email = parseEmail(message!.raw);
    expect(email.headers.from).toBe('Atelier <studio@atelier.example>');
    expect(email.headers['reply-to']).toBe(ARTIST);
    expect(email.text).toMatch(/\n-- \nAtelier\nhttps:\/\/atelier\.example\n$/);
    expect(email.subject).toBe('Your painting adventure booking: Full Day Helicopter, Thursday 2 January 2031');
    expect(email.text).toContain('$1,450.00 USD');
    expect(email.text).toContain('Weather');
    expect(email.html).toContain('<h1');
    expect(email.headers['x-atelier-idempotency-key']).toBe('booking-8-guest');
  });

  it('sends once when the first attempt fails and the same key is posted again', async () => {
    const before = sink.messages.length;
    sink.failNext(1);
    const request = passwordReset('retry-once');
    expect((await mailing.internal('POST', '/internal/emails', request)).status).toBe(202);
    // The caller retries too (its own timeout): still one e-mail.
    await waitFor(async () => (await emailRow(mailing, 'retry-once'))?.attempts === 1, 5000, 'the first attempt');
    expect((await mailing.internal('POST', '/internal/emails', request)).body).toMatchObject({ duplicate: true });
    await sink.waitFor(before + 1, 20000);
    await waitFor(async () => (await emailRow(mailing, 'retry-once'))?.status === 'sent', 5000, 'the row marked sent');
    expect((await mailing.internal('POST', '/internal/emails', request)).body).toMatchObject({ status: 'sent', duplicate: true });
    await sleep(1500);
    expect(sink.messages.length).toBe(before + 1);
    expect(sink.messages.at(-1)!.subject).toBe('Reset your Atelier password');
    expect((await emailRow(mailing, 'retry-once'))!.attempts).toBe(2);
  });
  it('stops at once, for the admin to see, when the mail server refuses the recipient for good (550)', async () => {
    sink.refuseRecipient('nobody@example.com');
    const before = sink.messages.length;
    const request = { ...passwordReset('no-such-mailbox'), to: 'nobody@example.com' };
    expect((await mailing.internal('POST', '/internal/emails', request)).status).toBe(202);

    const failed = async () =>
      (
        (await mailing.db.query(`SELECT failure, attempts, last_error FROM durable_work WHERE key = 'email-no-such-mailbox'`)) as {
          failure: string | null;
          attempts: number;
          last_error: string;
        }[]
      )[0];
    await waitFor(async () => (await failed())?.failure === 'refused', 10000, 'the e-mail failed as refused');
    // Past the job's own first retry: it is not tried again, and the reason names no address.
    await sleep(1500);
    expect(await failed()).toEqual({
      failure: 'refused',
      attempts: 1,
      last_error: 'The mail server refused it: 550 5.1.1 <[address]>: Recipient address rejected: User unknown',
    });
    expect((await emailRow(mailing, 'no-such-mailbox'))!.status).toBe('queued');
    expect(sink.messages.length).toBe(before);
  });
});

describe('the password reset of the real svc-identity', () => {
  let mailing: MailingUnderTest;
  let identity: TestServiceProcess;
  const admin = { email: 'artist@atelier.example', password: 'first password' };

  beforeAll(async () => {
    mailing = await startMailing();
    identity = await startServiceProcess('svc-identity', {
      INTERNAL_TOKEN,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      COOKIE_SECURE: 'false',
      PUBLIC_SITE_URL: SITE,
      MAILING_URL: mailing.url,
    });
  });
  afterAll(async () => {
    await identity?.stop();
    await mailing?.close();
  });

  it('lands in the outbox with a link that resets the password', async () => {
    const post = (path: string, body: unknown) =>
      fetch(`${identity.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect((await post('/api/admin/password-reset/request', { email: admin.email })).status).toBe(200);

    const email = await waitFor(
      () => readOutbox(mailing.outbox).find((e) => e.subject === 'Reset your Atelier password'),
      15000,
      'the reset e-mail',
    );
    expect(email.headers.to).toBe(admin.email);
    const link = new URL(/https:\/\/atelier\.example\/password-reset\?token=[\w-]+/.exec(email.text)![0]);
    expect(email.html).toContain(`href="${link.href}"`);

    const reset = await post('/api/admin/password-reset/confirm', { token: link.searchParams.get('token'), password: 'second password' });
    expect(reset.status).toBe(200);
    expect((await post('/api/admin/login', { email: admin.email, password: 'second password' })).status).toBe(200);
  });
});
