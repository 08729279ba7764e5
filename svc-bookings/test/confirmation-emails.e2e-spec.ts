import { confirmationEmailsBusyMessage, upcomingPerEmailMessage, type Adventure, type BookingListItem } from '@atelier/contracts';
import { JobsService } from '@atelier/service-kit';
import { startTestService, type TestService } from '@atelier/service-kit/testing';
import { DataSource } from 'typeorm';
import { AppModule } from '../src/app.module';
import { bookingPayload, confirmFromEmail, postJson } from './fixtures/bookings';
import { startMailRecorder, type MailRecorder } from './fixtures/mail-recorder';

const URGENT = 'URGENT call 0800 123 456';

/**
 * The booking form cannot be used as a mail cannon: the e-mail to an unconfirmed address carries
 * nothing the visitor wrote, one mailbox's many spellings share its cap, and the whole site sends
 * at most BOOKING_CONFIRMATION_EMAILS_PER_HOUR confirmation e-mails an hour.
 */
describe('Booking confirmation e-mails', () => {
  let service: TestService;
  let mail: MailRecorder;
  let db: DataSource;
  let adventure: Adventure;

  beforeAll(async () => {
    mail = await startMailRecorder();
    mail.failFirst(0);
    service = await startTestService(AppModule, {
      name: 'bookings',
      env: {
        MAILING_URL: mail.url,
        BOOKING_UPCOMING_PER_EMAIL: '2',
        BOOKING_CONFIRMATION_EMAILS_PER_HOUR: '5',
      },
    });
    db = service.app.get(DataSource);
    adventure = ((await (await fetch(`${service.url}/api/adventures`)).json()) as Adventure[])[0]!;
  });
  // Each test starts in an hour without confirmation e-mails: the earlier tests' bookings are made two hours old.
  beforeEach(() => db.query(`UPDATE bookings SET created_at = created_at - interval '2 hours'`));
  afterAll(async () => {
    await service?.app.get(JobsService).drain();
    await service?.close();
    await mail.close();
  });

  const book = (overrides: Parameters<typeof bookingPayload>[1] = {}) =>
    postJson(`${service.url}/api/bookings`, bookingPayload(adventure, overrides));
  /** The confirmation requests staged so far: one durable work row per e-mail svc-bookings will send. */
  const requestsStaged = async () =>
    ((await db.query(`SELECT count(*)::int AS n FROM durable_work WHERE key LIKE 'booking-%-request'`)) as [{ n: number }])[0].n;

  it("sends the confirmation request without the visitor's words, and names the guest only once they confirmed", async () => {
    const response = await book({ firstName: URGENT, lastName: 'your account is locked', specialRequests: `${URGENT} now` });
    expect(response.status).toBe(201);
    const booking = (await response.json()) as BookingListItem;
    const [request] = await mail.waitFor(`booking-${booking.id}-request`);
    expect(request!.template).toBe('booking-request');
    expect(Object.keys(request!.data).sort()).toEqual([
      'adventureTitle',
      'bookingId',
      'currency',
      'date',
      'guests',
      'link',
      'minutes',
      'total',
    ]);
    expect(JSON.stringify(request)).not.toMatch(/URGENT|0800|locked/);

    expect((await confirmFromEmail(service.url, mail, booking.id)).status).toBe(200);
    const [guest] = await mail.waitFor(`booking-${booking.id}-guest`);
    expect(guest!.data).toMatchObject({ guestName: `${URGENT} your account is locked` });
  });

  it('counts victim+1@gmail.com and v.i.c.t.i.m+2@googlemail.com as one mailbox for the upcoming-bookings cap, and e-mails each as typed', async () => {
    const first = await book({ customerEmail: 'victim+1@gmail.com' });
    const second = await book({ customerEmail: 'v.i.c.t.i.m+2@googlemail.com' });
    expect([first.status, second.status]).toEqual([201, 201]);
    const { id } = (await second.json()) as BookingListItem;
    expect((await mail.waitFor(`booking-${id}-request`))[0]!.to).toBe('v.i.c.t.i.m+2@googlemail.com');
    const [{ email }] = (await db.query(`SELECT email FROM bookings WHERE id = $1`, [id])) as [{ email: string }];
    expect(email).toBe('v.i.c.t.i.m+2@googlemail.com');

    const staged = await requestsStaged();
    for (const address of ['VICTIM+3@GMAIL.COM', 'vic.tim@googlemail.com', 'victim@gmail.com']) {
      const third = await book({ customerEmail: address });
      expect(third.status).toBe(409);
      expect(await third.json()).toMatchObject({ message: upcomingPerEmailMessage(2) });
    }
    expect(await requestsStaged()).toBe(staged);
    // Another mailbox at the same provider is not affected; dots still tell mailboxes apart elsewhere.
    expect((await book({ customerEmail: 'victim2@gmail.com' })).status).toBe(201);
    expect((await book({ customerEmail: 'v.ictim+1@example.nz' })).status).toBe(201);
    expect((await book({ customerEmail: 'vic.tim@example.nz' })).status).toBe(201);
  });

  it('refuses booking requests with 429 and queues no e-mail once the site sent its confirmation e-mails of the hour, also in a burst', async () => {
    const staged = await requestsStaged();
    const answers = await Promise.all(Array.from({ length: 8 }, () => book()));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
    const refused = answers.find((answer) => answer.status === 429)!;
    const minutes = Math.ceil(Number(refused.headers.get('retry-after')) / 60);
    expect(minutes).toBeGreaterThan(58);
    expect(minutes).toBeLessThanOrEqual(60);
    expect(await refused.json()).toMatchObject({ statusCode: 429, message: confirmationEmailsBusyMessage(minutes) });
    expect(await requestsStaged()).toBe(staged + 5);
    const [{ stored }] = (await db.query(`SELECT count(*)::int AS stored FROM bookings WHERE created_at > now() - interval '1 hour'`)) as [
      { stored: number },
    ];
    expect(stored).toBe(5);

    // An hour after the first of them, one more fits.
    await db.query(
      `UPDATE bookings SET created_at = now() - interval '61 minutes' WHERE id = (SELECT min(id) FROM bookings WHERE created_at > now() - interval '1 hour')`,
    );
    expect((await book()).status).toBe(201);
    expect((await book()).status).toBe(429);
    expect(await requestsStaged()).toBe(staged + 6);
  });
});
