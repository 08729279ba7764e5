import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateCatalog1763700000000 implements MigrationInterface {
  name = 'CreateCatalog1763700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "paintings" (
        "id" SERIAL PRIMARY KEY,
        "title" varchar(200) NOT NULL,
        "medium" varchar(200) NOT NULL DEFAULT 'Oil on Linen',
        "description" text,
        "frame_info" text,
        "width" numeric(7,2) NOT NULL,
        "height" numeric(7,2) NOT NULL,
        "year" integer,
        "price" numeric(12,2) NOT NULL,
        "currency" varchar(3) NOT NULL DEFAULT 'NZD',
        "location" text,
        "gps_latitude" text,
        "gps_longitude" text,
        "available" boolean NOT NULL DEFAULT true,
        "featured" boolean NOT NULL DEFAULT false,
        "sold" boolean NOT NULL DEFAULT false,
        "hidden" boolean NOT NULL DEFAULT false,
        "sold_date" timestamptz,
        "customer_id" integer,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX "paintings_public_order" ON "paintings" ("created_at" DESC, "id" DESC) WHERE NOT "hidden"`);
    await queryRunner.query(`
      CREATE TABLE "painting_images" (
        "id" SERIAL PRIMARY KEY,
        "painting_id" integer NOT NULL REFERENCES "paintings"("id") ON DELETE CASCADE,
        "image_url" text NOT NULL,
        "storage_key" text,
        "alt_text" text,
        "sort_order" integer NOT NULL DEFAULT 0,
        "is_primary" boolean NOT NULL DEFAULT false,
        "width" integer,
        "height" integer,
        "variants" jsonb NOT NULL DEFAULT '[]',
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX "painting_images_by_painting" ON "painting_images" ("painting_id", "sort_order", "id")`);
    await queryRunner.query(`CREATE UNIQUE INDEX "painting_images_one_primary" ON "painting_images" ("painting_id") WHERE "is_primary"`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "painting_images"`);
    await queryRunner.query(`DROP TABLE "paintings"`);
  }
}
