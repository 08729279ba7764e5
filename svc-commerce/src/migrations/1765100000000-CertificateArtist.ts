import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A certificate names the artist as her site settings named her when it was issued;
 * those issued before were issued under the name the site then showed.
 */
export class CertificateArtist1765100000000 implements MigrationInterface {
  name = 'CertificateArtist1765100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "certificates" ADD "artist_name" text NOT NULL DEFAULT 'Aroha Lane'`);
    await queryRunner.query(`ALTER TABLE "certificates" ALTER COLUMN "artist_name" DROP DEFAULT`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "certificates" DROP COLUMN "artist_name"`);
  }
}
