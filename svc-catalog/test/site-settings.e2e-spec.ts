import type { ApiError, SiteSettings, SiteSettingsChange } from '@atelier/contracts';
import { TEST_SITE_SETTINGS } from '@atelier/contracts/testing';
import { jsonCaller, startTestService, type TestService } from '@atelier/service-kit/testing';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { startIdentityService, TEST_ADMIN } from '../../scripts/test/identity-service.mjs';
import { AppModule } from '../src/app.module';
import { mp4Film, webmFilm } from './films';

const INTERNAL_TOKEN = 'test-internal-token-0123456789';

/** The first box of an MP4 file: what tells an ISO base media film by its content. */
const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;

describe("the artist's site settings", () => {
  const mediaDir = mkdtempSync(join(tmpdir(), 'catalog-site-media-'));
  let identity: Awaited<ReturnType<typeof startIdentityService>>;
  let service: TestService;
  let cookie: string;

  beforeAll(async () => {
    identity = await startIdentityService({ internalToken: INTERNAL_TOKEN });
    service = await startTestService(AppModule, {
      name: 'catalog',
      env: { MEDIA_DIR: mediaDir, IDENTITY_URL: identity.url, INTERNAL_TOKEN },
    });
    cookie = await identity.signIn();
  });
  afterAll(async () => {
    await service.close();
    await identity.stop();
  });

  const call = jsonCaller(
    () => service.url,
    () => ({ cookie }),
  );

  it('starts a fresh site with demo values in every section, served with an ETag', async () => {
    const { status, body, headers } = await call<SiteSettings>('GET', '/api/site', undefined, {});
    expect(status).toBe(200);
    expect(body.artistName).toBe('Aroha Lane');
    expect(body.about.figures).toHaveLength(4);
    expect(body.press.length).toBeGreaterThan(0);
    expect(body.contact.email).toMatch(/@/);
    expect(body.seo.description).not.toBe('');
    const etag = headers.get('etag')!;
    expect((await fetch(`${service.url}/api/site`, { headers: { 'if-none-match': etag } })).status).toBe(304);
  });

  it("starts with the home page's headline and the commissions page's process and price guide as the pages had them", async () => {
    const { body } = await call<SiteSettings>('GET', '/api/site', undefined, {});
    expect(body.hero).toEqual({
      headline: "Glenorchy's Beauty",
      accent: 'Painted En Plein Air',
      tagline: expect.stringContaining('Exclusive original oil paintings of the Southern Alps'),
    });
    expect(body.commissions.process.map((step) => step.title)).toEqual([
      'Initial Consultation',
      'Concept & Sketches',
      'Creation',
      'Delivery',
    ]);
    expect(body.commissions.prices.map(({ name, priceNzd }) => [name, priceNzd])).toEqual([
      ['Small', 7700],
      ['Medium', 12800],
      ['Large', 19200],
      ['Extra Large', 28800],
    ]);
  });

  it('refuses anonymous callers on every admin call', async () => {
    for (const [method, path] of [
      ['PUT', '/api/admin/site'],
      ['GET', '/api/admin/site/changes'],
      ['POST', '/api/admin/site/media'],
    ]) {
      expect([method, path, (await call(method!, path!, method === 'GET' ? undefined : {}, {})).status]).toEqual([method, path, 401]);
    }
  });

  it('saves the whole settings, shows them at once, and records who changed which parts', async () => {
    const before = (await call<SiteSettings>('GET', '/api/site')).body;
    const next: SiteSettings = {
      ...before,
      artistName: 'Mere Tūhoe',
      press: [{ outlet: 'The Press', title: 'Painting the wind', year: 2025, url: 'https://www.thepress.co.nz/wind' }, ...before.press],
      heroFilm: { videoUrl: 'https://www.youtube.com/watch?v=abcdefghijk', posterUrl: null },
    };
    const saved = await call<SiteSettings>('PUT', '/api/admin/site', next);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual(next);
    expect((await call<SiteSettings>('GET', '/api/site', undefined, {})).body).toEqual(next);

    // Saving the same again changes nothing and records nothing.
    expect((await call('PUT', '/api/admin/site', next)).status).toBe(200);
    const changes = await call<SiteSettingsChange[]>('GET', '/api/admin/site/changes');
    expect(changes.body).toHaveLength(1);
    expect(changes.body[0]).toMatchObject({ changedBy: TEST_ADMIN.email, fields: ['artistName', 'press', 'heroFilm'] });
    expect(Date.now() - Date.parse(changes.body[0]!.changedAt)).toBeLessThan(60_000);
  });

  it('tells the artist what is wrong with each field, and keeps what was saved', async () => {
    const before = (await call<SiteSettings>('GET', '/api/site')).body;
    const cases: [Partial<SiteSettings> | Record<string, unknown>, string][] = [
      [{ artistName: '  ' }, 'Artist name is required'],
      [{ artistName: 'x'.repeat(81) }, 'Artist name must be at most 80 characters'],
      [{ contact: { ...before.contact, email: 'not-an-address' } }, 'Contact e-mail must be an e-mail address'],
      [{ contact: { ...before.contact, phone: 'call me' } }, 'Phone must be a phone number'],
      [{ press: [{ outlet: 'The Press', title: 'Wind', year: 1800, url: null }] }, 'Press year must be a year from 1900'],
      [
        { press: [{ outlet: 'The Press', title: 'Wind', year: 2020, url: 'javascript:alert(1)' }] },
        'Press link must be an https:// address',
      ],
      [{ social: [{ network: 'Myspace', url: 'https://myspace.com/x' }] }, 'Choose a social network'],
      [
        {
          social: [
            { network: 'Instagram', url: 'https://instagram.com/a' },
            { network: 'Instagram', url: 'https://instagram.com/b' },
          ],
        },
        'Each social network at most once',
      ],
      [
        { heroFilm: { videoUrl: 'https://evil.example/film.mp4', posterUrl: null } },
        'Hero film must be a YouTube link or id, or a film uploaded here',
      ],
      [{ heroFilm: { videoUrl: null, posterUrl: '/media/../etc/passwd' } }, 'Hero film poster must be a picture uploaded here'],
      [{ seo: { description: '', shareImageUrl: null } }, 'SEO description is required'],
    ];
    for (const [change, message] of cases) {
      const answer = await call<ApiError>('PUT', '/api/admin/site', { ...before, ...change });
      expect([message, answer.status]).toEqual([message, 400]);
      expect(answer.body.message).toContain(message);
    }
    expect((await call<SiteSettings>('PUT', '/api/admin/site', { artistName: 'Only This' })).status).toBe(400);
    expect((await call<SiteSettings>('GET', '/api/site')).body).toEqual(before);
  });

  it('takes pictures and films by their content: pictures re-encoded as JPEG, a share image at 1200 × 630', async () => {
    const png = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#557799' } })
      .png()
      .toBuffer();
    const share = await call<{ url: string }>('POST', '/api/admin/site/media', { use: 'share-image', dataUrl: dataUrl('image/png', png) });
    expect(share.status).toBe(201);
    expect(share.body.url).toMatch(/^\/media\/site\/[0-9a-f-]{36}\.jpg$/);
    const stored = readFileSync(join(mediaDir, share.body.url.slice('/media/'.length)));
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });

    const poster = await call<{ url: string }>('POST', '/api/admin/site/media', { use: 'poster', dataUrl: dataUrl('image/png', png) });
    expect(await sharp(readFileSync(join(mediaDir, poster.body.url.slice('/media/'.length)))).metadata()).toMatchObject({
      format: 'jpeg',
      width: 2400,
    });

    const film = await call<{ url: string }>('POST', '/api/admin/site/media', { use: 'video', dataUrl: dataUrl('video/mp4', mp4Film()) });
    expect(film.body.url).toMatch(/^\/media\/site\/[0-9a-f-]{36}\.mp4$/);

    const webm = await call<{ url: string }>('POST', '/api/admin/site/media', { use: 'video', dataUrl: dataUrl('video/webm', webmFilm()) });
    expect(webm.body.url).toMatch(/^\/media\/site\/[0-9a-f-]{36}\.webm$/);

    // The names a browser gives a file never count: a page called a film is refused (even one with 'ftyp'
    // at offset 4, where an MP4's first box has its type), and so is a film called a picture.
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const ftypPage = Buffer.from('<!--ftypisom--><html><script>alert(1)</script></html>');
    const refused = [
      await call<ApiError>('POST', '/api/admin/site/media', { use: 'video', dataUrl: dataUrl('video/mp4', html) }),
      await call<ApiError>('POST', '/api/admin/site/media', { use: 'video', dataUrl: dataUrl('video/mp4', ftypPage) }),
      await call<ApiError>('POST', '/api/admin/site/media', { use: 'poster', dataUrl: dataUrl('image/jpeg', mp4Film()) }),
      await call<ApiError>('POST', '/api/admin/site/media', { use: 'sound', dataUrl: dataUrl('image/jpeg', png) }),
    ];
    expect(refused.map(({ status, body }) => [status, body.message])).toEqual([
      [400, 'Unsupported video. Please upload an MP4 or WebM film.'],
      [400, 'Unsupported video. Please upload an MP4 or WebM film.'],
      [400, 'Unsupported image. Please upload a JPEG, PNG, WebP or AVIF picture.'],
      [400, expect.stringContaining('use must be one of poster, share-image, video')],
    ]);

    // What was uploaded can be saved as the settings' films and pictures.
    const before = (await call<SiteSettings>('GET', '/api/site')).body;
    const next = {
      ...before,
      adventuresFilm: { videoUrl: film.body.url, posterUrl: poster.body.url },
      seo: { ...before.seo, shareImageUrl: share.body.url },
    };
    expect((await call<SiteSettings>('PUT', '/api/admin/site', next)).body).toEqual(next);
  });

  it("gives the other services the artist's name, business name and contact address, to internal callers only", async () => {
    const current = (await call<SiteSettings>('GET', '/api/site')).body;
    const identity = () => fetch(`${service.url}/internal/site/identity`, { headers: { 'x-internal-token': INTERNAL_TOKEN } });
    expect(await (await identity()).json()).toEqual({
      artistName: current.artistName,
      businessName: current.businessName,
      contactEmail: current.contact.email,
    });
    // Without a contact address she has none to give.
    await call('PUT', '/api/admin/site', { ...current, contact: { ...current.contact, email: '' } });
    expect(await (await identity()).json()).toMatchObject({ contactEmail: null });
    await call('PUT', '/api/admin/site', current);
    expect((await fetch(`${service.url}/internal/site/identity`)).status).toBe(401);
  });

  it('saves her headline, process and price guide, each field checked', async () => {
    const before = (await call<SiteSettings>('GET', '/api/site')).body;
    const cases: [Partial<SiteSettings>, string][] = [
      [{ hero: { ...before.hero, headline: ' ' } }, 'Headline is required'],
      [{ commissions: { ...before.commissions, process: [] } }, 'At least 1 commission step'],
      [
        { commissions: { ...before.commissions, prices: [{ name: 'Tiny', size: '6 × 8 inches', priceNzd: -5 }] } },
        'Guide price must be an amount in NZD',
      ],
    ];
    for (const [change, message] of cases) {
      const answer = await call<ApiError>('PUT', '/api/admin/site', { ...before, ...change });
      expect([message, answer.status, answer.body.message]).toEqual([message, 400, message]);
    }
    const next: SiteSettings = {
      ...before,
      hero: { headline: 'The Mackenzie', accent: '', tagline: 'Tussock, lakes and light.' },
      commissions: {
        process: [{ title: 'Talk', text: 'We talk about the place.' }],
        prices: [{ name: 'Tiny', size: '6 × 8 inches', priceNzd: 950 }],
      },
    };
    expect((await call('PUT', '/api/admin/site', next)).status).toBe(200);
    expect((await call<SiteSettings>('GET', '/api/site', undefined, {})).body).toMatchObject({
      hero: next.hero,
      commissions: next.commissions,
    });
    await call('PUT', '/api/admin/site', before);
  });

  it('keeps the test fixture a valid settings document', async () => {
    const answer = await call<SiteSettings>('PUT', '/api/admin/site', TEST_SITE_SETTINGS);
    expect([answer.status, answer.body]).toEqual([200, TEST_SITE_SETTINGS]);
  });
});
