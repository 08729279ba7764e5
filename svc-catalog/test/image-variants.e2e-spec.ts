import { startTestService, type TestService } from '@atelier/service-kit/testing';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import type { Painting } from '@atelier/contracts';
import { AppModule } from '../src/app.module';
import { ImageVariantsService } from '../src/images/image-variants.service';
import { LocalMediaStorage } from '../src/media/media-storage';
import { PaintingImageEntity } from '../src/paintings/painting-image.entity';
import { PaintingEntity } from '../src/paintings/painting.entity';

describe(ImageVariantsService.name, () => {
  const mediaDir = mkdtempSync(join(tmpdir(), 'variants-media-'));
  let service: TestService;

  beforeAll(async () => {
    service = await startTestService(AppModule, { name: 'catalog', env: { MEDIA_DIR: mediaDir } });
  });
  afterAll(() => service.close());

  it('renders AVIF, WebP and JPEG at every width up to the original, without EXIF, and the API lists them', async () => {
    const db = service.app.get(DataSource);
    const painting = await db
      .getRepository(PaintingEntity)
      .save({ title: 'Variant Test', width: '20', height: '14', price: '3000' } as PaintingEntity);
    const original = await sharp({ create: { width: 1300, height: 900, channels: 3, background: '#6688aa' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret camera owner' } })
      .toBuffer();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const key = `paintings/${painting.id}/original.jpg`;
    const image = await db.getRepository(PaintingImageEntity).save({
      paintingId: painting.id,
      imageUrl: await service.app.get(LocalMediaStorage).put(key, original),
      storageKey: key,
      isPrimary: true,
      width: 1300,
      height: 900,
    } as PaintingImageEntity);

    await service.app.get(ImageVariantsService).request(image);
    const deadline = Date.now() + 20000;
    let variants: PaintingImageEntity['variants'] = [];
    while (!variants.length && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      variants = (await db.getRepository(PaintingImageEntity).findOneByOrFail({ id: image.id })).variants;
    }

    expect(variants.map((v) => `${v.width}.${v.format}`).sort()).toEqual(
      ['400.avif', '400.jpeg', '400.webp', '800.avif', '800.jpeg', '800.webp', '1200.avif', '1200.jpeg', '1200.webp'].sort(),
    );
    for (const variant of variants) {
      const bytes = readFileSync(join(mediaDir, variant.url.replace('/media/', '')));
      const metadata = await sharp(bytes).metadata();
      expect(metadata.width).toBe(variant.width);
      expect(metadata.format).toBe(variant.format === 'avif' ? 'heif' : variant.format);
      expect(metadata.exif).toBeUndefined();
    }

    const answer = (await (await fetch(`${service.url}/api/paintings/${painting.id}`)).json()) as Painting;
    expect(answer.images[0]!.variants).toHaveLength(9);
    expect(answer.images[0]).toMatchObject({ width: 1300, height: 900 });
  });
});
