import {
  BOOKING_MESSAGES,
  unconfirmedPerAddressMessage,
  type Adventure,
  type AdventureAvailability,
  type BookingListItem,
} from '@atelier/contracts';
import { JobsService } from '@atelier/service-kit';
import { startTestService, type TestService } from '@atelier/service-kit/testing';
import { DataSource } from 'typeorm';
import { AppModule } from '../src/app.module';
import { bookingPayload, confirmFromEmail, freshDay, postJson } from './fixtures/bookings';
import { startMailRecorder, type MailRecorder } from './fixtures/mail-recorder';

/**
 * Requests nobody confirms cannot keep the calendar blocked: one visitor address has two waiting
 * at most, each holds its day for 30 minutes, and a real guest gets the day soon after.
 */
describe('Unconfirmed booking requests', () => {
  let service: TestService;
  let mail: MailRecorder;
  let db: DataSource;
  let adventure: Adventure;

  beforeAll(async () => {
    mail = await startMailRecorder();
    service = await startTestService(AppModule, { name: 'bookings', env: { MAILING_URL: mail.url } });
    db = service.app.get(DataSource);
    adventure = ((await (await fetch(`${service.url}/api/adventures`)).json()) as Adventure[])[0]!;
  });
  afterAll(async () => {
    await service?.app.get(JobsService).drain();
    await service?.close();
    await mail.close();
  });

  const book = (from: string, overrides: Parameters<typeof bookingPayload>[1] = {}) =>
    postJson(`${service.url}/api/bookings`, bookingPayload(adventure, overrides), { 'x-forwarded-for': from });
  const bookedDates = async () =>
    ((await (await fetch(`${service.url}/api/adventures/availability`)).json()) as AdventureAvailability).bookedDates;
  /** The clock moving on for one request: its hold is moved back instead. */
  const minutesPass = (id: number, minutes: number) =>
    db.query(`UPDATE bookings SET hold_expires_at = hold_expires_at - make_interval(mins => $2) WHERE id = $1`, [id, minutes]);

  it('lets one address have two requests waiting for confirmation; more are refused, saying how long to wait, and another address books those days', async () => {
    const stranger = '198.51.100.40';
    const days = [freshDay(), freshDay(), freshDay(), freshDay(), freshDay()];
    const answers = [];
    for (const day of days) answers.push(await book(stranger, { bookingDate: day }));

    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 429, 429, 429]);
    const refused = answers[2]!;
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(29 * 60);
    expect(await refused.json()).toMatchObject({ statusCode: 429, message: unconfirmedPerAddressMessage(2, 30) });
    const calendar = await bookedDates();
    expect(calendar).toEqual(expect.arrayContaining(days.slice(0, 2)));
    for (const day of days.slice(2)) expect(calendar).not.toContain(day);

    expect((await book('198.51.100.41', { bookingDate: days[2] })).status).toBe(201);
  });

  it('lets through two of a burst from one address, and counts an IPv6 visitor by their /64', async () => {
    const burst = await Promise.all(Array.from({ length: 6 }, (_, index) => book(`2001:db8:40:1::${index + 1}`)));
    expect(burst.map((answer) => answer.status).sort()).toEqual([201, 201, 429, 429, 429, 429]);
    expect((await book('2001:db8:40:2::1')).status).toBe(201);
  });

  it('holds a day for 30 minutes: a real guest is refused a day a stranger asked for only until then', async () => {
    const day = freshDay();
    const strangers = await book('198.51.100.50', { bookingDate: day });
    const request = (await strangers.json()) as BookingListItem;
    expect((Date.parse(request.holdExpiresAt!) - Date.now()) / 60_000).toBeCloseTo(30, 0);

    const guest = '198.51.100.51';
    expect(await (await book(guest, { bookingDate: day })).json()).toMatchObject({ statusCode: 409, message: BOOKING_MESSAGES.dateTaken });
    await minutesPass(request.id, 30);
    expect(await bookedDates()).not.toContain(day);
    expect((await book(guest, { bookingDate: day })).status).toBe(201);
  });

  it('treats a guest confirming 40 minutes later fairly: the day is theirs while nobody else took it, else they are told to pick another', async () => {
    const slow = (await (await book('198.51.100.60')).json()) as BookingListItem;
    await minutesPass(slow.id, 40);
    expect((await confirmFromEmail(service.url, mail, slow.id)).status).toBe(200);
    expect(await bookedDates()).toContain(slow.preferredDate);

    const day = freshDay();
    const overtaken = (await (await book('198.51.100.61', { bookingDate: day })).json()) as BookingListItem;
    await minutesPass(overtaken.id, 35);
    expect((await book('198.51.100.62', { bookingDate: day })).status).toBe(201);
    await minutesPass(overtaken.id, 5);
    const late = await confirmFromEmail(service.url, mail, overtaken.id);
    expect(late.status).toBe(410);
    expect(await late.json()).toMatchObject({ message: BOOKING_MESSAGES.confirmTooLate });
  });

  it('counts only requests still waiting: once one is confirmed or lapsed the address may ask again, and its address is forgotten', async () => {
    const visitor = '198.51.100.70';
    const first = (await (await book(visitor)).json()) as BookingListItem;
    const second = (await (await book(visitor)).json()) as BookingListItem;
    expect((await book(visitor)).status).toBe(429);

    expect((await confirmFromEmail(service.url, mail, first.id)).status).toBe(200);
    const third = (await (await book(visitor)).json()) as BookingListItem;
    expect(third.id).toBeGreaterThan(second.id);
    expect((await book(visitor)).status).toBe(429);
    await minutesPass(second.id, 30);
    expect((await book(visitor)).status).toBe(201);

    const keys = await db.query(`SELECT id, client_key AS "clientKey", status FROM bookings WHERE id = ANY($1) ORDER BY id`, [
      [first.id, second.id],
    ]);
    expect(keys).toEqual([
      { id: first.id, clientKey: null, status: 'pending' },
      { id: second.id, clientKey: null, status: 'expired' },
    ]);
  });
});
