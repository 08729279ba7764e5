import { InvalidEnvironmentError, loadEnv } from '@atelier/service-kit';
import { artistEmail, mailingEnvSchema } from './env';

const base = { DATABASE_URL: 'postgres://localhost/mailing', INTERNAL_TOKEN: 'internal-token-0123456789' };
const load = (extra: Record<string, string>) => loadEnv('svc-mailing', mailingEnvSchema, { ...base, ...extra });

describe('mailing environment', () => {
  it('needs nothing for the embedded run', () => {
    const env = load({});
    expect(env.PORT).toBe(3005);
    expect(env.SMTP_URL).toBeUndefined();
    expect(artistEmail(env)).toBe('artist@example.com');
    expect(artistEmail(load({ ADMIN_EMAIL: 'painter@example.nz' }))).toBe('painter@example.nz');
    expect(artistEmail(load({ ADMIN_EMAIL: 'painter@example.nz', ARTIST_EMAIL: 'studio@example.nz' }))).toBe('studio@example.nz');
  });

  it('names every missing part of a half-done Mailchimp configuration', () => {
    expect(() => load({ MAILCHIMP_API_KEY: 'abc' })).toThrow(InvalidEnvironmentError);
    try {
      load({ MAILCHIMP_API_KEY: 'abc' });
    } catch (error) {
      expect((error as Error).message).toContain('MAILCHIMP_AUDIENCE_ID: is required when Mailchimp is configured');
      expect((error as Error).message).toContain('MAILCHIMP_SERVER_PREFIX: is required when the API key has no -us21 style suffix');
    }
    expect(load({ MAILCHIMP_API_KEY: 'abc-us21', MAILCHIMP_AUDIENCE_ID: 'list1' }).MAILCHIMP_SERVER_PREFIX).toBeUndefined();
  });

  it('caps the confirmation e-mails of an hour at 100 unless told otherwise, and refuses a cap that is no number of e-mails', () => {
    expect(load({}).NEWSLETTER_CONFIRMATION_EMAILS_PER_HOUR).toBe(100);
    expect(load({ NEWSLETTER_CONFIRMATION_EMAILS_PER_HOUR: '' }).NEWSLETTER_CONFIRMATION_EMAILS_PER_HOUR).toBe(100);
    expect(load({ NEWSLETTER_CONFIRMATION_EMAILS_PER_HOUR: '250' }).NEWSLETTER_CONFIRMATION_EMAILS_PER_HOUR).toBe(250);
    for (const wrong of ['0', '-5', '1.5', 'lots']) {
      expect(() => load({ NEWSLETTER_CONFIRMATION_EMAILS_PER_HOUR: wrong })).toThrow(/NEWSLETTER_CONFIRMATION_EMAILS_PER_HOUR/);
    }
  });

  it('accepts only SMTP URLs for SMTP_URL', () => {
    expect(load({ SMTP_URL: 'smtp://mailpit:1025' }).SMTP_URL).toBe('smtp://mailpit:1025');
    expect(() => load({ SMTP_URL: 'http://mailpit:1025' })).toThrow(/SMTP_URL/);
  });
});
