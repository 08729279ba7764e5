import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What svc-mailing must hear moves from its own outbox table onto the shared durable work, and
 * what the payment recovery sweep looked for gets its work row: Stripe events not processed,
 * payments whose money arrived but whose sale did not finish, manual reservations not finished.
 */
export class SalesWorkAsDurableWork1764500000000 implements MigrationInterface {
  name = 'SalesWorkAsDurableWork1764500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      INSERT INTO "durable_work" ("kind", "key", "payload", "created_at", "run_after", "done_at")
      SELECT 'mailing-' || "kind", "job_id", "request", "created_at", "created_at", "sent_at" FROM "mailing_outbox" ORDER BY "id"`);
    await queryRunner.query(`DROP TABLE "mailing_outbox"`);
    await queryRunner.query(`
      INSERT INTO "durable_work" ("kind", "key", "payload")
      SELECT 'stripe-event', 'stripe-' || "id", jsonb_build_object('eventId', "id") FROM "stripe_events" WHERE "processed_at" IS NULL`);
    await queryRunner.query(`
      INSERT INTO "durable_work" ("kind", "key", "payload")
      SELECT 'settle-payment', 'payment-' || "id" || '-settle', jsonb_build_object('paymentId', "id") FROM "payments" WHERE "status" = 'succeeded'`);
    await queryRunner.query(`
      INSERT INTO "durable_work" ("kind", "key", "payload")
      SELECT 'settle-manual-sale', 'order-' || "id" || '-settle', jsonb_build_object('orderId', "id") FROM "orders"
      WHERE "status" = 'pending' AND "provider" = 'manual'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "durable_work" WHERE "kind" IN ('stripe-event', 'settle-payment', 'settle-manual-sale')`);
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
    await queryRunner.query(`
      INSERT INTO "mailing_outbox" ("job_id", "kind", "request", "created_at", "sent_at")
      SELECT "key", substring("kind" from 9), "payload", "created_at", "done_at" FROM "durable_work"
      WHERE "kind" IN ('mailing-email', 'mailing-remove-contact') ORDER BY "id"`);
    await queryRunner.query(`DELETE FROM "durable_work" WHERE "kind" IN ('mailing-email', 'mailing-remove-contact')`);
  }
}
