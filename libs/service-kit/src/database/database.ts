import { Client } from 'pg';
import type { ValueTransformer } from 'typeorm';
import { composeDatabasePasswordVariable, InvalidEnvironmentError } from '../env/env';

/** PostgreSQL's invalid_password. */
const PASSWORD_REFUSED = '28P01';

/**
 * Creates the service's own database when it is missing. The embedded run and CI
 * share one PostgreSQL server; compose creates the databases in its init script, and
 * there a service's role may connect to its own database only, so that is tried first.
 * A refused password is an InvalidEnvironmentError of `service` naming the variable to fix.
 */
export async function ensureDatabase(databaseUrl: string, service: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!name) throw new Error('DATABASE_URL must name a database');
  const found = await exists(url).catch((error: { code?: string; message?: string }) => {
    if (error.code !== PASSWORD_REFUSED) throw error;
    // The role's password was set once, when the postgres-data volume was new (docker/postgres): an edited .env does not change it.
    const variable = composeDatabasePasswordVariable(databaseUrl);
    throw new InvalidEnvironmentError(service, [
      `DATABASE_URL: ${error.message}: its password (${variable} in compose) must be the one its role was created with, when the postgres-data volume was new; a changed ${variable} does not change the role's`,
    ]);
  });
  if (found) return;
  url.pathname = '/postgres';
  const admin = new Client({ connectionString: url.toString(), connectionTimeoutMillis: 5000 });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`).catch((error: { code?: string }) => {
      // Two processes starting at once may both try; the loser sees duplicate_database.
      if (error.code !== '42P04') throw error;
    });
  } finally {
    await admin.end();
  }
}

/** Whether the database of `url` can be reached; false only when it does not exist. */
async function exists(url: URL): Promise<boolean> {
  const client = new Client({ connectionString: url.toString(), connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    return true;
  } catch (error) {
    // invalid_catalog_name: no such database. Anything else (a wrong password) is the caller's to hear.
    if ((error as { code?: string }).code === '3D000') return false;
    throw error;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Drops a database (used by tests to clean up after themselves). */
export async function dropDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  url.pathname = '/postgres';
  const admin = new Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name.replaceAll('"', '""')}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

/**
 * PostgreSQL `numeric` arrives as a string and must stay exact; this keeps it a
 * string in the entity but normalises numbers written to it.
 */
export const decimalString = (scale: number): ValueTransformer => ({
  to: (value: string | number | null | undefined) => (value === null || value === undefined ? value : Number(value).toFixed(scale)),
  from: (value: string | null) => value,
});
