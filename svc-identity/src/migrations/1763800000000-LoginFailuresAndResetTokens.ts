import type { MigrationInterface, QueryRunner } from 'typeorm';

export class LoginFailuresAndResetTokens1763800000000 implements MigrationInterface {
  name = 'LoginFailuresAndResetTokens1763800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "login_failures" (
        "id" SERIAL PRIMARY KEY,
        "address" varchar(64) NOT NULL,
        "email" varchar(320) NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX "login_failures_by_address" ON "login_failures" ("address", "created_at")`);
    await queryRunner.query(`CREATE INDEX "login_failures_by_email" ON "login_failures" ("email", "created_at")`);
    await queryRunner.query(`
      CREATE TABLE "password_reset_tokens" (
        "id" SERIAL PRIMARY KEY,
        "admin_id" integer NOT NULL REFERENCES "admins"("id") ON DELETE CASCADE,
        "token_hash" bytea NOT NULL UNIQUE,
        "expires_at" timestamptz NOT NULL,
        "used_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX "sessions_by_admin" ON "sessions" ("admin_id")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "sessions_by_admin"`);
    await queryRunner.query(`DROP TABLE "password_reset_tokens"`);
    await queryRunner.query(`DROP TABLE "login_failures"`);
  }
}
