import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A sale the artist undid stays as a cancelled order, and no longer holds its painting (an undone mis-click, requirements §4). */
export class CancelledSales1764800000000 implements MigrationInterface {
  name = 'CancelledSales1764800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check"`);
    await queryRunner.query(
      `ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("status" IN ('pending', 'completed', 'cancelled'))`,
    );
    await queryRunner.query(`DROP INDEX "orders_one_per_painting"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "orders_one_per_painting" ON "orders" ("painting_id") WHERE "status" <> 'cancelled'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "orders" WHERE "status" = 'cancelled'`);
    await queryRunner.query(`DROP INDEX "orders_one_per_painting"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "orders_one_per_painting" ON "orders" ("painting_id")`);
    await queryRunner.query(`ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check"`);
    await queryRunner.query(`ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("status" IN ('pending', 'completed'))`);
  }
}
