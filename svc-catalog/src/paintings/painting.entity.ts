import { Column, CreateDateColumn, Entity, Index, OneToMany, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { decimalString } from '@atelier/service-kit';
import { PAINTING_DEFAULTS } from '@atelier/contracts';
import { PaintingImageEntity } from './painting-image.entity';

@Entity('paintings')
// The public list's order (newest first), over visible paintings only.
@Index('paintings_public_order', ['createdAt', 'id'], { where: 'NOT "hidden"' })
export class PaintingEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 200 })
  title!: string;

  @Column({ type: 'varchar', length: 200, default: PAINTING_DEFAULTS.medium })
  medium!: string;

  @Column({ type: 'text', nullable: true })
  description!: string | null;

  @Column({ name: 'frame_info', type: 'text', nullable: true })
  frameInfo!: string | null;

  /** Inches. */
  @Column({ type: 'numeric', precision: 7, scale: 2, transformer: decimalString(2) })
  width!: string;

  /** Inches. */
  @Column({ type: 'numeric', precision: 7, scale: 2, transformer: decimalString(2) })
  height!: string;

  @Column({ type: 'int', nullable: true })
  year!: number | null;

  @Column({ type: 'numeric', precision: 12, scale: 2, transformer: decimalString(2) })
  price!: string;

  @Column({ type: 'varchar', length: 3, default: PAINTING_DEFAULTS.currency })
  currency!: string;

  @Column({ type: 'text', nullable: true })
  location!: string | null;

  @Column({ name: 'gps_latitude', type: 'text', nullable: true })
  gpsLatitude!: string | null;

  @Column({ name: 'gps_longitude', type: 'text', nullable: true })
  gpsLongitude!: string | null;

  @Column({ type: 'boolean', default: true })
  available!: boolean;

  @Column({ type: 'boolean', default: false })
  featured!: boolean;

  @Column({ type: 'boolean', default: false })
  sold!: boolean;

  @Column({ type: 'boolean', default: false })
  hidden!: boolean;

  @Column({ name: 'sold_date', type: 'timestamptz', nullable: true })
  soldDate!: Date | null;

  /** The sale that sold it (svc-commerce's order), so that sale marking it sold again is recognised. */
  @Column({ name: 'sale_reference', type: 'varchar', length: 100, nullable: true })
  saleReference!: string | null;

  /** The buyer, a customer of svc-commerce (no foreign key across services). */
  @Column({ name: 'customer_id', type: 'int', nullable: true })
  customerId!: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  @OneToMany(() => PaintingImageEntity, (image) => image.painting)
  images!: PaintingImageEntity[];
}
