import { baseEnvSchema, loadEnv } from '../env/env';
import { rateLimitVariables, rateLimitWindows } from './rate-limit-env';

const schema = baseEnvSchema.extend(rateLimitVariables('INQUIRY', { PER_10_MIN: 5, PER_DAY: 20 }));
const load = (extra: Record<string, string>) =>
  loadEnv('svc-test', schema, { PORT: '3000', DATABASE_URL: 'postgres://localhost/test', INTERNAL_TOKEN: '0123456789abcdef', ...extra });

describe('per-address limits in the environment', () => {
  it("keeps today's values unless the operator sets others", () => {
    expect(rateLimitWindows(load({}), 'INQUIRY')).toEqual([
      { max: 5, windowMs: 10 * 60_000 },
      { max: 20, windowMs: 24 * 60 * 60_000 },
    ]);
    expect(rateLimitWindows(load({ INQUIRY_LIMIT_PER_10_MIN: '50', INQUIRY_LIMIT_PER_DAY: '400' }), 'INQUIRY')).toEqual([
      { max: 50, windowMs: 10 * 60_000 },
      { max: 400, windowMs: 24 * 60 * 60_000 },
    ]);
  });

  it.each(['0', '-3', '2.5', 'many'])('refuses %s at start, naming the variable', (value) => {
    expect(() => load({ INQUIRY_LIMIT_PER_DAY: value })).toThrow(/INQUIRY_LIMIT_PER_DAY: /);
  });

  it('fails loudly when a route names a limit its service does not declare', () => {
    expect(() => rateLimitWindows(load({}), 'BOOKING')).toThrow("BOOKING_LIMIT_PER_10_MIN is not part of this service's env schema");
  });
});
