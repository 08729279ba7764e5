import { startTestService, type TestService } from '@atelier/service-kit/testing';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { AppModule } from '../src/app.module';
import { PaintingEntity } from '../src/paintings/painting.entity';

const SITE = 'https://art.example';

describe('files for crawlers', () => {
  let service: TestService;
  let db: DataSource;

  beforeAll(async () => {
    service = await startTestService(AppModule, {
      name: 'catalog',
      // A trailing slash, as people write it: URLs must still come out with one slash.
      env: { MEDIA_DIR: mkdtempSync(join(tmpdir(), 'catalog-media-')), PUBLIC_SITE_URL: `${SITE}/` },
    });
    db = service.app.get(DataSource);
  });
  afterAll(() => service.close());

  async function addPainting(fields: Partial<PaintingEntity>) {
    return db
      .getRepository(PaintingEntity)
      .save({ title: 'A Painting', width: '24', height: '18', price: '4200', ...fields } as PaintingEntity);
  }

  it('lists the public pages and every visible painting, sold ones too, in sitemap.xml', async () => {
    const visible = await addPainting({ title: 'Listed' });
    const sold = await addPainting({ title: 'Listed Sold', sold: true });
    const hidden = await addPainting({ title: 'Never Listed', hidden: true });
    const updatedAt = (await db.getRepository(PaintingEntity).findOneByOrFail({ id: visible.id })).updatedAt;

    const response = await fetch(`${service.url}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await response.text();

    expect(xml).toMatch(
      /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">\n/,
    );
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
    const entries = xml.match(/<url>.*?<\/url>/g) ?? [];
    // Every line between the root tags is one well-formed entry.
    expect(xml.split('\n').slice(2, -2)).toEqual(entries);
    const locations = entries.map((entry) => /<loc>(.*?)<\/loc>/.exec(entry)![1]);
    expect(locations).toEqual(
      expect.arrayContaining(
        ['/', '/collection', '/adventures', '/commissions', '/privacy-policy', '/terms-of-service'].map((path) => `${SITE}${path}`),
      ),
    );
    expect(locations).toContain(`${SITE}/painting/${sold.id}`);
    expect(locations).not.toContain(`${SITE}/painting/${hidden.id}`);
    expect(entries).toContain(`<url><loc>${SITE}/painting/${visible.id}</loc><lastmod>${updatedAt.toISOString()}</lastmod></url>`);
  });

  it('keeps crawlers out of the admin, sign-in, password reset and API in robots.txt, and points them to the sitemap', async () => {
    const response = await fetch(`${service.url}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await response.text()).toBe(
      [
        'User-agent: *',
        'Disallow: /admin',
        'Disallow: /admin-login',
        'Disallow: /password-reset',
        'Disallow: /booking/confirm',
        'Disallow: /newsletter/',
        'Disallow: /certificate/',
        'Disallow: /api/',
        '',
        `Sitemap: ${SITE}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });
});
