import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An e-mail being sent is claimed by a lock of its sender's database session, which ends with
 * the session: the lease (a time before which nobody else may try) is gone.
 */
export class ClaimBySessionLock1765100000000 implements MigrationInterface {
  name = 'ClaimBySessionLock1765100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "emails" DROP COLUMN "lease_until"`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "emails" ADD "lease_until" timestamptz`);
  }
}
