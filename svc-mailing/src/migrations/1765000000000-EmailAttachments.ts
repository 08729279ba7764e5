import type { MigrationInterface, QueryRunner } from 'typeorm';

/** An e-mail may carry files (a sale's certificate of authenticity), kept with it until it is sent. */
export class EmailAttachments1765000000000 implements MigrationInterface {
  name = 'EmailAttachments1765000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "emails" ADD "attachments" jsonb`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "emails" DROP COLUMN "attachments"`);
  }
}
