// Starts the real svc-identity (its built dist) for integration tests of admin routes in
// other services: the admin guard then asks a real identity service, never a stand-in.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';
import { buildStale, repoRoot, waitForOk } from '../lib/stack.mjs';

export const TEST_ADMIN = { email: 'artist@example.com', password: 'test admin password' };

/**
 * @param {{ internalToken: string }} options the INTERNAL_TOKEN the service under test uses
 * @returns {Promise<{ url: string, signIn: () => Promise<string>, stop: () => Promise<void> }>}
 *   `signIn()` answers a `Cookie` header value for a fresh admin session.
 */
export async function startIdentityService({ internalToken }) {
  buildStale(['libs/contracts', 'libs/service-kit', 'svc-identity']);
  const server = process.env.DATABASE_URL;
  if (!server) throw new Error('DATABASE_URL is not set: run tests through jest so its global setup provides one');
  const database = new URL(server);
  database.pathname = `/test_identity_${randomBytes(4).toString('hex')}`;
  const port = await freePort();
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: join(repoRoot, 'svc-identity'),
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      DATABASE_URL: database.toString(),
      INTERNAL_TOKEN: internalToken,
      QUEUE_PREFIX: `test-${randomBytes(4).toString('hex')}`,
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      COOKIE_SECURE: 'false',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForOk(`${url}/health/ready`, 30000);

  return {
    url,
    async signIn() {
      const response = await fetch(`${url}/api/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.${port % 250}.${Math.floor(Math.random() * 250)}` },
        body: JSON.stringify(TEST_ADMIN),
      });
      if (!response.ok) throw new Error(`test sign-in failed: ${response.status} ${await response.text()}`);
      return response.headers.get('set-cookie').split(';')[0];
    },
    async stop() {
      await new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      });
      const admin = new pg.Client({ connectionString: server });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS "${database.pathname.slice(1)}" WITH (FORCE)`);
      await admin.end();
    },
  };
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}
