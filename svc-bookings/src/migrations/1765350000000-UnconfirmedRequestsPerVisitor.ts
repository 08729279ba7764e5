import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A request waiting for its guest's confirmation keeps the visitor's address key, so one visitor
 * has only a few such requests at once; the key is forgotten once the request is confirmed or lapses.
 */
export class UnconfirmedRequestsPerVisitor1765350000000 implements MigrationInterface {
  name = 'UnconfirmedRequestsPerVisitor1765350000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "bookings" ADD "client_key" varchar(64)`);
    await queryRunner.query(`CREATE INDEX "bookings_unconfirmed_by_client" ON "bookings" ("client_key") WHERE "client_key" IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "bookings_unconfirmed_by_client"`);
    await queryRunner.query(`ALTER TABLE "bookings" DROP COLUMN "client_key"`);
  }
}
