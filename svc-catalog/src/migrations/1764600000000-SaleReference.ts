import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A sold painting names the sale that sold it, so marking it sold again for that sale is recognised. */
export class SaleReference1764600000000 implements MigrationInterface {
  name = 'SaleReference1764600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "paintings" ADD "sale_reference" varchar(100)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "paintings" DROP COLUMN "sale_reference"`);
  }
}
