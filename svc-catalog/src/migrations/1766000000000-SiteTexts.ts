import type { SiteSettings } from '@atelier/contracts';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The texts that were the code's (requirements §2, §9), as the pages showed them: the artist edits them from now on. */
const TEXTS: Pick<SiteSettings, 'hero' | 'commissions'> = {
  hero: {
    headline: "Glenorchy's Beauty",
    accent: 'Painted En Plein Air',
    tagline:
      'Exclusive original oil paintings of the Southern Alps and their pristine lakes and rivers, each one painted outdoors in the light it shows.',
  },
  commissions: {
    process: [
      {
        title: 'Initial Consultation',
        text: 'We talk about the place, the season and the light you have in mind, where the painting will hang, its size and your budget.',
      },
      {
        title: 'Concept & Sketches',
        text: 'Small colour sketches and compositions, painted on location where possible, so we agree on the painting before it begins.',
      },
      {
        title: 'Creation',
        text: 'The painting is made en plein air and finished in the studio, with progress updates and photographs along the way.',
      },
      {
        title: 'Delivery',
        text: 'Packaged shipping to your door, anywhere in the world, or local pickup from the studio in Glenorchy or Waipu.',
      },
    ],
    prices: [
      { name: 'Small', size: '12 × 16 inches', priceNzd: 7700 },
      { name: 'Medium', size: '16 × 20 inches', priceNzd: 12800 },
      { name: 'Large', size: '20 × 24 inches', priceNzd: 19200 },
      { name: 'Extra Large', size: '24 × 30 inches', priceNzd: 28800 },
    ],
  },
};

/** The home page's headline and the commissions page's process and price guide join the site's settings. */
export class SiteTexts1766000000000 implements MigrationInterface {
  name = 'SiteTexts1766000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Added where missing: a save of hers is never overwritten.
    await queryRunner.query(`UPDATE "site_settings" SET "settings" = $1::jsonb || "settings"`, [JSON.stringify(TEXTS)]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`UPDATE "site_settings" SET "settings" = "settings" - 'hero' - 'commissions'`);
  }
}
