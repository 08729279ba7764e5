import { z } from 'zod';
import { baseEnvSchema, InvalidEnvironmentError, loadEnv } from './env';

describe(loadEnv.name, () => {
  it('names every bad variable at once', () => {
    const attempt = () => loadEnv('svc-test', baseEnvSchema, { PORT: 'eighty', DATABASE_URL: 'mysql://x/y', INTERNAL_TOKEN: 'short' });
    expect(attempt).toThrow(InvalidEnvironmentError);
    try {
      attempt();
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('svc-test: invalid environment');
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL');
      expect(message).toContain('INTERNAL_TOKEN: must be at least 16 characters');
    }
  });

  it('applies defaults and treats blank values as unset', () => {
    const schema = baseEnvSchema.extend({ GREETING: z.string().default('kia ora') });
    const env = loadEnv('svc-test', schema, {
      PORT: '3001',
      DATABASE_URL: 'postgres://u@h/db',
      INTERNAL_TOKEN: '0123456789abcdef',
      GREETING: '',
      LOG_LEVEL: '',
    });
    expect(env).toMatchObject({ PORT: 3001, GREETING: 'kia ora', LOG_LEVEL: 'info', NODE_ENV: 'development', BODY_LIMIT_BYTES: 1048576 });
  });
});
