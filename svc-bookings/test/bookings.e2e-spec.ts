import {
  addDays,
  BOOKING_MESSAGES,
  bookingHorizonMessage,
  todayInNewZealand,
  upcomingPerEmailMessage,
  type Adventure,
  type AdventureAvailability,
  type BookingListItem,
} from '@atelier/contracts';
import { DurableWorkService, JobsService } from '@atelier/service-kit';
import { startTestService, type TestService } from '@atelier/service-kit/testing';
import { DataSource } from 'typeorm';
import { AppModule } from '../src/app.module';
import { bookingPayload, confirmFromEmail, daysFromNow, freshDay, linkToken, postJson } from './fixtures/bookings';
import { startMailRecorder, type MailRecorder } from './fixtures/mail-recorder';

const ARTIST_EMAIL = 'artist@example.nz';

describe('POST /api/bookings', () => {
  let service: TestService;
  let mail: MailRecorder;
  let db: DataSource;
  let halfDay: Adventure;
  let helicopter: Adventure;

  beforeAll(async () => {
    mail = await startMailRecorder();
    service = await startTestService(AppModule, { name: 'bookings', env: { MAILING_URL: mail.url, ARTIST_EMAIL } });
    db = service.app.get(DataSource);
    const adventures = (await (await fetch(`${service.url}/api/adventures`)).json()) as Adventure[];
    halfDay = adventures.find((adventure) => /half day/i.test(adventure.title))!;
    helicopter = adventures.find((adventure) => adventure.includesHelicopter)!;
  });
  afterAll(async () => {
    // Let in-process e-mail jobs finish before the database closes under them.
    await service?.app.get(JobsService).drain();
    await service?.close();
    await mail.close();
  });

  const book = (body: unknown) => postJson(`${service.url}/api/bookings`, body);
  const countBookings = async () => Number((await db.query(`SELECT count(*) AS n FROM bookings`))[0].n);
  const confirm = (token: unknown) => postJson(`${service.url}/api/bookings/confirm`, { token });
  const availability = async () => (await (await fetch(`${service.url}/api/adventures/availability`)).json()) as AdventureAvailability;
  const lapse = (id: number) => db.query(`UPDATE bookings SET hold_expires_at = now() - interval '1 minute' WHERE id = $1`, [id]);
  const statusOf = async (id: number) =>
    ((await db.query(`SELECT status FROM bookings WHERE id = $1`, [id])) as [{ status: string }])[0].status;

  it('stores a pending booking with the price computed from the adventure, whatever the page quoted', async () => {
    const payload = bookingPayload(halfDay, {
      numberOfGuests: 2,
      guest2FirstName: 'Mere',
      guest2LastName: 'Tane',
      totalPrice: '1.00',
      currency: 'EUR',
      status: 'pending',
    });
    const before = Date.now();
    const response = await book(payload);
    expect(response.status).toBe(201);
    const booking = (await response.json()) as BookingListItem;
    expect(booking).toMatchObject({
      firstName: 'Aroha',
      lastName: 'Ngata',
      email: payload.customerEmail,
      preferredDate: payload.bookingDate,
      numberOfGuests: 2,
      status: 'pending',
      paymentStatus: 'pending',
      adventureId: halfDay.id,
      adventureTitle: halfDay.title,
      totalPrice: '900.00',
      currency: 'NZD',
      quotedTotal: '1.00',
      quotedCurrency: 'EUR',
      guest2FirstName: 'Mere',
      guest2LastName: 'Tane',
    });
    // Held for the guest to confirm: BOOKING_HOLD_MINUTES (30) from now.
    const held = Date.parse(booking.holdExpiresAt!) - before;
    expect(held).toBeGreaterThan(29 * 60_000);
    expect(held).toBeLessThan(31 * 60_000);

    const [row] = await db.query(
      `SELECT adventure_id, booking_date::text AS date, number_of_guests, total_price_nzd, quoted_total, quoted_currency,
              status, payment_status, guest2_first_name, phone, special_requests
       FROM bookings WHERE id = $1`,
      [booking.id],
    );
    expect(row).toEqual({
      adventure_id: halfDay.id,
      date: payload.bookingDate,
      number_of_guests: 2,
      total_price_nzd: '900.00',
      quoted_total: '1.00',
      quoted_currency: 'EUR',
      status: 'pending',
      payment_status: 'pending',
      guest2_first_name: 'Mere',
      phone: '+64 21 555 0101',
      special_requests: 'Left-handed easel, please',
    });
  });

  it('prices one guest of the helicopter adventure at its NZD price and drops guest 2 names', async () => {
    const response = await book(bookingPayload(helicopter, { guest2FirstName: 'Ghost', guest2LastName: 'Guest', totalPrice: '9999.99' }));
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ totalPrice: '1450.00', guest2FirstName: null, guest2LastName: null });
  });

  it.each([
    ['no adventure', { adventureId: undefined }, BOOKING_MESSAGES.adventureRequired],
    ['a first name of 1 letter', { firstName: 'A' }, BOOKING_MESSAGES.firstNameTooShort],
    ['a last name of 1 letter', { lastName: 'N' }, BOOKING_MESSAGES.lastNameTooShort],
    ['an invalid e-mail', { customerEmail: 'aroha-at-example' }, BOOKING_MESSAGES.invalidEmail],
    ['no number of guests', { numberOfGuests: undefined }, BOOKING_MESSAGES.guestsRequired],
    ['2 guests without guest 2 names', { numberOfGuests: 2, guest2FirstName: null, guest2LastName: null }, BOOKING_MESSAGES.guest2Required],
    [
      '2 guests with a 1-letter guest 2 last name',
      { numberOfGuests: 2, guest2FirstName: 'Mere', guest2LastName: 'T' },
      BOOKING_MESSAGES.guest2Required,
    ],
    ['no date', { bookingDate: undefined }, BOOKING_MESSAGES.dateRequired],
    ['an impossible date', { bookingDate: '2031-02-30' }, BOOKING_MESSAGES.invalidDate],
  ])('refuses %s with its message and stores nothing', async (_case, change, message) => {
    const before = await countBookings();
    const response = await book(bookingPayload(halfDay, change as never));
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: unknown };
    expect(body).toMatchObject({ statusCode: 400, message });
    if (message === BOOKING_MESSAGES.guest2Required) expect(body.errors).toEqual([{ path: 'guest2FirstName', message }]);
    expect(await countBookings()).toBe(before);
  });

  it('refuses a day before tomorrow in New Zealand (the calendar offers none), and an unknown adventure', async () => {
    const before = await countBookings();
    const past = await book(bookingPayload(halfDay, { bookingDate: daysFromNow(-2) }));
    expect(past.status).toBe(400);
    expect(await past.json()).toMatchObject({ message: BOOKING_MESSAGES.pastDate });
    const today = await book(bookingPayload(halfDay, { bookingDate: todayInNewZealand() }));
    expect(today.status).toBe(400);
    expect(await today.json()).toMatchObject({ message: BOOKING_MESSAGES.tooSoon });
    const unknown = await book(bookingPayload(halfDay, { adventureId: 999999 }));
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ message: BOOKING_MESSAGES.adventureRequired });
    expect(await countBookings()).toBe(before);
  });

  it('refuses a second booking on a booked day with 409', async () => {
    const day = freshDay();
    expect((await book(bookingPayload(halfDay, { bookingDate: day }))).status).toBe(201);
    const second = await book(bookingPayload(helicopter, { bookingDate: day, customerEmail: 'other@example.nz' }));
    expect(second.status).toBe(409);
    expect(await second.json()).toMatchObject({ statusCode: 409, message: BOOKING_MESSAGES.dateTaken });
  });

  it('lets exactly one of 10 simultaneous bookings for one day through', async () => {
    const day = freshDay();
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => book(bookingPayload(halfDay, { bookingDate: day, customerEmail: `racer${i}@example.nz` }))),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([201, ...Array<number>(9).fill(409)]);
    const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM bookings WHERE booking_date = $1`, [day]);
    expect(n).toBe(1);
  });

  it('asks the guest to confirm with nothing they wrote, not even their name; once confirmed, e-mails the guest and the artist once each, even when the mail service first fails', async () => {
    const payload = bookingPayload(halfDay, {
      numberOfGuests: 2,
      guest2FirstName: 'Mere',
      guest2LastName: 'Tane',
      specialRequests: 'Visit evil.example now',
    });
    const response = await book(payload);
    expect(response.status).toBe(201);
    expect(service.app.get(JobsService).mode).toBe(process.env.REDIS_URL ? 'bullmq' : 'in-process');
    const booking = (await response.json()) as BookingListItem;
    const requestKey = `booking-${booking.id}-request`;
    const guestKey = `booking-${booking.id}-guest`;
    const artistKey = `booking-${booking.id}-artist`;
    const facts = {
      bookingId: booking.id,
      adventureTitle: halfDay.title,
      date: booking.preferredDate,
      guests: 2,
      total: '900.00',
      currency: 'NZD',
    };
    const data = { ...facts, guestName: 'Aroha Ngata' };

    const [request] = await mail.waitFor(requestKey);
    expect(request).toEqual({
      template: 'booking-request',
      to: payload.customerEmail,
      data: { ...facts, link: expect.stringMatching(/\/booking\/confirm\?token=[\w-]{43}$/), minutes: 30 },
      idempotencyKey: requestKey,
    });
    expect(JSON.stringify(request)).not.toContain('evil.example');
    expect(mail.calls.has(guestKey) || mail.calls.has(artistKey)).toBe(false); // nothing more until the guest confirms
    // Once sent, the link is not kept: the outbox row no longer confirms anything.
    const sentRequest = async () =>
      (await db.query(`SELECT payload->'data' AS data FROM durable_work WHERE key = $1 AND done_at IS NOT NULL`, [requestKey]))[0];
    while (!(await sentRequest())) await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await sentRequest()).data).toEqual({ ...facts, minutes: 30 });

    const confirmed = await confirm(linkToken(String(request!.data.link)));
    expect(confirmed.status).toBe(200);
    const confirmation = { firstName: 'Aroha', adventureTitle: halfDay.title, preferredDate: booking.preferredDate, numberOfGuests: 2 };
    expect(await confirmed.json()).toEqual(confirmation);
    const [guest] = await mail.waitFor(guestKey);
    const [artist] = await mail.waitFor(artistKey);
    const again = await confirm(linkToken(String(request!.data.link)));
    expect(again.status).toBe(200); // the link clicked twice: the same answer, no second e-mail
    expect(await again.json()).toEqual(confirmation);
    await new Promise((resolve) => setTimeout(resolve, 1500)); // room for a duplicate to show up
    expect(mail.accepted.filter((m) => m.idempotencyKey === guestKey)).toHaveLength(1);
    expect(mail.accepted.filter((m) => m.idempotencyKey === artistKey)).toHaveLength(1);
    expect(mail.calls.get(guestKey)).toBe(2); // the first attempt met the outage
    expect(mail.calls.get(artistKey)).toBe(2);
    expect([...mail.tokens]).toEqual([process.env.INTERNAL_TOKEN]);

    expect(guest).toEqual({
      template: 'booking-guest',
      to: payload.customerEmail,
      data: { ...data, sequence: 0 },
      idempotencyKey: guestKey,
    });
    expect(artist).toEqual({
      template: 'booking-artist',
      to: ARTIST_EMAIL,
      data: {
        ...data,
        guestEmail: payload.customerEmail,
        guestPhone: '+64 21 555 0101',
        specialRequests: 'Visit evil.example now',
      },
      idempotencyKey: artistKey,
      replyTo: payload.customerEmail,
    });
    const sent = await db.query(`SELECT key FROM durable_work WHERE key LIKE $1 AND done_at IS NOT NULL ORDER BY key`, [
      `booking-${booking.id}-%`,
    ]);
    expect(sent.map((row: { key: string }) => row.key)).toEqual([artistKey, guestKey, requestKey]);
  });

  it('holds an unconfirmed day only until the hold lapses; a lapsed link confirms only while the day is still free', async () => {
    const day = freshDay();
    const first = (await (await book(bookingPayload(halfDay, { bookingDate: day }))).json()) as BookingListItem;
    expect((await availability()).bookedDates).toContain(day);
    expect((await book(bookingPayload(halfDay, { bookingDate: day }))).status).toBe(409);

    await lapse(first.id);
    expect((await availability()).bookedDates).not.toContain(day);
    const second = await book(bookingPayload(helicopter, { bookingDate: day }));
    expect(second.status).toBe(201);
    expect(await statusOf(first.id)).toBe('expired');
    const late = await confirmFromEmail(service.url, mail, first.id);
    expect(late.status).toBe(410);
    expect(await late.json()).toMatchObject({ statusCode: 410, message: BOOKING_MESSAGES.confirmTooLate });

    // Nobody took the day of this one: confirming late still gives it to the guest.
    const lucky = (await (await book(bookingPayload(halfDay))).json()) as BookingListItem;
    await lapse(lucky.id);
    expect((await confirmFromEmail(service.url, mail, lucky.id)).status).toBe(200);
    expect(await statusOf(lucky.id)).toBe('pending');
    expect((await availability()).bookedDates).toContain(lucky.preferredDate);
    const [{ held }] = await db.query(`SELECT hold_expires_at IS NOT NULL AS held FROM bookings WHERE id = $1`, [lucky.id]);
    expect(held).toBe(false); // confirmed: nothing left to lapse
  });

  it('refuses confirmation links that are malformed, unknown or of a cancelled booking', async () => {
    const malformed = await confirm('not-a-token');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ message: BOOKING_MESSAGES.confirmLinkInvalid });
    const unknown = await confirm('A'.repeat(43));
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ message: BOOKING_MESSAGES.confirmLinkInvalid });

    const booking = (await (await book(bookingPayload(halfDay))).json()) as BookingListItem;
    await db.query(`UPDATE bookings SET status = 'cancelled' WHERE id = $1`, [booking.id]);
    const cancelled = await confirmFromEmail(service.url, mail, booking.id);
    expect(cancelled.status).toBe(409);
    expect(await cancelled.json()).toMatchObject({ message: BOOKING_MESSAGES.bookingCancelled });
  });

  it('opens the calendar BOOKING_HORIZON_DAYS ahead and refuses a later day', async () => {
    const lastDate = addDays(todayInNewZealand(), 365);
    expect((await availability()).lastBookableDate).toBe(lastDate);
    const before = await countBookings();
    const tooFar = await book(bookingPayload(halfDay, { bookingDate: addDays(lastDate, 1) }));
    expect(tooFar.status).toBe(400);
    expect(await tooFar.json()).toMatchObject({ message: bookingHorizonMessage(lastDate) });
    expect(await countBookings()).toBe(before);
    expect((await book(bookingPayload(halfDay, { bookingDate: lastDate }))).status).toBe(201);
  });

  it('caps the upcoming bookings of one e-mail address, however it is written, also in a burst', async () => {
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => book(bookingPayload(halfDay, { customerEmail: 'Many.Days@example.nz' }))),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([201, 201, 201, 409, 409, 409]);
    const refused = responses.find((response) => response.status === 409)!;
    expect(await refused.json()).toMatchObject({ message: upcomingPerEmailMessage(3) });
    expect((await book(bookingPayload(halfDay, { customerEmail: 'many.days@EXAMPLE.nz' }))).status).toBe(409);

    // A request that lapsed unconfirmed no longer counts.
    const [{ id }] = await db.query(`SELECT id FROM bookings WHERE lower(email) = 'many.days@example.nz' LIMIT 1`);
    await lapse(id);
    expect((await book(bookingPayload(halfDay, { customerEmail: 'many.days@example.nz' }))).status).toBe(201);
  });

  it('sends no e-mail for a refused booking', async () => {
    const day = freshDay();
    const first = (await (await book(bookingPayload(halfDay, { bookingDate: day }))).json()) as BookingListItem;
    expect((await book(bookingPayload(halfDay, { bookingDate: day }))).status).toBe(409);
    const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM durable_work WHERE key LIKE $1`, [`booking-${first.id}-%`]);
    expect(n).toBe(1); // the first booking's confirmation request
    expect(first.preferredDate).toBe(day);
    const [{ all }] = await db.query(`SELECT count(*)::int AS all FROM durable_work WHERE payload->'data'->>'date' = $1`, [day]);
    expect(all).toBe(1);
  });

  it('sends an e-mail that was stored but never queued (a crash or Redis outage after commit)', async () => {
    const [{ id: bookingId }] = await db.query(
      `INSERT INTO bookings (adventure_id, first_name, last_name, email, number_of_guests, booking_date, total_price_nzd)
       VALUES ($1, 'Lost', 'Guest', 'lost@example.nz', 1, $2, 450) RETURNING id`,
      [halfDay.id, freshDay()],
    );
    const key = `booking-${bookingId}-guest`;
    const request = { template: 'booking-guest', to: 'lost@example.nz', data: { guestName: 'Lost Guest' }, idempotencyKey: key };
    await db.query(
      `INSERT INTO durable_work (kind, key, payload, created_at, run_after) VALUES ('booking-email', $1, $2, now() - interval '10 minutes', now() - interval '10 minutes')`,
      [key, JSON.stringify(request)],
    );

    expect(await service.app.get(DurableWorkService).sweep()).toBeGreaterThanOrEqual(1);
    expect(await mail.waitFor(key)).toEqual([request]);
  });

  it('sends, through the sweep, an e-mail whose job gave up after 5 failed attempts', async () => {
    mail.failFirst(5);
    const booking = (await (await book(bookingPayload(halfDay))).json()) as BookingListItem;
    const key = `booking-${booking.id}-request`;
    const jobs = service.app.get(JobsService);
    const deadline = Date.now() + 40_000;
    while ((mail.calls.get(key) ?? 0) < 5 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    await new Promise((resolve) => setTimeout(resolve, 500)); // the fifth failure is recorded
    expect(mail.calls.get(key)).toBe(5);
    expect(await mail.waitFor(key, 500)).toEqual([]);
    const [row] = await db.query(`SELECT done_at, last_error FROM durable_work WHERE key = $1`, [key]);
    expect(row.done_at).toBeNull();
    expect(row.last_error).toBe('503 SMTP down'); // the mail service's answer, with its status

    // A minute later (the first re-queue is due 1 minute after the work was), the sweep sends it, under a fresh job id.
    await db.query(`UPDATE durable_work SET run_after = now() - interval '61 seconds' WHERE key = $1`, [key]);
    expect(await service.app.get(DurableWorkService).sweep()).toBeGreaterThanOrEqual(1);
    expect(await mail.waitFor(key)).toHaveLength(1);
    expect(mail.calls.get(key)).toBe(6);
    await jobs.drain();
    // The send is over; marking the work done is its last step, which a loaded machine may finish a moment later.
    const doneDeadline = Date.now() + 10_000;
    let done: { done_at: Date | null; requeues: number } | undefined;
    do {
      [done] = await db.query(`SELECT done_at, requeues FROM durable_work WHERE key = $1`, [key]);
      if (done?.done_at) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    } while (Date.now() < doneDeadline);
    expect(done?.done_at).not.toBeNull();
    expect(done?.requeues).toBe(1);
  });
});
