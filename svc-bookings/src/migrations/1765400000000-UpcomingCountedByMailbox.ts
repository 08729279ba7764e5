import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The cap of upcoming bookings per e-mail counts mailboxes (service-kit's mailboxKey: `victim+1@`
 * is `victim@`), compared in the service over the few upcoming bookings: the index on the exact
 * lower-cased address serves nothing any more.
 */
export class UpcomingCountedByMailbox1765400000000 implements MigrationInterface {
  name = 'UpcomingCountedByMailbox1765400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "bookings_upcoming_by_email"`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "bookings_upcoming_by_email" ON "bookings" (lower("email")) WHERE "status" IN ('pending', 'confirmed')`,
    );
  }
}
