import type { MigrationInterface, QueryRunner } from 'typeorm';

/** What the guest has paid so far, as the artist records it (a deposit, then the rest). */
export class BookingPayments1765000000000 implements MigrationInterface {
  name = 'BookingPayments1765000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "bookings" ADD "amount_paid_nzd" numeric(12,2) NOT NULL DEFAULT 0`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "bookings" DROP COLUMN "amount_paid_nzd"`);
  }
}
