import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { AdminEntity } from '../admins/admin.entity';

@Entity('sessions')
@Index('sessions_by_admin', ['adminId'])
export class SessionEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'admin_id', type: 'int' })
  adminId!: number;

  @ManyToOne(() => AdminEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'admin_id', foreignKeyConstraintName: 'sessions_admin_id_fkey' })
  admin?: AdminEntity;

  /** SHA-256 of the cookie's token: a database leak does not leak live sessions. */
  @Column({ name: 'token_hash', type: 'bytea', unique: true })
  tokenHash!: Buffer;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'last_seen_at', type: 'timestamptz', default: () => 'now()' })
  lastSeenAt!: Date;

  /** Absolute expiry, however active the session is. */
  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;
}
