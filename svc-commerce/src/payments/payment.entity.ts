import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { CheckoutAddress, CheckoutCustomerInfo, DeliveryMethod, PaymentState, PickupStudio } from '@atelier/contracts';
import { decimalString } from '@atelier/service-kit';
import { OrderEntity } from '../orders/order.entity';

export type PaymentProviderName = 'stripe' | 'paypal';

/**
 * A payment we asked a provider for: the amount the catalog gave at that moment (what the
 * buyer agreed to pay, checked again when the money arrives) and where it ended.
 */
@Entity('payments')
@Index('payments_reference', ['provider', 'reference'], { unique: true })
@Check('payments_provider_check', `"provider" IN ('stripe', 'paypal')`)
@Check('payments_delivery_check', `"delivery" IN ('ship', 'pickup')`)
@Check('payments_status_check', `"status" IN ('created', 'succeeded', 'fulfilled', 'refunded', 'failed')`)
export class PaymentEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 20 })
  provider!: PaymentProviderName;

  /** Stripe payment intent id, PayPal order id. */
  @Column({ type: 'text' })
  reference!: string;

  @Column({ name: 'painting_id', type: 'int' })
  paintingId!: number;

  @Column({ name: 'painting_title', type: 'varchar', length: 200 })
  paintingTitle!: string;

  @Column({ type: 'numeric', precision: 12, scale: 2, transformer: decimalString(2) })
  price!: string;

  @Column({ type: 'numeric', precision: 12, scale: 2, transformer: decimalString(2) })
  shipping!: string;

  /** Price plus shipping. */
  @Column({ type: 'numeric', precision: 12, scale: 2, transformer: decimalString(2) })
  amount!: string;

  @Column({ type: 'varchar', length: 3 })
  currency!: string;

  @Column({ type: 'varchar', length: 20, default: 'created' })
  status!: PaymentState;

  @Column({ name: 'customer_info', type: 'jsonb', nullable: true })
  customerInfo!: CheckoutCustomerInfo | null;

  @Column({ name: 'shipping_address', type: 'jsonb', nullable: true })
  shippingAddress!: CheckoutAddress | null;

  @Column({ type: 'varchar', length: 10, default: 'ship' })
  delivery!: DeliveryMethod;

  @Column({ name: 'pickup_studio', type: 'varchar', length: 20, nullable: true })
  pickupStudio!: PickupStudio | null;

  /**
   * When the buyer pressed Pay (the painting was held for it). A payment never submitted is a
   * checkout someone opened: the artist sees nothing of it.
   */
  @Column({ name: 'submitted_at', type: 'timestamptz', nullable: true })
  submittedAt!: Date | null;

  /** PayPal capture id (what a refund needs). */
  @Column({ name: 'capture_reference', type: 'text', nullable: true })
  captureReference!: string | null;

  /** Captures PayPal refused (card declined...): a new attempt needs a new PayPal-Request-Id. */
  @Column({ name: 'capture_attempts', type: 'int', default: 0 })
  captureAttempts!: number;

  /** Who paid, as the provider told us, for a payment that made no order (given back): the Orders tab names them. */
  @Column({ type: 'jsonb', nullable: true })
  buyer!: { name: string | null; email: string | null } | null;

  @Column({ name: 'refund_reference', type: 'text', nullable: true })
  refundReference!: string | null;

  @Column({ name: 'order_id', type: 'int', nullable: true })
  orderId!: number | null;

  @ManyToOne(() => OrderEntity)
  @JoinColumn({ name: 'order_id', foreignKeyConstraintName: 'payments_order_id_fkey' })
  order?: OrderEntity;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
