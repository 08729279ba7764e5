import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomBytes } from 'node:crypto';
import { createServiceApp } from '../bootstrap';
import { dropDatabase, ensureDatabase } from '../database/database';

/**
 * A fresh database for one test file on the test PostgreSQL server (DATABASE_URL's server in CI,
 * else the embedded server started by jest's global setup).
 */
export async function createTestDatabase(prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const server = process.env.ATELIER_TEST_DATABASE_SERVER;
  if (!server) throw new Error('ATELIER_TEST_DATABASE_SERVER is not set: run tests through jest, whose global setup provides it');
  const url = new URL(server);
  url.pathname = `/test_${prefix}_${randomBytes(4).toString('hex')}`;
  await ensureDatabase(url.toString(), 'test database');
  return { url: url.toString(), drop: () => dropDatabase(url.toString()) };
}

export interface TestService {
  app: NestFastifyApplication;
  /** Base URL, e.g. http://127.0.0.1:41234 */
  url: string;
  close: () => Promise<void>;
}

/**
 * Boots a whole service on a random port with a private database, exactly as `main.ts`
 * would, so tests talk to it over real HTTP.
 */
export async function startTestService(
  appModule: unknown,
  { name, env = {} }: { name: string; env?: Record<string, string> },
): Promise<TestService> {
  const database = await createTestDatabase(name);
  Object.assign(process.env, {
    NODE_ENV: 'test',
    PORT: '0',
    INTERNAL_TOKEN: 'test-internal-token-0123456789',
    DATABASE_URL: database.url,
    // Each test service gets its own queues, so jobs never cross between tests sharing Redis.
    QUEUE_PREFIX: `test-${randomBytes(4).toString('hex')}`,
    // Tests sweep durable work by hand, when the rows are as they want them.
    WORK_SWEEP_SECONDS: '86400',
    ...env,
  });
  const app = await createServiceApp(appModule);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    app,
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}

/**
 * Boots a service and checks what every service promises: ready on its own database,
 * migrations applied (the given tables exist) and in step with the entities (a migration
 * generated now would be empty), and the X-Service header.
 */
export async function expectServiceBoots(
  appModule: unknown,
  name: string,
  tables: string[],
  env: Record<string, string> = {},
): Promise<void> {
  const service = await startTestService(appModule, { name, env });
  try {
    const response = await fetch(`${service.url}/health/ready`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-service')).toBe(name);
    const { DataSource } = await import('typeorm');
    const rows: { table_name: string }[] = await service.app
      .get(DataSource)
      .query(`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'`);
    expect(rows.map((row) => row.table_name)).toEqual(expect.arrayContaining(tables));
    // The entities say what the migrations built: TypeORM, asked what it would change, has nothing to say.
    const pending = await service.app.get(DataSource).driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((query) => query.query)).toEqual([]);
  } finally {
    await service.close();
  }
}

export {
  failedBadly,
  malformedBodies,
  notRefusedProperly,
  sendAbuse,
  SCRIPT_PAYLOAD,
  SQL_PAYLOAD,
  type AbuseAnswer,
  type AbuseCase,
  type AbuseCases,
  type AbuseOptions,
  expectRateLimit,
} from './abuse';
export { csvLines } from './csv';
export { jsonCaller, type JsonAnswer } from './json-caller';
export { idRoutes, IMPOSSIBLE_IDS, impossibleIdAnswers } from './impossible-ids';
export { listenToPublicChanges, TEST_REDIS_URL } from './public-changes';
