import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A painting's holds are kept per payment, not per painting: the row keeps the payment's first
 * hold time (its holds end at most PAINTING_RESERVATION_CAP_MINUTES after it, however often it
 * asks again) and, while the hold is live, the visitor's address key (a few live holds per
 * visitor). A hold from before began at most 15 minutes (the only hold length so far) before it expires.
 */
export class HoldsCappedPerPayment1765350000000 implements MigrationInterface {
  name = 'HoldsCappedPerPayment1765350000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "painting_reservations" ADD "first_held_at" timestamptz, ADD "client_key" varchar(64)`);
    await queryRunner.query(`UPDATE "painting_reservations" SET "first_held_at" = least(now(), "expires_at" - interval '15 minutes')`);
    await queryRunner.query(`ALTER TABLE "painting_reservations" ALTER "first_held_at" SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE "painting_reservations" DROP CONSTRAINT "painting_reservations_pkey"`);
    await queryRunner.query(`DROP INDEX "painting_reservations_payment"`);
    await queryRunner.query(
      `ALTER TABLE "painting_reservations" ADD CONSTRAINT "painting_reservations_pkey" PRIMARY KEY ("payment_reference")`,
    );
    await queryRunner.query(`CREATE INDEX "painting_reservations_painting" ON "painting_reservations" ("painting_id")`);
    await queryRunner.query(
      `CREATE INDEX "painting_reservations_client" ON "painting_reservations" ("client_key") WHERE "client_key" IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // One row per painting again: its latest hold.
    await queryRunner.query(
      `DELETE FROM "painting_reservations" AS "older" USING "painting_reservations" AS "newer"
       WHERE "older"."painting_id" = "newer"."painting_id" AND "older"."expires_at" < "newer"."expires_at"`,
    );
    await queryRunner.query(`DROP INDEX "painting_reservations_client"`);
    await queryRunner.query(`DROP INDEX "painting_reservations_painting"`);
    await queryRunner.query(`ALTER TABLE "painting_reservations" DROP CONSTRAINT "painting_reservations_pkey"`);
    await queryRunner.query(`ALTER TABLE "painting_reservations" ADD CONSTRAINT "painting_reservations_pkey" PRIMARY KEY ("painting_id")`);
    await queryRunner.query(`CREATE INDEX "painting_reservations_payment" ON "painting_reservations" ("payment_reference")`);
    await queryRunner.query(`ALTER TABLE "painting_reservations" DROP COLUMN "client_key", DROP COLUMN "first_held_at"`);
  }
}
