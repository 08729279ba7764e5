import { confirmationEmailsBusyMessage, NEWSLETTER_MESSAGES } from '@atelier/contracts';
import { readOutbox, sleep, startMailing, waitFor, type MailingUnderTest } from './support';

const URGENT = 'URGENT call 0800 123 456';

let address = 0;
const from = () => ({ 'x-forwarded-for': `10.31.${(++address >> 8) & 255}.${address & 255}` });

/**
 * The footer sign-up cannot be used as a mail cannon: the confirmation e-mail carries nothing the
 * visitor wrote, one mailbox's many spellings get one e-mail in ten minutes, and the whole site
 * sends at most NEWSLETTER_CONFIRMATION_EMAILS_PER_HOUR confirmations an hour.
 */
describe('Newsletter confirmation e-mails', () => {
  let mailing: MailingUnderTest;

  beforeAll(async () => {
    mailing = await startMailing({ NEWSLETTER_CONFIRMATION_EMAILS_PER_HOUR: '4' });
  });
  // Each test starts in an hour without confirmation e-mails: the earlier tests' are made two hours old.
  beforeEach(() => mailing.db.query(`UPDATE emails SET created_at = created_at - interval '2 hours'`));
  afterAll(async () => {
    await mailing?.close();
  });

  const subscribe = (email: string, firstName = 'Aroha') =>
    mailing.call('POST', '/api/newsletter', { body: { email, firstName, lastName: 'Ngata' }, headers: from() });
  const mailTo = (email: string) => readOutbox(mailing.outbox).filter((mail) => mail.headers.to === email);
  const confirmationsQueued = async () =>
    ((await mailing.db.query(`SELECT count(*)::int AS n FROM emails WHERE template = 'newsletter-confirm'`)) as [{ n: number }])[0].n;
  const subscriber = async (email: string) =>
    (
      (await mailing.db.query(`SELECT email FROM newsletter_subscribers WHERE lower(email) = lower($1)`, [email])) as { email: string }[]
    )[0];

  it("sends the confirmation without the visitor's words, greeting generically; the welcome names them once they confirmed", async () => {
    const email = 'stranger.target@example.nz';
    expect(await subscribe(email, URGENT)).toMatchObject({ status: 200, body: { message: NEWSLETTER_MESSAGES.confirmationSent } });
    const [confirmation] = await waitFor(() => mailTo(email).length === 1 && mailTo(email), 15000, 'the confirmation e-mail');
    expect(confirmation!.subject).toBe('Please confirm your subscription to Atelier');
    expect(confirmation!.text).toContain('Kia ora, thank you for signing up');
    for (const part of [confirmation!.subject, confirmation!.text, confirmation!.html]) expect(part).not.toMatch(/URGENT|0800/);
    const token = /\/newsletter\/confirm\?token=([\w-]{43})/.exec(confirmation!.text)![1];
    expect((await mailing.call('POST', '/api/newsletter/confirm', { body: { token } })).status).toBe(200);
    const welcome = await waitFor(() => mailTo(email)[1], 15000, 'the welcome e-mail');
    expect(welcome.text).toContain(`Kia ora ${URGENT}, you will be the first to hear`);
  });

  it('sends one confirmation in ten minutes to victim+1@gmail.com and v.i.c.t.i.m+2@googlemail.com together: one mailbox', async () => {
    const before = await confirmationsQueued();
    expect((await subscribe('victim+1@gmail.com')).status).toBe(200);
    await waitFor(() => mailTo('victim+1@gmail.com').length === 1, 15000, 'the first confirmation');
    for (const spelling of ['v.i.c.t.i.m+2@googlemail.com', 'VICTIM+3@GMAIL.COM', 'victim@gmail.com']) {
      const again = await subscribe(spelling);
      expect(again).toMatchObject({ status: 200, body: { message: NEWSLETTER_MESSAGES.confirmationSent } }); // it reveals nothing
    }
    await sleep(300);
    expect(await confirmationsQueued()).toBe(before + 1);
    expect(
      readOutbox(mailing.outbox).filter((mail) => /victim/i.test(mail.headers.to ?? '') && /gmail/.test(mail.headers.to ?? '')),
    ).toHaveLength(1);
    expect(await subscriber('victim+1@gmail.com')).toEqual({ email: 'victim+1@gmail.com' });
    // Another mailbox is not held back, nor one whose dots count at its provider.
    expect((await subscribe('vic.tim@example.nz')).status).toBe(200);
    expect((await subscribe('victim@example.nz')).status).toBe(200);
    expect(await confirmationsQueued()).toBe(before + 3);

    // Ten minutes on, the mailbox may be asked again, at the address as it was typed.
    await mailing.db.query(`UPDATE newsletter_subscribers SET pending_since = pending_since - interval '11 minutes'`);
    expect((await subscribe('v.i.c.t.i.m+2@googlemail.com')).status).toBe(200);
    await waitFor(() => mailTo('v.i.c.t.i.m+2@googlemail.com').length === 1, 15000, 'the confirmation to the second spelling');
    expect(await subscriber('v.i.c.t.i.m+2@googlemail.com')).toEqual({ email: 'v.i.c.t.i.m+2@googlemail.com' });
  });

  it('refuses every sign-up with 429 and queues no e-mail once the site sent its confirmations of the hour, also in a burst', async () => {
    const before = await confirmationsQueued();
    const addresses = Array.from({ length: 6 }, (_, i) => `burst.${i}@example.nz`);
    const answers = await Promise.all(addresses.map((email) => subscribe(email)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 429, 429]);
    const refused = answers.find((answer) => answer.status === 429)!;
    const minutes = Math.ceil(Number(refused.headers.get('retry-after')) / 60);
    expect(minutes).toBeGreaterThan(58);
    expect(minutes).toBeLessThanOrEqual(60);
    expect(refused.body).toMatchObject({ statusCode: 429, message: confirmationEmailsBusyMessage(minutes) });
    expect(await confirmationsQueued()).toBe(before + 4);
    const refusedAddresses = addresses.filter((_, i) => answers[i]!.status === 429);
    for (const email of refusedAddresses) expect(await subscriber(email)).toBeUndefined();
    await waitFor(() => addresses.filter((email) => mailTo(email).length > 0).length === 4, 15000, 'the four confirmations');
    await sleep(300);
    for (const email of refusedAddresses) expect(mailTo(email)).toEqual([]);
    // The same answer for an address that would get no e-mail: the refusal tells nothing about it.
    expect((await subscribe('burst.0@example.nz')).status).toBe(429);

    // An hour after the first of them, one more fits.
    await mailing.db.query(
      `UPDATE emails SET created_at = now() - interval '61 minutes'
       WHERE id = (SELECT min(id) FROM emails WHERE template = 'newsletter-confirm' AND created_at > now() - interval '1 hour')`,
    );
    expect((await subscribe(refusedAddresses[0]!)).status).toBe(200);
    expect((await subscribe(refusedAddresses[1]!)).status).toBe(429);
    expect(await confirmationsQueued()).toBe(before + 5);
  });
});
