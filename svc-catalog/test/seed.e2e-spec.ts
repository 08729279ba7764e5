import { createTestDatabase } from '@atelier/service-kit/testing';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { LocalMediaStorage } from '../src/media/media-storage';
import { migrations } from '../src/migrations';
import { PaintingImageEntity } from '../src/paintings/painting-image.entity';
import { PaintingEntity } from '../src/paintings/painting.entity';
import { seedDemoCatalog } from '../src/seed/seed-demo';

describe(seedDemoCatalog.name, () => {
  it('stores at least 12 paintings with 1-4 generated JPEG images each, as files, once', async () => {
    const database = await createTestDatabase('seed');
    const mediaDir = mkdtempSync(join(tmpdir(), 'seed-media-'));
    const dataSource = await new DataSource({
      type: 'postgres',
      url: database.url,
      entities: [PaintingEntity, PaintingImageEntity],
      migrations,
      migrationsRun: true,
    }).initialize();
    try {
      const storage = new LocalMediaStorage(mediaDir);
      expect(await seedDemoCatalog(dataSource, storage)).toBeGreaterThanOrEqual(12);
      expect(await seedDemoCatalog(dataSource, storage)).toBe(0);

      const paintings = await dataSource.getRepository(PaintingEntity).find({ relations: { images: true } });
      expect(paintings.length).toBeGreaterThanOrEqual(12);
      expect(paintings.filter((p) => p.featured).length).toBeGreaterThan(0);
      expect(paintings.filter((p) => p.sold).length).toBeGreaterThan(0);
      expect(paintings.filter((p) => p.hidden)).toHaveLength(1);
      for (const painting of paintings) {
        expect(painting.gpsLatitude).toMatch(/^-\d+\.\d+$/);
        expect(painting.images.length).toBeGreaterThanOrEqual(1);
        expect(painting.images.length).toBeLessThanOrEqual(4);
        expect(painting.images.filter((i) => i.isPrimary)).toHaveLength(1);
      }
      const image = paintings[0]!.images[0]!;
      expect(image.imageUrl).toMatch(/^\/media\/paintings\/\d+\/demo-\d\.jpg$/);
      const bytes = readFileSync(join(mediaDir, image.storageKey!));
      const metadata = await sharp(bytes).metadata();
      expect(metadata.format).toBe('jpeg');
      expect([metadata.width, metadata.height]).toEqual([image.width, image.height]);
      expect(Math.max(image.width!, image.height!)).toBe(1600);
    } finally {
      await dataSource.destroy();
      await database.drop();
    }
  });
});
