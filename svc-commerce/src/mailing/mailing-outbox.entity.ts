import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { TransactionalEmailRequest } from '@atelier/contracts';

export type OutboxKind = 'email' | 'remove-contact';

/** A contact to take off the mailing list (`DELETE /internal/contacts/{email}` on svc-mailing). */
export interface ContactRemovalRequest {
  email: string;
}

/** One thing svc-mailing must be told, written in the same transaction as the change that causes it. */
@Entity('mailing_outbox')
export class MailingOutboxEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  /** Deterministic (`order-12-confirmation`, `customer-3-remove-contact`): the job id and the e-mail's idempotency key. */
  @Column({ name: 'job_id', type: 'varchar', length: 150, unique: true })
  jobId!: string;

  @Column({ type: 'varchar', length: 20 })
  kind!: OutboxKind;

  @Column({ type: 'jsonb' })
  request!: TransactionalEmailRequest | ContactRemovalRequest;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt!: Date | null;
}
