import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { baseEnvSchema, InvalidEnvironmentError, loadEnv, secret } from './env';

/** A variable's value in the repository's .env.example. */
function exampleValue(name: string): string {
  const example = readFileSync(join(__dirname, '../../../../.env.example'), 'utf8');
  const value = new RegExp(`^${name}=(.*)$`, 'm').exec(example)?.[1];
  if (!value) throw new Error(`${name} is not in .env.example`);
  return value;
}

const schema = baseEnvSchema.extend({ WEBHOOK_SECRET: secret(z.string().min(1)).optional() });
const strong = {
  INTERNAL_TOKEN: 'f3a1c9e07b5d24a8c6e1f0b9d7a3c5e2',
  DATABASE_URL: 'postgres://catalog:9c1e5b7a3f0d2e4c6a8b@postgres:5432/catalog',
  REDIS_URL: 'redis://catalog:5d0c8e2a4b6f1a3c7e9d@redis:6379',
};
const load = (env: Record<string, string>) => loadEnv('svc-test', schema, { PORT: '3001', ...env });

/** The problems loadEnv names, one per line. */
function problems(env: Record<string, string>): string[] {
  try {
    load(env);
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidEnvironmentError);
    return (error as InvalidEnvironmentError).problems;
  }
  return [];
}

describe('production secrets', () => {
  it("refuses .env.example's values, naming each variable the operator sets", () => {
    const fromExample = {
      NODE_ENV: 'production',
      INTERNAL_TOKEN: exampleValue('INTERNAL_TOKEN'),
      // As docker-compose.yml builds them.
      DATABASE_URL: `postgres://catalog:${exampleValue('CATALOG_DB_PASSWORD')}@postgres:5432/catalog`,
      REDIS_URL: `redis://catalog:${exampleValue('CATALOG_REDIS_PASSWORD')}@redis:6379`,
    };
    expect(problems(fromExample)).toEqual([
      'INTERNAL_TOKEN: is still the example value of .env.example: choose one with `openssl rand -hex 32`',
      'DATABASE_URL: its password (CATALOG_DB_PASSWORD in compose) is still the example value of .env.example: choose one with `openssl rand -hex 32`',
      'REDIS_URL: its password (CATALOG_REDIS_PASSWORD in compose) is still the example value of .env.example: choose one with `openssl rand -hex 32`',
    ]);
  });

  it("refuses every example password of .env.example in the Redis URL of its service, naming its user's variable", () => {
    for (const user of ['catalog', 'bookings', 'commerce', 'identity', 'mailing']) {
      const variable = `${user.toUpperCase()}_REDIS_PASSWORD`;
      const url = `redis://${user}:${encodeURIComponent(exampleValue(variable))}@redis:6379`;
      expect(problems({ ...strong, NODE_ENV: 'production', REDIS_URL: url })).toEqual([
        `REDIS_URL: its password (${variable} in compose) is still the example value of .env.example: choose one with \`openssl rand -hex 32\``,
      ]);
    }
  });

  it('refuses every example password of .env.example in the database URL of its service', () => {
    for (const role of ['catalog', 'bookings', 'commerce', 'identity', 'mailing']) {
      const variable = `${role.toUpperCase()}_DB_PASSWORD`;
      const url = `postgres://${role}:${encodeURIComponent(exampleValue(variable))}@postgres:5432/${role}`;
      expect(problems({ ...strong, NODE_ENV: 'production', DATABASE_URL: url })).toEqual([
        `DATABASE_URL: its password (${variable} in compose) is still the example value of .env.example: choose one with \`openssl rand -hex 32\``,
      ]);
    }
  });

  it('refuses a database or Redis without a password, or one too short to be a secret', () => {
    expect(problems({ ...strong, NODE_ENV: 'production', DATABASE_URL: 'postgres://catalog@postgres:5432/catalog' })).toEqual([
      'DATABASE_URL: its password (CATALOG_DB_PASSWORD in compose) is missing: choose one with `openssl rand -hex 32`',
    ]);
    expect(problems({ ...strong, NODE_ENV: 'production', DATABASE_URL: 'postgres://catalog:postgres@postgres:5432/catalog' })).toEqual([
      'DATABASE_URL: its password (CATALOG_DB_PASSWORD in compose) is too short to be a secret (at least 16 characters): choose one with `openssl rand -hex 32`',
    ]);
    expect(problems({ ...strong, NODE_ENV: 'production', REDIS_URL: 'redis://catalog@redis:6379' })).toEqual([
      'REDIS_URL: its password (CATALOG_REDIS_PASSWORD in compose) is missing: choose one with `openssl rand -hex 32`',
    ]);
    expect(problems({ ...strong, NODE_ENV: 'production', REDIS_URL: 'redis://redis:6379' })).toEqual([
      'REDIS_URL: its password (REDIS_URL in compose) is missing: choose one with `openssl rand -hex 32`',
    ]);
    expect(problems({ ...strong, NODE_ENV: 'production', REDIS_URL: 'redis://catalog:redis@redis:6379' })).toEqual([
      'REDIS_URL: its password (CATALOG_REDIS_PASSWORD in compose) is too short to be a secret (at least 16 characters): choose one with `openssl rand -hex 32`',
    ]);
  });

  it('starts with strong passwords, and without Redis (jobs in-process)', () => {
    expect(load({ ...strong, NODE_ENV: 'production' }).REDIS_URL).toBe(strong.REDIS_URL);
    const { REDIS_URL: _unset, ...withoutRedis } = strong;
    expect(load({ ...withoutRedis, NODE_ENV: 'production' }).REDIS_URL).toBeUndefined();
  });

  it('checks an optional secret once it is set; unset, its feature is off', () => {
    expect(problems({ ...strong, NODE_ENV: 'production' })).toEqual([]);
    expect(problems({ ...strong, NODE_ENV: 'production', WEBHOOK_SECRET: 'whsec_123' })).toEqual([
      'WEBHOOK_SECRET: is too short to be a secret (at least 16 characters): choose one with `openssl rand -hex 32`',
    ]);
    expect(problems({ ...strong, NODE_ENV: 'production', WEBHOOK_SECRET: 'change-me-webhook-secret' })).toHaveLength(1);
    expect(load({ ...strong, NODE_ENV: 'production', WEBHOOK_SECRET: 'whsec_5b7a3f0d2e4c6a8b9c1e' }).WEBHOOK_SECRET).toBe(
      'whsec_5b7a3f0d2e4c6a8b9c1e',
    );
  });

  it('leaves development and tests alone, as `npm start` and CI run them', () => {
    const weak = {
      INTERNAL_TOKEN: exampleValue('INTERNAL_TOKEN'),
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres',
      REDIS_URL: 'redis://127.0.0.1:6379',
      WEBHOOK_SECRET: 'x',
    };
    expect(problems(weak)).toEqual([]);
    expect(problems({ ...weak, NODE_ENV: 'test' })).toEqual([]);
  });
});
