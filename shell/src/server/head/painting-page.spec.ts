import { PAINTING_DETAIL_IMAGE_SIZES, STATIC_RATES, type PageData, type Painting, type PaintingImage } from '@atelier/contracts';
import { TEST_SITE_SETTINGS, testPainting } from '@atelier/contracts/testing';
import { renderDocument } from './html-head';
import { paintingHead } from './painting-page';

const ARTIST = TEST_SITE_SETTINGS.artistName;

const TEMPLATE =
  '<!doctype html><html lang="en-NZ"><head><meta charset="utf-8"/><meta name="viewport" content="width=device-width,initial-scale=1"/>' +
  '<meta name="description" content="The whole site."/>' +
  '<title>Site Title</title><script defer="defer" src="/main.js"></script></head><body><div id="root"></div></body></html>';

const painting = testPainting;

function image(fields: Partial<PaintingImage>): PaintingImage {
  return {
    id: 1,
    paintingId: 7,
    imageUrl: '/media/a.jpg',
    altText: null,
    sortOrder: 0,
    isPrimary: false,
    width: null,
    height: null,
    variants: [],
    ...fields,
  };
}

const DECODED: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => DECODED[entity]!);

const DATA: PageData = {
  queries: { queries: [] },
  config: { remotes: {}, map: { tileUrl: '', geocoderUrl: '' }, ipLocationUrl: '', stripePublishableKey: null, paypalClientId: null },
  currency: 'NZD',
  rates: STATIC_RATES,
  remotes: ['shop/PaintingDetailPage'],
};
const BODY = '<main><h1>Rendered by React</h1></main>';

function render(fields: Partial<Painting> = {}) {
  const html = renderDocument(TEMPLATE, {
    ...paintingHead(painting(fields), 'https://art.example', ARTIST),
    links: '',
    body: BODY,
    data: DATA,
  });
  const tags = (pattern: RegExp) => [...html.matchAll(new RegExp(pattern, 'g'))].map((match) => decode(match[1]!));
  /** The content of every meta tag with this name or property. */
  const meta = (key: string) => tags(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"/>`));
  const root = /<div id="root">(.*?)<\/div><script/s.exec(html)![1]!;
  const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!) as Record<string, unknown>;
  return { html, meta, title: tags(/<title>(.*?)<\/title>/), root, jsonLd };
}

describe(paintingHead.name, () => {
  it('replaces the site title and description, keeps the rest of the template, fills #root and adds the page data', () => {
    const { html, title, meta, root } = render();
    expect(title).toEqual([`Dart River Braids | ${ARTIST}`]);
    expect(meta('description')).toEqual(['Morning light on the braided river.']);
    expect(html).toMatch(/^<!doctype html><html lang="en-NZ"><head><meta charset="utf-8"\/>/);
    expect(html).toContain('<script defer="defer" src="/main.js"></script>');
    expect(root).toBe(BODY);
    const data = /<script id="page-data" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!;
    expect(JSON.parse(data)).toEqual(DATA);
  });

  it('cuts a long description at a word near 155 characters', () => {
    const long = `${'Tussock and schist under a clearing sky. '.repeat(6)}The end.`;
    const { meta } = render({ description: long });
    expect(meta('description')).toEqual([`${'Tussock and schist under a clearing sky. '.repeat(3)}Tussock and schist under a…`]);
  });

  it('describes a painting without a description by its facts', () => {
    const { meta } = render({ description: null });
    expect(meta('description')).toEqual([`Dart River Braids: an original Oil on Linen painting by ${ARTIST}, 24 x 18 inches.`]);
  });

  it("shares the primary image's 1200 px JPEG with its scaled size", () => {
    const variants = [800, 1200, 1600].flatMap((width) =>
      (['webp', 'jpeg'] as const).map((format) => ({ format, width, url: `/media/p/7-${width}.${format}` })),
    );
    const { meta, jsonLd } = render({
      images: [
        image({ id: 1, imageUrl: '/media/first.jpg' }),
        image({ id: 2, isPrimary: true, width: 2000, height: 1500, altText: 'Braids at dawn', variants }),
      ],
    });
    const url = 'https://art.example/media/p/7-1200.jpeg';
    expect([meta('og:image'), meta('og:image:width'), meta('og:image:height'), meta('og:image:alt')]).toEqual([
      [url],
      ['1200'],
      ['900'],
      ['Braids at dawn'],
    ]);
    expect(meta('twitter:image')).toEqual([url]);
    expect(jsonLd.image).toBe(url);
  });

  it('falls back to the original image, an external one as it is, and to no image at all', () => {
    const small = render({ images: [image({ imageUrl: '/media/small.jpg', width: 640, height: 480 })] });
    expect([small.meta('og:image'), small.meta('og:image:width'), small.meta('og:image:height'), small.meta('og:image:alt')]).toEqual([
      ['https://art.example/media/small.jpg'],
      ['640'],
      ['480'],
      ['Dart River Braids'],
    ]);

    const external = render({ images: [image({ imageUrl: 'https://cdn.example/x.jpg' })] });
    expect(external.meta('og:image')).toEqual(['https://cdn.example/x.jpg']);
    expect(external.meta('og:image:width')).toEqual([]);

    const none = render();
    expect([none.meta('og:image'), none.meta('twitter:image')]).toEqual([[], []]);
    expect(none.meta('twitter:card')).toEqual(['summary_large_image']);
    expect(none.jsonLd).not.toHaveProperty('image');
  });

  it('describes the artwork and its offer as schema.org data', () => {
    const { jsonLd } = render({ year: null, price: '980.50', currency: 'USD', available: false });
    expect(jsonLd).toMatchObject({
      '@type': ['VisualArtwork', 'Product'],
      width: { value: 24, unitCode: 'INH' },
      height: { value: 18, unitCode: 'INH' },
      creator: { '@type': 'Person', name: ARTIST },
      offers: { price: '980.50', priceCurrency: 'USD', availability: 'https://schema.org/SoldOut', url: 'https://art.example/painting/7' },
    });
    expect(jsonLd).not.toHaveProperty('dateCreated');
  });

  it('keeps text as text: markup, quotes and replacement patterns in a painting cannot change the page', () => {
    const hostile = '</title><script>alert(1)</script> "Quoted" $& $\' $`';
    const description = '<img src=x onerror=alert(2)> & more';
    const { html, title, meta, jsonLd } = render({ title: hostile, description });
    expect(html.match(/<script/g)).toHaveLength(3); // the template's bundle, the JSON-LD and the page data
    expect(html).not.toContain('<img');
    expect(title).toEqual([`${hostile} | ${ARTIST}`]);
    expect(meta('og:title')).toEqual([`${hostile} | ${ARTIST}`]);
    expect(meta('description')).toEqual([description]);
    expect(jsonLd).toMatchObject({ name: hostile, description });
  });

  it("preloads the first image's AVIF sizes as the page draws it, and nothing without variants", () => {
    const variants = [800, 400].map((width) => ({ format: 'avif' as const, width, url: `/media/a-${width}.avif` }));
    const { html } = render({ images: [image({ variants: [...variants, { format: 'jpeg', width: 400, url: '/media/a-400.jpg' }] })] });
    // Right after the viewport's meta: read before it, the sizes would be taken for a 980 px viewport.
    expect(html).toContain(
      '<meta name="viewport" content="width=device-width,initial-scale=1"/>' +
        '<link rel="preload" as="image" type="image/avif" imagesrcset="/media/a-400.avif 400w, /media/a-800.avif 800w" ' +
        `imagesizes="${PAINTING_DETAIL_IMAGE_SIZES}" fetchpriority="high"/>`,
    );
    expect(render({ images: [image({})] }).html).not.toContain('rel="preload"');
  });
});
