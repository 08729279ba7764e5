import { startMailing, type MailingUnderTest } from './support';

/** The operator's limits, not the defaults: INQUIRY_LIMIT_PER_10_MIN and NEWSLETTER_LIMIT_PER_DAY set low. */
describe('per-address limits set in the environment', () => {
  let mailing: MailingUnderTest;

  beforeAll(async () => {
    mailing = await startMailing({ INQUIRY_LIMIT_PER_10_MIN: '2', NEWSLETTER_LIMIT_PER_DAY: '1' });
  });
  afterAll(async () => {
    await mailing?.close();
    delete process.env.INQUIRY_LIMIT_PER_10_MIN;
    delete process.env.NEWSLETTER_LIMIT_PER_DAY;
  });

  it('answers 429 once the configured number is reached', async () => {
    const headers = { 'x-forwarded-for': '10.30.0.1' };
    const enquiry = {
      firstName: 'Jane',
      lastName: 'Doe',
      email: 'jane@example.com',
      inquiryType: 'general',
      message: 'Do you paint pets too?',
    };
    const enquiries = [];
    for (let i = 0; i < 3; i++) enquiries.push((await mailing.call('POST', '/api/inquiries', { body: enquiry, headers })).status);
    expect(enquiries).toEqual([201, 201, 429]);

    const signUp = (email: string) =>
      mailing.call('POST', '/api/newsletter', { body: { email, firstName: 'Jane', lastName: 'Doe' }, headers });
    expect((await signUp('one@example.com')).status).toBe(200);
    expect((await signUp('two@example.com')).status).toBe(429);
  });
});
