import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { ImageVariant } from '@atelier/contracts';
import { PaintingEntity } from './painting.entity';

@Entity('painting_images')
@Index('painting_images_by_painting', ['paintingId', 'sortOrder', 'id'])
@Index('painting_images_one_primary', ['paintingId'], { unique: true, where: 'is_primary' })
export class PaintingImageEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'painting_id', type: 'int' })
  paintingId!: number;

  @ManyToOne(() => PaintingEntity, (painting) => painting.images, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'painting_id', foreignKeyConstraintName: 'painting_images_painting_id_fkey' })
  painting!: PaintingEntity;

  /** Public URL of the original (under /media/ for stored files). */
  @Column({ name: 'image_url', type: 'text' })
  imageUrl!: string;

  /** Key of the stored original in media storage; null for an external URL. */
  @Column({ name: 'storage_key', type: 'text', nullable: true })
  storageKey!: string | null;

  @Column({ name: 'alt_text', type: 'text', nullable: true })
  altText!: string | null;

  @Column({ name: 'sort_order', type: 'int', default: 0 })
  sortOrder!: number;

  @Column({ name: 'is_primary', type: 'boolean', default: false })
  isPrimary!: boolean;

  @Column({ type: 'int', nullable: true })
  width!: number | null;

  @Column({ type: 'int', nullable: true })
  height!: number | null;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  variants!: ImageVariant[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
