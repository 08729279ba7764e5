import { createHash } from 'node:crypto';
import type { NewsletterSubscriber } from '@atelier/contracts';
import { DurableWorkService } from '@atelier/service-kit';
import { csvLines } from '@atelier/service-kit/testing';
import { startFakeMailchimp, type FakeMailchimp } from '../../scripts/fakes/mailchimp.mjs';
import { startIdentityService, type TestIdentityService } from '../../scripts/test/identity-service.mjs';
import { startServiceProcess, type TestServiceProcess } from '../../scripts/test/service-process.mjs';
import { INTERNAL_TOKEN, readOutbox, sleep, startMailing, waitFor, type MailingUnderTest } from './support';

let address = 0;
const from = () => ({ 'x-forwarded-for': `10.30.0.${++address}` });
const md5 = (value: string) => createHash('md5').update(value).digest('hex');

describe('newsletter and Mailchimp', () => {
  let identity: TestIdentityService;
  let commerce: TestServiceProcess;
  let fake: FakeMailchimp;
  let mailing: MailingUnderTest;
  let cookie: string;

  beforeAll(async () => {
    identity = await startIdentityService({ internalToken: INTERNAL_TOKEN });
    commerce = await startServiceProcess('svc-commerce', { INTERNAL_TOKEN, IDENTITY_URL: identity.url, MAILING_URL: 'http://127.0.0.1:9' });
    fake = await startFakeMailchimp();
    mailing = await startMailing({
      IDENTITY_URL: identity.url,
      COMMERCE_URL: commerce.url,
      MAILCHIMP_API_KEY: fake.apiKey,
      MAILCHIMP_AUDIENCE_ID: fake.audienceId,
      MAILCHIMP_BASE_URL: fake.url,
    });
    cookie = await identity.signIn();
  });
  afterAll(async () => {
    await mailing?.close();
    await fake?.stop();
    await commerce?.stop();
    await identity?.stop();
  });

  const subscribe = (body: Record<string, unknown>, headers = from()) => mailing.call('POST', '/api/newsletter', { body, headers });
  const admin = (method: string, path: string) => mailing.call(method, path, { headers: { cookie } });
  const rows = async (email: string) =>
    (await mailing.db.query(`SELECT * FROM newsletter_subscribers WHERE lower(email) = lower($1)`, [email])) as {
      email: string;
      active: boolean;
      pending_since: Date | null;
      first_name: string;
      version: number;
      mailchimp_synced_version: number;
    }[];
  const synced = async (email: string) => {
    const [row] = await rows(email);
    return row !== undefined && row.mailchimp_synced_version === row.version;
  };
  /** The newsletter e-mails sent to `email`, oldest first. */
  const mailTo = (email: string) => readOutbox(mailing.outbox).filter((mail) => mail.headers.to?.toLowerCase() === email.toLowerCase());
  /**
   * The token of the link to `/newsletter/{page}` in the newest e-mail to `email` that has one,
   * among those after the first `after` (e-mails sent earlier carry older links), once it is sent.
   */
  const linkToken = (email: string, page: 'confirm' | 'unsubscribe', after = 0) =>
    waitFor(
      () =>
        mailTo(email)
          .slice(after)
          .map((mail) => new RegExp(`/newsletter/${page}\\?token=([\\w-]{43})`).exec(mail.text)?.[1])
          .findLast(Boolean),
      15000,
      `the ${page} link e-mailed to ${email}`,
    );
  /** A visitor's whole sign-up: the footer form, then the link in the confirmation e-mail it sends. */
  const subscribeAndConfirm = async (body: { email: string; firstName: string; lastName: string }) => {
    const earlier = mailTo(body.email).length;
    expect((await subscribe(body)).status).toBe(200);
    const token = await linkToken(body.email, 'confirm', earlier);
    const confirmed = await mailing.call('POST', '/api/newsletter/confirm', { body: { token } });
    expect(confirmed).toMatchObject({ status: 200, body: { message: "You've been subscribed to our newsletter." } });
  };

  it('asks a new address to confirm, keeps it out of Mailchimp until it does, then subscribes it once', async () => {
    const first = await subscribe({ email: 'Kiri.Tane@Example.com', firstName: 'Kiri', lastName: 'Tane' });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ message: 'Please check your inbox and confirm your subscription.' });
    const again = await subscribe({ email: ' kiri.tane@example.COM ', firstName: 'Someone', lastName: 'Else' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);

    const stored = await rows('kiri.tane@example.com');
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ email: 'Kiri.Tane@Example.com', active: false, pending_since: expect.any(Date) });
    const token = await linkToken('Kiri.Tane@Example.com', 'confirm');
    const [confirmation] = mailTo('Kiri.Tane@Example.com');
    expect(confirmation!.subject).toBe('Please confirm your subscription to Atelier');
    expect(confirmation!.text).toContain(`${'https://atelier.example'}/newsletter/confirm?token=${token}`);
    expect(confirmation!.headers['list-unsubscribe']).toBe(`<https://atelier.example/api/newsletter/unsubscribe/${token}>`);
    expect(confirmation!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    await sleep(300);
    expect(mailTo('kiri.tane@example.com')).toHaveLength(1); // the form sent twice: one e-mail
    await waitFor(() => synced('kiri.tane@example.com'), 15000, 'the change settled');
    expect(fake.member('kiri.tane@example.com')).toBeUndefined();

    const confirmed = await mailing.call('POST', '/api/newsletter/confirm', { body: { token } });
    expect(confirmed).toMatchObject({ status: 200, body: { message: "You've been subscribed to our newsletter." } });
    expect((await mailing.call('POST', '/api/newsletter/confirm', { body: { token } })).status).toBe(200); // a second click
    expect((await rows('kiri.tane@example.com'))[0]).toMatchObject({ active: true, pending_since: null, first_name: 'Kiri' });
    await waitFor(() => mailTo('kiri.tane@example.com').length === 2, 15000, 'the welcome e-mail');
    const welcome = mailTo('kiri.tane@example.com')[1]!;
    expect(welcome.subject).toBe('Welcome to the Atelier newsletter');
    expect(welcome.text).toContain(`https://atelier.example/newsletter/unsubscribe?token=${token}`);
    expect(welcome.headers['list-unsubscribe']).toBe(`<https://atelier.example/api/newsletter/unsubscribe/${token}>`);

    await waitFor(() => synced('kiri.tane@example.com'), 15000, 'the Mailchimp sync');
    const member = fake.member('kiri.tane@example.com')!;
    expect(member).toMatchObject({
      id: md5('kiri.tane@example.com'),
      status: 'subscribed',
      merge_fields: { FNAME: 'Kiri', LNAME: 'Tane' },
    });
    expect(fake.upsertsOf('kiri.tane@example.com')).toBe(1);
    // Signing up again once subscribed changes nothing and sends nothing.
    expect((await subscribe({ email: 'kiri.tane@example.com', firstName: 'K', lastName: 'T' })).status).toBe(200);
    await sleep(300);
    expect(mailTo('kiri.tane@example.com')).toHaveLength(2);
  });

  it('unsubscribes with one click from the mail program (RFC 8058), and refuses links that are not ours', async () => {
    await subscribeAndConfirm({ email: 'click@example.com', firstName: 'One', lastName: 'Click' });
    await waitFor(() => fake.member('click@example.com')?.status === 'subscribed', 15000, 'subscribed in Mailchimp');
    const token = await linkToken('click@example.com', 'unsubscribe');
    const oneClick = await fetch(`${mailing.url}/api/newsletter/unsubscribe/${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.json()).toEqual({ message: 'You have been unsubscribed. We are sorry to see you go.' });
    expect((await rows('click@example.com'))[0]).toMatchObject({ active: false, pending_since: null });
    await waitFor(() => fake.member('click@example.com')?.status === 'unsubscribed', 15000, 'unsubscribed in Mailchimp');
    // Again (the page's button after the mail program's click): still fine.
    expect((await mailing.call('POST', `/api/newsletter/unsubscribe/${token}`)).status).toBe(200);
    // An old confirmation link does not bring them back.
    expect(await mailing.call('POST', '/api/newsletter/confirm', { body: { token } })).toMatchObject({
      status: 404,
      body: { message: 'This confirmation link is not valid any more. Please sign up again from the form below.' },
    });

    expect(await mailing.call('POST', `/api/newsletter/unsubscribe/${'A'.repeat(43)}`)).toMatchObject({
      status: 404,
      body: { message: expect.stringContaining('This unsubscribe link is not valid.') },
    });
    expect(await mailing.call('POST', '/api/newsletter/unsubscribe/not-a-token')).toMatchObject({
      status: 400,
      body: { message: 'This link is not valid' },
    });
    expect(await mailing.call('POST', '/api/newsletter/confirm', { body: { token: '12' } })).toMatchObject({ status: 400 });
    // Only this route takes a form: a form sent to the sign-up is refused as before.
    const form = await fetch(`${mailing.url}/api/newsletter`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=x%40example.com&firstName=X&lastName=Y',
    });
    expect(form.status).toBe(415);
  });

  it.each([
    [{ email: 'not-an-address' }, 'Invalid email address'],
    [{ email: '' }, 'Invalid email address'],
    [{ firstName: '' }, 'First name is required'],
    [{ lastName: undefined }, 'Last name is required'],
  ])('refuses %j with "%s" and stores nothing', async (change, message) => {
    const [{ count: before }] = await mailing.db.query(`SELECT count(*)::int AS count FROM newsletter_subscribers`);
    const answer = await subscribe({ email: 'valid@example.com', firstName: 'Val', lastName: 'Id', ...change });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
    const [{ count: after }] = await mailing.db.query(`SELECT count(*)::int AS count FROM newsletter_subscribers`);
    expect(after).toBe(before);
  });

  it('answers 401 on every admin route without a session', async () => {
    const routes: [string, string][] = [
      ['GET', '/api/newsletter'],
      ['PATCH', '/api/admin/newsletter/kiri.tane%40example.com/unsubscribe'],
      ['PATCH', '/api/admin/newsletter/kiri.tane%40example.com/subscribe'],
      ['POST', '/api/admin/mailchimp/test'],
      ['POST', '/api/admin/mailchimp/sync'],
      ['POST', '/api/admin/mailchimp/sync-customers'],
      ['GET', '/api/admin/inquiries'],
    ];
    for (const [method, path] of routes) {
      expect([method, path, (await mailing.call(method, path)).status]).toEqual([method, path, 401]);
      expect([method, path, (await mailing.call(method, path, { headers: { cookie: 'atelier_session=forged' } })).status]).toEqual([
        method,
        path,
        401,
      ]);
    }
  });

  it('lets the admin list, unsubscribe and re-subscribe, each change reaching Mailchimp', async () => {
    await subscribe({ email: 'pending@example.com', firstName: 'Pen', lastName: 'Ding' });
    await subscribeAndConfirm({ email: 'moana@example.com', firstName: 'Moana', lastName: 'Rua' });
    const list = await admin('GET', '/api/newsletter');
    expect(list.status).toBe(200);
    const moana = (list.body as NewsletterSubscriber[]).find((s) => s.email === 'moana@example.com')!;
    expect(moana).toEqual({
      id: expect.any(Number),
      email: 'moana@example.com',
      firstName: 'Moana',
      lastName: 'Rua',
      active: true,
      status: 'active',
      confirmedAt: expect.stringMatching(/^\d{4}-/),
      subscribedAt: expect.stringMatching(/^\d{4}-/),
      createdAt: expect.stringMatching(/^\d{4}-/),
      unsubscribedAt: null,
    });
    expect(list.body[0].email).toBe('moana@example.com'); // newest subscription first
    expect((list.body as NewsletterSubscriber[]).find((s) => s.email === 'pending@example.com')).toMatchObject({
      active: false,
      status: 'pending',
      confirmedAt: null,
    });
    await waitFor(() => fake.member('moana@example.com')?.status === 'subscribed', 15000, 'Moana subscribed in Mailchimp');

    const off = await admin('PATCH', '/api/admin/newsletter/Moana%40Example.com/unsubscribe');
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ message: 'moana@example.com has been unsubscribed' });
    expect((await rows('moana@example.com'))[0]!.active).toBe(false);
    await waitFor(() => fake.member('moana@example.com')?.status === 'unsubscribed', 15000, 'Moana unsubscribed in Mailchimp');
    expect((await admin('PATCH', '/api/admin/newsletter/moana%40example.com/unsubscribe')).body).toEqual({
      message: 'moana@example.com is already unsubscribed',
    });

    const on = await admin('PATCH', '/api/admin/newsletter/moana%40example.com/subscribe');
    expect(on.body).toEqual({ message: 'moana@example.com has been subscribed' });
    await waitFor(() => fake.member('moana@example.com')?.status === 'subscribed', 15000, 'Moana subscribed again in Mailchimp');
    await waitFor(() => synced('moana@example.com'), 5000, 'the last version recorded');
    expect(fake.upsertsOf('moana@example.com')).toBe(3);

    expect((await admin('PATCH', '/api/admin/newsletter/nobody%40example.com/unsubscribe')).status).toBe(404);
    expect((await admin('PATCH', '/api/admin/newsletter/nobody%40example.com/subscribe')).body).toMatchObject({
      statusCode: 404,
      message: 'Subscriber not found',
    });
  });

  it('exports every subscriber with their state as a CSV file', async () => {
    await subscribe({ email: 'csv.pending@example.com', firstName: 'Csv', lastName: 'Pending' });
    const csv = await csvLines(await fetch(`${mailing.url}/api/admin/newsletter/export.csv`, { headers: { cookie } }));
    expect(csv[0]).toBe('email,first_name,last_name,status,subscribed_at,confirmed_at,unsubscribed_at,first_signed_up_at');
    expect(csv.find((line) => line.startsWith('csv.pending@example.com,'))).toMatch(
      /^csv\.pending@example\.com,Csv,Pending,pending,\d{4}-\d{2}-\d{2}T[^,]+,,,\d{4}-\d{2}-\d{2}T[^,]+$/,
    );
    const all = (await admin('GET', '/api/newsletter')).body as NewsletterSubscriber[];
    expect(csv).toHaveLength(all.length + 1);
    expect((await mailing.call('GET', '/api/admin/newsletter/export.csv')).status).toBe(401);
  });

  it('reactivates a former subscriber who signs up and confirms again', async () => {
    await subscribeAndConfirm({ email: 'tui@example.com', firstName: 'Tui', lastName: 'Bird' });
    await admin('PATCH', '/api/admin/newsletter/tui%40example.com/unsubscribe');
    await subscribeAndConfirm({ email: 'TUI@example.com', firstName: 'Tui', lastName: 'Manu' });
    expect(await rows('tui@example.com')).toEqual([expect.objectContaining({ active: true, first_name: 'Tui' })]);
    await waitFor(() => synced('tui@example.com'), 15000, 'the Mailchimp sync');
    expect(fake.member('tui@example.com')).toMatchObject({ status: 'subscribed', merge_fields: { LNAME: 'Manu' } });
  });

  it('keeps subscriptions while Mailchimp is down and syncs each member once when it is back', async () => {
    await fake.stop();
    const people = ['down1@example.com', 'down2@example.com', 'down3@example.com'];
    for (const email of people) {
      await subscribeAndConfirm({ email, firstName: 'Offline', lastName: 'Person' });
    }
    for (const email of people) expect(await rows(email)).toHaveLength(1);
    expect((await admin('POST', '/api/admin/mailchimp/test')).body).toEqual({ connected: false });
    await sleep(1200); // the first attempts fail while it is down
    await fake.start();
    for (const email of people) await waitFor(() => fake.member(email)?.status === 'subscribed', 20000, `${email} in Mailchimp`);
    for (const email of people) await waitFor(() => synced(email), 5000, `${email} recorded as synced`);
    await sleep(500);
    for (const email of people) expect(fake.upsertsOf(email)).toBe(1);
  });

  it('answers the connection test', async () => {
    expect(await admin('POST', '/api/admin/mailchimp/test')).toMatchObject({ status: 200, body: { connected: true } });
  });

  it('full sync sends every active and unsubscribed member with its status', async () => {
    await subscribeAndConfirm({ email: 'gone@example.com', firstName: 'Gone', lastName: 'Away' });
    await admin('PATCH', '/api/admin/newsletter/gone%40example.com/unsubscribe');
    await subscribe({ email: 'unconfirmed@example.com', firstName: 'Not', lastName: 'Yet' });
    const all: { email: string; active: boolean }[] = await mailing.db.query(
      `SELECT email, active FROM newsletter_subscribers WHERE pending_since IS NULL`,
    );
    for (const { email } of all) await waitFor(() => synced(email), 15000, `${email} synced before the full sync`);
    fake.reset();

    const answer = await admin('POST', '/api/admin/mailchimp/sync');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: `Syncing ${all.length} newsletter subscribers to Mailchimp` });
    for (const { email, active } of all) {
      await waitFor(() => fake.member(email)?.status === (active ? 'subscribed' : 'unsubscribed'), 15000, `${email} in the full sync`);
    }
    await sleep(300);
    for (const { email } of all) expect(fake.upsertsOf(email)).toBe(1);
    expect(all.some((s) => !s.active)).toBe(true);
    expect(fake.member('unconfirmed@example.com')).toBeUndefined();
  });

  it('respects an unsubscribe made in Mailchimp, and asks a returning visitor to confirm', async () => {
    await subscribeAndConfirm({ email: 'optout@example.com', firstName: 'Opt', lastName: 'Out' });
    await waitFor(() => synced('optout@example.com'), 15000, 'the first sync');
    fake.recipientUnsubscribes('optout@example.com');

    await admin('POST', '/api/admin/mailchimp/sync');
    await waitFor(async () => (await rows('optout@example.com'))[0]!.active === false, 15000, 'Mailchimp’s unsubscribe taken over');
    expect(fake.member('optout@example.com')!.status).toBe('unsubscribed');

    await subscribeAndConfirm({ email: 'optout@example.com', firstName: 'Opt', lastName: 'In' });
    await waitFor(() => fake.member('optout@example.com')?.status === 'pending', 15000, 'a confirmation asked');
  });

  it('puts every customer of the real svc-commerce in the audience on Sync Customers', async () => {
    for (const [name, email] of [
      ['Ana Buyer', 'ana@example.com'],
      ['Ben Collector', 'ben@example.com'],
    ]) {
      const created = await fetch(`${commerce.url}/api/admin/customers`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ name, email }),
      });
      expect(created.status).toBe(201);
    }
    const answer = await admin('POST', '/api/admin/mailchimp/sync-customers');
    expect(answer).toMatchObject({ status: 200, body: { message: 'Syncing 2 customers to Mailchimp' } });
    await waitFor(() => fake.member('ana@example.com')?.tags.includes('Customer'), 15000, 'Ana in Mailchimp');
    await waitFor(() => fake.member('ben@example.com')?.tags.includes('Customer'), 15000, 'Ben in Mailchimp');
    expect(fake.member('ben@example.com')).toMatchObject({ merge_fields: { FNAME: 'Ben', LNAME: 'Collector' } });
  });

  it('puts customers in the audience through the internal contacts API, and takes them out', async () => {
    expect((await mailing.call('PUT', '/internal/contacts', { body: { email: 'buyer@example.com' } })).status).toBe(401);
    const put = await mailing.internal('PUT', '/internal/contacts', { email: 'Buyer@Example.com', firstName: 'Bea', lastName: 'Buyer' });
    expect(put).toMatchObject({ status: 202, body: { email: 'Buyer@Example.com', queued: true } });
    await waitFor(() => fake.member('buyer@example.com')?.tags.includes('Customer'), 15000, 'the customer in Mailchimp');
    expect(fake.member('buyer@example.com')).toMatchObject({ status: 'transactional', merge_fields: { FNAME: 'Bea', LNAME: 'Buyer' } });

    const removed = await mailing.internal('DELETE', '/internal/contacts/buyer%40example.com');
    expect(removed).toMatchObject({ status: 202, body: { email: 'buyer@example.com', queued: true } });
    await waitFor(() => fake.member('buyer@example.com')?.archived, 15000, 'the customer archived');

    // A customer who also subscribed keeps the newsletter; only the tag goes.
    await subscribeAndConfirm({ email: 'both@example.com', firstName: 'Bo', lastName: 'Th' });
    await mailing.internal('PUT', '/internal/contacts', { email: 'both@example.com' });
    await waitFor(() => fake.member('both@example.com')?.tags.includes('Customer'), 15000, 'tagged');
    await mailing.internal('DELETE', '/internal/contacts/both%40example.com');
    await waitFor(() => fake.member('both@example.com')?.tags.length === 0, 15000, 'untagged');
    expect(fake.member('both@example.com')).toMatchObject({ status: 'subscribed', archived: false });
  });

  it('syncs, on the durable work sweep, a change whose job was lost', async () => {
    const [{ id }] = await mailing.db.query(
      `INSERT INTO newsletter_subscribers (email, first_name, last_name, updated_at) VALUES ('lost@example.com', 'Lost', 'Job', now() - interval '5 minutes') RETURNING id`,
    );
    await mailing.db.query(
      `INSERT INTO durable_work (kind, key, payload, run_after) VALUES ('mailchimp-member', $1, '{"email":"lost@example.com"}', now() - interval '5 minutes')`,
      [`subscriber-${id}-v1`],
    );
    expect(await mailing.app.get(DurableWorkService).sweep()).toBeGreaterThanOrEqual(1);
    await waitFor(() => fake.member('lost@example.com')?.status === 'subscribed', 15000, 'the lost change in Mailchimp');
    await waitFor(() => synced('lost@example.com'), 5000, 'recorded as synced');
    const key = `subscriber-${id}-v1`;
    await mailing.db.query(`UPDATE durable_work SET run_after = now() - interval '1 hour' WHERE key = $1`, [key]);
    await mailing.app.get(DurableWorkService).sweep();
    expect((await mailing.db.query(`SELECT requeues FROM durable_work WHERE key = $1`, [key]))[0].requeues).toBe(1);
  });
});

describe('Mailchimp not configured', () => {
  let identity: TestIdentityService;
  let mailing: MailingUnderTest;
  let cookie: string;

  beforeAll(async () => {
    identity = await startIdentityService({ internalToken: INTERNAL_TOKEN });
    mailing = await startMailing({ IDENTITY_URL: identity.url });
    cookie = await identity.signIn();
  });
  afterAll(async () => {
    await mailing?.close();
    await identity?.stop();
  });

  it('still takes subscriptions, tests as not connected and refuses the sync clearly', async () => {
    expect(
      (await mailing.call('POST', '/api/newsletter', { body: { email: 'solo@example.com', firstName: 'So', lastName: 'Lo' } })).status,
    ).toBe(200);
    const [row] = await mailing.db.query(`SELECT active, version, mailchimp_synced_version FROM newsletter_subscribers`);
    expect(row).toEqual({ active: false, version: 1, mailchimp_synced_version: 0 });
    expect(await mailing.call('POST', '/api/admin/mailchimp/test', { headers: { cookie } })).toMatchObject({
      status: 200,
      body: { connected: false },
    });
    const sync = await mailing.call('POST', '/api/admin/mailchimp/sync', { headers: { cookie } });
    expect(sync.status).toBe(503);
    expect(sync.body.message).toBe(
      'Mailchimp is not configured. Set MAILCHIMP_API_KEY, MAILCHIMP_SERVER_PREFIX and MAILCHIMP_AUDIENCE_ID.',
    );
  });
});
