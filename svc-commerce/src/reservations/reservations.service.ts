import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Raw, type EntityManager, type Repository } from 'typeorm';
import { COMMERCE_MESSAGES, type PaintingReservation } from '@atelier/contracts';
import { ENV, PublicChanges, returningRows, Refusal } from '@atelier/service-kit';
import type { CommerceEnv } from '../env';
import { ReservationEntity } from './reservation.entity';

/** A hold that has not run out, by the database's clock (the one `hold` writes with). */
const LIVE = Raw((column) => `${column} > now()`);

/** Advisory-lock namespaces: holds are decided one at a time per painting, and per visitor. */
const PAINTING_LOCK = 1;
const VISITOR_LOCK = 2;

/**
 * Paintings held for the payment in flight: while a buyer's card payment is being
 * confirmed or their approved PayPal order is captured, the painting is theirs for
 * PAINTING_RESERVATION_MINUTES; nobody else can start a payment for it, and the pages show it as
 * Reserved. A hold ends when its payment is settled (sold or refunded), fails, or its time runs
 * out — an expired row holds nothing. A payment's holds never last past its first hold plus
 * PAINTING_RESERVATION_CAP_MINUTES, and one visitor address holds at most
 * PAINTING_RESERVATIONS_PER_ADDRESS paintings at once, so nobody keeps paintings from sale by
 * asking again and again. Manual sales by the artist ignore holds; the sell-once guarantee is the sale's own.
 */
@Injectable()
export class ReservationsService {
  constructor(
    @InjectRepository(ReservationEntity) private readonly reservations: Repository<ReservationEntity>,
    @Inject(ENV) private readonly env: CommerceEnv,
    private readonly publicChanges: PublicChanges,
  ) {}

  /**
   * Holds the painting for this payment (again: the same payment renews its hold, up to its cap).
   * 409 when another payment holds it or this payment's time is used up; 429 when `client` (the
   * visitor's address key, service-kit's clientKey; none for a PayPal order its buyer approved)
   * holds its limit of other paintings. Decided under locks on the painting and the visitor, so of two payments
   * racing for a painting one wins, and a burst from one visitor is counted one at a time.
   */
  async hold(paintingId: number, paymentReference: string, client?: string): Promise<PaintingReservation> {
    const held = await this.reservations.manager.transaction(async (manager) => {
      if (client) await manager.query(`SELECT pg_advisory_xact_lock($1, hashtext($2))`, [VISITOR_LOCK, client]);
      await manager.query(`SELECT pg_advisory_xact_lock($1, $2)`, [PAINTING_LOCK, paintingId]);
      // A visitor's address is kept only while their hold is live.
      await manager.query(
        `UPDATE "painting_reservations" SET "client_key" = NULL WHERE "client_key" IS NOT NULL AND "expires_at" <= now()`,
      );

      const [own] = (await manager.query(
        `SELECT "first_held_at" + make_interval(mins => $2) <= now() AS "usedUp" FROM "painting_reservations" WHERE "payment_reference" = $1`,
        [paymentReference, this.env.PAINTING_RESERVATION_CAP_MINUTES],
      )) as { usedUp: boolean }[];
      if (own?.usedUp) throw new Refusal('HOLD_USED_UP', COMMERCE_MESSAGES.holdTimeUsedUp);
      const holder = await manager.findOneBy(ReservationEntity, { paintingId, expiresAt: LIVE });
      if (holder && holder.paymentReference !== paymentReference)
        throw new Refusal('PAINTING_RESERVED', COMMERCE_MESSAGES.paintingReserved);
      if (client) await this.refuseBeyondVisitorLimit(manager, client, paymentReference);

      const [held] = await returningRows<{ expires_at: Date }>(
        manager,
        `INSERT INTO "painting_reservations" ("payment_reference", "painting_id", "first_held_at", "expires_at", "client_key")
         VALUES ($1, $2, now(), now() + make_interval(mins => $3), $5)
         ON CONFLICT ("payment_reference") DO UPDATE
           SET "expires_at" = least(now() + make_interval(mins => $3), "painting_reservations"."first_held_at" + make_interval(mins => $4)),
               "client_key" = coalesce("painting_reservations"."client_key", EXCLUDED."client_key")
         RETURNING "expires_at"`,
        [paymentReference, paintingId, this.env.PAINTING_RESERVATION_MINUTES, this.env.PAINTING_RESERVATION_CAP_MINUTES, client ?? null],
      );
      return { paintingId, until: held!.expires_at.toISOString() };
    });
    // The pages show it Reserved from now on (a hold running out by time: render/README.md, Page cache).
    await this.publicChanges.announce('hold');
    return held;
  }

  /** 409 when a payment other than `paymentReference` holds the painting. */
  async assertNotHeldByAnother(paintingId: number, paymentReference?: string): Promise<void> {
    const live = await this.reservations.findOneBy({ paintingId, expiresAt: LIVE });
    if (live && live.paymentReference !== paymentReference) throw new Refusal('PAINTING_RESERVED', COMMERCE_MESSAGES.paintingReserved);
  }

  /**
   * Ends the hold of a payment that settled or failed (nothing when it holds nothing). The row
   * stays: should the payment hold again (another card after a decline), its first hold still counts.
   */
  async release(paymentReference: string): Promise<void> {
    await this.reservations.query(
      `UPDATE "painting_reservations" SET "expires_at" = least("expires_at", now()), "client_key" = NULL WHERE "payment_reference" = $1`,
      [paymentReference],
    );
    await this.publicChanges.announce('hold ended');
  }

  /** Every live hold, for the pages' Reserved marks. */
  async live(): Promise<PaintingReservation[]> {
    const rows = await this.reservations.find({ where: { expiresAt: LIVE }, order: { paintingId: 'ASC' } });
    return rows.map((row) => ({ paintingId: row.paintingId, until: row.expiresAt.toISOString() }));
  }

  /** 429 (with when the visitor's first hold runs out) once `client` holds its limit of paintings for other payments. */
  private async refuseBeyondVisitorLimit(manager: EntityManager, client: string, paymentReference: string): Promise<void> {
    const [{ held, freeAt }] = (await manager.query(
      `SELECT count(*)::int AS "held", min("expires_at") AS "freeAt" FROM "painting_reservations"
       WHERE "client_key" = $1 AND "payment_reference" <> $2 AND "expires_at" > now()`,
      [client, paymentReference],
    )) as [{ held: number; freeAt: Date | null }];
    const limit = this.env.PAINTING_RESERVATIONS_PER_ADDRESS;
    if (held < limit) return;
    const retryAfter = Math.max(1, Math.ceil((freeAt!.getTime() - Date.now()) / 1000));
    throw new Refusal('RATE_LIMITED', COMMERCE_MESSAGES.tooManyHolds(limit), { retryAfter });
  }
}
