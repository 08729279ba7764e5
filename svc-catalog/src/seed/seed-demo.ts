import 'reflect-metadata';
import { loadEnv, ensureDatabase } from '@atelier/service-kit';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { catalogEnvSchema } from '../env';
import { LocalMediaStorage } from '../media/media-storage';
import { migrations } from '../migrations';
import { PaintingImageEntity } from '../paintings/painting-image.entity';
import { PaintingEntity } from '../paintings/painting.entity';
import { DEMO_PAINTINGS } from './demo-paintings';
import { paintLandscape, PALETTES } from './landscape';

/** Long edge of the generated originals, in pixels. */
const LONG_EDGE = 1600;

/**
 * Fills an empty catalog with the demo collection and generated landscape images.
 * Does nothing when paintings already exist, so it never touches the artist's own work.
 */
export async function seedDemoCatalog(dataSource: DataSource, storage: LocalMediaStorage): Promise<number> {
  const paintings = dataSource.getRepository(PaintingEntity);
  if ((await paintings.count()) > 0) return 0;
  const day = 24 * 3600 * 1000;
  const start = Date.now() - DEMO_PAINTINGS.length * 30 * day;

  for (const [index, demo] of DEMO_PAINTINGS.entries()) {
    const painting = await paintings.save(
      paintings.create({
        title: demo.title,
        description: demo.description,
        width: String(demo.width),
        height: String(demo.height),
        year: demo.year,
        price: String(demo.price),
        currency: demo.currency ?? 'NZD',
        location: demo.location,
        gpsLatitude: String(demo.gps[0]),
        gpsLongitude: String(demo.gps[1]),
        frameInfo: 'The frame is New Zealand timber hand crafted by the artist.',
        featured: demo.featured ?? false,
        sold: demo.sold ?? false,
        available: !demo.sold,
        soldDate: demo.sold ? new Date(start + (index + 2) * 30 * day) : null,
        hidden: demo.hidden ?? false,
        createdAt: new Date(start + index * 30 * day),
      }),
    );
    const scale = LONG_EDGE / Math.max(demo.width, demo.height);
    const [width, height] = [Math.round(demo.width * scale), Math.round(demo.height * scale)];
    for (const [order, paletteName] of demo.palettes.entries()) {
      const jpeg = await paintLandscape(painting.id * 10 + order, PALETTES[paletteName], width, height);
      const { width: w, height: h } = await sharp(jpeg).metadata();
      const key = `paintings/${painting.id}/demo-${order + 1}.jpg`;
      await dataSource.getRepository(PaintingImageEntity).save({
        paintingId: painting.id,
        imageUrl: await storage.put(key, jpeg),
        storageKey: key,
        altText: order === 0 ? `${demo.title}, oil painting` : `${demo.title}, view ${order + 1}`,
        sortOrder: order,
        isPrimary: order === 0,
        width: w ?? width,
        height: h ?? height,
        variants: [],
      });
    }
  }
  return DEMO_PAINTINGS.length;
}

async function main() {
  const env = loadEnv('svc-catalog seed', catalogEnvSchema);
  await ensureDatabase(env.DATABASE_URL, 'svc-catalog seed');
  const dataSource = new DataSource({
    type: 'postgres',
    url: env.DATABASE_URL,
    entities: [PaintingEntity, PaintingImageEntity],
    migrations,
    migrationsRun: true,
  });
  await dataSource.initialize();
  try {
    const count = await seedDemoCatalog(dataSource, new LocalMediaStorage(env.MEDIA_DIR));
    process.stdout.write(count ? `Seeded ${count} demo paintings\n` : 'Catalog already has paintings; nothing seeded\n');
  } finally {
    await dataSource.destroy();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
    process.exit(1);
  });
}
