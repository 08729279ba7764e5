import { DataSource, type MigrationInterface, type QueryRunner } from 'typeorm';
import { createTestDatabase } from '@atelier/service-kit/testing';
import { runMigrationsOnce } from '../src/database/migrations';

/** A migration that takes a moment, so replicas starting together are inside it at once. */
class CreateNotes1700000000000 implements MigrationInterface {
  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`CREATE TABLE "notes" ("id" serial PRIMARY KEY)`);
    await runner.query(`SELECT pg_sleep(0.3)`);
  }
  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE "notes"`);
  }
}

describe('migrations run by replicas starting together', () => {
  let database: { url: string; drop: () => Promise<void> };
  const replicas: DataSource[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('migrations');
  });
  afterAll(async () => {
    await Promise.all(replicas.filter((replica) => replica.isInitialized).map((replica) => replica.destroy()));
    await database.drop();
  });

  it('are applied once, and every replica starts', async () => {
    for (let i = 0; i < 3; i++) {
      replicas.push(new DataSource({ type: 'postgres', url: database.url, migrations: [CreateNotes1700000000000], migrationsRun: false }));
    }
    await Promise.all(replicas.map(async (replica) => runMigrationsOnce(await replica.initialize())));

    const applied: { name: string }[] = await replicas[0]!.query(`SELECT "name" FROM "migrations"`);
    expect(applied.map(({ name }) => name)).toEqual(['CreateNotes1700000000000']);
    await expect(replicas[2]!.query(`SELECT count(*)::int AS "notes" FROM "notes"`)).resolves.toEqual([{ notes: 0 }]);
  });
});
