import { InvalidEnvironmentError, loadEnv } from '@atelier/service-kit';
import { identityEnvSchema } from './env';

const production = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://atelier:9c1e5b7a3f0d2e4c6a8b@postgres:5432/identity',
  INTERNAL_TOKEN: 'f3a1c9e07b5d24a8c6e1f0b9d7a3c5e2',
  ADMIN_EMAIL: 'artist@example.nz',
};
const problems = (adminPassword: string) => {
  try {
    loadEnv('svc-identity', identityEnvSchema, { ...production, ADMIN_PASSWORD: adminPassword });
    return [];
  } catch (error) {
    return (error as InvalidEnvironmentError).problems;
  }
};

describe('identity environment in production', () => {
  it("refuses the administrator's first password from .env.example, or one too short", () => {
    expect(problems('change-me-admin-password')).toEqual([
      expect.stringMatching(/^ADMIN_PASSWORD: is still the example value of \.env\.example/),
    ]);
    expect(problems('paint-brush')).toEqual([
      expect.stringMatching(/^ADMIN_PASSWORD: is too short to be a secret \(at least 12 characters\)/),
    ]);
    expect(problems('Tussock-Light-Over-Wanaka')).toEqual([]);
  });
});
