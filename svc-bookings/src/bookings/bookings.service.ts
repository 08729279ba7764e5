import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, QueryFailedError, type EntityManager, type Repository } from 'typeorm';
import {
  addDays,
  BOOKING_MESSAGES,
  bookingHorizonMessage,
  confirmationEmailsBusyMessage,
  DEFAULT_BOOKING_MOVE_REASON,
  firstBookableDay,
  isPastInNewZealand,
  todayInNewZealand,
  unconfirmedPerAddressMessage,
  upcomingPerEmailMessage,
  type AdventureAvailability,
  type BookingActionData,
  type BookingConfirmation,
  type BookingListItem,
  type BookingRequestData,
} from '@atelier/contracts';
import { ENV, hashToken, mailboxKey, newSecretToken, refuseBeyondHourlyCap, Refusal } from '@atelier/service-kit';
import { AdventureEntity } from '../adventures/adventure.entity';
import { BookingEmailsService, type BookingEmailSubject } from '../booking-emails/booking-emails.service';
import type { BookingsEnv } from '../env';
import { BookingEntity, ONE_BOOKING_PER_DATE } from './booking.entity';
import { toBookingListItem } from './booking.mapper';

/** A booking that holds its day now: pending or confirmed (the unique index's condition), and an unconfirmed hold not lapsed. */
const HOLDS_ITS_DAY = `"status" IN ('pending', 'confirmed') AND ("hold_expires_at" IS NULL OR "hold_expires_at" > now())`;

/**
 * Bookings: one active booking per day (the artist guides every session), prices from the
 * adventure, never from the browser, and an e-mail for every change, queued with the change.
 * A visitor's booking holds its day only for BOOKING_HOLD_MINUTES until the guest confirms it
 * from the e-mailed link, and one visitor address has at most BOOKING_UNCONFIRMED_PER_ADDRESS such
 * requests at once, so made-up addresses cannot block the calendar. Each request e-mails a
 * confirmation link to an address nobody has confirmed: the whole site sends at most
 * BOOKING_CONFIRMATION_EMAILS_PER_HOUR of them (429 beyond, nothing queued), so many visitor
 * addresses together cannot make it mail strangers without end.
 */
@Injectable()
export class BookingsService {
  constructor(
    @InjectRepository(BookingEntity) private readonly bookings: Repository<BookingEntity>,
    @InjectRepository(AdventureEntity) private readonly adventures: Repository<AdventureEntity>,
    private readonly dataSource: DataSource,
    private readonly emails: BookingEmailsService,
    @Inject(ENV) private readonly env: BookingsEnv,
  ) {}

  /**
   * Stores a visitor's booking as pending, holding its day until the guest confirms it, and
   * e-mails the guest the confirmation link. Two visitors racing for one day: the unique index
   * lets one in, the other gets 409. `client` is the visitor's address key: it may have only
   * BOOKING_UNCONFIRMED_PER_ADDRESS requests waiting for confirmation at once.
   */
  async create(input: BookingRequestData, client: string): Promise<BookingListItem> {
    const today = todayInNewZealand();
    if (input.bookingDate < today) throw new Refusal('VALIDATION_FAILED', BOOKING_MESSAGES.pastDate);
    if (input.bookingDate < firstBookableDay()) throw new Refusal('VALIDATION_FAILED', BOOKING_MESSAGES.tooSoon);
    const lastDate = this.lastBookableDate(today);
    if (input.bookingDate > lastDate) throw new Refusal('VALIDATION_FAILED', bookingHorizonMessage(lastDate));
    const adventure = await this.adventures.findOneBy({ id: input.adventureId });
    if (!adventure) throw new Refusal('VALIDATION_FAILED', BOOKING_MESSAGES.adventureRequired);
    if (input.numberOfGuests > adventure.maxGuests) {
      throw new Refusal('VALIDATION_FAILED', `${adventure.title} takes up to ${adventure.maxGuests} guest(s)`);
    }

    const token = newSecretToken();
    const { booking, staged } = await this.onFreeDate(() =>
      this.dataSource.transaction(async (manager) => {
        // Each booking created sends one confirmation e-mail: the bookings of the last hour are the count.
        await refuseBeyondHourlyCap(manager, {
          name: 'booking-confirmation-emails',
          max: this.env.BOOKING_CONFIRMATION_EMAILS_PER_HOUR,
          happenedAt: `SELECT "created_at" AS "at" FROM "bookings"`,
          message: confirmationEmailsBusyMessage,
        });
        await this.refuseBeyondVisitorLimit(manager, client);
        await this.refuseBeyondCap(manager, input.customerEmail, today);
        await releaseLapsedHolds(manager);
        const booking = await manager.getRepository(BookingEntity).save(
          manager.getRepository(BookingEntity).create({
            adventureId: adventure.id,
            firstName: input.firstName,
            lastName: input.lastName,
            email: input.customerEmail,
            phone: input.customerPhone,
            numberOfGuests: input.numberOfGuests,
            guest2FirstName: input.guest2FirstName,
            guest2LastName: input.guest2LastName,
            specialRequests: input.specialRequests,
            bookingDate: input.bookingDate,
            totalPriceNzd: totalPrice(adventure, input.numberOfGuests),
            quotedTotal: input.totalPrice ?? null,
            quotedCurrency: input.currency ?? null,
            status: 'pending',
            paymentStatus: 'pending',
            holdExpiresAt: new Date(Date.now() + this.env.BOOKING_HOLD_MINUTES * 60_000),
            clientKey: client,
            confirmationTokenHash: hashToken(token),
          }),
        );
        booking.adventure = adventure;
        const link = new URL(`/booking/confirm?token=${token}`, this.env.PUBLIC_SITE_URL).toString();
        const staged = await this.emails.stageRequest(manager, emailSubject(booking), { link, minutes: this.env.BOOKING_HOLD_MINUTES });
        return { booking, staged };
      }),
    );
    await this.emails.dispatch(staged);
    return toBookingListItem(booking);
  }

  /**
   * The guest confirms from the e-mailed link: the day is theirs for good, and the guest's
   * summary and the artist's copy go out. A repeat answers the same and sends nothing; a hold
   * that lapsed is taken up again while its day is still free.
   */
  async confirmByGuest(token: string): Promise<BookingConfirmation> {
    const { booking, staged } = await this.onFreeDate(
      () =>
        this.dataSource.transaction(async (manager) => {
          const booking = await this.lockedBooking(
            manager,
            { confirmationTokenHash: hashToken(token) },
            BOOKING_MESSAGES.confirmLinkInvalid,
          );
          if (booking.status === 'cancelled') throw new Refusal('CONFLICT', BOOKING_MESSAGES.bookingCancelled);
          if (booking.holdExpiresAt === null) return { booking, staged: [] };
          booking.status = 'pending';
          booking.holdExpiresAt = null;
          await manager
            .getRepository(BookingEntity)
            .update({ id: booking.id }, { status: booking.status, holdExpiresAt: null, clientKey: null });
          return { booking, staged: await this.emails.stageNewBooking(manager, emailSubject(booking)) };
        }),
      () => new Refusal('EXPIRED', BOOKING_MESSAGES.confirmTooLate),
    );
    await this.emails.dispatch(staged);
    return {
      firstName: booking.firstName,
      adventureTitle: booking.adventure.title,
      preferredDate: booking.bookingDate,
      numberOfGuests: booking.numberOfGuests,
    };
  }

  /** Every booking, newest first, for the artist. */
  async list(): Promise<BookingListItem[]> {
    const rows = await this.bookings.find({ relations: { adventure: true }, order: { createdAt: 'DESC', id: 'DESC' } });
    return rows.map(toBookingListItem);
  }

  /** Days the calendar must disable (held or booked, today in New Zealand or later), and how far ahead it opens. */
  async availability(): Promise<AdventureAvailability> {
    const today = todayInNewZealand();
    const rows = await this.bookings
      .createQueryBuilder('booking')
      .select('booking.bookingDate')
      .where(HOLDS_ITS_DAY)
      .andWhere('booking.bookingDate >= :today', { today })
      .orderBy('booking.bookingDate', 'ASC')
      .getMany();
    return { bookedDates: rows.map((row) => row.bookingDate), lastBookableDate: this.lastBookableDate(today) };
  }

  /**
   * The artist confirms, cancels or moves a booking; the guest is e-mailed each time. She also
   * records what the guest has paid so far (no e-mail: it is her bookkeeping). Cancelling
   * and moving free the old day; confirming or moving a booking the guest has not confirmed yet
   * ends its hold's timer (she has spoken to them). Repeating a confirm or a cancel changes
   * nothing and sends nothing; a request that expired unconfirmed can no longer be changed.
   */
  async act(id: number, action: BookingActionData): Promise<BookingListItem> {
    if (action.action === 'move' && isPastInNewZealand(action.date)) throw new Refusal('VALIDATION_FAILED', BOOKING_MESSAGES.pastDate);

    const { booking, staged } = await this.onFreeDate(() =>
      this.dataSource.transaction(async (manager) => {
        await releaseLapsedHolds(manager);
        const booking = await this.lockedBooking(manager, { id }, BOOKING_MESSAGES.bookingNotFound);
        const repository = manager.getRepository(BookingEntity);
        if (booking.status === 'expired' && action.action !== 'cancel') throw new Refusal('CONFLICT', BOOKING_MESSAGES.requestExpired);
        let staged: string[] = [];
        switch (action.action) {
          case 'confirm':
            if (booking.status === 'cancelled') throw new Refusal('CONFLICT', BOOKING_MESSAGES.bookingCancelled);
            if (booking.status === 'confirmed') break;
            booking.status = 'confirmed';
            booking.holdExpiresAt = null;
            await repository.update({ id }, { status: booking.status, holdExpiresAt: null, clientKey: null });
            staged = await this.emails.stageChange(manager, emailSubject(booking), { kind: 'confirmed' });
            break;
          case 'cancel':
            if (booking.status === 'cancelled' || booking.status === 'expired') break;
            booking.status = 'cancelled';
            await repository.update({ id }, { status: booking.status, clientKey: null });
            staged = await this.emails.stageChange(manager, emailSubject(booking), {
              kind: 'cancelled',
              reason: action.reason ?? undefined,
            });
            break;
          case 'move': {
            if (booking.status === 'cancelled') throw new Refusal('CONFLICT', BOOKING_MESSAGES.bookingCancelled);
            if (booking.bookingDate === action.date) throw new Refusal('VALIDATION_FAILED', BOOKING_MESSAGES.sameDate);
            const previousDate = booking.bookingDate;
            booking.bookingDate = action.date;
            booking.holdExpiresAt = null;
            await repository.update({ id }, { bookingDate: booking.bookingDate, holdExpiresAt: null, clientKey: null });
            staged = await this.emails.stageChange(manager, emailSubject(booking), {
              kind: 'moved',
              reason: action.reason ?? DEFAULT_BOOKING_MOVE_REASON,
              previousDate,
            });
            break;
          }
          case 'record-payment': {
            // Cents, so '450.00' of '450.00' is paid in full whatever the decimals.
            const paid = Math.round(Number(action.amountPaid) * 100);
            const total = Math.round(Number(booking.totalPriceNzd) * 100);
            if (paid > total) throw new Refusal('VALIDATION_FAILED', BOOKING_MESSAGES.amountPaidInvalid);
            booking.amountPaidNzd = action.amountPaid;
            booking.paymentStatus = paid === 0 ? 'pending' : paid < total ? 'deposit' : 'paid';
            await repository.update({ id }, { amountPaidNzd: booking.amountPaidNzd, paymentStatus: booking.paymentStatus });
            break;
          }
        }
        return { booking, staged };
      }),
    );
    await this.emails.dispatch(staged);
    return toBookingListItem(booking);
  }

  private async lockedBooking(
    manager: EntityManager,
    where: { id: number } | { confirmationTokenHash: Buffer },
    notFound: string,
  ): Promise<BookingEntity> {
    // Locked alone (FOR UPDATE cannot take the outer join to the adventure), then joined by hand.
    const booking = await manager.getRepository(BookingEntity).findOne({ where, lock: { mode: 'pessimistic_write' } });
    if (!booking) throw new Refusal('NOT_FOUND', notFound);
    booking.adventure = await manager.getRepository(AdventureEntity).findOneByOrFail({ id: booking.adventureId });
    return booking;
  }

  /**
   * One mailbox holds at most BOOKING_UPCOMING_PER_EMAIL upcoming bookings, however its address is
   * written (`victim+1@`, `v.ictim@gmail.com`: {@link mailboxKey}). Its requests are counted one at
   * a time (a lock on the mailbox for the transaction), so a burst cannot pass together. The
   * upcoming bookings are few (one a day, BOOKING_HORIZON_DAYS ahead), so their addresses are
   * compared here rather than kept normalised in the table.
   */
  private async refuseBeyondCap(manager: EntityManager, email: string, today: string): Promise<void> {
    const mailbox = mailboxKey(email);
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`booking-email:${mailbox}`]);
    const rows = (await manager.query(`SELECT "email" FROM "bookings" WHERE ${HOLDS_ITS_DAY} AND "booking_date" >= $1`, [today])) as {
      email: string;
    }[];
    const upcoming = rows.filter((row) => mailboxKey(row.email) === mailbox).length;
    const limit = this.env.BOOKING_UPCOMING_PER_EMAIL;
    if (upcoming >= limit) throw new Refusal('CONFLICT', upcomingPerEmailMessage(limit));
  }

  /**
   * One visitor address has at most BOOKING_UNCONFIRMED_PER_ADDRESS requests waiting for their
   * guests at once (429, with when the first lapses), so strangers cannot hold the calendar with
   * requests nobody confirms. Counted one at a time per visitor, like the e-mail cap.
   */
  private async refuseBeyondVisitorLimit(manager: EntityManager, client: string): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`booking-client:${client}`]);
    const [{ waiting, lapsesAt }] = (await manager.query(
      `SELECT count(*)::int AS "waiting", min("hold_expires_at") AS "lapsesAt" FROM "bookings"
       WHERE "client_key" = $1 AND "status" = 'pending' AND "hold_expires_at" > now()`,
      [client],
    )) as [{ waiting: number; lapsesAt: Date | null }];
    const limit = this.env.BOOKING_UNCONFIRMED_PER_ADDRESS;
    if (waiting < limit) return;
    const retryAfter = Math.max(1, Math.ceil((lapsesAt!.getTime() - Date.now()) / 1000));
    throw new Refusal('RATE_LIMITED', unconfirmedPerAddressMessage(limit, Math.ceil(retryAfter / 60)), { retryAfter });
  }

  private lastBookableDate(today: string): string {
    return addDays(today, this.env.BOOKING_HORIZON_DAYS);
  }

  /** Runs a write that may take a day; the unique index refusing it becomes the 409 visitors see. */
  private async onFreeDate<T>(
    write: () => Promise<T>,
    taken: () => Refusal = () => new Refusal('CONFLICT', BOOKING_MESSAGES.dateTaken),
  ): Promise<T> {
    try {
      return await write();
    } catch (error) {
      const driverError = error instanceof QueryFailedError ? (error.driverError as { code?: string; constraint?: string }) : undefined;
      if (driverError?.code === '23505' && driverError.constraint === ONE_BOOKING_PER_DATE) throw taken();
      throw error;
    }
  }
}

/**
 * Holds the guest never confirmed in time become 'expired', freeing their days before a write
 * takes one, and forget the visitor's address.
 */
async function releaseLapsedHolds(manager: EntityManager): Promise<void> {
  await manager.query(
    `UPDATE "bookings" SET "status" = 'expired', "client_key" = NULL, "updated_at" = now()
     WHERE "status" = 'pending' AND "hold_expires_at" <= now()`,
  );
}

/** Price per person × guests, in exact cents. */
export function totalPrice(adventure: Pick<AdventureEntity, 'price'>, guests: number): string {
  const cents = Math.round(Number(adventure.price) * 100) * guests;
  return (cents / 100).toFixed(2);
}

function emailSubject(booking: BookingEntity): BookingEmailSubject {
  return {
    id: booking.id,
    firstName: booking.firstName,
    lastName: booking.lastName,
    email: booking.email,
    phone: booking.phone,
    specialRequests: booking.specialRequests,
    secondGuestName: booking.guest2FirstName && booking.guest2LastName ? `${booking.guest2FirstName} ${booking.guest2LastName}` : null,
    adventureTitle: booking.adventure.title,
    bookingDate: booking.bookingDate,
    numberOfGuests: booking.numberOfGuests,
    totalPriceNzd: booking.totalPriceNzd,
  };
}
