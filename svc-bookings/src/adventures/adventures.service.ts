import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { Adventure } from '@atelier/contracts';
import { AdventureEntity } from './adventure.entity';
import { toAdventure } from './adventure.mapper';

@Injectable()
export class AdventuresService {
  constructor(@InjectRepository(AdventureEntity) private readonly adventures: Repository<AdventureEntity>) {}

  /** Every adventure, shortest and cheapest first (half day, full day, helicopter). */
  async list(): Promise<Adventure[]> {
    const rows = await this.adventures.find({ order: { duration: 'ASC', price: 'ASC', id: 'ASC' } });
    return rows.map(toAdventure);
  }
}
