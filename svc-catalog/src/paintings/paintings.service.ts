import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { Painting } from '@atelier/contracts';
import { PaintingEntity } from './painting.entity';
import { toPainting } from './painting.mapper';

@Injectable()
export class PaintingsService {
  constructor(@InjectRepository(PaintingEntity) private readonly paintings: Repository<PaintingEntity>) {}

  /** Every painting a visitor may see, newest first, each with its images in order. */
  async listVisible(): Promise<Painting[]> {
    const rows = await this.paintings.find({
      where: { hidden: false },
      relations: { images: true },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    return rows.map(toPainting);
  }

  /** Id and last change of every visible painting, oldest first: the sitemap's painting pages. */
  listVisibleChanges(): Promise<{ id: number; updatedAt: Date }[]> {
    return this.paintings.find({ where: { hidden: false }, select: { id: true, updatedAt: true }, order: { id: 'ASC' } });
  }
}
