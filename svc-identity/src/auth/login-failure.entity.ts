import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A failed sign-in, kept briefly to throttle guessing (in the database, so replicas agree). */
@Entity('login_failures')
@Index('login_failures_by_address', ['address', 'createdAt'])
@Index('login_failures_by_email', ['email', 'createdAt'])
export class LoginFailureEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 64 })
  address!: string;

  @Column({ type: 'varchar', length: 320 })
  email!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
