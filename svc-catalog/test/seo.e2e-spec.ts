import type { ApiError, PageData, Painting, SiteSettings } from '@atelier/contracts';
import { TEST_SITE_SETTINGS } from '@atelier/contracts/testing';
import { IMPOSSIBLE_IDS, startTestService, type TestService } from '@atelier/service-kit/testing';
import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { freePort } from '../../scripts/test/service-process.mjs';
import { AppModule } from '../src/app.module';
import { PaintingEntity } from '../src/paintings/painting.entity';
import { PaintingImageEntity } from '../src/paintings/painting-image.entity';

/** The shell's built index.html, as webpack writes it. */
const TEMPLATE =
  '<!doctype html><html lang="en-NZ"><head><meta charset="utf-8"/><meta name="description" content="Original oil paintings."/>' +
  '<title>Glenorchy Landscape Oil Paintings | New Zealand Artist</title><script defer="defer" src="/main.js"></script></head>' +
  '<body><noscript>This site needs JavaScript to show the paintings.</noscript><div id="root"></div></body></html>';

const SITE = 'https://art.example';

function startTemplateServer(): Promise<{ server: Server; url: string; requests: () => number }> {
  let requests = 0;
  const server = createServer((request, response) => {
    requests += 1;
    if (request.url !== '/index.html') return void response.writeHead(404).end();
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(TEMPLATE);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/index.html`, requests: () => requests }),
    ),
  );
}

function jsonLdOf(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
  if (!match) throw new Error('no JSON-LD in the page');
  return JSON.parse(match[1]!) as Record<string, unknown>;
}

describe('pages for crawlers', () => {
  let service: TestService;
  let db: DataSource;
  let template: Awaited<ReturnType<typeof startTemplateServer>>;

  beforeAll(async () => {
    template = await startTemplateServer();
    service = await startTestService(AppModule, {
      name: 'catalog',
      // A trailing slash, as people write it: URLs must still come out with one slash.
      env: { MEDIA_DIR: mkdtempSync(join(tmpdir(), 'catalog-media-')), SHELL_INDEX_URL: template.url, PUBLIC_SITE_URL: `${SITE}/` },
    });
    db = service.app.get(DataSource);
    // Her settings, not the starting ones: every page must say what she saved.
    await db.query(`UPDATE site_settings SET settings = $1`, [JSON.stringify(TEST_SITE_SETTINGS)]);
  });
  afterAll(async () => {
    await service.close();
    template.server.close();
  });

  async function addPainting(fields: Partial<PaintingEntity>, images: Partial<PaintingImageEntity>[] = []) {
    const painting = await db
      .getRepository(PaintingEntity)
      .save({ title: 'A Painting', width: '24', height: '18', price: '4200', ...fields } as PaintingEntity);
    for (const image of images) {
      await db
        .getRepository(PaintingImageEntity)
        .save({ paintingId: painting.id, imageUrl: '/media/x.jpg', ...image } as PaintingImageEntity);
    }
    return painting;
  }

  describe('GET /painting/:id', () => {
    it("answers a visible painting's own title, description, canonical URL, social tags and schema.org offer in the HTML", async () => {
      const painting = await addPainting(
        {
          title: 'Dart River Braids',
          medium: 'Oil on Board',
          description: 'Morning light on the braided river below Mt Earnslaw.',
          year: 2025,
          price: '5400',
          currency: 'AUD',
        },
        [
          {
            isPrimary: true,
            imageUrl: '/media/p/original.jpg',
            altText: 'Braided river at dawn',
            width: 2400,
            height: 1600,
            variants: [
              { format: 'webp', width: 1200, url: '/media/p/1-1200.webp' },
              { format: 'jpeg', width: 800, url: '/media/p/1-800.jpeg' },
              { format: 'jpeg', width: 1200, url: '/media/p/1-1200.jpeg' },
            ],
          },
        ],
      );
      const url = `${SITE}/painting/${painting.id}`;
      const title = `Dart River Braids | ${TEST_SITE_SETTINGS.artistName}`;
      const description = 'Morning light on the braided river below Mt Earnslaw.';
      const image = `${SITE}/media/p/1-1200.jpeg`;

      const response = await fetch(`${service.url}/painting/${painting.id}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const html = await response.text();

      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(html.match(/<meta name="description"/g)).toHaveLength(1);
      for (const tag of [
        `<title>${title}</title>`,
        `<meta name="description" content="${description}"/>`,
        `<link rel="canonical" href="${url}"/>`,
        '<meta property="og:type" content="product"/>',
        `<meta property="og:title" content="${title}"/>`,
        `<meta property="og:description" content="${description}"/>`,
        `<meta property="og:url" content="${url}"/>`,
        `<meta property="og:image" content="${image}"/>`,
        '<meta property="og:image:width" content="1200"/>',
        '<meta property="og:image:height" content="800"/>',
        '<meta property="og:image:alt" content="Braided river at dawn"/>',
        '<meta name="twitter:card" content="summary_large_image"/>',
        `<meta name="twitter:title" content="${title}"/>`,
        `<meta name="twitter:description" content="${description}"/>`,
        `<meta name="twitter:image" content="${image}"/>`,
        `<div id="root"><h1>Dart River Braids</h1><p>${description}</p></div>`,
        '<script defer="defer" src="/main.js"></script>',
      ]) {
        expect(html).toContain(tag);
      }

      expect(jsonLdOf(html)).toEqual({
        '@context': 'https://schema.org',
        '@type': ['VisualArtwork', 'Product'],
        name: 'Dart River Braids',
        description,
        url,
        image,
        artform: 'Painting',
        artMedium: 'Oil on Board',
        dateCreated: '2025',
        width: { '@type': 'QuantitativeValue', value: 24, unitCode: 'INH', unitText: 'in' },
        height: { '@type': 'QuantitativeValue', value: 18, unitCode: 'INH', unitText: 'in' },
        creator: { '@type': 'Person', name: TEST_SITE_SETTINGS.artistName },
        offers: { '@type': 'Offer', price: '5400.00', priceCurrency: 'AUD', availability: 'https://schema.org/InStock', url },
      });
    });

    it('says a sold painting is sold out', async () => {
      const painting = await addPainting({ title: 'Sold Ridge', sold: true, available: false, soldDate: new Date() });
      const response = await fetch(`${service.url}/painting/${painting.id}`);
      expect(response.status).toBe(200);
      expect(jsonLdOf(await response.text())).toMatchObject({ offers: { availability: 'https://schema.org/SoldOut' } });
    });

    it('escapes a hostile title everywhere it appears, and its JSON-LD still parses', async () => {
      const hostile = '</title><script>alert(1)</script>';
      const painting = await addPainting({ title: hostile, description: 'Fine "quoted" & <b>bold</b>' });
      const html = await (await fetch(`${service.url}/painting/${painting.id}`)).text();

      expect(html).not.toContain('<script>alert(1)');
      expect(html).not.toContain('<b>bold');
      expect(html).toContain(`<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; | ${TEST_SITE_SETTINGS.artistName}</title>`);
      expect(html).toContain('<h1>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</h1>');
      expect(html).toContain('<meta name="description" content="Fine &quot;quoted&quot; &amp; &lt;b&gt;bold&lt;/b&gt;"/>');
      expect(jsonLdOf(html)).toMatchObject({ name: hostile, description: 'Fine "quoted" & <b>bold</b>' });
    });

    it('answers 404 with the untouched template for a hidden, unknown or malformed id', async () => {
      const hidden = await addPainting({ title: 'Secret Study', hidden: true });
      for (const id of [hidden.id, 999999, '12abc', ...IMPOSSIBLE_IDS]) {
        const response = await fetch(`${service.url}/painting/${id}`);
        expect([id, response.status]).toEqual([id, 404]);
        expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
        expect(await response.text()).toBe(TEMPLATE);
      }
    });

    it("fetches the shell's index.html once for many pages", async () => {
      const painting = await addPainting({ title: 'Cached' });
      const before = template.requests();
      for (let i = 0; i < 3; i += 1) expect((await fetch(`${service.url}/painting/${painting.id}`)).status).toBe(200);
      // The first page of this file may have fetched it already; within the cache time, no one asks again.
      expect(template.requests() - before).toBeLessThanOrEqual(1);
    });
  });

  describe('the pages without a painting of their own', () => {
    /** The answers the page comes with, by query key. */
    const pageDataOf = (html: string) =>
      new Map(
        (JSON.parse(/<script id="page-data" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!) as PageData).map(
          ([key, answer]) => [JSON.stringify(key), answer],
        ),
      );
    const settingsOf = (html: string) => pageDataOf(html).get('["/api/site"]') as SiteSettings;

    it('carry her settings for the app, her description, and a share card with her name and share image', async () => {
      const shareImageUrl = '/media/site/6a1e0c9b-3f4d-4b8a-8d2e-7c5b9a0f1e23.jpg';
      await db.query(`UPDATE site_settings SET settings = jsonb_set(settings, '{seo,shareImageUrl}', $1)`, [JSON.stringify(shareImageUrl)]);
      for (const path of ['/', '/collection', '/adventures', '/booking', '/commissions']) {
        const response = await fetch(`${service.url}${path}?utm_source=test`);
        expect([path, response.status, response.headers.get('content-type')]).toEqual([path, 200, 'text/html; charset=utf-8']);
        expect(response.headers.get('cache-control')).toBe('no-cache');
        const html = await response.text();
        expect(settingsOf(html)).toEqual({ ...TEST_SITE_SETTINGS, seo: { ...TEST_SITE_SETTINGS.seo, shareImageUrl } });
        expect(html.match(/<meta name="description" content="([^"]*)"\/>/g)).toEqual([
          `<meta name="description" content="${TEST_SITE_SETTINGS.seo.description}"/>`,
        ]);
        expect(html).toContain(`<link rel="canonical" href="${SITE}${path}"/>`);
        expect(html).toContain(`<meta property="og:site_name" content="${TEST_SITE_SETTINGS.artistName}"/>`);
        expect(html).toContain(`<meta property="og:image" content="${SITE}${shareImageUrl}"/>`);
        expect(html).toContain('<title>Glenorchy Landscape Oil Paintings | New Zealand Artist</title>');
      }
      const home = await (await fetch(`${service.url}/`)).text();
      expect(jsonLdOf(home)).toMatchObject({ '@type': 'Person', name: TEST_SITE_SETTINGS.artistName, url: `${SITE}/` });
    });

    it('come with the catalogue answers their first paint shows, exactly as the API gives them, and the hero still preloaded', async () => {
      const primary = {
        isPrimary: true,
        imageUrl: '/media/h/original.jpg',
        width: 2400,
        height: 1200,
        variants: [
          { format: 'avif', width: 800, url: '/media/h/800.avif' },
          { format: 'avif', width: 1600, url: '/media/h/1600.avif' },
        ],
      } as Partial<PaintingImageEntity>;
      const lake = await addPainting({ title: 'Featured Lake', featured: true }, [primary]);
      const api = async (path: string) => (await (await fetch(`${service.url}${path}`)).json()) as Painting[];

      const home = await (await fetch(`${service.url}/`)).text();
      expect(pageDataOf(home).get('["/api/paintings/featured"]')).toEqual(await api('/api/paintings/featured'));
      expect(pageDataOf(home).has('["/api/paintings"]')).toBe(false);
      expect(home).toContain(
        '<link rel="preload" as="image" type="image/avif" imagesrcset="/media/h/800.avif 800w, /media/h/1600.avif 1600w" imagesizes="100vw" fetchpriority="high"/>',
      );

      const collection = await (await fetch(`${service.url}/collection`)).text();
      expect(pageDataOf(collection).get('["/api/paintings"]')).toEqual(await api('/api/paintings'));

      const painting = await (await fetch(`${service.url}/painting/${lake.id}`)).text();
      expect(pageDataOf(painting).get(`["/api/paintings",${lake.id}]`)).toEqual(await api(`/api/paintings/${lake.id}`));

      const adventures = await (await fetch(`${service.url}/adventures`)).text();
      expect([...pageDataOf(adventures).keys()]).toEqual(['["/api/site"]']);
    });

    it('are compressed in the coding the browser prefers', async () => {
      const { request } = await import('node:http');
      const raw = (encoding: string) =>
        new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
          const url = new URL(`${service.url}/collection`);
          request({ host: url.hostname, port: url.port, path: url.pathname, headers: { 'accept-encoding': encoding } }, (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
          })
            .on('error', reject)
            .end();
        });
      const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
      const [br, gzip, plain] = await Promise.all([raw('gzip, br'), raw('gzip'), raw('identity')]);
      expect([br.headers['content-encoding'], gzip.headers['content-encoding'], plain.headers['content-encoding']]).toEqual([
        'br',
        'gzip',
        undefined,
      ]);
      expect(brotliDecompressSync(br.body).toString()).toBe(plain.body.toString());
      expect(gunzipSync(gzip.body).toString()).toBe(plain.body.toString());
      expect(br.headers.vary).toBe('Accept-Encoding');
    });

    it('keep her text as text', async () => {
      const hostile = {
        ...TEST_SITE_SETTINGS,
        artistName: '</script><script>alert(1)</script>',
        seo: { ...TEST_SITE_SETTINGS.seo, description: '"><b>x' },
      };
      await db.query(`UPDATE site_settings SET settings = $1`, [JSON.stringify(hostile)]);
      try {
        const html = await (await fetch(`${service.url}/collection`)).text();
        expect(html).not.toContain('<script>alert(1)');
        expect(html).not.toContain('<b>x');
        expect(settingsOf(html)).toEqual(hostile);
      } finally {
        await db.query(`UPDATE site_settings SET settings = $1`, [JSON.stringify(TEST_SITE_SETTINGS)]);
      }
    });
  });

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

describe("painting pages without the shell's index.html", () => {
  let service: TestService;

  beforeAll(async () => {
    const nobodyListens = await freePort();
    service = await startTestService(AppModule, {
      name: 'catalog',
      env: { MEDIA_DIR: mkdtempSync(join(tmpdir(), 'catalog-media-')), SHELL_INDEX_URL: `http://127.0.0.1:${nobodyListens}/index.html` },
    });
  });
  afterAll(() => service.close());

  it('answers 503 in the JSON error shape, so the gateway can serve the plain app instead', async () => {
    const response = await fetch(`${service.url}/painting/1`);
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toMatchObject<ApiError>({
      statusCode: 503,
      message: 'The page template is unavailable',
      errorId: expect.any(String) as string,
    });
  });
});
