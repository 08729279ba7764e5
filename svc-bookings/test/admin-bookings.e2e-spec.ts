import {
  ARTIST_RECIPIENT,
  BOOKING_MESSAGES,
  DEFAULT_BOOKING_MOVE_REASON,
  type Adventure,
  type AdventureAvailability,
  type BookingListItem,
} from '@atelier/contracts';
import { JobsService } from '@atelier/service-kit';
import { csvLines, impossibleIdAnswers, startTestService, type TestService } from '@atelier/service-kit/testing';
import { startIdentityService } from '../../scripts/test/identity-service.mjs';
import { DataSource } from 'typeorm';
import { AppModule } from '../src/app.module';
import { bookingPayload, confirmFromEmail, daysFromNow, freshDay, postJson } from './fixtures/bookings';
import { startMailRecorder, type MailRecorder } from './fixtures/mail-recorder';

describe('admin bookings', () => {
  let identity: Awaited<ReturnType<typeof startIdentityService>>;
  let service: TestService;
  let mail: MailRecorder;
  let cookie: string;
  let halfDay: Adventure;

  beforeAll(async () => {
    identity = await startIdentityService({ internalToken: 'test-internal-token-0123456789' });
    mail = await startMailRecorder();
    service = await startTestService(AppModule, {
      name: 'admin_bookings',
      env: { IDENTITY_URL: identity.url, MAILING_URL: mail.url },
    });
    cookie = await identity.signIn();
    halfDay = ((await (await fetch(`${service.url}/api/adventures`)).json()) as Adventure[])[0]!;
  });
  afterAll(async () => {
    // Let in-process e-mail jobs finish before the database closes under them.
    await service?.app.get(JobsService).drain();
    await service?.close();
    await mail?.close();
    await identity?.stop();
  });

  const createBooking = async (overrides: Parameters<typeof bookingPayload>[1] = {}) => {
    const response = await postJson(`${service.url}/api/bookings`, bookingPayload(halfDay, overrides));
    expect(response.status).toBe(201);
    return (await response.json()) as BookingListItem;
  };
  const act = (id: number | string, body: unknown, headers: Record<string, string> = { cookie, 'sec-fetch-site': 'same-origin' }) =>
    fetch(`${service.url}/api/admin/bookings/${id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const bookedDates = async () =>
    ((await (await fetch(`${service.url}/api/adventures/availability`)).json()) as AdventureAvailability).bookedDates;

  it('answers 404 to ids that cannot exist (out of range, negative, fractional, not a number) on every route with an :id', async () => {
    expect(await impossibleIdAnswers(service, { cookie })).toEqual([]);
  });

  it('answers 401 to anonymous callers of every admin route', async () => {
    for (const path of ['/api/bookings', '/api/admin/bookings', '/api/admin/adventures']) {
      const response = await fetch(`${service.url}${path}`);
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ statusCode: 401, message: 'Authentication required' });
    }
    expect((await act(1, { action: 'confirm' }, {})).status).toBe(401);
    expect((await fetch(`${service.url}/api/bookings`, { headers: { cookie: 'atelier_session=forged' } })).status).toBe(401);
  });

  it('exports every booking as a CSV file, one row each', async () => {
    const booking = await createBooking({ firstName: 'Csv', specialRequests: '=1+1, please' });
    const lines = await csvLines(await fetch(`${service.url}/api/admin/bookings/export.csv`, { headers: { cookie } }));
    expect(lines[0]).toBe(
      'id,created_at,adventure,date,guests,first_name,last_name,email,phone,guest2_first_name,guest2_last_name,status,total,currency,payment_status,special_requests',
    );
    expect(lines.find((line) => line.startsWith(`${booking.id},`))).toBe(
      `${booking.id},${booking.createdAt},${halfDay.title},${booking.preferredDate},1,Csv,Ngata,${booking.email},'+64 21 555 0101,,,pending,450.00,NZD,pending,"'=1+1, please"`,
    );
    const all = (await (await fetch(`${service.url}/api/admin/bookings`, { headers: { cookie } })).json()) as BookingListItem[];
    expect(lines).toHaveLength(all.length + 1);
    expect((await fetch(`${service.url}/api/admin/bookings/export.csv`)).status).toBe(401);
  });

  it('lists bookings for the signed-in artist, newest first, on both paths', async () => {
    const older = await createBooking({ firstName: 'Older' });
    const newer = await createBooking({ firstName: 'Newer', numberOfGuests: 2, guest2FirstName: 'Mere', guest2LastName: 'Tane' });

    const response = await fetch(`${service.url}/api/bookings`, { headers: { cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const list = (await response.json()) as BookingListItem[];
    const ids = list.map((booking) => booking.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(list.find((booking) => booking.id === newer.id)).toEqual({
      id: newer.id,
      firstName: 'Newer',
      lastName: 'Ngata',
      email: newer.email,
      preferredDate: newer.preferredDate,
      numberOfGuests: 2,
      status: 'pending',
      adventureId: halfDay.id,
      adventureTitle: halfDay.title,
      phone: '+64 21 555 0101',
      guest2FirstName: 'Mere',
      guest2LastName: 'Tane',
      specialRequests: 'Left-handed easel, please',
      totalPrice: '900.00',
      currency: 'NZD',
      paymentStatus: 'pending',
      amountPaid: '0.00',
      quotedTotal: '247.50',
      quotedCurrency: 'EUR',
      holdExpiresAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(newer.preferredDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const admin = await fetch(`${service.url}/api/admin/bookings`, { headers: { cookie } });
    expect(admin.status).toBe(200);
    expect(await admin.json()).toEqual(list);
    expect((await fetch(`${service.url}/api/admin/adventures`, { headers: { cookie } })).status).toBe(200);
  });

  it('addresses the artist\'s copy to svc-mailing\'s artist ("artist"), answered to the guest', async () => {
    const booking = await createBooking();
    expect((await confirmFromEmail(service.url, mail, booking.id)).status).toBe(200);
    const [artist] = await mail.waitFor(`booking-${booking.id}-artist`);
    expect(artist).toMatchObject({ template: 'booking-artist', to: ARTIST_RECIPIENT, replyTo: booking.email });
    const [guest] = await mail.waitFor(`booking-${booking.id}-guest`);
    expect(guest).toMatchObject({ template: 'booking-guest', to: booking.email });
    expect(guest).not.toHaveProperty('replyTo');
  });

  it('confirms a booking once and e-mails the guest; a request the guest has not confirmed yet stops lapsing', async () => {
    const booking = await createBooking();
    expect(booking.holdExpiresAt).not.toBeNull();
    const response = await act(booking.id, { action: 'confirm' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      id: booking.id,
      status: 'confirmed',
      preferredDate: booking.preferredDate,
      holdExpiresAt: null,
    });

    const again = await act(booking.id, { action: 'confirm' });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ status: 'confirmed' });

    const [confirmed] = await mail.waitFor(`booking-${booking.id}-confirmed-2`);
    expect(confirmed).toMatchObject({
      template: 'booking-confirmed',
      to: booking.email,
      data: {
        bookingId: booking.id,
        sequence: 2,
        guestName: 'Aroha Ngata',
        adventureTitle: halfDay.title,
        date: booking.preferredDate,
        guests: 1,
        total: '450.00',
        currency: 'NZD',
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(
      mail.accepted.filter((m) => m.template === 'booking-confirmed' && m.idempotencyKey.startsWith(`booking-${booking.id}-`)),
    ).toHaveLength(1);
  });

  it('cancels a booking, freeing its day, and e-mails the guest', async () => {
    const booking = await createBooking();
    expect(await bookedDates()).toContain(booking.preferredDate);

    const response = await act(booking.id, { action: 'cancel' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: booking.id, status: 'cancelled' });
    expect(await bookedDates()).not.toContain(booking.preferredDate);

    const [cancelled] = await mail.waitFor(`booking-${booking.id}-cancelled-2`);
    expect(cancelled).toMatchObject({ template: 'booking-cancelled', to: booking.email, data: { date: booking.preferredDate } });

    // The day is free again for someone else; the cancelled booking cannot be confirmed or moved.
    await createBooking({ bookingDate: booking.preferredDate, customerEmail: 'next@example.nz' });
    expect((await act(booking.id, { action: 'confirm' })).status).toBe(409);
    const move = await act(booking.id, { action: 'move', date: freshDay() });
    expect(move.status).toBe(409);
    expect(await move.json()).toMatchObject({ message: BOOKING_MESSAGES.bookingCancelled });
  });

  it('moves a booking to a free future day, freeing the old one, and tells the guest why', async () => {
    const booking = await createBooking();
    const taken = await createBooking({ customerEmail: 'taken@example.nz' });
    const newDay = freshDay();

    const clash = await act(booking.id, { action: 'move', date: taken.preferredDate });
    expect(clash.status).toBe(409);
    expect(await clash.json()).toMatchObject({ message: BOOKING_MESSAGES.dateTaken });
    const past = await act(booking.id, { action: 'move', date: daysFromNow(-2) });
    expect(past.status).toBe(400);
    expect(await past.json()).toMatchObject({ message: BOOKING_MESSAGES.pastDate });

    const moved = await act(booking.id, { action: 'move', date: newDay });
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({ id: booking.id, preferredDate: newDay, status: 'pending' });
    const dates = await bookedDates();
    expect(dates).toContain(newDay);
    expect(dates).not.toContain(booking.preferredDate);

    const [weather] = await mail.waitFor(`booking-${booking.id}-moved-2`);
    expect(weather).toMatchObject({
      template: 'booking-moved',
      to: booking.email,
      data: { bookingId: booking.id, sequence: 2, date: newDay, previousDate: booking.preferredDate, reason: DEFAULT_BOOKING_MOVE_REASON },
    });

    const laterDay = freshDay();
    const again = await act(booking.id, { action: 'move', date: laterDay, reason: 'Snow closed the Glenorchy road.' });
    expect(again.status).toBe(200);
    const [road] = await mail.waitFor(`booking-${booking.id}-moved-3`);
    // The guest's calendar event is the same one (bookingId), updated (a higher sequence).
    expect(road).toMatchObject({
      data: { bookingId: booking.id, sequence: 3, date: laterDay, previousDate: newDay, reason: 'Snow closed the Glenorchy road.' },
    });
  });

  it('keeps a request that expired unconfirmed as it is: no confirm, no move, and a cancel changes nothing', async () => {
    const booking = await createBooking();
    await service.app
      .get(DataSource)
      .query(`UPDATE bookings SET hold_expires_at = now() - interval '1 minute' WHERE id = $1`, [booking.id]);
    for (const action of [{ action: 'confirm' }, { action: 'move', date: freshDay() }]) {
      const refused = await act(booking.id, action);
      expect(refused.status).toBe(409);
      expect(await refused.json()).toMatchObject({ message: BOOKING_MESSAGES.requestExpired });
    }
    const cancel = await act(booking.id, { action: 'cancel' });
    expect(cancel.status).toBe(200);
    expect(await cancel.json()).toMatchObject({ status: 'expired' });
    const listed = ((await (await fetch(`${service.url}/api/admin/bookings`, { headers: { cookie } })).json()) as BookingListItem[]).find(
      (row) => row.id === booking.id,
    );
    expect(listed).toMatchObject({ status: 'expired' });
    expect(await bookedDates()).not.toContain(booking.preferredDate);
  });

  it('refuses unknown bookings, unknown actions and cross-site writes', async () => {
    expect((await act(999999, { action: 'confirm' })).status).toBe(404);
    expect((await act('abc', { action: 'confirm' })).status).toBe(404);
    const booking = await createBooking();
    const unknown = await act(booking.id, { action: 'delete' });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ message: "Action must be 'confirm', 'cancel', 'move' or 'record-payment'" });
    expect((await act(booking.id, { action: 'move', date: 'tomorrow' })).status).toBe(400);
    expect((await act(booking.id, { action: 'cancel' }, { cookie, 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await fetch(`${service.url}/api/bookings`, { headers: { cookie } })).status).toBe(200);
  });
  it('records what the guest has paid so far: a deposit, then in full, never more than the total', async () => {
    const booking = await createBooking({ firstName: 'Payer' });
    const record = async (amountPaid: unknown) => {
      const response = await act(booking.id, { action: 'record-payment', amountPaid });
      return { status: response.status, body: (await response.json()) as BookingListItem & { message?: string } };
    };
    const emailsOf = (id: number) => [...mail.calls.keys()].filter((key) => key.startsWith(`booking-${id}-`)).sort();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const emailsBefore = emailsOf(booking.id);
    expect(booking).toMatchObject({ totalPrice: '450.00', paymentStatus: 'pending', amountPaid: '0.00' });
    expect(await record('200')).toMatchObject({ status: 200, body: { paymentStatus: 'deposit', amountPaid: '200.00' } });
    expect(await record(450)).toMatchObject({ status: 200, body: { paymentStatus: 'paid', amountPaid: '450.00' } });
    expect(await record('450.00')).toMatchObject({ status: 200, body: { paymentStatus: 'paid' } }); // again: the same
    expect(await record(0)).toMatchObject({ status: 200, body: { paymentStatus: 'pending', amountPaid: '0.00' } }); // a correction
    for (const wrong of [450.01, -1, 'lots', null])
      expect(await record(wrong)).toMatchObject({
        status: 400,
        body: { message: 'The amount received must be a number from 0 up to the total' },
      });
    const listed = (await (await fetch(`${service.url}/api/admin/bookings`, { headers: { cookie } })).json()) as BookingListItem[];
    expect(listed.find((b) => b.id === booking.id)).toMatchObject({ paymentStatus: 'pending', amountPaid: '0.00' });
    // Her bookkeeping: nothing more is e-mailed about the booking.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(emailsOf(booking.id)).toEqual(emailsBefore);
  });

  it('lets the artist edit an adventure: only what she sends changes, checked, and visitors see it at once', async () => {
    const all = (await (await fetch(`${service.url}/api/adventures`)).json()) as Adventure[];
    const helicopter = all.find((adventure) => adventure.includesHelicopter)!;
    const patch = (id: number | string, body: unknown, headers: Record<string, string> = { cookie, 'sec-fetch-site': 'same-origin' }) =>
      fetch(`${service.url}/api/admin/adventures/${id}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });

    const priced = await patch(helicopter.id, { price: '2950', videoUrl: 'https://youtu.be/dQw4w9WgXcQ' });
    expect(priced.status).toBe(200);
    expect(await priced.json()).toEqual({ ...helicopter, price: '2950.00', videoUrl: 'https://youtu.be/dQw4w9WgXcQ' });
    const seen = ((await (await fetch(`${service.url}/api/adventures`)).json()) as Adventure[]).find((a) => a.id === helicopter.id);
    expect(seen).toMatchObject({ price: '2950.00', title: helicopter.title, duration: helicopter.duration });

    expect(await (await patch(helicopter.id, { title: '  Alpine Flight  ', maxGuests: 1, videoUrl: '' })).json()).toMatchObject({
      title: 'Alpine Flight',
      maxGuests: 1,
      videoUrl: null,
      price: '2950.00',
    });

    for (const [body, message] of [
      [{ title: ' ' }, 'Title is required'],
      [{ duration: 0 }, 'Duration must be a whole number of hours from 1 to 12'],
      [{ duration: 4.5 }, 'Duration must be a whole number of hours from 1 to 12'],
      [{ maxGuests: 3 }, 'Maximum guests must be 1 or 2'],
      [{ price: '-5' }, 'Price must be a positive amount'],
      [{ currency: 'AUD' }, 'Currency must be NZD, USD, EUR or GBP'],
      [{ videoUrl: 'javascript:alert(1)' }, 'Video must be a YouTube link or id, or the address of a video file'],
    ] as const) {
      const refused = await patch(helicopter.id, body);
      expect([JSON.stringify(body), refused.status, ((await refused.json()) as { message: string }).message]).toEqual([
        JSON.stringify(body),
        400,
        message,
      ]);
    }
    expect((await patch(999_999, { price: 1 })).status).toBe(404);
    expect((await patch(helicopter.id, { price: 1 }, {})).status).toBe(401);
    // Back as seeded, for whatever runs next.
    expect((await patch(helicopter.id, helicopter)).status).toBe(200);
  });
});
