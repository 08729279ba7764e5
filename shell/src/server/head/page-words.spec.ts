import { TEST_SITE_SETTINGS } from '@atelier/contracts/testing';
import { certificateWords, checkoutWords, pageWords } from './page-words';

const PATHS = [
  '/',
  '/collection',
  '/adventures',
  '/booking',
  '/commissions',
  '/terms-of-service',
  '/privacy-policy',
  '/booking/confirm',
  '/newsletter/confirm',
  '/newsletter/unsubscribe',
  '/admin/login',
  '/password-reset',
];

describe(pageWords.name, () => {
  it("gives each page its own title and description, naming the artist from the site's settings", () => {
    const artist = 'Hine Walker';
    const settings = { ...TEST_SITE_SETTINGS, artistName: artist };
    const words = [
      ...PATHS.map((path) => pageWords(path, settings)),
      pageWords('/any/unknown/path', settings),
      certificateWords(artist, settings),
      checkoutWords('Dart River Braids', artist),
    ];
    for (const { title } of words) expect(title).toContain(artist);
    for (const { description } of words.slice(1, -3)) expect(description).toContain(artist);
    expect(new Set(words.map(({ title }) => title)).size).toBe(words.length);
    expect(new Set(words.slice(1, -3).map(({ description }) => description)).size).toBe(words.length - 4);
  });

  it("describes the home page and the not-found page with her own description; /paintings is the collection's", () => {
    expect(pageWords('/', TEST_SITE_SETTINGS).description).toBe(TEST_SITE_SETTINGS.seo.description);
    expect(pageWords('/nope', TEST_SITE_SETTINGS)).toEqual({
      title: `Page Not Found | ${TEST_SITE_SETTINGS.artistName}`,
      description: TEST_SITE_SETTINGS.seo.description,
    });
    expect(pageWords('/paintings', TEST_SITE_SETTINGS)).toEqual(pageWords('/collection', TEST_SITE_SETTINGS));
    expect(checkoutWords('Dart River Braids', 'Hine Walker').title).toBe('Checkout: Dart River Braids | Hine Walker');
  });
});
