import { ConflictException, Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Raw, type Repository } from 'typeorm';
import { COMMERCE_MESSAGES, type PaintingReservation } from '@atelier/contracts';
import { ENV, returningRows } from '@atelier/service-kit';
import type { CommerceEnv } from '../env';
import { ReservationEntity } from './reservation.entity';

/** A hold that has not run out, by the database's clock (the one `hold` writes with). */
const LIVE = Raw((column) => `${column} > now()`);

/**
 * Paintings held for the payment in flight (issue 15.1): while a buyer's card payment is being
 * confirmed or their PayPal order is open, the painting is theirs for PAINTING_RESERVATION_MINUTES;
 * nobody else can start a payment for it, and the pages show it as Reserved. A hold ends when
 * its payment is settled (sold or refunded), fails, or its time runs out — an expired row holds
 * nothing. Manual sales by the artist ignore holds; the sell-once guarantee is the sale's own.
 */
@Injectable()
export class ReservationsService {
  constructor(
    @InjectRepository(ReservationEntity) private readonly reservations: Repository<ReservationEntity>,
    @Inject(ENV) private readonly env: CommerceEnv,
  ) {}

  /**
   * Holds the painting for this payment (again: the same payment renews its hold). 409 when
   * another payment holds it; one statement, so of two payments racing for it one wins.
   */
  async hold(paintingId: number, paymentReference: string): Promise<PaintingReservation> {
    const [held] = await returningRows<{ expires_at: Date }>(
      this.reservations.manager,
      `INSERT INTO "painting_reservations" ("painting_id", "payment_reference", "expires_at")
       VALUES ($1, $2, now() + make_interval(mins => $3))
       ON CONFLICT ("painting_id") DO UPDATE
         SET "payment_reference" = EXCLUDED."payment_reference", "expires_at" = EXCLUDED."expires_at"
         WHERE "painting_reservations"."expires_at" <= now() OR "painting_reservations"."payment_reference" = EXCLUDED."payment_reference"
       RETURNING "expires_at"`,
      [paintingId, paymentReference, this.env.PAINTING_RESERVATION_MINUTES],
    );
    if (!held) throw new ConflictException(COMMERCE_MESSAGES.paintingReserved);
    return { paintingId, until: held.expires_at.toISOString() };
  }

  /** 409 when a payment other than `paymentReference` holds the painting. */
  async assertNotHeldByAnother(paintingId: number, paymentReference?: string): Promise<void> {
    const live = await this.reservations.findOneBy({ paintingId, expiresAt: LIVE });
    if (live && live.paymentReference !== paymentReference) throw new ConflictException(COMMERCE_MESSAGES.paintingReserved);
  }

  /** Ends the hold of a payment that settled or failed (nothing when it holds nothing). */
  async release(paymentReference: string): Promise<void> {
    await this.reservations.delete({ paymentReference });
  }

  /** Every live hold, for the pages' Reserved marks. */
  async live(): Promise<PaintingReservation[]> {
    const rows = await this.reservations.find({ where: { expiresAt: LIVE }, order: { paintingId: 'ASC' } });
    return rows.map((row) => ({ paintingId: row.paintingId, until: row.expiresAt.toISOString() }));
  }
}
