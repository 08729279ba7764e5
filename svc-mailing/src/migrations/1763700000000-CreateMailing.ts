import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateMailing1763700000000 implements MigrationInterface {
  name = 'CreateMailing1763700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "newsletter_subscribers" (
        "id" SERIAL PRIMARY KEY,
        "email" varchar(320) NOT NULL,
        "first_name" varchar(100),
        "last_name" varchar(100),
        "active" boolean NOT NULL DEFAULT true,
        "subscribed_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX "newsletter_subscribers_email" ON "newsletter_subscribers" (lower("email"))`);
    await queryRunner.query(`
      CREATE TABLE "inquiries" (
        "id" SERIAL PRIMARY KEY,
        "first_name" varchar(100) NOT NULL,
        "last_name" varchar(100) NOT NULL,
        "email" varchar(320) NOT NULL,
        "phone" varchar(50),
        "inquiry_type" varchar(30) NOT NULL,
        "message" text NOT NULL,
        "painting_id" integer,
        "read_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "inquiries", "newsletter_subscribers"`);
  }
}
