import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { OrderProvider, ShippingAddress } from '@atelier/contracts';
import { decimalString } from '@atelier/service-kit';
import { CustomerEntity } from '../customers/customer.entity';

/**
 * `pending`: the painting is reserved for this sale (the unique index on painting_id holds it)
 * while the catalog is asked to mark it sold; `completed`: the painting is sold to this buyer;
 * `cancelled`: the artist undid the sale; `refunded`: she gave the payment back (both kept for her
 * records; they hold the painting no more).
 */
export type OrderStatus = 'pending' | 'completed' | 'cancelled' | 'refunded';

@Entity('orders')
// Each painting exists once, so it can be sold once (an undone or refunded sale aside); one order per payment, whatever delivers it.
@Index('orders_one_per_painting', ['paintingId'], { unique: true, where: `"status" IN ('pending', 'completed')` })
@Index('orders_one_per_payment', ['provider', 'providerReference'], { unique: true, where: '"provider_reference" IS NOT NULL' })
@Index('orders_customer', ['customerId'])
@Index('orders_pending', ['createdAt'], { where: `"status" = 'pending'` })
@Check('orders_status_check', `"status" IN ('pending', 'completed', 'cancelled', 'refunded')`)
@Check('orders_provider_check', `"provider" IN ('manual', 'stripe', 'paypal')`)
export class OrderEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'painting_id', type: 'int' })
  paintingId!: number;

  @Column({ name: 'painting_title', type: 'varchar', length: 200 })
  paintingTitle!: string;

  @Column({ type: 'numeric', precision: 12, scale: 2, transformer: decimalString(2) })
  price!: string;

  @Column({ type: 'numeric', precision: 12, scale: 2, default: 0, transformer: decimalString(2) })
  shipping!: string;

  @Column({ type: 'numeric', precision: 12, scale: 2, transformer: decimalString(2) })
  total!: string;

  @Column({ type: 'varchar', length: 3 })
  currency!: string;

  @Column({ name: 'customer_id', type: 'int', nullable: true })
  customerId!: number | null;

  @ManyToOne(() => CustomerEntity)
  @JoinColumn({ name: 'customer_id', foreignKeyConstraintName: 'orders_customer_id_fkey' })
  customer?: CustomerEntity;

  @Column({ name: 'shipping_address', type: 'jsonb', nullable: true })
  shippingAddress!: ShippingAddress;

  @Column({ type: 'varchar', length: 20 })
  provider!: OrderProvider;

  @Column({ name: 'provider_reference', type: 'text', nullable: true })
  providerReference!: string | null;

  @Column({ type: 'varchar', length: 20, default: 'completed' })
  status!: OrderStatus;

  /** The soldAt handed to the catalog: with customerId, it tells our own mark-sold from someone else's. */
  @Column({ name: 'sold_at', type: 'timestamptz', default: () => 'now()' })
  soldAt!: Date;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
