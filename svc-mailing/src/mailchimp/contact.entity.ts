import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A customer svc-commerce put in the mailing-list audience (internal contacts API). Kept
 * here so the sync survives outages; `active` false means they are to leave the audience.
 */
@Entity('contacts')
export class ContactEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 320 })
  email!: string;

  @Column({ name: 'first_name', type: 'varchar', length: 100, nullable: true })
  firstName!: string | null;

  @Column({ name: 'last_name', type: 'varchar', length: 100, nullable: true })
  lastName!: string | null;

  @Column({ type: 'boolean', default: true })
  active!: boolean;

  @Column({ type: 'int', default: 1 })
  version!: number;

  @Column({ name: 'mailchimp_synced_version', type: 'int', default: 0 })
  mailchimpSyncedVersion!: number;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt!: Date;
}
