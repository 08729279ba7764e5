import type { DataSource } from 'typeorm';

/**
 * The advisory lock held while migrations run. Advisory locks belong to one database, and each
 * service has its own: only replicas of the same service ever wait for each other.
 */
const MIGRATIONS_LOCK = 4_170_001;

/**
 * Runs the pending migrations of an initialised data source, one process at a time: replicas
 * starting together (a scaled start, a rolling upgrade) would otherwise each try the same
 * migration, and all but one fail on what the first created. The next one finds them applied.
 */
export async function runMigrationsOnce(dataSource: DataSource): Promise<DataSource> {
  const session = dataSource.createQueryRunner();
  await session.connect();
  try {
    await session.query('SELECT pg_advisory_lock($1)', [MIGRATIONS_LOCK]);
    await dataSource.runMigrations();
  } finally {
    // Released with the connection too, should the unlock itself fail.
    await session.query('SELECT pg_advisory_unlock($1)', [MIGRATIONS_LOCK]).catch(() => undefined);
    await session.release();
  }
  return dataSource;
}
