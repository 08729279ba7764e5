import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A payment's hold on its painting: live until `expires_at`, and at most one live per painting
 * (ReservationsService decides holds one at a time per painting). The row outlives the hold, so
 * a payment's first hold time is kept however often it is released and held again.
 */
@Entity('painting_reservations')
@Index('painting_reservations_client', ['clientKey'], { where: '"client_key" IS NOT NULL' })
export class ReservationEntity {
  /** The payment holding it: a Stripe intent or PayPal order id. */
  @PrimaryColumn({ name: 'payment_reference', type: 'varchar', length: 255 })
  paymentReference!: string;

  @Index('painting_reservations_painting')
  @Column({ name: 'painting_id', type: 'int' })
  paintingId!: number;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  /** When this payment first held the painting: its holds never last past this plus PAINTING_RESERVATION_CAP_MINUTES. */
  @Column({ name: 'first_held_at', type: 'timestamptz' })
  firstHeldAt!: Date;

  /** The visitor's address key (an IPv4 address or an IPv6 /64) while the hold is live; null once it ended. */
  @Column({ name: 'client_key', type: 'varchar', length: 64, nullable: true })
  clientKey!: string | null;
}
