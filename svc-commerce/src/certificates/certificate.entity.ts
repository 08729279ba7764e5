import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { decimalString } from '@atelier/service-kit';
import { OrderEntity } from '../orders/order.entity';

/**
 * A sale's certificate of authenticity: the painting as it was when it was issued (at the sale),
 * so later edits in the catalog never change a certificate a collector holds.
 */
@Entity('certificates')
@Index('certificates_order', ['orderId'], { unique: true })
@Index('certificates_number', ['number'], { unique: true })
@Index('certificates_code', ['code'], { unique: true })
export class CertificateEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'order_id', type: 'int' })
  orderId!: number;

  // One per order (the unique index above); a one-to-one relation would add a second unique constraint.
  @ManyToOne(() => OrderEntity)
  @JoinColumn({ name: 'order_id', foreignKeyConstraintName: 'certificates_order_id_fkey' })
  order?: OrderEntity;

  /** `COA-2026-0007` (certificateNumber of @atelier/contracts). */
  @Column({ type: 'varchar', length: 20 })
  number!: string;

  /** The random part of its verification address, `/certificate/{code}`: numbers can be guessed, codes cannot. */
  @Column({ type: 'varchar', length: 12 })
  code!: string;

  @Column({ name: 'issued_at', type: 'timestamptz', default: () => 'now()' })
  issuedAt!: Date;

  /** The artist as her site named her at the time. */
  @Column({ name: 'artist_name', type: 'text' })
  artistName!: string;

  @Column({ name: 'painting_title', type: 'text' })
  paintingTitle!: string;

  @Column({ type: 'text' })
  medium!: string;

  /** Inches, as the catalog keeps them. */
  @Column({ type: 'numeric', precision: 8, scale: 2, transformer: decimalString(2) })
  width!: string;

  @Column({ type: 'numeric', precision: 8, scale: 2, transformer: decimalString(2) })
  height!: string;

  @Column({ type: 'int', nullable: true })
  year!: number | null;

  @Column({ type: 'text', nullable: true })
  location!: string | null;

  /** Named on the certificate, never on its verification page. */
  @Column({ name: 'buyer_name', type: 'text', nullable: true })
  buyerName!: string | null;

  /** The painting's picture (a 400 px JPEG), when it had one. */
  @Column({ type: 'bytea', nullable: true })
  thumbnail!: Buffer | null;
}
