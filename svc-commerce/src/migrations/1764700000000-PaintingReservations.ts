import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A painting held for the payment in flight (requirements §4): one row per painting, live until it expires. */
export class PaintingReservations1764700000000 implements MigrationInterface {
  name = 'PaintingReservations1764700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "painting_reservations" (
        "painting_id" integer PRIMARY KEY,
        "payment_reference" varchar(255) NOT NULL,
        "expires_at" timestamptz NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX "painting_reservations_payment" ON "painting_reservations" ("payment_reference")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "painting_reservations"`);
  }
}
