// Starts a real service from its built dist/ as its own process, for integration tests that
// need the other side of an /internal/* call (or the admin guard's svc-identity) for real,
// or that stop and start it again (fault tests).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';
import { buildStale, repoRoot, waitForOk } from '../lib/stack.mjs';

/**
 * @param {string} dir the service's folder, e.g. `svc-catalog`
 * @param {Record<string, string>} env variables of its own (INTERNAL_TOKEN, MEDIA_DIR…) on top of the test defaults
 * @param {{ databaseServer?: string, keepLogs?: boolean }} options a PostgreSQL server of the test's own instead of the
 *   shared one; `keepLogs` collects what the service writes on stdout (its log lines), for `logs()`
 */
export async function startServiceProcess(
  dir,
  env = {},
  { databaseServer = process.env.ATELIER_TEST_DATABASE_SERVER, keepLogs = false } = {},
) {
  buildStale(['libs/contracts', 'libs/service-kit', dir]);
  const server = databaseServer;
  if (!server) throw new Error('ATELIER_TEST_DATABASE_SERVER is not set: run tests through jest, whose global setup provides it');
  const database = new URL(server);
  database.pathname = `/test_${dir.replace(/^svc-/, '')}_${randomBytes(4).toString('hex')}`;
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const childEnv = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    DATABASE_URL: database.toString(),
    // Its own BullMQ namespace, so jobs never cross between tests sharing Redis.
    QUEUE_PREFIX: `test-${randomBytes(4).toString('hex')}`,
    // Tests sweep durable work by hand, when the rows are as they want them.
    WORK_SWEEP_SECONDS: '86400',
    ...env,
  };
  /** @type {import('node:child_process').ChildProcess} */ let child;
  let logs = '';
  /** @type {Promise<number | null>} */ let exited;

  // Same port, database and variables every time, so a restart is the same service coming back.
  async function start() {
    child = spawn(process.execPath, ['dist/main.js'], {
      cwd: join(repoRoot, dir),
      env: childEnv,
      stdio: ['ignore', keepLogs ? 'pipe' : 'ignore', 'inherit'],
    });
    child.stdout?.on('data', (chunk) => (logs += chunk));
    exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      await Promise.race([
        waitForOk(`${url}/health/ready`, 30000),
        exited.then((code) => {
          throw new Error(`${dir} exited with ${code} before it was ready`);
        }),
      ]);
    } catch (error) {
      child.kill('SIGKILL');
      throw error;
    }
  }

  async function kill(signal = 'SIGTERM') {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    return exited;
  }

  try {
    await start();
  } catch (error) {
    await dropDatabase(server, database);
    throw error;
  }

  return {
    url,
    port,
    databaseUrl: database.toString(),
    kill,
    start,
    /** Every line the service has logged so far (with `keepLogs`). */
    logs: () => logs,
    async stop() {
      await kill();
      await dropDatabase(server, database);
    },
  };
}

async function dropDatabase(server, database) {
  // Through the maintenance database: DATABASE_URL may name a test database dropped meanwhile.
  const maintenance = new URL(server);
  maintenance.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: maintenance.toString() });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${database.pathname.slice(1)}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

/** A port nobody listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}
