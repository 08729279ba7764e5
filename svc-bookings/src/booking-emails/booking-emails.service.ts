import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Logger } from 'pino';
import { IsNull, LessThan, type EntityManager, type Repository } from 'typeorm';
import {
  ARTIST_RECIPIENT,
  BOOKING_EMAIL_TEMPLATES,
  type BookingEmailData,
  type BookingEmailKind,
  type TransactionalEmailRequest,
} from '@atelier/contracts';
import { ENV, JobsService, LOGGER } from '@atelier/service-kit';
import type { BookingsEnv } from '../env';
import { BookingEmailEntity } from './booking-email.entity';
import { MailingClient } from './mailing.client';

/** The queue of booking e-mails, owned by this service so a mail outage loses nothing. */
export const BOOKING_EMAILS_QUEUE = 'bookings.emails';
export interface BookingEmailJob {
  emailId: number;
}

/** How often rows that never reached the queue (Redis away at that moment) are queued again. */
const SWEEP_EVERY_MS = 5 * 60_000;

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
 * Booking e-mails through an outbox: `stage…` writes the request in the caller's transaction,
 * `dispatch` queues it after commit, the job sends it to svc-mailing and marks it sent. The job id
 * and the mail's idempotency key are the row's deterministic `jobId`, so a repeat sends nothing.
 */
@Injectable()
export class BookingEmailsService implements OnApplicationBootstrap, OnApplicationShutdown {
  private sweeper?: NodeJS.Timeout;

  constructor(
    @InjectRepository(BookingEmailEntity) private readonly emails: Repository<BookingEmailEntity>,
    private readonly jobs: JobsService,
    private readonly mailing: MailingClient,
    @Inject(ENV) private readonly env: BookingsEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    jobs.register<BookingEmailJob>(BOOKING_EMAILS_QUEUE, ({ emailId }) => this.deliver(emailId));
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.queueUnsent(new Date());
    this.sweeper = setInterval(() => {
      this.queueUnsent(new Date(Date.now() - SWEEP_EVERY_MS)).catch((error: unknown) =>
        this.logger.error({ err: error }, 'queueing unsent booking e-mails failed'),
      );
    }, SWEEP_EVERY_MS);
    this.sweeper.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.sweeper);
  }

  /**
   * A new booking's request to confirm it, to the address the visitor gave. It says nothing the
   * visitor wrote but their name, so the form cannot be used to send anyone a message.
   */
  stageRequest(
    manager: EntityManager,
    booking: BookingEmailSubject,
    confirmation: { link: string; minutes: number },
  ): Promise<BookingEmailEntity[]> {
    const request = this.request('request', `booking-${booking.id}-request`, booking.email, { ...emailData(booking), ...confirmation });
    return manager.getRepository(BookingEmailEntity).save([this.row(booking.id, request)]);
  }

  /** The guest confirmed: the guest's summary (svc-mailing repeats the weather notice) and the artist's copy. */
  stageNewBooking(manager: EntityManager, booking: BookingEmailSubject): Promise<BookingEmailEntity[]> {
    const data = emailData(booking);
    const guest = this.request('guest', `booking-${booking.id}-guest`, booking.email, data);
    const artist = this.request('artist', `booking-${booking.id}-artist`, this.env.ARTIST_EMAIL ?? ARTIST_RECIPIENT, {
      ...data,
      guestEmail: booking.email,
      ...(booking.phone ? { guestPhone: booking.phone } : {}),
      ...(booking.specialRequests ? { specialRequests: booking.specialRequests } : {}),
      bookingId: booking.id,
    });
    return manager.getRepository(BookingEmailEntity).save([guest, artist].map((request) => this.row(booking.id, request)));
  }

  /**
   * The guest's e-mail about the artist's change. Called with the booking row locked, so the
   * sequence number in the job id (`booking-7-moved-4`) is race-free.
   */
  async stageChange(manager: EntityManager, booking: BookingEmailSubject, change: BookingChange): Promise<BookingEmailEntity[]> {
    const repository = manager.getRepository(BookingEmailEntity);
    const sequence = (await repository.countBy({ bookingId: booking.id })) + 1;
    const { kind, ...details } = change;
    const request = this.request(kind, `booking-${booking.id}-${kind}-${sequence}`, booking.email, {
      ...emailData(booking),
      ...Object.fromEntries(Object.entries(details).filter(([, value]) => value)),
    });
    return [await repository.save(this.row(booking.id, request))];
  }

  /**
   * Queues staged e-mails once their transaction committed. A failure here (Redis away) is
   * logged, not thrown: the booking stands and the sweeper queues the row again.
   */
  async dispatch(rows: BookingEmailEntity[]): Promise<void> {
    for (const row of rows) {
      try {
        await this.jobs.add<BookingEmailJob>(BOOKING_EMAILS_QUEUE, { emailId: row.id }, row.jobId);
      } catch (error) {
        this.logger.error({ err: error, jobId: row.jobId }, 'queueing a booking e-mail failed; it will be queued again');
      }
    }
  }

  /** The job: sends one e-mail unless it already went, then marks it sent (and forgets a confirmation link it carried). */
  async deliver(emailId: number): Promise<void> {
    const email = await this.emails.findOneBy({ id: emailId });
    if (!email || email.sentAt) return;
    await this.mailing.send(email.request);
    const { link, ...data } = email.request.data as Partial<BookingEmailData>;
    await this.emails.update(
      { id: email.id },
      { sentAt: new Date(), ...(link ? { request: { ...email.request, data: { ...data } } } : {}) },
    );
  }

  /** Queues every e-mail staged before `createdBefore` and not yet sent (at start, then every few minutes). */
  async queueUnsent(createdBefore: Date): Promise<void> {
    const unsent = await this.emails.find({ where: { sentAt: IsNull(), createdAt: LessThan(createdBefore) }, order: { id: 'ASC' } });
    await this.dispatch(unsent);
    if (unsent.length) this.logger.info({ count: unsent.length }, 'queued unsent booking e-mails');
  }

  private request(kind: BookingEmailKind, key: string, to: string, data: BookingEmailData): TransactionalEmailRequest {
    // The guest's replies reach the artist; the artist's reply reaches the guest.
    const replyTo = kind === 'artist' ? data.guestEmail : this.env.ARTIST_EMAIL;
    return { template: BOOKING_EMAIL_TEMPLATES[kind], to, data: { ...data }, idempotencyKey: key, ...(replyTo ? { replyTo } : {}) };
  }

  private row(bookingId: number, request: TransactionalEmailRequest): BookingEmailEntity {
    return this.emails.create({ bookingId, jobId: request.idempotencyKey, request });
  }
}

function emailData(booking: BookingEmailSubject): BookingEmailData {
  return {
    guestName: `${booking.firstName} ${booking.lastName}`,
    adventureTitle: booking.adventureTitle,
    date: booking.bookingDate,
    guests: booking.numberOfGuests,
    total: booking.totalPriceNzd,
    currency: 'NZD',
  };
}
