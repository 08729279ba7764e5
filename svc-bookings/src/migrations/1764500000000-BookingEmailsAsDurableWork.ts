import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Booking e-mails move from their own outbox table onto the shared durable work (sent ones too: they number the next). */
export class BookingEmailsAsDurableWork1764500000000 implements MigrationInterface {
  name = 'BookingEmailsAsDurableWork1764500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      INSERT INTO "durable_work" ("kind", "key", "payload", "created_at", "run_after", "done_at")
      SELECT 'booking-email', "job_id", "request", "created_at", "created_at", "sent_at" FROM "booking_emails" ORDER BY "id"`);
    await queryRunner.query(`DROP TABLE "booking_emails"`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "booking_emails" (
        "id" SERIAL PRIMARY KEY,
        "booking_id" integer NOT NULL REFERENCES "bookings"("id") ON DELETE CASCADE,
        "job_id" varchar(100) NOT NULL UNIQUE,
        "request" jsonb NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "sent_at" timestamptz
      )`);
    await queryRunner.query(`CREATE INDEX "booking_emails_unsent" ON "booking_emails" ("created_at") WHERE "sent_at" IS NULL`);
    await queryRunner.query(`
      INSERT INTO "booking_emails" ("booking_id", "job_id", "request", "created_at", "sent_at")
      SELECT substring("key" from '^booking-(\\d+)-')::int, "key", "payload", "created_at", "done_at" FROM "durable_work"
      WHERE "kind" = 'booking-email' ORDER BY "id"`);
    await queryRunner.query(`DELETE FROM "durable_work" WHERE "kind" = 'booking-email'`);
  }
}
