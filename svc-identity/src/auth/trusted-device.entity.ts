import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { AdminEntity } from '../admins/admin.entity';

/**
 * A browser the administrator has signed in from (OWASP's "device cookie"): its sign-ins do not
 * spend the failure budget strangers share, so their guessing cannot lock her out of it.
 */
@Entity('trusted_devices')
@Index('trusted_devices_by_admin', ['adminId'])
export class TrustedDeviceEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'admin_id', type: 'int' })
  adminId!: number;

  @ManyToOne(() => AdminEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'admin_id', foreignKeyConstraintName: 'trusted_devices_admin_id_fkey' })
  admin?: AdminEntity;

  /** SHA-256 of the cookie's token, as for sessions. */
  @Column({ name: 'token_hash', type: 'bytea', unique: true })
  tokenHash!: Buffer;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;
}
