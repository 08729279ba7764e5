import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { decimalString } from '@atelier/service-kit';

@Entity('adventures')
export class AdventureEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 200 })
  title!: string;

  @Column({ type: 'text' })
  description!: string;

  /** Hours. */
  @Column({ type: 'int' })
  duration!: number;

  @Column({ name: 'max_guests', type: 'int' })
  maxGuests!: number;

  /** Per person, in `currency`. */
  @Column({ type: 'numeric', precision: 12, scale: 2, transformer: decimalString(2) })
  price!: string;

  @Column({ type: 'varchar', length: 3, default: 'NZD' })
  currency!: string;

  @Column({ name: 'includes_helicopter', type: 'boolean', default: false })
  includesHelicopter!: boolean;

  @Column({ name: 'video_url', type: 'text', nullable: true })
  videoUrl!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
