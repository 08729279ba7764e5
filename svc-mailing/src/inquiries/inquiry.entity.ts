import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { InquiryType } from '@atelier/contracts';

/** An enquiry from the contact, enquiry or commission form; stored before any e-mail is tried. */
@Entity('inquiries')
@Index('inquiries_newest', ['createdAt', 'id'])
export class InquiryEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'first_name', type: 'varchar', length: 100 })
  firstName!: string;

  @Column({ name: 'last_name', type: 'varchar', length: 100 })
  lastName!: string;

  @Column({ type: 'varchar', length: 320 })
  email!: string;

  @Column({ type: 'varchar', length: 50, nullable: true })
  phone!: string | null;

  @Column({ name: 'inquiry_type', type: 'varchar', length: 30 })
  inquiryType!: InquiryType;

  @Column({ type: 'text' })
  message!: string;

  @Column({ name: 'painting_id', type: 'int', nullable: true })
  paintingId!: number | null;

  /** The painting's title when the enquiry arrived (the catalog may not have answered: null). */
  @Column({ name: 'painting_title', type: 'varchar', length: 300, nullable: true })
  paintingTitle!: string | null;

  @Column({ name: 'read_at', type: 'timestamptz', nullable: true })
  readAt!: Date | null;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;
}
