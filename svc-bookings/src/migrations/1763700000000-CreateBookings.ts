import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateBookings1763700000000 implements MigrationInterface {
  name = 'CreateBookings1763700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "adventures" (
        "id" SERIAL PRIMARY KEY,
        "title" varchar(200) NOT NULL,
        "description" text NOT NULL,
        "duration" integer NOT NULL,
        "max_guests" integer NOT NULL,
        "price" numeric(12,2) NOT NULL,
        "currency" varchar(3) NOT NULL DEFAULT 'NZD',
        "includes_helicopter" boolean NOT NULL DEFAULT false,
        "video_url" text,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE "bookings" (
        "id" SERIAL PRIMARY KEY,
        "adventure_id" integer NOT NULL REFERENCES "adventures"("id"),
        "first_name" varchar(100) NOT NULL,
        "last_name" varchar(100) NOT NULL,
        "email" varchar(320) NOT NULL,
        "phone" varchar(50),
        "number_of_guests" integer NOT NULL CHECK ("number_of_guests" BETWEEN 1 AND 2),
        "guest2_first_name" varchar(100),
        "guest2_last_name" varchar(100),
        "special_requests" text,
        "booking_date" date NOT NULL,
        "total_price_nzd" numeric(12,2) NOT NULL,
        "quoted_total" numeric(12,2),
        "quoted_currency" varchar(3),
        "status" varchar(20) NOT NULL DEFAULT 'pending',
        "payment_status" varchar(20) NOT NULL DEFAULT 'pending',
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    // The artist guides every session: one active booking per date.
    await queryRunner.query(`CREATE UNIQUE INDEX "bookings_one_per_date" ON "bookings" ("booking_date") WHERE "status" <> 'cancelled'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "bookings", "adventures"`);
  }
}
