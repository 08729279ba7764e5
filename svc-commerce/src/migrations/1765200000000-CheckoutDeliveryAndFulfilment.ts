import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The checkout asks who buys and how the painting reaches them (shipped, or collected from a
 * studio), a payment is shown to the artist only once its buyer submitted it, and a paid order
 * moves on to shipped and delivered (or ready for pickup and collected). A sale she records
 * herself says how it was paid. Orders sold before this were all to be shipped.
 */
export class CheckoutDeliveryAndFulfilment1765200000000 implements MigrationInterface {
  name = 'CheckoutDeliveryAndFulfilment1765200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "payments" ADD "delivery" varchar(10) NOT NULL DEFAULT 'ship'`);
    await queryRunner.query(`ALTER TABLE "payments" ADD "pickup_studio" varchar(20)`);
    await queryRunner.query(`ALTER TABLE "payments" ADD "submitted_at" timestamptz`);
    await queryRunner.query(`ALTER TABLE "payments" ADD CONSTRAINT "payments_delivery_check" CHECK ("delivery" IN ('ship', 'pickup'))`);
    // Payments from before were all made when a buyer paid or tried to.
    await queryRunner.query(`UPDATE "payments" SET "submitted_at" = "created_at" WHERE "status" <> 'created'`);

    await queryRunner.query(`ALTER TABLE "orders" ADD "delivery" varchar(10) NOT NULL DEFAULT 'ship'`);
    await queryRunner.query(`ALTER TABLE "orders" ADD "pickup_studio" varchar(20)`);
    await queryRunner.query(`ALTER TABLE "orders" ADD "fulfilment" varchar(20) NOT NULL DEFAULT 'unfulfilled'`);
    await queryRunner.query(`ALTER TABLE "orders" ADD "carrier" varchar(100)`);
    await queryRunner.query(`ALTER TABLE "orders" ADD "tracking_number" varchar(100)`);
    await queryRunner.query(`ALTER TABLE "orders" ADD "tracking_url" text`);
    await queryRunner.query(`ALTER TABLE "orders" ADD "fulfilment_updated_at" timestamptz`);
    await queryRunner.query(`ALTER TABLE "orders" ADD "payment_method" varchar(20)`);
    await queryRunner.query(`ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_check" CHECK ("delivery" IN ('ship', 'pickup'))`);
    await queryRunner.query(
      `ALTER TABLE "orders" ADD CONSTRAINT "orders_fulfilment_check" CHECK ("fulfilment" IN ('unfulfilled', 'shipped', 'delivered', 'ready-for-pickup', 'collected'))`,
    );
    await queryRunner.query(
      `ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_check" CHECK ("payment_method" IN ('cash', 'bank-transfer', 'card-at-studio', 'other'))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const column of [
      'payment_method',
      'fulfilment_updated_at',
      'tracking_url',
      'tracking_number',
      'carrier',
      'fulfilment',
      'pickup_studio',
      'delivery',
    ]) {
      await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "${column}"`);
    }
    for (const column of ['submitted_at', 'pickup_studio', 'delivery'])
      await queryRunner.query(`ALTER TABLE "payments" DROP COLUMN "${column}"`);
  }
}
