import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Double opt-in: a sign-up waits (`pending_since`) until its address confirms from the e-mail.
 * The e-mail's confirm and unsubscribe links carry a secret whose hash is kept (`token_hash`).
 * Addresses that subscribed before this keep their state (they signed up under the old rule).
 */
export class DoubleOptIn1764900000000 implements MigrationInterface {
  name = 'DoubleOptIn1764900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "newsletter_subscribers"
        ADD "pending_since" timestamptz,
        ADD "confirmed_at" timestamptz,
        ADD "token_hash" bytea`);
    await queryRunner.query(`CREATE UNIQUE INDEX "newsletter_subscribers_token" ON "newsletter_subscribers" ("token_hash")`);
    await queryRunner.query(`
      ALTER TABLE "newsletter_subscribers" ADD CONSTRAINT "newsletter_subscribers_pending_not_active"
        CHECK (NOT ("active" AND "pending_since" IS NOT NULL))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "newsletter_subscribers" DROP CONSTRAINT "newsletter_subscribers_pending_not_active"`);
    await queryRunner.query(`DROP INDEX "newsletter_subscribers_token"`);
    await queryRunner.query(
      `ALTER TABLE "newsletter_subscribers" DROP COLUMN "token_hash", DROP COLUMN "confirmed_at", DROP COLUMN "pending_since"`,
    );
  }
}
