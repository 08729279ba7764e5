import type { SiteSettings } from '@atelier/contracts';
import { Check, Column, CreateDateColumn, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

/** The site's settings: one row, the whole document, replaced on every save. */
@Entity('site_settings')
@Check('site_settings_id_check', '"id" = 1')
export class SiteSettingsEntity {
  @PrimaryColumn({ type: 'int', default: 1 })
  id!: number;

  @Column({ type: 'jsonb' })
  settings!: SiteSettings;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt!: Date;
}

/** One save: when, by whom, which top-level settings changed. */
@Entity('site_settings_changes')
export class SiteSettingsChangeEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @CreateDateColumn({ name: 'changed_at', type: 'timestamptz' })
  changedAt!: Date;

  @Column({ name: 'changed_by', type: 'text' })
  changedBy!: string;

  @Column({ type: 'text', array: true })
  fields!: string[];
}
