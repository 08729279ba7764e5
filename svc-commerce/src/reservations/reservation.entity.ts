import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A painting held for one payment while it is in flight: at most one per painting (the key),
 * live until `expires_at`. An expired row holds nothing and is taken over by the next payment.
 */
@Entity('painting_reservations')
export class ReservationEntity {
  @PrimaryColumn({ name: 'painting_id', type: 'int' })
  paintingId!: number;

  /** The payment holding it: a Stripe intent or PayPal order id. */
  @Index('painting_reservations_payment')
  @Column({ name: 'payment_reference', type: 'varchar', length: 255 })
  paymentReference!: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;
}
