import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The table {@link RateLimitService} counts in. Each service that rate-limits lists this class in
 * its own migrations (svc-mailing created the same table earlier, in its own migration history).
 */
export class CreateRequestCounters1764000000000 implements MigrationInterface {
  name = 'CreateRequestCounters1764000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "request_counters" (
        "bucket" varchar(200) NOT NULL,
        "window_start" timestamptz NOT NULL,
        "count" integer NOT NULL,
        PRIMARY KEY ("bucket", "window_start")
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "request_counters"`);
  }
}
