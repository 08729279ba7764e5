import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Transactional e-mails (one row per idempotency key), customer contacts for the audience,
 * Mailchimp sync versions, the painting title of an enquiry, and per-address request counters.
 */
export class EmailsContactsAndSync1763900000000 implements MigrationInterface {
  name = 'EmailsContactsAndSync1763900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "emails" (
        "id" SERIAL PRIMARY KEY,
        "idempotency_key" varchar(200) NOT NULL,
        "template" varchar(60) NOT NULL,
        "recipient" varchar(320) NOT NULL,
        "reply_to" varchar(320),
        "data" jsonb NOT NULL,
        "status" varchar(10) NOT NULL DEFAULT 'queued' CHECK ("status" IN ('queued', 'sending', 'sent')),
        "attempts" integer NOT NULL DEFAULT 0,
        "requeues" integer NOT NULL DEFAULT 0,
        "lease_until" timestamptz,
        "last_error" text,
        "subject" varchar(300),
        "message_id" varchar(300),
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "sent_at" timestamptz,
        CONSTRAINT "emails_idempotency_key" UNIQUE ("idempotency_key")
      )`);
    await queryRunner.query(`CREATE INDEX "emails_unsent" ON "emails" ("created_at") WHERE "status" <> 'sent'`);

    await queryRunner.query(`ALTER TABLE "inquiries" ADD "painting_title" varchar(300)`);
    await queryRunner.query(`CREATE INDEX "inquiries_newest" ON "inquiries" ("created_at" DESC, "id" DESC)`);

    // `version` grows with every change; Mailchimp jobs carry it in their id and record the one they pushed.
    await queryRunner.query(`
      ALTER TABLE "newsletter_subscribers"
        ADD "created_at" timestamptz NOT NULL DEFAULT now(),
        ADD "unsubscribed_at" timestamptz,
        ADD "version" integer NOT NULL DEFAULT 1,
        ADD "mailchimp_synced_version" integer NOT NULL DEFAULT 0`);
    await queryRunner.query(`UPDATE "newsletter_subscribers" SET "created_at" = "subscribed_at"`);

    await queryRunner.query(`
      CREATE TABLE "contacts" (
        "id" SERIAL PRIMARY KEY,
        "email" varchar(320) NOT NULL,
        "first_name" varchar(100),
        "last_name" varchar(100),
        "active" boolean NOT NULL DEFAULT true,
        "version" integer NOT NULL DEFAULT 1,
        "mailchimp_synced_version" integer NOT NULL DEFAULT 0,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX "contacts_email" ON "contacts" (lower("email"))`);

    await queryRunner.query(`
      CREATE TABLE "request_counters" (
        "bucket" varchar(200) NOT NULL,
        "window_start" timestamptz NOT NULL,
        "count" integer NOT NULL,
        PRIMARY KEY ("bucket", "window_start")
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "request_counters"`);
    await queryRunner.query(`DROP TABLE "contacts"`);
    await queryRunner.query(`
      ALTER TABLE "newsletter_subscribers"
        DROP COLUMN "created_at", DROP COLUMN "unsubscribed_at", DROP COLUMN "version", DROP COLUMN "mailchimp_synced_version"`);
    await queryRunner.query(`DROP INDEX "inquiries_newest"`);
    await queryRunner.query(`ALTER TABLE "inquiries" DROP COLUMN "painting_title"`);
    await queryRunner.query(`DROP TABLE "emails"`);
  }
}
