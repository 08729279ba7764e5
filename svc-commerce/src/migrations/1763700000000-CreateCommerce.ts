import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateCommerce1763700000000 implements MigrationInterface {
  name = 'CreateCommerce1763700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "customers" (
        "id" SERIAL PRIMARY KEY,
        "name" varchar(200) NOT NULL,
        "email" varchar(320) NOT NULL,
        "phone" varchar(50),
        "address" text,
        "notes" text,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "deleted_at" timestamptz
      )`);
    await queryRunner.query(`
      CREATE TABLE "orders" (
        "id" SERIAL PRIMARY KEY,
        "painting_id" integer NOT NULL,
        "painting_title" varchar(200) NOT NULL,
        "price" numeric(12,2) NOT NULL,
        "currency" varchar(3) NOT NULL,
        "customer_id" integer REFERENCES "customers"("id"),
        "shipping_address" jsonb,
        "provider" varchar(20) NOT NULL,
        "provider_reference" text,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    // Each painting exists once, so it can be sold once.
    await queryRunner.query(`CREATE UNIQUE INDEX "orders_one_per_painting" ON "orders" ("painting_id")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "orders", "customers"`);
  }
}
