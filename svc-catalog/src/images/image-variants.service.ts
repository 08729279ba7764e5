import { Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Logger } from 'pino';
import sharp, { type Sharp } from 'sharp';
import { IsNull, Not, Raw, type Repository } from 'typeorm';
import { IMAGE_VARIANT_WIDTHS, type ImageVariant, type ImageVariantFormat } from '@atelier/contracts';
import { JobsService, LOGGER } from '@atelier/service-kit';
import { LocalMediaStorage } from '../media/media-storage';
import { PaintingImageEntity } from '../paintings/painting-image.entity';
import { IMAGE_VARIANTS_QUEUE, type ImageVariantsJob } from '../work-kinds';

// libvips caches decoded images and runs a thread per core by default: too much memory, and
// it would starve the other services of CPU. One image at a time is plenty for an artist's uploads.
sharp.cache(false);
sharp.concurrency(1);

const ENCODERS: Record<ImageVariantFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 2 }),
  webp: (image) => image.webp({ quality: 75 }),
  jpeg: (image) => image.jpeg({ quality: 78, mozjpeg: true }),
};

/**
 * Renders each stored image at the fixed widths in AVIF, WebP and JPEG, so a phone
 * downloads no more pixels than it shows. Runs as a job; sharp drops EXIF and other
 * metadata from every variant, and the original is kept as it was stored.
 */
@Injectable()
export class ImageVariantsService implements OnApplicationBootstrap {
  constructor(
    @InjectRepository(PaintingImageEntity) private readonly images: Repository<PaintingImageEntity>,
    private readonly storage: LocalMediaStorage,
    private readonly jobs: JobsService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    jobs.register<ImageVariantsJob>(IMAGE_VARIANTS_QUEUE, ({ imageId }) => this.render(imageId));
  }

  /**
   * Queues variants for a stored image; queuing the same image twice renders it once. The id
   * carries the row's creation time too: Redis keeps finished job ids for a day, and a database
   * that was reset must not find its new image 1 already "done".
   */
  request(image: Pick<PaintingImageEntity, 'id' | 'createdAt'>): Promise<void> {
    const jobId = `variants-${image.id}-${image.createdAt.getTime()}`;
    return this.jobs.add<ImageVariantsJob>(IMAGE_VARIANTS_QUEUE, { imageId: image.id }, jobId);
  }

  /** Catches up on images stored without variants (the demo seed, or a crash before the job ran). */
  async onApplicationBootstrap(): Promise<void> {
    const pending = await this.images.find({
      select: { id: true, createdAt: true },
      where: { storageKey: Not(IsNull()), variants: Raw((column) => `${column} = '[]'::jsonb`) },
    });
    for (const image of pending) await this.request(image);
    if (pending.length) this.logger.info({ count: pending.length }, 'queued image variants');
  }

  async render(imageId: number): Promise<void> {
    const image = await this.images.findOneBy({ id: imageId });
    if (!image?.storageKey) return; // deleted meanwhile, or not a stored file
    const original = sharp(await this.storage.read(image.storageKey)).rotate();
    const { width: originalWidth = 0 } = await original.metadata();
    const widths = IMAGE_VARIANT_WIDTHS.filter((width) => width <= originalWidth);
    if (!widths.length && originalWidth) widths.push(originalWidth as (typeof IMAGE_VARIANT_WIDTHS)[number]);

    const rendered: { variant: Omit<ImageVariant, 'url'>; key: string; bytes: Buffer }[] = [];
    for (const width of widths) {
      const resized = original.clone().resize({ width, withoutEnlargement: true });
      for (const format of Object.keys(ENCODERS) as ImageVariantFormat[]) {
        const bytes = await ENCODERS[format](resized.clone()).toBuffer();
        const key = `paintings/${image.paintingId}/${image.id}-${width}.${format === 'jpeg' ? 'jpg' : format}`;
        rendered.push({ variant: { format, width }, key, bytes });
      }
    }
    // Rendering takes seconds: write nothing for an image (or painting) deleted meanwhile.
    if (!(await this.images.existsBy({ id: image.id }))) return;
    const variants: ImageVariant[] = [];
    for (const { variant, key, bytes } of rendered) variants.push({ ...variant, url: await this.storage.put(key, bytes) });
    await this.images.update({ id: image.id }, { variants });
  }
}
