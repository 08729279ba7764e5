import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The table {@link DurableWorkService} keeps its work in. Each service that uses it lists this class in its migrations. */
export class CreateDurableWork1764400000000 implements MigrationInterface {
  name = 'CreateDurableWork1764400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "durable_work" (
        "id" SERIAL PRIMARY KEY,
        "kind" varchar(100) NOT NULL,
        "key" varchar(200) NOT NULL UNIQUE,
        "payload" jsonb NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "run_after" timestamptz NOT NULL DEFAULT now(),
        "done_at" timestamptz,
        "requeues" integer NOT NULL DEFAULT 0,
        "last_error" text
      )`);
    await queryRunner.query(`CREATE INDEX "durable_work_undone" ON "durable_work" ("run_after") WHERE "done_at" IS NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "durable_work"`);
  }
}
