import { INQUIRY_MESSAGES, NEWSLETTER_MESSAGES } from '@atelier/contracts';
import {
  expectRateLimit,
  failedBadly,
  malformedBodies,
  notRefusedProperly,
  sendAbuse,
  SCRIPT_PAYLOAD,
  SQL_PAYLOAD,
} from '@atelier/service-kit/testing';
import { startMailing, type MailingUnderTest } from './support';

const enquiry = {
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane.doe@example.com',
  phone: '+64 21 555 0101',
  inquiryType: 'painting-purchase',
  message: 'Could you tell me more about this painting, please?',
  paintingId: 12,
};
const subscription = { email: 'jane.doe@example.com', firstName: 'Jane', lastName: 'Doe' };

/** Every request from its own address, so the per-address limits never answer instead. */
let address = 0;
const fromNewAddress = () => ({ 'x-forwarded-for': `10.${(++address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}` });

const routes = [
  { path: '/api/inquiries', valid: enquiry, optional: ['phone', 'paintingId'] },
  { path: '/api/newsletter', valid: subscription, optional: [] },
];

describe('public writes under abuse', () => {
  let mailing: MailingUnderTest;
  beforeAll(async () => {
    mailing = await startMailing();
  });
  afterAll(async () => {
    await mailing?.close();
  });

  const stored = async () => {
    const [row] = await mailing.db.query(
      `SELECT (SELECT count(*) FROM inquiries)::int AS inquiries, (SELECT count(*) FROM newsletter_subscribers)::int AS subscribers,
              (SELECT count(*) FROM contacts)::int AS contacts, (SELECT count(*) FROM emails)::int AS emails`,
    );
    return row as Record<string, number>;
  };

  describe.each(routes)('$path', ({ path, valid, optional }) => {
    const { malformed, hostile } = malformedBodies(valid, { optional });

    it(`refuses ${malformed.length} malformed bodies with a 4xx JSON error and stores nothing`, async () => {
      expect(malformed.length).toBeGreaterThanOrEqual(200);
      const before = await stored();
      const answers = await sendAbuse(`${mailing.url}${path}`, malformed, { headers: fromNewAddress });
      expect(notRefusedProperly(answers)).toEqual([]);
      expect(await stored()).toEqual(before);
    });

    it('answers hostile but well-formed bodies without a server error', async () => {
      const answers = await sendAbuse(`${mailing.url}${path}`, hostile, { headers: fromNewAddress });
      expect(failedBadly(answers)).toEqual([]);
    });
  });

  it('stores script and SQL text in an enquiry as the visitor wrote it', async () => {
    const message = `Hello ${SCRIPT_PAYLOAD} and ${SQL_PAYLOAD} bye`;
    const answer = await mailing.call('POST', '/api/inquiries', {
      body: { ...enquiry, message, lastName: SQL_PAYLOAD },
      headers: fromNewAddress(),
    });
    expect(answer.status).toBe(201);
    const [row] = await mailing.db.query(`SELECT last_name, message FROM inquiries WHERE id = $1`, [answer.body.id]);
    expect(row).toEqual({ last_name: SQL_PAYLOAD, message });
  });

  it.each([
    ['/api/inquiries', enquiry, 5, INQUIRY_MESSAGES.tooMany],
    ['/api/newsletter', subscription, 10, NEWSLETTER_MESSAGES.tooMany],
  ])('%s answers one request over the limit with 429 and Retry-After', async (path, body, max, message) => {
    const headers = { 'content-type': 'application/json', ...fromNewAddress() };
    await expectRateLimit(() => fetch(`${mailing.url}${path}`, { method: 'POST', headers, body: JSON.stringify(body) }), max, message);
  });
});
