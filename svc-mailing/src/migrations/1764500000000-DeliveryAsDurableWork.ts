import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * E-mails and Mailchimp pushes become durable work: what was still owed when this runs (e-mails
 * not sent in the last week, rows Mailchimp has not received) gets its work row, due now.
 */
export class DeliveryAsDurableWork1764500000000 implements MigrationInterface {
  name = 'DeliveryAsDurableWork1764500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      INSERT INTO "durable_work" ("kind", "key", "payload")
      SELECT 'send-email', 'email-' || "idempotency_key", jsonb_build_object('key', "idempotency_key") FROM "emails"
      WHERE "status" <> 'sent' AND "created_at" > now() - interval '7 days' ORDER BY "id"`);
    for (const [kind, table] of [
      ['subscriber', 'newsletter_subscribers'],
      ['contact', 'contacts'],
    ]) {
      await queryRunner.query(`
        INSERT INTO "durable_work" ("kind", "key", "payload")
        SELECT 'mailchimp-member', '${kind}-' || "id" || '-v' || "version", jsonb_build_object('email', "email") FROM "${table}"
        WHERE "mailchimp_synced_version" < "version" ORDER BY "id"`);
    }
    // The durable work counts its own re-queues.
    await queryRunner.query(`ALTER TABLE "emails" DROP COLUMN "requeues"`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "emails" ADD "requeues" integer NOT NULL DEFAULT 0`);
    await queryRunner.query(`DELETE FROM "durable_work" WHERE "kind" IN ('send-email', 'mailchimp-member')`);
  }
}
