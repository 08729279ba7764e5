import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { BookingStatus, PaymentStatus } from '@atelier/contracts';
import { decimalString } from '@atelier/service-kit';
import { AdventureEntity } from '../adventures/adventure.entity';

/** Name of the unique partial index that allows one active (pending or confirmed) booking per date. */
export const ONE_BOOKING_PER_DATE = 'bookings_one_per_date';

@Entity('bookings')
@Index(ONE_BOOKING_PER_DATE, ['bookingDate'], { unique: true, where: `"status" IN ('pending', 'confirmed')` })
@Index('bookings_by_created_at', ['createdAt'])
@Index('bookings_confirmation_token', ['confirmationTokenHash'], { unique: true })
@Index('bookings_unconfirmed_by_client', ['clientKey'], { where: '"client_key" IS NOT NULL' })
@Check('bookings_number_of_guests_check', '"number_of_guests" BETWEEN 1 AND 2')
@Check('bookings_status_known', `"status" IN ('pending', 'confirmed', 'cancelled', 'expired')`)
export class BookingEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'adventure_id', type: 'int' })
  adventureId!: number;

  @ManyToOne(() => AdventureEntity)
  @JoinColumn({ name: 'adventure_id', foreignKeyConstraintName: 'bookings_adventure_id_fkey' })
  adventure!: AdventureEntity;

  @Column({ name: 'first_name', type: 'varchar', length: 100 })
  firstName!: string;

  @Column({ name: 'last_name', type: 'varchar', length: 100 })
  lastName!: string;

  @Column({ type: 'varchar', length: 320 })
  email!: string;

  @Column({ type: 'varchar', length: 50, nullable: true })
  phone!: string | null;

  @Column({ name: 'number_of_guests', type: 'int' })
  numberOfGuests!: number;

  @Column({ name: 'guest2_first_name', type: 'varchar', length: 100, nullable: true })
  guest2FirstName!: string | null;

  @Column({ name: 'guest2_last_name', type: 'varchar', length: 100, nullable: true })
  guest2LastName!: string | null;

  @Column({ name: 'special_requests', type: 'text', nullable: true })
  specialRequests!: string | null;

  /** The day of the adventure, 'YYYY-MM-DD' (a calendar day in New Zealand, no time zone). */
  @Column({ name: 'booking_date', type: 'date' })
  bookingDate!: string;

  /** Adventure price × guests, computed here, never taken from the browser. */
  @Column({ name: 'total_price_nzd', type: 'numeric', precision: 12, scale: 2, transformer: decimalString(2) })
  totalPriceNzd!: string;

  /** What the visitor's page showed, in their chosen currency: kept for reference only. */
  @Column({ name: 'quoted_total', type: 'numeric', precision: 12, scale: 2, nullable: true, transformer: decimalString(2) })
  quotedTotal!: string | null;

  @Column({ name: 'quoted_currency', type: 'varchar', length: 3, nullable: true })
  quotedCurrency!: string | null;

  @Column({ type: 'varchar', length: 20, default: 'pending' })
  status!: BookingStatus;

  @Column({ name: 'payment_status', type: 'varchar', length: 20, default: 'pending' })
  paymentStatus!: PaymentStatus;

  /** What the guest has paid so far, as the artist recorded it; its share of the total sets paymentStatus. */
  @Column({ name: 'amount_paid_nzd', type: 'numeric', precision: 12, scale: 2, default: 0, transformer: decimalString(2) })
  amountPaidNzd!: string;

  /** Until the guest confirms from the e-mailed link, when the hold on the day lapses; null once confirmed. */
  @Column({ name: 'hold_expires_at', type: 'timestamptz', nullable: true })
  holdExpiresAt!: Date | null;

  /** The visitor's address key (an IPv4 address or an IPv6 /64) while the request waits for the guest; null after. */
  @Column({ name: 'client_key', type: 'varchar', length: 64, nullable: true, select: false })
  clientKey!: string | null;

  /** SHA-256 of the confirmation link's token (the token itself is only in the guest's e-mail). */
  @Column({ name: 'confirmation_token_hash', type: 'bytea', nullable: true, select: false })
  confirmationTokenHash!: Buffer | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
