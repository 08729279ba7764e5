// Jest global setup: integration tests use DATABASE_URL when given (CI), else one
// embedded PostgreSQL for the whole run. Each test file then makes its own database.
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedPostgres } from '../lib/embedded-postgres.mjs';

export default async function globalSetup() {
  if (process.env.DATABASE_URL || globalThis.__atelierPostgres) return;
  const dir = mkdtempSync(join(tmpdir(), 'atelier-test-pg-'));
  const port = await freePort();
  const server = await startEmbeddedPostgres({ dir, port });
  globalThis.__atelierPostgres = { ...server, dir };
  process.env.DATABASE_URL = server.url;
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
