import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A booking holds its day only once the guest confirms it from an e-mailed link: until then
 * `hold_expires_at` says when the hold lapses, and a lapsed hold becomes 'expired' and frees the
 * day. Bookings made before this were taken at their word: they hold their day as before.
 */
export class GuestConfirmsBooking1764300000000 implements MigrationInterface {
  name = 'GuestConfirmsBooking1764300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "bookings" ADD "hold_expires_at" timestamptz, ADD "confirmation_token_hash" bytea`);
    await queryRunner.query(`CREATE UNIQUE INDEX "bookings_confirmation_token" ON "bookings" ("confirmation_token_hash")`);
    await queryRunner.query(`ALTER TABLE "bookings" DROP CONSTRAINT "bookings_status_known"`);
    await queryRunner.query(
      `ALTER TABLE "bookings" ADD CONSTRAINT "bookings_status_known" CHECK ("status" IN ('pending', 'confirmed', 'cancelled', 'expired'))`,
    );
    await queryRunner.query(`DROP INDEX "bookings_one_per_date"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "bookings_one_per_date" ON "bookings" ("booking_date") WHERE "status" IN ('pending', 'confirmed')`,
    );
    // The per-address cap counts a guest's upcoming bookings on every request.
    await queryRunner.query(
      `CREATE INDEX "bookings_upcoming_by_email" ON "bookings" (lower("email")) WHERE "status" IN ('pending', 'confirmed')`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "bookings_upcoming_by_email"`);
    await queryRunner.query(`UPDATE "bookings" SET "status" = 'cancelled' WHERE "status" = 'expired'`);
    await queryRunner.query(`DROP INDEX "bookings_one_per_date"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "bookings_one_per_date" ON "bookings" ("booking_date") WHERE "status" <> 'cancelled'`);
    await queryRunner.query(`ALTER TABLE "bookings" DROP CONSTRAINT "bookings_status_known"`);
    await queryRunner.query(
      `ALTER TABLE "bookings" ADD CONSTRAINT "bookings_status_known" CHECK ("status" IN ('pending', 'confirmed', 'cancelled'))`,
    );
    await queryRunner.query(`DROP INDEX "bookings_confirmation_token"`);
    await queryRunner.query(`ALTER TABLE "bookings" DROP COLUMN "confirmation_token_hash", DROP COLUMN "hold_expires_at"`);
  }
}
