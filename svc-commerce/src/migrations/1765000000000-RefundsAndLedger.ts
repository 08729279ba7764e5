import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An order the artist refunds is kept as `refunded`, and no longer holds its painting; a payment
 * given back on its own keeps who paid, for the artist's record of payments.
 */
export class RefundsAndLedger1765000000000 implements MigrationInterface {
  name = 'RefundsAndLedger1765000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check"`);
    await queryRunner.query(
      `ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("status" IN ('pending', 'completed', 'cancelled', 'refunded'))`,
    );
    await queryRunner.query(`DROP INDEX "orders_one_per_painting"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "orders_one_per_painting" ON "orders" ("painting_id") WHERE "status" IN ('pending', 'completed')`,
    );
    await queryRunner.query(`ALTER TABLE "payments" ADD "buyer" jsonb`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "payments" DROP COLUMN "buyer"`);
    await queryRunner.query(`UPDATE "orders" SET "status" = 'cancelled' WHERE "status" = 'refunded'`);
    await queryRunner.query(`DROP INDEX "orders_one_per_painting"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "orders_one_per_painting" ON "orders" ("painting_id") WHERE "status" <> 'cancelled'`);
    await queryRunner.query(`ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check"`);
    await queryRunner.query(
      `ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("status" IN ('pending', 'completed', 'cancelled'))`,
    );
  }
}
