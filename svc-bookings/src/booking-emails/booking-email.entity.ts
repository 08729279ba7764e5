import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { TransactionalEmailRequest } from '@atelier/contracts';

/** One e-mail a booking owes someone: the outbox row is written with the booking change itself. */
@Entity('booking_emails')
export class BookingEmailEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'booking_id', type: 'int' })
  bookingId!: number;

  /** Deterministic: `booking-<id>-guest`, `booking-<id>-moved-3`…; the queue's job id and the mail's idempotency key. */
  @Column({ name: 'job_id', type: 'varchar', length: 100, unique: true })
  jobId!: string;

  /** Exactly what svc-mailing receives, fixed when the booking changed. */
  @Column({ type: 'jsonb' })
  request!: TransactionalEmailRequest;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt!: Date | null;
}
