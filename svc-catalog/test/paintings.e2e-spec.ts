import type { Painting } from '@atelier/contracts';
import { startTestService, type TestService } from '@atelier/service-kit/testing';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { AppModule } from '../src/app.module';
import { PaintingEntity } from '../src/paintings/painting.entity';
import { PaintingImageEntity } from '../src/paintings/painting-image.entity';

describe('GET /api/paintings', () => {
  let service: TestService;
  let db: DataSource;

  beforeAll(async () => {
    service = await startTestService(AppModule, {
      name: 'catalog',
      env: { MEDIA_DIR: mkdtempSync(join(tmpdir(), 'catalog-media-')) },
    });
    db = service.app.get(DataSource);
  });
  afterAll(() => service.close());

  async function addPainting(fields: Partial<PaintingEntity>, images: Partial<PaintingImageEntity>[] = []) {
    const painting = await db.getRepository(PaintingEntity).save({ width: '24', height: '18', price: 4200, ...fields } as PaintingEntity);
    for (const image of images) {
      await db
        .getRepository(PaintingImageEntity)
        .save({ paintingId: painting.id, imageUrl: '/media/x.jpg', ...image } as PaintingImageEntity);
    }
    return painting;
  }

  it('answers visible paintings, newest first, in the requirements §3 shape with images in order', async () => {
    const older = await addPainting({ title: 'Lake Wakatipu Dawn', createdAt: new Date('2025-01-01') }, [
      { imageUrl: '/media/b.jpg', sortOrder: 1 },
      { imageUrl: '/media/a.jpg', sortOrder: 0, isPrimary: true },
    ]);
    await addPainting({ title: 'Secret Study', hidden: true });
    const newer = await addPainting({
      title: 'Mt Earnslaw Evening',
      createdAt: new Date('2026-03-01'),
      gpsLatitude: '-44.85',
      gpsLongitude: '168.39',
    });

    const response = await fetch(`${service.url}/api/paintings`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-service')).toBe('catalog');
    const paintings = (await response.json()) as Painting[];

    expect(paintings.map((p) => p.title)).toEqual(['Mt Earnslaw Evening', 'Lake Wakatipu Dawn']);
    expect(paintings.some((p) => p.hidden)).toBe(false);
    const [first, second] = paintings;
    expect(first).toMatchObject({
      id: newer.id,
      medium: 'Oil on Linen',
      width: '24.00',
      height: '18.00',
      price: '4200.00',
      currency: 'NZD',
      gpsLatitude: '-44.85',
      available: true,
      featured: false,
      sold: false,
      hidden: false,
      soldDate: null,
      images: [],
      videos: [],
    });
    expect(second!.id).toBe(older.id);
    expect(second!.images.map((i) => [i.imageUrl, i.isPrimary])).toEqual([
      ['/media/a.jpg', true],
      ['/media/b.jpg', false],
    ]);
  });

  it('answers featured paintings and one painting by id, never a hidden one', async () => {
    const featured = await addPainting({ title: 'Featured Ridge', featured: true }, [{ imageUrl: '/media/f.jpg', isPrimary: true }]);
    const hidden = await addPainting({ title: 'Hidden Featured', featured: true, hidden: true });

    const list = (await (await fetch(`${service.url}/api/paintings/featured`)).json()) as Painting[];
    expect(list.map((p) => p.title)).toEqual(['Featured Ridge']);

    const one = await fetch(`${service.url}/api/paintings/${featured.id}`);
    expect(one.status).toBe(200);
    expect(await one.json()).toMatchObject({
      id: featured.id,
      title: 'Featured Ridge',
      images: [{ imageUrl: '/media/f.jpg', isPrimary: true }],
    });

    for (const id of [hidden.id, 999999, 'abc']) {
      const missing = await fetch(`${service.url}/api/paintings/${id}`);
      expect(missing.status).toBe(404);
    }
  });

  it('lets browsers revalidate public reads with an ETag', async () => {
    const first = await fetch(`${service.url}/api/paintings`);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    const again = await fetch(`${service.url}/api/paintings`, { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
    await addPainting({ title: 'A New One' });
    const changed = await fetch(`${service.url}/api/paintings`, { headers: { 'If-None-Match': etag! } });
    expect(changed.status).toBe(200);
  });

  it('reports ready when its database answers', async () => {
    const response = await fetch(`${service.url}/health/ready`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'ok',
      checks: process.env.REDIS_URL ? { database: 'up', redis: 'up' } : { database: 'up' },
    });
  });

  it('answers unknown routes with the JSON error shape', async () => {
    const response = await fetch(`${service.url}/api/nope`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ statusCode: 404, message: expect.any(String), errorId: expect.any(String) });
  });
});
