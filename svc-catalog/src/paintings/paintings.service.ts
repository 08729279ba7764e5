import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { FindOptionsWhere, Repository } from 'typeorm';
import type { Painting } from '@atelier/contracts';
import { PaintingEntity } from './painting.entity';
import { toPainting } from './painting.mapper';

@Injectable()
export class PaintingsService {
  constructor(@InjectRepository(PaintingEntity) private readonly paintings: Repository<PaintingEntity>) {}

  /** Every painting a visitor may see, newest first, each with its images in order. */
  listVisible(): Promise<Painting[]> {
    return this.list({ hidden: false });
  }

  /** The visible paintings the artist marked as featured, newest first. */
  listFeatured(): Promise<Painting[]> {
    return this.list({ hidden: false, featured: true });
  }

  /** One visible painting; a hidden or missing one is 404 alike, so hidden work stays private. */
  async findVisible(id: number): Promise<Painting> {
    const painting = await this.paintings.findOne({ where: { id, hidden: false }, relations: { images: true } });
    if (!painting) throw new NotFoundException('Painting not found');
    return toPainting(painting);
  }

  /** Id and last change of every visible painting, oldest first: the sitemap's painting pages. */
  listVisibleChanges(): Promise<{ id: number; updatedAt: Date }[]> {
    return this.paintings.find({ where: { hidden: false }, select: { id: true, updatedAt: true }, order: { id: 'ASC' } });
  }

  private async list(where: FindOptionsWhere<PaintingEntity>): Promise<Painting[]> {
    const rows = await this.paintings.find({ where, relations: { images: true }, order: { createdAt: 'DESC', id: 'DESC' } });
    return rows.map(toPainting);
  }
}
