import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Each Stripe event id once: a redelivery finds its row and queues nothing new. */
@Entity('stripe_events')
export class StripeEventEntity {
  @PrimaryColumn({ type: 'text' })
  id!: string;

  @Column({ type: 'varchar', length: 100 })
  type!: string;

  @Column({ type: 'jsonb' })
  payload!: unknown;

  @Column({ name: 'received_at', type: 'timestamptz', default: () => 'now()' })
  receivedAt!: Date;

  @Column({ name: 'processed_at', type: 'timestamptz', nullable: true })
  processedAt!: Date | null;
}
