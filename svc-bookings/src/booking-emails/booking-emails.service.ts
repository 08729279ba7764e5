import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  ARTIST_RECIPIENT,
  BOOKING_EMAIL_TEMPLATES,
  type BookingEmailData,
  type BookingEmailKind,
  type BookingRequestEmailData,
  type TransactionalEmailRequest,
} from '@atelier/contracts';
import { describeEmail, DurableWorkService, ENV } from '@atelier/service-kit';
import type { BookingsEnv } from '../env';
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
    @Inject(ENV) private readonly env: BookingsEnv,
  ) {
    work.handle<TransactionalEmailRequest>(BOOKING_EMAIL, {
      run: (request) => this.mailing.send(request),
      describe: describeEmail,
      // A sent confirmation link has no business staying in the database.
      keepWhenDone: ({ data: { link: _link, ...data }, ...request }) => ({ ...request, data }),
    });
  }

  /**
   * A new booking's request to confirm it, to the address the visitor gave. Nobody has confirmed
   * that address yet, so it says nothing the visitor wrote, not even their name: the form cannot
   * be used to send anyone a message.
   */
  stageRequest(manager: EntityManager, booking: BookingEmailSubject, confirmation: { link: string; minutes: number }): Promise<string[]> {
    const data: BookingRequestEmailData = { ...bookingFacts(booking), ...confirmation };
    return this.stage(manager, [this.request('request', `booking-${booking.id}-request`, booking.email, data)]);
  }

  /** The guest confirmed: the guest's summary (svc-mailing repeats the weather notice) and the artist's copy. */
  stageNewBooking(manager: EntityManager, booking: BookingEmailSubject): Promise<string[]> {
    const data = emailData(booking);
    const guest = this.request('guest', `booking-${booking.id}-guest`, booking.email, { ...data, sequence: 0 });
    const artist = this.request('artist', `booking-${booking.id}-artist`, this.env.ARTIST_EMAIL ?? ARTIST_RECIPIENT, {
      ...data,
      guestEmail: booking.email,
      ...(booking.phone ? { guestPhone: booking.phone } : {}),
      ...(booking.specialRequests ? { specialRequests: booking.specialRequests } : {}),
    });
    return this.stage(manager, [guest, artist]);
  }

  /**
   * The guest's e-mail about the artist's change. Called with the booking row locked, so the
   * sequence number in the key (`booking-7-moved-4`: the booking's fourth e-mail) is race-free;
   * it is also the SEQUENCE of the e-mail's calendar invite, so the guest's calendar updates.
   */
  async stageChange(manager: EntityManager, booking: BookingEmailSubject, change: BookingChange): Promise<string[]> {
    const sequence = (await this.work.countStaged(manager, BOOKING_EMAIL, `booking-${booking.id}-`)) + 1;
    const { kind, ...details } = change;
    const request = this.request(kind, `booking-${booking.id}-${kind}-${sequence}`, booking.email, {
      ...emailData(booking),
      sequence,
      ...Object.fromEntries(Object.entries(details).filter(([, value]) => value)),
    });
    return this.stage(manager, [request]);
  }

  /** Queues staged e-mails once their transaction committed (never throws: the sweep catches up). */
  dispatch(keys: string[]): Promise<void> {
    return this.work.dispatch(keys);
  }

  private request(
    kind: BookingEmailKind,
    key: string,
    to: string,
    data: BookingEmailData | BookingRequestEmailData,
  ): TransactionalEmailRequest {
    // The artist's reply reaches the guest; svc-mailing points the guest's replies at her contact address.
    const replyTo = kind === 'artist' && 'guestEmail' in data ? data.guestEmail : undefined;
    return { template: BOOKING_EMAIL_TEMPLATES[kind], to, data: { ...data }, idempotencyKey: key, ...(replyTo ? { replyTo } : {}) };
  }

  private stage(manager: EntityManager, requests: TransactionalEmailRequest[]): Promise<string[]> {
    return this.work.stage(
      manager,
      requests.map((request) => ({ kind: BOOKING_EMAIL, key: request.idempotencyKey, payload: request })),
    );
  }
}

/** What the site itself says of a booking: nothing in it was written by the visitor. */
function bookingFacts(booking: BookingEmailSubject): Omit<BookingRequestEmailData, 'link' | 'minutes'> {
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
function emailData(booking: BookingEmailSubject): BookingEmailData {
  return { ...bookingFacts(booking), guestName: `${booking.firstName} ${booking.lastName}` };
}
