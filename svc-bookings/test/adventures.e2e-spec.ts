import type { Adventure, AdventureAvailability } from '@atelier/contracts';
import { startTestService, type TestService } from '@atelier/service-kit/testing';
import { DataSource } from 'typeorm';
import { AppModule } from '../src/app.module';
import { bookingPayload, daysFromNow, freshDay, postJson } from './fixtures/bookings';
import { startMailRecorder, type MailRecorder } from './fixtures/mail-recorder';

describe('GET /api/adventures', () => {
  let service: TestService;
  let mail: MailRecorder;
  let db: DataSource;

  beforeAll(async () => {
    mail = await startMailRecorder();
    service = await startTestService(AppModule, { name: 'adventures', env: { MAILING_URL: mail.url } });
    db = service.app.get(DataSource);
  });
  afterAll(async () => {
    await service.close();
    await mail.close();
  });

  const adventures = async () => (await (await fetch(`${service.url}/api/adventures`)).json()) as Adventure[];
  const availability = async () => (await (await fetch(`${service.url}/api/adventures/availability`)).json()) as AdventureAvailability;

  it('answers the three seeded adventures in the requirements §3 shape', async () => {
    const response = await fetch(`${service.url}/api/adventures`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-service')).toBe('bookings');
    const list = (await response.json()) as Adventure[];
    expect(list).toEqual([
      {
        id: expect.any(Number),
        title: 'Half Day Painting Adventure',
        description: expect.stringContaining('Four hours'),
        duration: 4,
        maxGuests: 2,
        price: '450.00',
        currency: 'NZD',
        includesHelicopter: false,
        videoUrl: null,
      },
      expect.objectContaining({
        title: 'Full Day Painting Adventure',
        duration: 6,
        maxGuests: 2,
        price: '650.00',
        includesHelicopter: false,
      }),
      expect.objectContaining({
        title: 'Full Day Helicopter Painting Adventure',
        duration: 6,
        maxGuests: 2,
        price: '1450.00',
        includesHelicopter: true,
      }),
    ]);
    // The booking page preselects the adventure whose title contains 'half day' (requirements §2).
    expect(list.filter((adventure) => /half day/i.test(adventure.title))).toHaveLength(1);
  });

  it('lets browsers revalidate the list with an ETag', async () => {
    const first = await fetch(`${service.url}/api/adventures`);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"/);
    expect((await fetch(`${service.url}/api/adventures`, { headers: { 'If-None-Match': etag! } })).status).toBe(304);
  });

  it('lists booked days from today on, without cancelled or past bookings', async () => {
    const [halfDay] = await adventures();
    const booked = freshDay();
    const later = freshDay();
    const cancelledDay = freshDay();
    for (const day of [later, booked]) {
      expect((await postJson(`${service.url}/api/bookings`, bookingPayload(halfDay!, { bookingDate: day }))).status).toBe(201);
    }
    // Written directly: the API refuses past days, but yesterday's booking is still in the table.
    await db.query(
      `INSERT INTO bookings (adventure_id, first_name, last_name, email, number_of_guests, booking_date, total_price_nzd, status)
       VALUES ($1, 'Old', 'Guest', 'old@example.nz', 1, $2, 450, 'confirmed'), ($1, 'Gone', 'Guest', 'gone@example.nz', 1, $3, 450, 'cancelled')`,
      [halfDay!.id, daysFromNow(-3), cancelledDay],
    );

    const response = await fetch(`${service.url}/api/adventures/availability`);
    expect(response.status).toBe(200);
    const { bookedDates } = (await response.json()) as AdventureAvailability;
    expect(bookedDates).toEqual([booked, later].sort());
    expect(bookedDates).not.toContain(cancelledDay);
    expect((await availability()).bookedDates).not.toContain(daysFromNow(-3));
  });
});
