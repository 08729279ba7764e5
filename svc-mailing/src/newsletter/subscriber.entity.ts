import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A newsletter subscriber; one row per address whatever its case (unique on lower(email)). */
@Entity('newsletter_subscribers')
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

  @Column({ type: 'boolean', default: true })
  active!: boolean;

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
