import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { SiteSettings, SiteSettingsChange } from '@atelier/contracts';
import { PublicChanges, type SignedInAdmin } from '@atelier/service-kit';
import { isDeepStrictEqual } from 'node:util';
import { DataSource, type Repository } from 'typeorm';
import { SiteSettingsChangeEntity, SiteSettingsEntity } from './site-settings.entity';

/** How many saves the Site tab lists. */
const CHANGES_SHOWN = 50;

/** The artist's site settings: read by every page, saved whole by her, every save recorded. */
@Injectable()
export class SiteSettingsService {
  constructor(
    @InjectRepository(SiteSettingsEntity) private readonly settings: Repository<SiteSettingsEntity>,
    @InjectRepository(SiteSettingsChangeEntity) private readonly changes: Repository<SiteSettingsChangeEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly publicChanges: PublicChanges,
  ) {}

  async get(): Promise<SiteSettings> {
    const row = await this.settings.findOneBy({ id: 1 });
    // The migration writes the row and nothing deletes it.
    if (!row) throw new Error('The site settings are missing');
    return row.settings;
  }

  /** Replaces the settings; records who changed which parts (nothing when nothing changed). */
  async save(next: SiteSettings, admin: SignedInAdmin): Promise<SiteSettings> {
    const saved = await this.dataSource.transaction(async (manager) => {
      const row = await manager.findOne(SiteSettingsEntity, { where: { id: 1 }, lock: { mode: 'pessimistic_write' } });
      if (!row) throw new Error('The site settings are missing');
      const fields = (Object.keys(next) as (keyof SiteSettings)[]).filter((key) => !isDeepStrictEqual(row.settings[key], next[key]));
      if (fields.length === 0) return row.settings;
      await manager.update(SiteSettingsEntity, { id: 1 }, { settings: next, updatedAt: new Date() });
      await manager.insert(SiteSettingsChangeEntity, { changedBy: admin.email, fields });
      return next;
    });
    // Every page shows them (names, texts, contact details).
    if (saved === next) await this.publicChanges.announce('site settings');
    return saved;
  }

  async history(): Promise<SiteSettingsChange[]> {
    const rows = await this.changes.find({ order: { id: 'DESC' }, take: CHANGES_SHOWN });
    return rows.map(({ changedAt, changedBy, fields }) => ({
      changedAt: changedAt.toISOString(),
      changedBy,
      fields: fields as SiteSettingsChange['fields'],
    }));
  }
}
