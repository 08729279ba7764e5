import { BOOKING_MESSAGES, type Adventure } from '@atelier/contracts';
import { JobsService } from '@atelier/service-kit';
import {
  expectRateLimit,
  failedBadly,
  malformedBodies,
  notRefusedProperly,
  sendAbuse,
  startTestService,
  type TestService,
} from '@atelier/service-kit/testing';
import { DataSource } from 'typeorm';
import { AppModule } from '../src/app.module';
import { bookingPayload, fromNewAddress } from './fixtures/bookings';
import { startMailRecorder, type MailRecorder } from './fixtures/mail-recorder';

const OPTIONAL = [
  'customerName',
  'customerPhone',
  'guest2FirstName',
  'guest2LastName',
  'specialRequests',
  'bookingTime',
  'totalPrice',
  'currency',
  'status',
  'paymentStatus',
];
/** totalPrice also takes the quote as a number (the schema writes it with 2 decimals): not malformed. */
const NUMERIC_QUOTE = /^totalPrice: (number|zero|fraction|tiny number|negative zero)$/;

describe('POST /api/bookings under abuse', () => {
  let service: TestService;
  let mail: MailRecorder;
  let db: DataSource;
  let adventure: Adventure;

  beforeAll(async () => {
    mail = await startMailRecorder();
    service = await startTestService(AppModule, {
      name: 'bookings',
      // The per-window limit is what this tests: let requests waiting for confirmation pile up.
      env: { MAILING_URL: mail.url, BOOKING_UNCONFIRMED_PER_ADDRESS: '100' },
    });
    db = service.app.get(DataSource);
    adventure = ((await (await fetch(`${service.url}/api/adventures`)).json()) as Adventure[])[0]!;
  });
  afterAll(async () => {
    await service?.app.get(JobsService).drain();
    await service?.close();
    await mail.close();
  });

  const stored = async () =>
    (await db.query(`SELECT (SELECT count(*) FROM bookings)::int AS bookings, (SELECT count(*) FROM durable_work)::int AS emails`))[0];

  it('refuses at least 200 malformed bodies with a 4xx JSON error and stores nothing', async () => {
    const malformed = malformedBodies(bookingPayload(adventure), { optional: OPTIONAL }).malformed.filter(
      (abuse) => !NUMERIC_QUOTE.test(abuse.name),
    );
    expect(malformed.length).toBeGreaterThanOrEqual(200);
    const before = await stored();
    const answers = await sendAbuse(`${service.url}/api/bookings`, malformed, { headers: fromNewAddress });
    expect(notRefusedProperly(answers)).toEqual([]);
    expect(await stored()).toEqual(before);
  });

  it('answers hostile but well-formed bodies without a server error', async () => {
    const answers = await sendAbuse(`${service.url}/api/bookings`, malformedBodies(bookingPayload(adventure)).hostile, {
      headers: fromNewAddress,
    });
    expect(failedBadly(answers)).toEqual([]);
  });

  it('answers one booking over the limit from an address with 429 and Retry-After', async () => {
    const headers = { 'content-type': 'application/json', ...fromNewAddress() };
    const book = () => fetch(`${service.url}/api/bookings`, { method: 'POST', headers, body: JSON.stringify(bookingPayload(adventure)) });
    await expectRateLimit(book, 10, BOOKING_MESSAGES.tooMany);
  });
});
