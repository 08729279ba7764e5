import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The site-wide hourly cap counts one template's e-mails of the last hour (the newsletter confirmations). */
export class EmailsByTemplate1765400000000 implements MigrationInterface {
  name = 'EmailsByTemplate1765400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "emails_by_template" ON "emails" ("template", "created_at")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "emails_by_template"`);
  }
}
