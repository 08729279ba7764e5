import { InvalidEnvironmentError, loadEnv } from '@atelier/service-kit';
import { commerceEnvSchema } from './env';

const production = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://atelier:9c1e5b7a3f0d2e4c6a8b@postgres:5432/commerce',
  INTERNAL_TOKEN: 'f3a1c9e07b5d24a8c6e1f0b9d7a3c5e2',
  STRIPE_SECRET_KEY: 'sk_live_51Habcdefghijklmnop',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_51Habcdefghijklmnop',
};
const problems = (env: Record<string, string>) => {
  try {
    loadEnv('svc-commerce', commerceEnvSchema, { ...production, ...env });
    return [];
  } catch (error) {
    return (error as InvalidEnvironmentError).problems;
  }
};

describe('commerce environment in production, card payments on', () => {
  it('needs a webhook secret that is one', () => {
    expect(problems({})).toEqual(['STRIPE_WEBHOOK_SECRET: is required in production when STRIPE_SECRET_KEY is set']);
    expect(problems({ STRIPE_WEBHOOK_SECRET: 'whsec_1' })).toEqual([
      expect.stringMatching(/^STRIPE_WEBHOOK_SECRET: is too short to be a secret/),
    ]);
    expect(problems({ STRIPE_WEBHOOK_SECRET: 'whsec_5b7a3f0d2e4c6a8b9c1e0f3a' })).toEqual([]);
  });
});

describe('how long a painting is held for a payment', () => {
  const ok = { STRIPE_WEBHOOK_SECRET: 'whsec_5b7a3f0d2e4c6a8b9c1e0f3a' };

  it('holds for 15 minutes, never past 15 minutes from the first hold, 2 paintings per address, unless the operator says otherwise', () => {
    const env = loadEnv('svc-commerce', commerceEnvSchema, { ...production, ...ok });
    expect(env).toMatchObject({
      PAINTING_RESERVATION_MINUTES: 15,
      PAINTING_RESERVATION_CAP_MINUTES: 15,
      PAINTING_RESERVATIONS_PER_ADDRESS: 2,
    });
    expect(problems({ ...ok, PAINTING_RESERVATION_MINUTES: '10', PAINTING_RESERVATION_CAP_MINUTES: '30' })).toEqual([]);
  });

  it('refuses a cap shorter than one hold', () => {
    expect(problems({ ...ok, PAINTING_RESERVATION_MINUTES: '20' })).toEqual([
      'PAINTING_RESERVATION_CAP_MINUTES: must be at least PAINTING_RESERVATION_MINUTES',
    ]);
  });
});
