import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource, type Repository } from 'typeorm';
import type { PaintingImage, PaintingImageInput } from '@atelier/contracts';
import { LocalMediaStorage } from '../media/media-storage';
import { PaintingImageEntity } from '../paintings/painting-image.entity';
import { PaintingEntity } from '../paintings/painting.entity';
import { toPaintingImage } from '../paintings/painting.mapper';
import { ImageVariantsService } from './image-variants.service';
import { decodeDataUrl, downloadImage, prepareImage } from './image-intake';
import { Refusal } from '@atelier/service-kit';

const EXTENSIONS = { jpeg: 'jpg', png: 'png', webp: 'webp', avif: 'avif', gif: 'gif' } as const;

/** The admin's image manager: add (file or URL), make primary, reorder, delete. */
@Injectable()
export class PaintingImagesService {
  constructor(
    @InjectRepository(PaintingImageEntity) private readonly images: Repository<PaintingImageEntity>,
    @InjectRepository(PaintingEntity) private readonly paintings: Repository<PaintingEntity>,
    private readonly dataSource: DataSource,
    private readonly storage: LocalMediaStorage,
    private readonly variants: ImageVariantsService,
  ) {}

  /**
   * Stores an image by its checked, metadata-free bytes (never the data URL itself) and
   * queues its variants. The painting's first image becomes its primary one.
   */
  async add(input: PaintingImageInput): Promise<PaintingImage> {
    if (!(await this.paintings.existsBy({ id: input.paintingId }))) throw new Refusal('NOT_FOUND', 'Painting not found');
    const raw = input.imageUrl.startsWith('data:') ? decodeDataUrl(input.imageUrl) : await downloadImage(input.imageUrl);
    const prepared = await prepareImage(raw);
    const key = `paintings/${input.paintingId}/${randomUUID()}.${EXTENSIONS[prepared.format]}`;
    const imageUrl = await this.storage.put(key, prepared.bytes);
    const saved = await this.dataSource.transaction(async (manager) => {
      const hasPrimary = await manager.existsBy(PaintingImageEntity, { paintingId: input.paintingId, isPrimary: true });
      const count = await manager.countBy(PaintingImageEntity, { paintingId: input.paintingId });
      return manager.save(
        manager.create(PaintingImageEntity, {
          paintingId: input.paintingId,
          imageUrl,
          storageKey: key,
          altText: input.altText ?? null,
          sortOrder: input.sortOrder ?? count,
          isPrimary: !hasPrimary,
          width: prepared.width,
          height: prepared.height,
          variants: [],
        }),
      );
    });
    await this.variants.request(saved);
    return toPaintingImage(saved);
  }

  /** Makes one image the primary: exactly one per painting. */
  async makePrimary(id: number): Promise<void> {
    const image = await this.find(id);
    await this.dataSource.transaction(async (manager) => {
      await manager.update(PaintingImageEntity, { paintingId: image.paintingId, isPrimary: true }, { isPrimary: false });
      await manager.update(PaintingImageEntity, { id }, { isPrimary: true });
    });
  }

  async setSortOrder(id: number, sortOrder: number): Promise<void> {
    await this.find(id);
    await this.images.update({ id }, { sortOrder });
  }

  /** Deletes an image and its files; when it was the primary, the next in order takes over. */
  async remove(id: number): Promise<void> {
    const image = await this.find(id);
    await this.dataSource.transaction(async (manager) => {
      await manager.delete(PaintingImageEntity, { id });
      if (!image.isPrimary) return;
      const next = await manager.findOne(PaintingImageEntity, {
        where: { paintingId: image.paintingId },
        order: { sortOrder: 'ASC', id: 'ASC' },
      });
      if (next) await manager.update(PaintingImageEntity, { id: next.id }, { isPrimary: true });
    });
    const keys = [image.storageKey, ...image.variants.map((variant) => variant.url.replace(this.storage.publicUrl(''), ''))];
    await Promise.all(keys.filter((key): key is string => !!key).map((key) => this.storage.remove(key)));
  }

  private async find(id: number): Promise<PaintingImageEntity> {
    const image = await this.images.findOneBy({ id });
    if (!image) throw new Refusal('NOT_FOUND', 'Image not found');
    return image;
  }
}
