import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, MoreThanOrEqual, Not, QueryFailedError, type EntityManager, type Repository } from 'typeorm';
import {
  BOOKING_MESSAGES,
  DEFAULT_BOOKING_MOVE_REASON,
  type AdventureAvailability,
  type BookingActionData,
  type BookingListItem,
  type BookingRequestData,
} from '@atelier/contracts';
import { AdventureEntity } from '../adventures/adventure.entity';
import { BookingEmailsService, type BookingEmailSubject } from '../booking-emails/booking-emails.service';
import type { BookingEmailEntity } from '../booking-emails/booking-email.entity';
import { BookingEntity, ONE_BOOKING_PER_DATE } from './booking.entity';
import { toBookingListItem } from './booking.mapper';
import { isPastInNewZealand, todayInNewZealand } from './new-zealand-calendar';

/**
 * Bookings: one active booking per day (the artist guides every session), prices from the
 * adventure, never from the browser, and an e-mail for every change, queued with the change.
 */
@Injectable()
export class BookingsService {
  constructor(
    @InjectRepository(BookingEntity) private readonly bookings: Repository<BookingEntity>,
    @InjectRepository(AdventureEntity) private readonly adventures: Repository<AdventureEntity>,
    private readonly dataSource: DataSource,
    private readonly emails: BookingEmailsService,
  ) {}

  /**
   * Stores a visitor's booking as pending and queues the guest's and the artist's e-mails.
   * Two visitors racing for one day: the unique index lets one in, the other gets 409.
   */
  async create(input: BookingRequestData): Promise<BookingListItem> {
    if (isPastInNewZealand(input.bookingDate)) throw new BadRequestException(BOOKING_MESSAGES.pastDate);
    const adventure = await this.adventures.findOneBy({ id: input.adventureId });
    if (!adventure) throw new BadRequestException(BOOKING_MESSAGES.adventureRequired);
    if (input.numberOfGuests > adventure.maxGuests) {
      throw new BadRequestException(`${adventure.title} takes up to ${adventure.maxGuests} guest(s)`);
    }

    const { booking, staged } = await this.onFreeDate(() =>
      this.dataSource.transaction(async (manager) => {
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
          }),
        );
        booking.adventure = adventure;
        const staged = await this.emails.stageNewBooking(manager, emailSubject(booking));
        return { booking, staged };
      }),
    );
    await this.emails.dispatch(staged);
    return toBookingListItem(booking);
  }

  /** Every booking, newest first, for the artist. */
  async list(): Promise<BookingListItem[]> {
    const rows = await this.bookings.find({ relations: { adventure: true }, order: { createdAt: 'DESC', id: 'DESC' } });
    return rows.map(toBookingListItem);
  }

  /** Days the calendar must disable: an active booking, today (New Zealand) or later. */
  async availability(): Promise<AdventureAvailability> {
    const rows = await this.bookings.find({
      select: { bookingDate: true },
      where: { status: Not('cancelled'), bookingDate: MoreThanOrEqual(todayInNewZealand()) },
      order: { bookingDate: 'ASC' },
    });
    return { bookedDates: rows.map((row) => row.bookingDate) };
  }

  /**
   * The artist confirms, cancels or moves a booking; the guest is e-mailed each time. Cancelling
   * and moving free the old day. Repeating a confirm or a cancel changes nothing and sends nothing.
   */
  async act(id: number, action: BookingActionData): Promise<BookingListItem> {
    if (action.action === 'move' && isPastInNewZealand(action.date)) throw new BadRequestException(BOOKING_MESSAGES.pastDate);

    const { booking, staged } = await this.onFreeDate(() =>
      this.dataSource.transaction(async (manager) => {
        const booking = await this.lockedBooking(manager, id);
        const repository = manager.getRepository(BookingEntity);
        let staged: BookingEmailEntity[] = [];
        switch (action.action) {
          case 'confirm':
            if (booking.status === 'cancelled') throw new ConflictException(BOOKING_MESSAGES.bookingCancelled);
            if (booking.status === 'confirmed') break;
            booking.status = 'confirmed';
            await repository.update({ id }, { status: booking.status });
            staged = await this.emails.stageChange(manager, emailSubject(booking), { kind: 'confirmed' });
            break;
          case 'cancel':
            if (booking.status === 'cancelled') break;
            booking.status = 'cancelled';
            await repository.update({ id }, { status: booking.status });
            staged = await this.emails.stageChange(manager, emailSubject(booking), {
              kind: 'cancelled',
              reason: action.reason ?? undefined,
            });
            break;
          case 'move': {
            if (booking.status === 'cancelled') throw new ConflictException(BOOKING_MESSAGES.bookingCancelled);
            if (booking.bookingDate === action.date) throw new BadRequestException(BOOKING_MESSAGES.sameDate);
            const previousDate = booking.bookingDate;
            booking.bookingDate = action.date;
            await repository.update({ id }, { bookingDate: booking.bookingDate });
            staged = await this.emails.stageChange(manager, emailSubject(booking), {
              kind: 'moved',
              reason: action.reason ?? DEFAULT_BOOKING_MOVE_REASON,
              previousDate,
            });
            break;
          }
        }
        return { booking, staged };
      }),
    );
    await this.emails.dispatch(staged);
    return toBookingListItem(booking);
  }

  private async lockedBooking(manager: EntityManager, id: number): Promise<BookingEntity> {
    // Locked alone (FOR UPDATE cannot take the outer join to the adventure), then joined by hand.
    const booking = await manager.getRepository(BookingEntity).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!booking) throw new NotFoundException(BOOKING_MESSAGES.bookingNotFound);
    booking.adventure = await manager.getRepository(AdventureEntity).findOneByOrFail({ id: booking.adventureId });
    return booking;
  }

  /** Runs a write that may take a day; the unique index refusing it becomes the 409 visitors see. */
  private async onFreeDate<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      const driverError = error instanceof QueryFailedError ? (error.driverError as { code?: string; constraint?: string }) : undefined;
      if (driverError?.code === '23505' && driverError.constraint === ONE_BOOKING_PER_DATE) {
        throw new ConflictException(BOOKING_MESSAGES.dateTaken);
      }
      throw error;
    }
  }
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
    adventureTitle: booking.adventure.title,
    bookingDate: booking.bookingDate,
    numberOfGuests: booking.numberOfGuests,
    totalPriceNzd: booking.totalPriceNzd,
  };
}
