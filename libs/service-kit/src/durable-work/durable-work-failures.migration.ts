import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Work that stops for good (architecture §4): when it failed and how (`refused`, `given-up`), how
 * often it ran, and how often the admin queued it again. Work the sweep had already given up on
 * is marked given up (12: MAX_REQUEUES when this was written). Each service that uses durable work lists this class after {@link CreateDurableWork1764400000000}.
 */
export class DurableWorkFailures1766150000000 implements MigrationInterface {
  name = 'DurableWorkFailures1766150000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "durable_work"
        ADD COLUMN "attempts" integer NOT NULL DEFAULT 0,
        ADD COLUMN "failed_at" timestamptz,
        ADD COLUMN "failure" varchar(20),
        ADD COLUMN "retries" integer NOT NULL DEFAULT 0`);
    await queryRunner.query(
      `UPDATE "durable_work" SET "failed_at" = now(), "failure" = 'given-up'
       WHERE "done_at" IS NULL AND "requeues" >= 12 AND "last_error" IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "durable_work_failed" ON "durable_work" ("failed_at") WHERE "failed_at" IS NOT NULL AND "done_at" IS NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "durable_work_failed"`);
    await queryRunner.query(
      `ALTER TABLE "durable_work" DROP COLUMN "attempts", DROP COLUMN "failed_at", DROP COLUMN "failure", DROP COLUMN "retries"`,
    );
  }
}
