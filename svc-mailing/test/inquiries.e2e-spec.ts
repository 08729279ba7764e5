import { csvLines, impossibleIdAnswers } from '@atelier/service-kit/testing';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AdminInquiry } from '@atelier/contracts';
import { startIdentityService, type TestIdentityService } from '../../scripts/test/identity-service.mjs';
import { startServiceProcess, type TestServiceProcess } from '../../scripts/test/service-process.mjs';
import { ARTIST, INTERNAL_TOKEN, readOutbox, SITE, startMailing, waitFor, type MailingUnderTest } from './support';

const enquiry = {
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane.doe@example.com',
  phone: '+64 21 555 0101',
  inquiryType: 'painting-purchase',
  message: 'I am interested in "Remarkables at Dawn" (24 x 18) priced at $4,800. Could you tell me more?',
};

/** Each test posts from its own address, so the per-address limit never crosses tests. */
let address = 0;
const from = () => ({ 'x-forwarded-for': `10.20.0.${++address}` });

describe('enquiries', () => {
  let identity: TestIdentityService;
  let catalog: TestServiceProcess;
  let mailing: MailingUnderTest;
  let cookie: string;
  let paintingId: number;

  beforeAll(async () => {
    identity = await startIdentityService({ internalToken: INTERNAL_TOKEN });
    catalog = await startServiceProcess('svc-catalog', {
      INTERNAL_TOKEN,
      IDENTITY_URL: identity.url,
      MEDIA_DIR: mkdtempSync(join(tmpdir(), 'mailing-test-media-')),
    });
    mailing = await startMailing({ IDENTITY_URL: identity.url, CATALOG_URL: catalog.url });
    cookie = await identity.signIn();
    // A real painting in the real catalog, made through its admin API.
    const created = await fetch(`${catalog.url}/api/admin/paintings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ title: 'Remarkables at Dawn', width: '24', height: '18', price: '4800' }),
    });
    expect(created.status).toBe(201);
    paintingId = ((await created.json()) as { id: number }).id;
  });
  afterAll(async () => {
    await mailing?.close();
    await catalog?.stop();
    await identity?.stop();
  });

  const count = async (table: string) => (await mailing.db.query(`SELECT count(*)::int AS count FROM ${table}`))[0].count as number;
  const outboxFor = (id: number) => readOutbox(mailing.outbox).find((email) => email.file!.includes(`_inquiry-${id}_`));

  it('answers 404 to ids that cannot exist (out of range, negative, fractional, not a number) on every route with an :id', async () => {
    expect(await impossibleIdAnswers(mailing, { cookie })).toEqual([]);
  });

  it('stores the enquiry and e-mails the artist with reply-to the visitor, the painting title and link', async () => {
    const answer = await mailing.call('POST', '/api/inquiries', { body: { ...enquiry, paintingId }, headers: from() });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ success: true, id: expect.any(Number) });

    const [row] = await mailing.db.query(`SELECT * FROM inquiries WHERE id = $1`, [answer.body.id]);
    expect(row).toMatchObject({
      first_name: 'Jane',
      last_name: 'Doe',
      email: 'jane.doe@example.com',
      phone: '+64 21 555 0101',
      inquiry_type: 'painting-purchase',
      message: enquiry.message,
      painting_id: paintingId,
      painting_title: 'Remarkables at Dawn',
      read_at: null,
    });

    const email = await waitFor(() => outboxFor(answer.body.id), 15000, 'the artist e-mail');
    expect(email.headers.to).toBe(ARTIST);
    expect(email.headers['reply-to']).toBe('jane.doe@example.com');
    expect(email.subject).toBe('New enquiry: Purchase Painting – Remarkables at Dawn from Jane Doe');
    expect(email.text).toContain(enquiry.message);
    expect(email.text).toContain(`${SITE}/painting/${paintingId}`);
    expect(email.text).toContain('+64 21 555 0101');
    expect(email.html).toContain(`href="${SITE}/painting/${paintingId}"`);
    expect(email.html).toContain('&quot;Remarkables at Dawn&quot;');
  });

  it('sends the enquiry without a title when the catalog does not know the painting', async () => {
    const answer = await mailing.call('POST', '/api/inquiries', { body: { ...enquiry, paintingId: 987654 }, headers: from() });
    expect(answer.status).toBe(201);
    const email = await waitFor(() => outboxFor(answer.body.id), 15000, 'the artist e-mail');
    expect(email.subject).toBe('New enquiry: Purchase Painting – Painting #987654 from Jane Doe');
    const [row] = await mailing.db.query(`SELECT painting_id, painting_title FROM inquiries WHERE id = $1`, [answer.body.id]);
    expect(row).toEqual({ painting_id: 987654, painting_title: null });
  });

  it('accepts the home form without phone or painting (a commission)', async () => {
    const { phone: _phone, ...withoutPhone } = enquiry;
    const answer = await mailing.call('POST', '/api/inquiries', {
      body: { ...withoutPhone, phone: '', inquiryType: 'commission', message: 'A 24x30 of Lake Wakatipu in winter light, please.' },
      headers: from(),
    });
    expect(answer.status).toBe(201);
    const email = await waitFor(() => outboxFor(answer.body.id), 15000, 'the artist e-mail');
    expect(email.subject).toBe('New enquiry: Commission Artwork from Jane Doe');
    expect(email.text).not.toContain('Phone:');
  });

  it.each([
    [{ firstName: '' }, 'First name is required'],
    [{ firstName: undefined }, 'First name is required'],
    [{ lastName: '   ' }, 'Last name is required'],
    [{ email: 'jane.example.com' }, 'Invalid email address'],
    [{ email: '' }, 'Invalid email address'],
    [{ message: 'Too short' }, 'Message must be at least 10 characters'],
    [{ inquiryType: 'sponsorship' }, 'Please choose an inquiry type'],
    [{ paintingId: 0 }, 'paintingId must be the id of a painting (a whole number from 1)'],
    [{ paintingId: -4 }, 'paintingId must be the id of a painting (a whole number from 1)'],
    [{ paintingId: 2.5 }, 'paintingId must be the id of a painting (a whole number from 1)'],
    [{ paintingId: 'Remarkables at Dawn' }, 'paintingId must be the id of a painting (a whole number from 1)'],
    [{ paintingId: 2 ** 31 }, 'paintingId must be the id of a painting (a whole number from 1)'],
  ])('refuses %j with "%s" and stores nothing', async (change, message) => {
    const [inquiries, emails] = [await count('inquiries'), await count('emails')];
    const answer = await mailing.call('POST', '/api/inquiries', { body: { ...enquiry, ...change }, headers: from() });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ statusCode: 400, message });
    expect(await count('inquiries')).toBe(inquiries);
    expect(await count('emails')).toBe(emails);
  });

  it('lets a person send a few messages and answers a flood with 429 and Retry-After', async () => {
    const headers = from();
    for (let i = 1; i <= 5; i++) {
      expect((await mailing.call('POST', '/api/inquiries', { body: enquiry, headers })).status).toBe(201);
    }
    const flood = await mailing.call('POST', '/api/inquiries', { body: enquiry, headers });
    expect(flood.status).toBe(429);
    expect(flood.body.message).toBe('Too many messages from your address. Please wait a few minutes and try again.');
    const retryAfter = Number(flood.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    // Six in a sliding 10 minutes: room again, at the latest, a third of the way into the next window.
    expect(retryAfter).toBeLessThanOrEqual(800);
    // A spoofed X-Forwarded-For in front of the gateway's own entry changes nothing.
    const spoofed = await mailing.call('POST', '/api/inquiries', {
      body: enquiry,
      headers: { 'x-forwarded-for': `1.2.3.4, ${headers['x-forwarded-for']}` },
    });
    expect(spoofed.status).toBe(429);
    // Another visitor is not affected.
    expect((await mailing.call('POST', '/api/inquiries', { body: enquiry, headers: from() })).status).toBe(201);
  });

  it('keeps every enquiry when the catalog is down', async () => {
    await catalog.stop();
    const answer = await mailing.call('POST', '/api/inquiries', { body: { ...enquiry, paintingId }, headers: from() });
    expect(answer.status).toBe(201);
    const email = await waitFor(() => outboxFor(answer.body.id), 15000, 'the artist e-mail');
    expect(email.subject).toBe(`New enquiry: Purchase Painting – Painting #${paintingId} from Jane Doe`);
    expect(email.text).toContain(`${SITE}/painting/${paintingId}`);
  });

  describe('admin Enquiries tab', () => {
    it('answers 401 without a session', async () => {
      expect((await mailing.call('GET', '/api/admin/inquiries')).status).toBe(401);
      expect((await mailing.call('PATCH', '/api/admin/inquiries/1/read', { body: { read: true } })).status).toBe(401);
    });

    it('exports every enquiry as a CSV file, one row each, messages kept whole', async () => {
      const export_ = await fetch(`${mailing.url}/api/admin/inquiries/export.csv`, { headers: { cookie } });
      const csv = await csvLines(export_);
      expect(csv[0]).toBe('id,received_at,type,painting_id,painting_title,first_name,last_name,email,phone,message,read');
      const list = (await mailing.call<AdminInquiry[]>('GET', '/api/admin/inquiries', { headers: { cookie } })).body;
      const withPainting = list.find((inquiry) => inquiry.paintingTitle === 'Remarkables at Dawn')!;
      expect(csv.find((line) => line.startsWith(`${withPainting.id},`))).toBe(
        `${withPainting.id},${withPainting.createdAt},Purchase Painting,${paintingId},Remarkables at Dawn,Jane,Doe,jane.doe@example.com,'+64 21 555 0101,"I am interested in ""Remarkables at Dawn"" (24 x 18) priced at $4,800. Could you tell me more?",false`,
      );
      expect((await mailing.call('GET', '/api/admin/inquiries/export.csv')).status).toBe(401);
    });

    it('lists every enquiry newest first and marks one read and unread', async () => {
      const list = await mailing.call<AdminInquiry[]>('GET', '/api/admin/inquiries', { headers: { cookie } });
      expect(list.status).toBe(200);
      expect(list.body.length).toBe(await count('inquiries'));
      const ids = list.body.map((inquiry) => inquiry.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      const withPainting = list.body.find((inquiry) => inquiry.paintingTitle === 'Remarkables at Dawn')!;
      expect(withPainting).toEqual({
        id: expect.any(Number),
        inquiryType: 'painting-purchase',
        inquiryTypeLabel: 'Purchase Painting',
        paintingId,
        paintingTitle: 'Remarkables at Dawn',
        read: false,
        readAt: null,
        firstName: 'Jane',
        lastName: 'Doe',
        email: 'jane.doe@example.com',
        phone: '+64 21 555 0101',
        message: enquiry.message,
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      });

      const read = await mailing.call<AdminInquiry>('PATCH', `/api/admin/inquiries/${withPainting.id}/read`, {
        body: { read: true },
        headers: { cookie },
      });
      expect(read.status).toBe(200);
      expect(read.body).toMatchObject({ id: withPainting.id, read: true, readAt: expect.any(String) });
      const unread = await mailing.call<AdminInquiry>('PATCH', `/api/admin/inquiries/${withPainting.id}/read`, {
        body: { read: false },
        headers: { cookie },
      });
      expect(unread.body).toMatchObject({ read: false, readAt: null });
      expect((await mailing.call('PATCH', '/api/admin/inquiries/999999/read', { body: { read: true }, headers: { cookie } })).status).toBe(
        404,
      );
      expect(
        (await mailing.call('PATCH', `/api/admin/inquiries/${withPainting.id}/read`, { body: { read: 'yes' }, headers: { cookie } }))
          .status,
      ).toBe(400);
      expect(
        (
          await mailing.call('PATCH', `/api/admin/inquiries/${withPainting.id}/read`, {
            body: { read: true },
            headers: { cookie, 'sec-fetch-site': 'cross-site' },
          })
        ).status,
      ).toBe(403);
    });
  });
});
