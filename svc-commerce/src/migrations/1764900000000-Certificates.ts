import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Certificates of authenticity, one per sale, fixed when issued. */
export class Certificates1764900000000 implements MigrationInterface {
  name = 'Certificates1764900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "certificates" (
        "id" SERIAL NOT NULL,
        "order_id" integer NOT NULL,
        "number" character varying(20) NOT NULL,
        "code" character varying(12) NOT NULL,
        "issued_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "painting_title" text NOT NULL,
        "medium" text NOT NULL,
        "width" numeric(8,2) NOT NULL,
        "height" numeric(8,2) NOT NULL,
        "year" integer,
        "location" text,
        "buyer_name" text,
        "thumbnail" bytea,
        CONSTRAINT "certificates_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "certificates_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id")
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX "certificates_order" ON "certificates" ("order_id")`);
    await queryRunner.query(`CREATE UNIQUE INDEX "certificates_number" ON "certificates" ("number")`);
    await queryRunner.query(`CREATE UNIQUE INDEX "certificates_code" ON "certificates" ("code")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "certificates"`);
  }
}
