import type { MarkSoldAnswer, Painting, PaintingImage } from '@atelier/contracts';
import { impossibleIdAnswers, jsonCaller, startTestService, type TestService } from '@atelier/service-kit/testing';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { startIdentityService } from '../../scripts/test/identity-service.mjs';
import { AppModule } from '../src/app.module';

const INTERNAL_TOKEN = 'test-internal-token-0123456789';
const painting = { title: 'Lake Wakatipu Study', width: '24', height: '18', price: '4800' };

describe('catalog admin API', () => {
  const mediaDir = mkdtempSync(join(tmpdir(), 'catalog-admin-media-'));
  let identity: Awaited<ReturnType<typeof startIdentityService>>;
  let service: TestService;
  let cookie: string;

  beforeAll(async () => {
    identity = await startIdentityService({ internalToken: INTERNAL_TOKEN });
    service = await startTestService(AppModule, { name: 'catalog', env: { MEDIA_DIR: mediaDir, IDENTITY_URL: identity.url } });
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
  const jpegDataUrl = async (width = 640, height = 480) =>
    `data:image/jpeg;base64,${(
      await sharp({ create: { width, height, channels: 3, background: '#557799' } })
        .jpeg()
        .toBuffer()
    ).toString('base64')}`;

  it('answers 404 to ids that cannot exist (out of range, negative, fractional, not a number) on every route with an :id', async () => {
    expect(await impossibleIdAnswers(service, { cookie })).toEqual([]);
  });

  it('refuses anonymous callers on every admin route', async () => {
    for (const [method, path] of [
      ['GET', '/api/admin/paintings/all'],
      ['POST', '/api/admin/paintings'],
      ['PATCH', '/api/admin/paintings/1'],
      ['PATCH', '/api/admin/paintings/1/visibility'],
      ['DELETE', '/api/paintings/1'],
      ['POST', '/api/admin/painting-images'],
      ['DELETE', '/api/admin/painting-images/1'],
      ['PATCH', '/api/admin/painting-images/1/primary'],
      ['PATCH', '/api/admin/painting-images/1/sort-order'],
    ]) {
      expect([method, path, (await call(method!, path!, method === 'GET' || method === 'DELETE' ? undefined : {}, {})).status]).toEqual([
        method,
        path,
        401,
      ]);
    }
  });

  it('creates a painting with the SPEC defaults, empty numbers as null, and validates', async () => {
    const created = await call<Painting>('POST', '/api/admin/paintings', {
      ...painting,
      year: '',
      gpsLatitude: '',
      gpsLongitude: '',
      description: '',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      title: 'Lake Wakatipu Study',
      medium: 'Oil on Linen',
      frameInfo: 'The frame is New Zealand timber hand crafted by the artist.',
      location: 'Glenorchy, Otago, New Zealand',
      currency: 'NZD',
      width: '24.00',
      price: '4800.00',
      year: null,
      gpsLatitude: null,
      description: null,
      available: true,
      featured: false,
      images: [],
    });
    const withoutYear = await call<Painting>('POST', '/api/admin/paintings', painting);
    expect(withoutYear.body.year).toBe(new Date().getFullYear());

    const missingTitle = await call<{ message: string }>('POST', '/api/admin/paintings', { ...painting, title: '' });
    expect(missingTitle).toMatchObject({ status: 400, body: { message: 'Title is required' } });
    const yen = await call<{ message: string }>('POST', '/api/admin/paintings', { ...painting, currency: 'JPY' });
    expect(yen.status).toBe(400);
  });

  it('changes in a partial edit only the fields it names, however far from the defaults the painting is', async () => {
    const distinct = {
      title: 'Waipu Cove at Dusk',
      medium: 'Oil on Board',
      description: 'Painted in one evening.',
      frameInfo: 'Unframed',
      width: '30',
      height: '20',
      year: 2019,
      price: '2600',
      currency: 'GBP',
      location: 'Waipu, Northland',
      gpsLatitude: '-35.98',
      gpsLongitude: '174.45',
      available: false,
      featured: true,
    };
    const { status, body: created } = await call<Painting>('POST', '/api/admin/paintings', distinct);
    expect(status).toBe(201);
    const { body: repriced } = await call<Painting>('PATCH', `/api/admin/paintings/${created.id}`, { price: 5000 });
    expect(repriced).toEqual({ ...created, price: '5000.00' });
    const { body: retitled } = await call<Painting>('PATCH', `/api/admin/paintings/${created.id}`, { description: '' });
    expect(retitled).toEqual({ ...repriced, description: null });
  });

  it('updates, hides and shows a painting; the public list follows at once', async () => {
    const { body: created } = await call<Painting>('POST', '/api/admin/paintings', { ...painting, title: 'Visibility Test' });
    const publicTitles = async () => ((await (await fetch(`${service.url}/api/paintings`)).json()) as Painting[]).map((p) => p.title);

    const updated = await call<Painting>('PATCH', `/api/admin/paintings/${created.id}`, {
      title: 'Renamed Study',
      gpsLatitude: '-44.85',
      gpsLongitude: '168.39',
    });
    expect(updated.body).toMatchObject({ title: 'Renamed Study', gpsLatitude: '-44.85', gpsLongitude: '168.39', price: '4800.00' });
    expect(await publicTitles()).toContain('Renamed Study');

    expect((await call('PATCH', `/api/admin/paintings/${created.id}/visibility`, { hidden: true })).status).toBe(200);
    expect(await publicTitles()).not.toContain('Renamed Study');
    expect((await fetch(`${service.url}/api/paintings/${created.id}`)).status).toBe(404);
    const all = await call<Painting[]>('GET', '/api/admin/paintings/all');
    expect(all.body.find((p) => p.id === created.id)).toMatchObject({ hidden: true });

    await call('PATCH', `/api/admin/paintings/${created.id}/visibility`, { hidden: false });
    expect(await publicTitles()).toContain('Renamed Study');
  });

  it('manages images: first is primary, Set Primary keeps exactly one, deleting the primary promotes the next', async () => {
    const { body: created } = await call<Painting>('POST', '/api/admin/paintings', { ...painting, title: 'Image Test' });
    const first = await call<PaintingImage>('POST', '/api/admin/painting-images', {
      paintingId: created.id,
      imageUrl: await jpegDataUrl(),
      altText: 'First',
      sortOrder: 0,
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ isPrimary: true, sortOrder: 0, width: 640, height: 480, altText: 'First' });
    expect(first.body.imageUrl).toMatch(new RegExp(`^/media/paintings/${created.id}/[\\w-]+\\.jpg$`));
    expect(first.body.imageUrl).not.toContain('data:');
    const second = await call<PaintingImage>('POST', '/api/admin/painting-images', {
      paintingId: created.id,
      imageUrl: await jpegDataUrl(800, 600),
      sortOrder: 1,
    });
    expect(second.body.isPrimary).toBe(false);

    expect((await call('PATCH', `/api/admin/painting-images/${second.body.id}/primary`)).status).toBe(204);
    let images = (await call<Painting>('GET', `/api/paintings/${created.id}`)).body.images;
    expect(images.filter((i) => i.isPrimary).map((i) => i.id)).toEqual([second.body.id]);

    await call('PATCH', `/api/admin/painting-images/${first.body.id}/sort-order`, { sortOrder: 1 });
    await call('PATCH', `/api/admin/painting-images/${second.body.id}/sort-order`, { sortOrder: 0 });
    images = (await call<Painting>('GET', `/api/paintings/${created.id}`)).body.images;
    expect(images.map((i) => i.id)).toEqual([second.body.id, first.body.id]);

    expect((await call('DELETE', `/api/admin/painting-images/${second.body.id}`)).status).toBe(204);
    images = (await call<Painting>('GET', `/api/paintings/${created.id}`)).body.images;
    expect(images).toEqual([expect.objectContaining({ id: first.body.id, isPrimary: true })]);
    expect(existsSync(join(mediaDir, second.body.imageUrl.replace('/media/', '')))).toBe(false);
  });

  it('accepts a 10,485,760-byte image and refuses one byte more with 413', async () => {
    const { body: created } = await call<Painting>('POST', '/api/admin/paintings', { ...painting, title: 'Size Test' });
    const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#223344' } })
      .jpeg()
      .toBuffer();
    const exactly = Buffer.concat([jpeg, Buffer.alloc(10_485_760 - jpeg.length)]);
    const accepted = await call('POST', '/api/admin/painting-images', {
      paintingId: created.id,
      imageUrl: `data:image/jpeg;base64,${exactly.toString('base64')}`,
    });
    expect(accepted.status).toBe(201);
    const oneMore = Buffer.concat([exactly, Buffer.alloc(1)]);
    const refused = await call<{ message: string }>('POST', '/api/admin/painting-images', {
      paintingId: created.id,
      imageUrl: `data:image/jpeg;base64,${oneMore.toString('base64')}`,
    });
    expect(refused.status).toBe(413);
    expect(refused.body.message.toLowerCase()).toContain('payload too large');
  });

  it('refuses an SVG and a text file renamed as an image, by their bytes', async () => {
    const { body: created } = await call<Painting>('POST', '/api/admin/paintings', { ...painting, title: 'Content Test' });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const text = Buffer.from('just some notes, not a picture');
    for (const [type, bytes] of [
      ['svg+xml', svg],
      ['jpeg', text],
    ] as const) {
      const refused = await call<{ message: string }>('POST', '/api/admin/painting-images', {
        paintingId: created.id,
        imageUrl: `data:image/${type};base64,${bytes.toString('base64')}`,
      });
      expect(refused).toMatchObject({
        status: 400,
        body: { message: 'Unsupported image. Please upload a JPEG, PNG, WebP, AVIF or GIF image.' },
      });
    }
    expect((await call<Painting>('GET', `/api/paintings/${created.id}`)).body.images).toEqual([]);
  });

  it('strips EXIF from the stored original', async () => {
    const { body: created } = await call<Painting>('POST', '/api/admin/paintings', { ...painting, title: 'Exif Test' });
    const withExif = await sharp({ create: { width: 100, height: 80, channels: 3, background: '#aa8866' } })
      .jpeg()
      .withExif({ IFD0: { Artist: 'camera owner' } })
      .toBuffer();
    const stored = await call<PaintingImage>('POST', '/api/admin/painting-images', {
      paintingId: created.id,
      imageUrl: `data:image/jpeg;base64,${withExif.toString('base64')}`,
    });
    const bytes = await (await import('node:fs/promises')).readFile(join(mediaDir, stored.body.imageUrl.replace('/media/', '')));
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
  });

  it('deletes a painting with its images and files', async () => {
    const { body: created } = await call<Painting>('POST', '/api/admin/paintings', { ...painting, title: 'Delete Test' });
    await call('POST', '/api/admin/painting-images', { paintingId: created.id, imageUrl: await jpegDataUrl() });
    expect(readdirSync(join(mediaDir, 'paintings', String(created.id))).length).toBeGreaterThan(0);
    expect((await call('DELETE', `/api/paintings/${created.id}`)).status).toBe(204);
    expect((await call('GET', `/api/paintings/${created.id}`)).status).toBe(404);
    expect(existsSync(join(mediaDir, 'paintings', String(created.id)))).toBe(false);
  });

  it('sells a painting to exactly one of 20 concurrent sales, and tells that sale so again', async () => {
    const { body: created } = await call<Painting>('POST', '/api/admin/paintings', { ...painting, title: 'Sell Once' });
    const markSold = (saleReference: string, customerId: number) =>
      call<MarkSoldAnswer>(
        'POST',
        `/internal/paintings/${created.id}/mark-sold`,
        { saleReference, customerId },
        { 'x-internal-token': INTERNAL_TOKEN },
      );
    const sells = await Promise.all(Array.from({ length: 20 }, (_, i) => markSold(`order-${i + 1}`, i + 1)));
    expect(sells.map((s) => s.status)).toEqual(Array<number>(20).fill(200));
    const winners = sells.flatMap((s, i) => (s.body.outcome === 'sold' ? [i + 1] : []));
    expect(winners).toHaveLength(1);
    expect(sells.filter((s) => s.body.outcome === 'sold-to-another')).toHaveLength(19);
    // The same sale again (a retry, a resumed sale) is told it sold; another is not.
    expect((await markSold(`order-${winners[0]}`, winners[0]!)).body).toEqual({ outcome: 'sold' });
    expect((await markSold('order-99', 99)).body).toEqual({ outcome: 'sold-to-another' });
    expect(
      (await call('POST', `/internal/paintings/${created.id}/mark-sold`, { customerId: 1 }, { 'x-internal-token': INTERNAL_TOKEN })).status,
    ).toBe(400);
    expect((await markSold('order-1', 1)).status).toBe(200);
    expect(
      (
        await call(
          'POST',
          `/internal/paintings/999999/mark-sold`,
          { saleReference: 'order-1', customerId: 1 },
          { 'x-internal-token': INTERNAL_TOKEN },
        )
      ).status,
    ).toBe(404);
    const sold = (await call<Painting>('GET', `/api/paintings/${created.id}`)).body;
    expect(sold).toMatchObject({ sold: true, available: false });
    expect(sold.soldDate).not.toBeNull();
    expect((await call('GET', `/internal/paintings/${created.id}`, undefined, {})).status).toBe(401);
  });
});
