import type { MigrationInterface, QueryRunner } from 'typeorm';

export class TrustedDevices1764100000000 implements MigrationInterface {
  name = 'TrustedDevices1764100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "trusted_devices" (
        "id" SERIAL PRIMARY KEY,
        "admin_id" integer NOT NULL REFERENCES "admins"("id") ON DELETE CASCADE,
        "token_hash" bytea NOT NULL UNIQUE,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "expires_at" timestamptz NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX "trusted_devices_by_admin" ON "trusted_devices" ("admin_id")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "trusted_devices"`);
  }
}
