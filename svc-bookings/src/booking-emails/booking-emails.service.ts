import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ARTIST_RECIPIENT, BOOKING_EMAIL_TEMPLATES, type EmailRequest, type TransactionalEmailRequest } from '@atelier/contracts';
import { describeEmail, DurableWorkService } from '@atelier/service-kit';
import { BOOKING_EMAIL } from '../work-kinds';
import { MailingClient } from './mailing.client';

/** What a booking e-mail tells about the booking. */
export interface BookingEmailSubject {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  specialRequests: string | null;
  /** Guest 2 of a booking for two. */
  secondGuestName: string | null;
  adventureTitle: string;
  bookingDate: string;
  numberOfGuests: number;
  totalPriceNzd: string;
}

/** What the artist did, as the guest's e-mail tells it. */
export type BookingChange =
  { kind: 'confirmed' } | { kind: 'cancelled'; reason?: string } | { kind: 'moved'; reason: string; previousDate: string };

/**
 * Booking e-mails as durable work: `stage…` writes each request in the caller's transaction,
 * `dispatch` queues it after commit, and the work sends it to svc-mailing. Its key
 * (`booking-7-guest`, `booking-7-moved-4`) is also the mail's idempotency key, so a repeat sends nothing.
 */
@Injectable()
export class BookingEmailsService {
  constructor(
    private readonly work: DurableWorkService,
    private readonly mailing: MailingClient,
  ) {
    work.handle<TransactionalEmailRequest>(BOOKING_EMAIL, {
      run: (request) => this.mailing.send(request),
      describe: describeEmail,
      // A sent confirmation link has no business staying in the database. What stays is a record,
      // never sent again, so it need not be a request svc-mailing would take.
      keepWhenDone: (request) => {
        if (request.template !== BOOKING_EMAIL_TEMPLATES.request) return request;
        const { link: _link, ...data } = request.data;
        return { ...request, data } as unknown as TransactionalEmailRequest;
      },
    });
  }

  /**
   * A new booking's request to confirm it, to the address the visitor gave. Nobody has confirmed
   * that address yet, so it says nothing the visitor wrote, not even their name: the form cannot
   * be used to send anyone a message.
   */
  stageRequest(manager: EntityManager, booking: BookingEmailSubject, confirmation: { link: string; minutes: number }): Promise<string[]> {
    return this.stage(manager, [
      {
        template: BOOKING_EMAIL_TEMPLATES.request,
        to: booking.email,
        idempotencyKey: `booking-${booking.id}-request`,
        data: { ...bookingFacts(booking), ...confirmation },
      },
    ]);
  }

  /**
   * The guest confirmed: the guest's summary (svc-mailing repeats the weather notice) and the
   * artist's copy, to "artist" (svc-mailing knows her address), which she answers to the guest.
   */
  stageNewBooking(manager: EntityManager, booking: BookingEmailSubject): Promise<string[]> {
    const key = `booking-${booking.id}`;
    return this.stage(manager, [
      {
        template: BOOKING_EMAIL_TEMPLATES.guest,
        to: booking.email,
        idempotencyKey: `${key}-guest`,
        data: { ...guestData(booking), sequence: 0 },
      },
      {
        template: BOOKING_EMAIL_TEMPLATES.artist,
        to: ARTIST_RECIPIENT,
        replyTo: booking.email,
        idempotencyKey: `${key}-artist`,
        data: {
          ...guestData(booking),
          guestEmail: booking.email,
          guestPhone: booking.phone,
          specialRequests: booking.specialRequests,
          secondGuestName: booking.secondGuestName,
        },
      },
    ]);
  }

  /**
   * The guest's e-mail about the artist's change. Called with the booking row locked, so the
   * sequence number in the key (`booking-7-moved-4`: the booking's fourth e-mail) is race-free;
   * it is also the SEQUENCE of the e-mail's calendar invite, so the guest's calendar updates.
   */
  async stageChange(manager: EntityManager, booking: BookingEmailSubject, change: BookingChange): Promise<string[]> {
    const sequence = (await this.work.countStaged(manager, BOOKING_EMAIL, `booking-${booking.id}-`)) + 1;
    const envelope = { to: booking.email, idempotencyKey: `booking-${booking.id}-${change.kind}-${sequence}` };
    const data = { ...guestData(booking), sequence };
    return this.stage(manager, [
      change.kind === 'moved'
        ? {
            ...envelope,
            template: BOOKING_EMAIL_TEMPLATES.moved,
            data: { ...data, reason: change.reason, previousDate: change.previousDate },
          }
        : change.kind === 'cancelled'
          ? { ...envelope, template: BOOKING_EMAIL_TEMPLATES.cancelled, data: { ...data, reason: change.reason } }
          : { ...envelope, template: BOOKING_EMAIL_TEMPLATES.confirmed, data },
    ]);
  }

  /** Queues staged e-mails once their transaction committed (never throws: the sweep catches up). */
  dispatch(keys: string[]): Promise<void> {
    return this.work.dispatch(keys);
  }

  private stage(manager: EntityManager, requests: TransactionalEmailRequest[]): Promise<string[]> {
    return this.work.stage(
      manager,
      requests.map((request) => ({ kind: BOOKING_EMAIL, key: request.idempotencyKey, payload: request })),
    );
  }
}

/** What the site itself says of a booking: nothing in it was written by the visitor. */
function bookingFacts(booking: BookingEmailSubject): Omit<EmailRequest<'booking-request'>['data'], 'link' | 'minutes'> {
  return {
    bookingId: booking.id,
    adventureTitle: booking.adventureTitle,
    date: booking.bookingDate,
    guests: booking.numberOfGuests,
    total: booking.totalPriceNzd,
    currency: 'NZD',
  };
}

/** The facts and the guest's name, for the e-mails that follow the guest's confirmation or the artist's action. */
function guestData(booking: BookingEmailSubject) {
  return { ...bookingFacts(booking), guestName: `${booking.firstName} ${booking.lastName}` };
}
