// Jest global setup: integration tests use the server in DATABASE_URL when given (CI), else
// one embedded PostgreSQL for the whole run, announced as ATELIER_TEST_DATABASE_SERVER. Each test file then makes its own database.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedPostgres } from '../lib/embedded-postgres.mjs';
import { freePort } from './service-process.mjs';

export default async function globalSetup() {
  // Kept apart from DATABASE_URL, which a test sets to its own database when it boots a service.
  if (process.env.DATABASE_URL) process.env.ATELIER_TEST_DATABASE_SERVER ??= process.env.DATABASE_URL;
  if (process.env.ATELIER_TEST_DATABASE_SERVER || globalThis.__atelierPostgres) return;
  const dir = mkdtempSync(join(tmpdir(), 'atelier-test-pg-'));
  const port = await freePort();
  const server = await startEmbeddedPostgres({ dir, port });
  globalThis.__atelierPostgres = { ...server, dir };
  process.env.ATELIER_TEST_DATABASE_SERVER = server.url;
}
