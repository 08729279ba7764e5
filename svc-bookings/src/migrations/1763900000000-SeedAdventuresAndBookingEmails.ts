import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The three adventures are the artist's product, so every install has them (not demo data).
 * Prices are per person, in NZD.
 */
const ADVENTURES = [
  {
    title: 'Half Day Painting Adventure',
    description:
      'Four hours painting en plein air beside Lake Wakatipu near Glenorchy. The artist guides you from first sketch to finished ' +
      'oil study, with the Humboldt Mountains as your subject. Ideal for beginners and a relaxed morning or afternoon.',
    duration: 4,
    price: '450.00',
    includesHelicopter: false,
  },
  {
    title: 'Full Day Painting Adventure',
    description:
      'Six hours in the landscapes around Glenorchy: the Dart River, Paradise and the head of the lake. Two locations ' +
      'and unhurried time to complete a 12x16 inch canvas with the artist beside you.',
    duration: 6,
    price: '650.00',
    includesHelicopter: false,
  },
  {
    title: 'Full Day Helicopter Painting Adventure',
    description:
      'Six hours including a helicopter flight to an alpine location few people ever stand in: a glacier basin or ridge ' +
      'above the Rees and Dart valleys. Paint the Southern Alps from within, guided by the artist, and fly back with your canvas.',
    duration: 6,
    price: '1450.00',
    includesHelicopter: true,
  },
];

export class SeedAdventuresAndBookingEmails1763900000000 implements MigrationInterface {
  name = 'SeedAdventuresAndBookingEmails1763900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const adventure of ADVENTURES) {
      await queryRunner.query(
        `INSERT INTO "adventures" ("title", "description", "duration", "max_guests", "price", "currency", "includes_helicopter", "video_url")
         VALUES ($1, $2, $3, 2, $4, 'NZD', $5, NULL)`,
        [adventure.title, adventure.description, adventure.duration, adventure.price, adventure.includesHelicopter],
      );
    }
    await queryRunner.query(
      `ALTER TABLE "bookings" ADD CONSTRAINT "bookings_status_known" CHECK ("status" IN ('pending', 'confirmed', 'cancelled'))`,
    );
    await queryRunner.query(`ALTER TABLE "bookings" ADD "updated_at" timestamptz NOT NULL DEFAULT now()`);
    await queryRunner.query(`CREATE INDEX "bookings_by_created_at" ON "bookings" ("created_at")`);
    // The outbox of booking e-mails: written in the booking's own transaction, so a crash or a
    // Redis hiccup between commit and queueing loses nothing; unsent rows are queued again.
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
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "booking_emails"`);
    await queryRunner.query(`DROP INDEX "bookings_by_created_at"`);
    await queryRunner.query(`ALTER TABLE "bookings" DROP COLUMN "updated_at"`);
    await queryRunner.query(`ALTER TABLE "bookings" DROP CONSTRAINT "bookings_status_known"`);
    // Fails while bookings still reference an adventure, which is what a revert should do.
    await queryRunner.query(`DELETE FROM "adventures" WHERE "title" = ANY($1)`, [ADVENTURES.map((a) => a.title)]);
  }
}
