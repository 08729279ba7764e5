import { loadEnv } from '@atelier/service-kit';
import { bookingsEnvSchema } from './env';

const base = { DATABASE_URL: 'postgres://localhost/bookings', INTERNAL_TOKEN: 'internal-token-0123456789' };
const load = (extra: Record<string, string>) => loadEnv('svc-bookings', bookingsEnvSchema, { ...base, ...extra });

describe('bookings environment', () => {
  it('caps the confirmation e-mails of an hour at 30 unless told otherwise, and refuses a cap that is no number of e-mails', () => {
    expect(load({}).BOOKING_CONFIRMATION_EMAILS_PER_HOUR).toBe(30);
    expect(load({ BOOKING_CONFIRMATION_EMAILS_PER_HOUR: '' }).BOOKING_CONFIRMATION_EMAILS_PER_HOUR).toBe(30);
    expect(load({ BOOKING_CONFIRMATION_EMAILS_PER_HOUR: '60' }).BOOKING_CONFIRMATION_EMAILS_PER_HOUR).toBe(60);
    for (const wrong of ['0', '-5', '1.5', 'lots']) {
      expect(() => load({ BOOKING_CONFIRMATION_EMAILS_PER_HOUR: wrong })).toThrow(/BOOKING_CONFIRMATION_EMAILS_PER_HOUR/);
    }
  });
});
