import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { EmailAttachment, EmailTemplateName } from '@atelier/contracts';

export type EmailStatus = 'queued' | 'sending' | 'sent';

/**
 * One transactional e-mail, stored under the caller's idempotency key (unique) before it is
 * queued. `status` makes a second run of its job a no-op; while it is `sending`, a lock of its
 * sender's database session keeps any other worker from sending it too (see EmailsService).
 */
@Entity('emails')
@Index('emails_unsent', ['createdAt'], { where: `"status" <> 'sent'` })
/** The hourly cap on confirmation e-mails counts one template's recent rows. */
@Index('emails_by_template', ['template', 'createdAt'])
@Check('emails_status_check', `"status" IN ('queued', 'sending', 'sent')`)
export class EmailEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'idempotency_key', type: 'varchar', length: 200, unique: true })
  idempotencyKey!: string;

  @Column({ type: 'varchar', length: 60 })
  template!: EmailTemplateName;

  @Column({ type: 'varchar', length: 320 })
  recipient!: string;

  @Column({ name: 'reply_to', type: 'varchar', length: 320, nullable: true })
  replyTo!: string | null;

  /** The template's data, validated when the e-mail was accepted. */
  @Column({ type: 'jsonb' })
  data!: Record<string, unknown>;

  /** Files sent with it (base64), as the caller gave them; erased once it is sent. */
  @Column({ type: 'jsonb', nullable: true })
  attachments!: EmailAttachment[] | null;

  @Column({ type: 'varchar', length: 10, default: 'queued' })
  status!: EmailStatus;

  /** Delivery attempts so far, across every job that tried. */
  @Column({ type: 'int', default: 0 })
  attempts!: number;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError!: string | null;

  @Column({ type: 'varchar', length: 300, nullable: true })
  subject!: string | null;

  @Column({ name: 'message_id', type: 'varchar', length: 300, nullable: true })
  messageId!: string | null;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt!: Date | null;
}
