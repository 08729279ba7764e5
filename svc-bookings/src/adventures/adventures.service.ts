import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { PublicChanges } from '@atelier/service-kit';
import type { Repository } from 'typeorm';
import { ADVENTURE_MESSAGES, type Adventure, type AdventureUpdate } from '@atelier/contracts';
import { AdventureEntity } from './adventure.entity';
import { toAdventure } from './adventure.mapper';
import { Refusal } from '@atelier/service-kit';

@Injectable()
export class AdventuresService {
  constructor(
    @InjectRepository(AdventureEntity) private readonly adventures: Repository<AdventureEntity>,
    private readonly publicChanges: PublicChanges,
  ) {}

  /** Every adventure, shortest and cheapest first (half day, full day, helicopter). */
  async list(): Promise<Adventure[]> {
    const rows = await this.adventures.find({ order: { duration: 'ASC', price: 'ASC', id: 'ASC' } });
    return rows.map(toAdventure);
  }

  /** The artist's change: only what she sent changes; the public list shows it on the next request. */
  async update(id: number, change: AdventureUpdate): Promise<Adventure> {
    const adventure = await this.adventures.findOneBy({ id });
    if (!adventure) throw new Refusal('NOT_FOUND', ADVENTURE_MESSAGES.notFound);
    const columns = Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined));
    if (Object.keys(columns).length) {
      await this.adventures.update({ id }, columns);
      await this.publicChanges.announce('adventures');
    }
    return toAdventure(await this.adventures.findOneByOrFail({ id }));
  }
}
