import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import {
  cardImage,
  type CertificatePainting,
  type MarkSoldAnswer,
  type Painting,
  type PaintingInput,
  type PaintingUpdate,
  type UnmarkSoldAnswer,
} from '@atelier/contracts';
import { LocalMediaStorage, MEDIA_URL_PREFIX } from '../media/media-storage';
import { PaintingEntity } from './painting.entity';
import { toPainting } from './painting.mapper';
import { Refusal } from '@atelier/service-kit';

/** What the admin and the other services may do to paintings; visitors only read (PaintingsService). */
@Injectable()
export class PaintingsAdminService {
  constructor(
    @InjectRepository(PaintingEntity) private readonly paintings: Repository<PaintingEntity>,
    private readonly storage: LocalMediaStorage,
  ) {}

  /** Every painting, hidden ones included, newest first. */
  async listAll(): Promise<Painting[]> {
    const rows = await this.paintings.find({ relations: { images: true }, order: { createdAt: 'DESC', id: 'DESC' } });
    return rows.map(toPainting);
  }

  async get(id: number): Promise<Painting> {
    return toPainting(await this.find(id));
  }

  /** What a sale's certificate says of the painting, with the 400 px JPEG of its card image (null while it has none). */
  async certificateFacts(id: number): Promise<CertificatePainting> {
    const painting = await this.get(id);
    const thumbnail = cardImage(painting)
      ?.variants.filter((variant) => variant.format === 'jpeg' && variant.url.startsWith(MEDIA_URL_PREFIX))
      .sort((a, b) => a.width - b.width)[0];
    const bytes = thumbnail ? await this.storage.read(thumbnail.url.slice(MEDIA_URL_PREFIX.length)).catch(() => null) : null;
    return {
      id: painting.id,
      title: painting.title,
      medium: painting.medium,
      width: painting.width,
      height: painting.height,
      year: painting.year,
      location: painting.location,
      thumbnailJpegBase64: bytes?.toString('base64') ?? null,
    };
  }

  async create(input: PaintingInput): Promise<Painting> {
    const saved = await this.paintings.save(this.paintings.create(toColumns(input)));
    return this.get(saved.id);
  }

  async update(id: number, input: PaintingUpdate): Promise<Painting> {
    await this.find(id);
    const columns = toColumns(input);
    if (Object.keys(columns).length) await this.paintings.update({ id }, columns);
    return this.get(id);
  }

  async setHidden(id: number, hidden: boolean): Promise<Painting> {
    await this.find(id);
    await this.paintings.update({ id }, { hidden });
    return this.get(id);
  }

  /** Deletes a painting, its images (cascade) and their files. */
  async remove(id: number): Promise<void> {
    await this.find(id);
    await this.paintings.delete({ id });
    await this.storage.removeFolder(`paintings/${id}`);
  }

  /**
   * Marks a painting sold by one sale, once: the conditional update succeeds for one sale only
   * (each painting exists once). The same sale asking again is told `sold` again; any other
   * sale, `sold-to-another`. 404 for a painting that does not exist.
   */
  async markSold(id: number, saleReference: string, customerId: number | null, soldAt: Date): Promise<MarkSoldAnswer> {
    const result = await this.paintings
      .createQueryBuilder()
      .update()
      .set({ sold: true, available: false, soldDate: soldAt, customerId, saleReference })
      .where('id = :id AND sold = false', { id })
      .execute();
    if (result.affected) return { outcome: 'sold' };
    const painting = await this.find(id);
    return { outcome: painting.saleReference === saleReference ? 'sold' : 'sold-to-another' };
  }

  /**
   * Undoes the sale named by `saleReference`: the painting is available again, for nobody. One
   * that is not sold answers `available` (a retry); one sold by another sale is left alone.
   */
  async unmarkSold(id: number, saleReference: string): Promise<UnmarkSoldAnswer> {
    const result = await this.paintings
      .createQueryBuilder()
      .update()
      .set({ sold: false, available: true, soldDate: null, customerId: null, saleReference: null })
      .where('id = :id AND sale_reference = :saleReference', { id, saleReference })
      .execute();
    if (result.affected) return { outcome: 'available' };
    const painting = await this.find(id);
    return { outcome: painting.sold ? 'sold-to-another' : 'available' };
  }

  private async find(id: number): Promise<PaintingEntity> {
    const painting = await this.paintings.findOne({ where: { id }, relations: { images: true } });
    if (!painting) throw new Refusal('NOT_FOUND', 'Painting not found');
    return painting;
  }
}

/** Schema output to columns: decimals as strings, GPS as text, only the fields given. */
function toColumns(input: PaintingUpdate): Partial<PaintingEntity> {
  const { width, height, price, gpsLatitude, gpsLongitude, ...rest } = input;
  const columns: Partial<PaintingEntity> = { ...rest };
  if (width !== undefined) columns.width = String(width);
  if (height !== undefined) columns.height = String(height);
  if (price !== undefined) columns.price = String(price);
  if (gpsLatitude !== undefined) columns.gpsLatitude = gpsLatitude === null ? null : String(gpsLatitude);
  if (gpsLongitude !== undefined) columns.gpsLongitude = gpsLongitude === null ? null : String(gpsLongitude);
  return columns;
}
