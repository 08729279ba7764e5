import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A newsletter subscriber; one row per address whatever its case (unique on lower(email)). */
@Entity('newsletter_subscribers')
@Check('newsletter_subscribers_pending_not_active', 'NOT ("active" AND "pending_since" IS NOT NULL)')
export class SubscriberEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  /** As the visitor typed it (trimmed); compared lower-cased. */
  @Column({ type: 'varchar', length: 320 })
  email!: string;

  @Column({ name: 'first_name', type: 'varchar', length: 100, nullable: true })
  firstName!: string | null;

  @Column({ name: 'last_name', type: 'varchar', length: 100, nullable: true })
  lastName!: string | null;

  /** Confirmed and not unsubscribed: the only state Mailchimp hears as subscribed. */
  @Column({ type: 'boolean', default: true })
  active!: boolean;

  /** Signed up and asked to confirm by e-mail at this time; null once confirmed or unsubscribed. */
  @Column({ name: 'pending_since', type: 'timestamptz', nullable: true })
  pendingSince!: Date | null;

  @Column({ name: 'confirmed_at', type: 'timestamptz', nullable: true })
  confirmedAt!: Date | null;

  /** Hash of the secret in the links of the newsletter e-mails last sent to them (a new one per sign-up). */
  @Index('newsletter_subscribers_token', { unique: true })
  @Column({ name: 'token_hash', type: 'bytea', nullable: true, select: false })
  tokenHash!: Buffer | null;

  /** When the current subscription began. */
  @Column({ name: 'subscribed_at', type: 'timestamptz', default: () => 'now()' })
  subscribedAt!: Date;

  @Column({ name: 'unsubscribed_at', type: 'timestamptz', nullable: true })
  unsubscribedAt!: Date | null;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt!: Date;

  /** Grows with every change; the Mailchimp job of a change carries it in its id. */
  @Column({ type: 'int', default: 1 })
  version!: number;

  /** The version Mailchimp last received; behind `version` means a sync is owed. */
  @Column({ name: 'mailchimp_synced_version', type: 'int', default: 0 })
  mailchimpSyncedVersion!: number;
}
