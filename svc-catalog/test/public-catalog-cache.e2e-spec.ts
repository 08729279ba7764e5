import type { Painting } from '@atelier/contracts';
import { createServiceApp } from '@atelier/service-kit';
import { startTestService, type TestService } from '@atelier/service-kit/testing';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { mkdtempSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { DataSource } from 'typeorm';
import { AppModule } from '../src/app.module';
import { PaintingImageEntity } from '../src/paintings/painting-image.entity';
import { PaintingEntity } from '../src/paintings/painting.entity';

const INTERNAL_TOKEN = 'test-internal-token-0123456789';

/**
 * The public catalogue reads answer prepared bytes; what matters to a visitor is that every
 * change the artist (or a sale) makes shows on the very next request, here and on a second
 * catalog process sharing the database.
 */
describe('public catalogue reads from prepared bytes', () => {
  let service: TestService;
  let peer: NestFastifyApplication;
  let peerUrl: string;
  let db: DataSource;

  beforeAll(async () => {
    service = await startTestService(AppModule, { name: 'catalog', env: { MEDIA_DIR: mkdtempSync(join(tmpdir(), 'catalog-cache-')) } });
    db = service.app.get(DataSource);
    // A second catalog process on the same database, as a replica would be.
    peer = await createServiceApp(AppModule);
    await peer.listen({ port: 0, host: '127.0.0.1' });
    peerUrl = await peer.getUrl();
  });
  afterAll(async () => {
    await peer.close();
    await service.close();
  });

  const titles = async (base = service.url, path = '/api/paintings') =>
    ((await (await fetch(`${base}${path}`)).json()) as Painting[]).map((painting) => painting.title);
  const addPainting = (fields: Partial<PaintingEntity>) =>
    db.getRepository(PaintingEntity).save({ width: '24', height: '18', price: 4200, ...fields } as PaintingEntity);

  it('shows every kind of change on the next request', async () => {
    const painting = await addPainting({ title: 'Remarkables Dusk' });
    expect(await titles()).toEqual(['Remarkables Dusk']);

    await db.getRepository(PaintingEntity).update({ id: painting.id }, { title: 'Remarkables at Dusk', featured: true });
    expect(await titles()).toEqual(['Remarkables at Dusk']);
    expect(await titles(service.url, '/api/paintings/featured')).toEqual(['Remarkables at Dusk']);

    const image = await db
      .getRepository(PaintingImageEntity)
      .save({ paintingId: painting.id, imageUrl: '/media/r.jpg', isPrimary: true } as PaintingImageEntity);
    const one = async () => (await (await fetch(`${service.url}/api/paintings/${painting.id}`)).json()) as Painting;
    expect((await one()).images.map((i) => i.imageUrl)).toEqual(['/media/r.jpg']);

    // The variants job writes the rendered sizes on the image row.
    const variants = [{ format: 'avif' as const, width: 400, url: '/media/r-400.avif' }];
    await db.getRepository(PaintingImageEntity).update({ id: image.id }, { variants });
    expect((await one()).images[0]!.variants).toEqual(variants);

    // A sale, the way svc-commerce makes it.
    const sold = await fetch(`${service.url}/internal/paintings/${painting.id}/mark-sold`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-internal-token': INTERNAL_TOKEN },
      body: JSON.stringify({ saleReference: 'order-1', customerId: null }),
    });
    expect(sold.status).toBe(200);
    expect(await one()).toMatchObject({ sold: true, available: false });

    await db.getRepository(PaintingEntity).update({ id: painting.id }, { hidden: true });
    expect(await titles()).toEqual([]);
    expect((await fetch(`${service.url}/api/paintings/${painting.id}`)).status).toBe(404);
  });

  it('keeps showing the old catalogue when a change is rolled back, and the new one at commit', async () => {
    const painting = await addPainting({ title: 'Lake Hayes Morning' });
    await titles();
    await db
      .transaction(async (manager) => {
        await manager.update(PaintingEntity, { id: painting.id }, { title: 'Never Committed' });
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(await titles()).toContain('Lake Hayes Morning');

    await db.transaction(async (manager) => {
      await manager.update(PaintingEntity, { id: painting.id }, { title: 'Lake Hayes at Morning' });
      // Not yet committed: visitors still see the old title.
      expect(await titles()).toContain('Lake Hayes Morning');
    });
    expect(await titles()).toContain('Lake Hayes at Morning');
  });

  it('tells a second catalog process, which then answers the change too', async () => {
    await addPainting({ title: 'Peer Ridge' });
    expect(await titles(peerUrl)).toContain('Peer Ridge');
    await db.getRepository(PaintingEntity).update({ title: 'Peer Ridge' }, { title: 'Peer Ridge Renamed' });
    const deadline = Date.now() + 2000;
    let seen = await titles(peerUrl);
    while (!seen.includes('Peer Ridge Renamed') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      seen = await titles(peerUrl);
    }
    expect(seen).toContain('Peer Ridge Renamed');
  });

  it('answers brotli, gzip or plain JSON as the client accepts, with one ETag and 304s', async () => {
    await addPainting({ title: 'Encoded Valley' });
    const get = (headers: Record<string, string>) => fetch(`${service.url}/api/paintings`, { headers });
    const plain = await get({ 'accept-encoding': 'identity' });
    const text = await plain.text();
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(JSON.parse(text)).toEqual(expect.arrayContaining([expect.objectContaining({ title: 'Encoded Valley' })]));

    // fetch decodes on its own: read the bytes as sent, and decode them here.
    const raw = (acceptEncoding: string) =>
      new Promise<{ coding?: string; vary?: string; etag?: string; bytes: Buffer }>((resolve, reject) => {
        request(`${service.url}/api/paintings`, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              coding: response.headers['content-encoding'],
              vary: response.headers.vary,
              etag: response.headers.etag,
              bytes: Buffer.concat(chunks),
            }),
          );
        })
          .on('error', reject)
          .end();
      });
    const br = await raw('gzip, deflate, br');
    expect(br.coding).toBe('br');
    expect(br.vary).toBe('Accept-Encoding');
    const gz = await raw('gzip;q=1, br;q=0');
    expect(gz.coding).toBe('gzip');
    expect([brotliDecompressSync(br.bytes).toString(), gunzipSync(gz.bytes).toString()]).toEqual([text, text]);
    expect(br.etag).toBe(plain.headers.get('etag'));

    const again = await get({ 'if-none-match': plain.headers.get('etag')! });
    expect(again.status).toBe(304);
    expect(again.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
  });
});
