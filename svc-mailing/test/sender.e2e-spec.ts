import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SiteSettings } from '@atelier/contracts';
import { startIdentityService, type TestIdentityService } from '../../scripts/test/identity-service.mjs';
import { startServiceProcess, type TestServiceProcess } from '../../scripts/test/service-process.mjs';
import { ARTIST, INTERNAL_TOKEN, readOutbox, startMailing, waitFor, type MailingUnderTest } from './support';

/** What the artist put in her Site settings (the real svc-catalog's). */
const SITE = { artistName: 'Mere Tūhoe', businessName: 'Tūhoe Studio Ltd', contactEmail: 'hello@tuhoe-studio.example' };

const booking = {
  bookingId: 3,
  sequence: 0,
  guestName: 'Aroha',
  adventureTitle: 'Half Day Plein Air',
  date: '2031-03-14',
  guests: 2,
  total: '900.00',
  currency: 'NZD',
};

describe('e-mails come from the artist, and replies reach her', () => {
  let identity: TestIdentityService;
  let catalog: TestServiceProcess;
  let mailing: MailingUnderTest;

  beforeAll(async () => {
    identity = await startIdentityService({ internalToken: INTERNAL_TOKEN });
    catalog = await startServiceProcess('svc-catalog', {
      INTERNAL_TOKEN,
      IDENTITY_URL: identity.url,
      MEDIA_DIR: mkdtempSync(join(tmpdir(), 'mailing-test-media-')),
    });
    const cookie = await identity.signIn();
    const settings = (await (await fetch(`${catalog.url}/api/site`)).json()) as SiteSettings;
    const saved = await fetch(`${catalog.url}/api/admin/site`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({
        ...settings,
        artistName: SITE.artistName,
        businessName: SITE.businessName,
        contact: { ...settings.contact, email: SITE.contactEmail },
      }),
    });
    expect(saved.status).toBe(200);
    mailing = await startMailing({ IDENTITY_URL: identity.url, CATALOG_URL: catalog.url });
  });
  afterAll(async () => {
    await mailing?.close();
    await catalog?.stop();
    await identity?.stop();
  });

  const send = async (request: Record<string, unknown>) => {
    const answer = await mailing.internal('POST', '/internal/emails', request);
    expect(answer.status).toBe(202);
    const key = request.idempotencyKey as string;
    return waitFor(() => readOutbox(mailing.outbox).find((email) => email.file!.includes(`_${key}_`)), 15000, `the e-mail ${key}`);
  };

  it.each([
    [
      'a buyer',
      {
        template: 'order-confirmation',
        to: 'pat.buyer@example.com',
        idempotencyKey: 'order-12-confirmation',
        data: { customerName: 'Pat', paintingTitle: 'Lake Hayes', amount: '4200.00', currency: 'NZD', orderId: 12 },
      },
    ],
    [
      'a guest',
      // The caller's own reply-to (once ARTIST_EMAIL) gives way to her public address.
      { template: 'booking-guest', to: 'aroha@example.com', replyTo: ARTIST, idempotencyKey: 'booking-3-guest', data: booking },
    ],
    [
      'a subscriber',
      {
        template: 'newsletter-confirm',
        to: 'reader@example.com',
        idempotencyKey: 'newsletter-confirm-1',
        data: { token: 'a'.repeat(43) },
      },
    ],
  ])('%s gets her business name as sender, her contact address as Reply-To and her name as signature', async (_who, request) => {
    const email = await send(request);
    expect(email.headers.from).toBe(`${SITE.businessName} <studio@atelier.example>`);
    expect(email.headers['reply-to']).toBe(SITE.contactEmail);
    expect(email.text).toMatch(new RegExp(`\\n-- \\n${SITE.artistName}\\nhttps://atelier.example\\n$`));
    expect(email.html).toContain(`>${SITE.artistName}</p>`);
    expect(email.html).toContain(`>${SITE.businessName}</td>`);
    expect(email.text).not.toMatch(/\bAtelier\b(?!\.example)/);
  });

  it("keeps Reply-To the visitor on the artist's own notices", async () => {
    const email = await send({
      template: 'booking-artist',
      to: 'artist',
      replyTo: 'aroha@example.com',
      idempotencyKey: 'booking-3-artist',
      data: { ...booking, guestEmail: 'aroha@example.com' },
    });
    expect(email.headers.to).toBe(ARTIST);
    expect(email.headers['reply-to']).toBe('aroha@example.com');
    expect(email.headers.from).toBe(`${SITE.businessName} <studio@atelier.example>`);
  });
});
