import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Orders become reservations first (status `pending` while the catalog is asked to mark the
 * painting sold, `completed` after), payments are recorded from creation to fulfilment or
 * refund, every Stripe event id is stored once, and what svc-mailing must be told waits in an outbox.
 */
export class SalesPaymentsAndStripeEvents1763900000000 implements MigrationInterface {
  name = 'SalesPaymentsAndStripeEvents1763900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "orders"
        ADD "status" varchar(20) NOT NULL DEFAULT 'completed',
        ADD "shipping" numeric(12,2) NOT NULL DEFAULT 0,
        ADD "total" numeric(12,2),
        ADD "sold_at" timestamptz NOT NULL DEFAULT now(),
        ADD "updated_at" timestamptz NOT NULL DEFAULT now(),
        ADD CONSTRAINT "orders_status_check" CHECK ("status" IN ('pending', 'completed')),
        ADD CONSTRAINT "orders_provider_check" CHECK ("provider" IN ('manual', 'stripe', 'paypal'))`);
    await queryRunner.query(`UPDATE "orders" SET "total" = "price" WHERE "total" IS NULL`);
    await queryRunner.query(`ALTER TABLE "orders" ALTER "total" SET NOT NULL`);
    // One order per payment, whatever delivers it (webhook retries, a double capture).
    await queryRunner.query(
      `CREATE UNIQUE INDEX "orders_one_per_payment" ON "orders" ("provider", "provider_reference") WHERE "provider_reference" IS NOT NULL`,
    );
    await queryRunner.query(`CREATE INDEX "orders_customer" ON "orders" ("customer_id")`);
    await queryRunner.query(`CREATE INDEX "orders_pending" ON "orders" ("created_at") WHERE "status" = 'pending'`);
    await queryRunner.query(`CREATE INDEX "customers_email" ON "customers" (lower("email")) WHERE "deleted_at" IS NULL`);

    await queryRunner.query(`
      CREATE TABLE "payments" (
        "id" SERIAL PRIMARY KEY,
        "provider" varchar(20) NOT NULL CHECK ("provider" IN ('stripe', 'paypal')),
        "reference" text NOT NULL,
        "painting_id" integer NOT NULL,
        "painting_title" varchar(200) NOT NULL,
        "price" numeric(12,2) NOT NULL,
        "shipping" numeric(12,2) NOT NULL,
        "amount" numeric(12,2) NOT NULL,
        "currency" varchar(3) NOT NULL,
        "status" varchar(20) NOT NULL DEFAULT 'created'
          CHECK ("status" IN ('created', 'succeeded', 'fulfilled', 'refunded', 'failed')),
        "customer_info" jsonb,
        "shipping_address" jsonb,
        "capture_reference" text,
        "capture_attempts" integer NOT NULL DEFAULT 0,
        "refund_reference" text,
        "order_id" integer REFERENCES "orders"("id"),
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX "payments_reference" ON "payments" ("provider", "reference")`);

    await queryRunner.query(`
      CREATE TABLE "stripe_events" (
        "id" text PRIMARY KEY,
        "type" varchar(100) NOT NULL,
        "payload" jsonb NOT NULL,
        "received_at" timestamptz NOT NULL DEFAULT now(),
        "processed_at" timestamptz
      )`);

    // Outbox of what svc-mailing must hear (e-mails, contact removals), written with the change itself.
    await queryRunner.query(`
      CREATE TABLE "mailing_outbox" (
        "id" SERIAL PRIMARY KEY,
        "job_id" varchar(150) NOT NULL UNIQUE,
        "kind" varchar(20) NOT NULL CHECK ("kind" IN ('email', 'remove-contact')),
        "request" jsonb NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "sent_at" timestamptz
      )`);
    await queryRunner.query(`CREATE INDEX "mailing_outbox_unsent" ON "mailing_outbox" ("created_at") WHERE "sent_at" IS NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "mailing_outbox", "stripe_events", "payments"`);
    await queryRunner.query(`DROP INDEX "customers_email"`);
    await queryRunner.query(`DROP INDEX "orders_pending"`);
    await queryRunner.query(`DROP INDEX "orders_customer"`);
    await queryRunner.query(`DROP INDEX "orders_one_per_payment"`);
    await queryRunner.query(`
      ALTER TABLE "orders"
        DROP CONSTRAINT "orders_provider_check",
        DROP CONSTRAINT "orders_status_check",
        DROP "updated_at", DROP "sold_at", DROP "total", DROP "shipping", DROP "status"`);
  }
}
