import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type {
  DeliveryMethod,
  FulfilmentState,
  ManualPaymentMethod,
  OrderProvider,
  PickupStudio,
  ShippingAddress,
} from '@atelier/contracts';
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
@Check('orders_delivery_check', `"delivery" IN ('ship', 'pickup')`)
@Check('orders_fulfilment_check', `"fulfilment" IN ('unfulfilled', 'shipped', 'delivered', 'ready-for-pickup', 'collected')`)
@Check('orders_payment_method_check', `"payment_method" IN ('cash', 'bank-transfer', 'card-at-studio', 'other')`)
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

  @Column({ type: 'varchar', length: 10, default: 'ship' })
  delivery!: DeliveryMethod;

  @Column({ name: 'pickup_studio', type: 'varchar', length: 20, nullable: true })
  pickupStudio!: PickupStudio | null;

  /** How far a paid painting got on its way to the buyer (FULFILMENT_NEXT gives the steps). */
  @Column({ type: 'varchar', length: 20, default: 'unfulfilled' })
  fulfilment!: FulfilmentState;

  @Column({ type: 'varchar', length: 100, nullable: true })
  carrier!: string | null;

  @Column({ name: 'tracking_number', type: 'varchar', length: 100, nullable: true })
  trackingNumber!: string | null;

  @Column({ name: 'tracking_url', type: 'text', nullable: true })
  trackingUrl!: string | null;

  @Column({ name: 'fulfilment_updated_at', type: 'timestamptz', nullable: true })
  fulfilmentUpdatedAt!: Date | null;

  /** How a sale the artist recorded herself was paid; null for online sales. */
  @Column({ name: 'payment_method', type: 'varchar', length: 20, nullable: true })
  paymentMethod!: ManualPaymentMethod | null;

  /** The soldAt handed to the catalog: with customerId, it tells our own mark-sold from someone else's. */
  @Column({ name: 'sold_at', type: 'timestamptz', default: () => 'now()' })
  soldAt!: Date;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
