import type { SiteSettings } from '@atelier/contracts';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** What a fresh site says until the artist edits it in the Site tab: never an empty section (later migrations add to it). */
const STARTING_SETTINGS: Omit<SiteSettings, 'hero' | 'commissions'> = {
  artistName: 'Aroha Lane',
  tagline: 'NEW ZEALAND ARTIST',
  businessName: 'Aroha Lane Studio Ltd',
  about: {
    heading: 'Painting the light as it falls',
    text: [
      'Aroha Lane has painted professionally for 24 years, carrying her easel to the shores of Lake Wakatipu, the braids of the Dart River and the beeches of Paradise. Every painting is begun and finished outdoors, en plein air, in the light it records.',
      'Between the studio in Glenorchy and the second base in Waipu she has taught for 20 years, leading workshops for painters from eight countries.',
    ].join('\n\n'),
    figures: [
      { figure: '24', label: 'Years Professional' },
      { figure: '8', label: 'Countries Taught' },
      { figure: '30+', label: 'Workshops Led' },
      { figure: '20', label: 'Years Teaching' },
    ],
  },
  press: [
    { outlet: 'Art New Zealand', title: 'Painting the light at the head of the lake', year: 2024, url: null },
    { outlet: 'Otago Daily Times', title: 'The painter who carries her studio up the Dart', year: 2023, url: null },
    { outlet: 'NZ Life & Leisure', title: 'En plein air in the Southern Alps', year: 2022, url: null },
    { outlet: 'Northland Age', title: 'From Waipu Cove to the Humboldt Mountains', year: 2021, url: null },
  ],
  contact: { email: 'studio@example.nz', phone: '+64 3 441 0000', locations: 'Waipu, Northland & Glenorchy, Otago' },
  social: [],
  heroFilm: { videoUrl: null, posterUrl: null },
  adventuresFilm: { videoUrl: null, posterUrl: null },
  seo: {
    description: 'Original oil paintings of Glenorchy and the Southern Alps, painted en plein air by a New Zealand landscape artist.',
    shareImageUrl: null,
  },
};

/**
 * The site's settings (one row) and the record of every save: what visitors read
 * about the artist moves out of the code into her hands.
 */
export class SiteSettings1765100000000 implements MigrationInterface {
  name = 'SiteSettings1765100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "site_settings" (
        "id" int PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
        "settings" jsonb NOT NULL,
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`INSERT INTO "site_settings" ("settings") VALUES ($1)`, [JSON.stringify(STARTING_SETTINGS)]);
    await queryRunner.query(`
      CREATE TABLE "site_settings_changes" (
        "id" SERIAL PRIMARY KEY,
        "changed_at" timestamptz NOT NULL DEFAULT now(),
        "changed_by" text NOT NULL,
        "fields" text[] NOT NULL
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "site_settings_changes"`);
    await queryRunner.query(`DROP TABLE "site_settings"`);
  }
}
