import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { NEWSLETTER_MESSAGES, type MessageResponse, type NewsletterSubscriber } from '@atelier/contracts';
import { returningRows } from '@atelier/service-kit';
import { AudienceSyncService } from '../mailchimp/audience-sync.service';
import { SubscriberEntity } from './subscriber.entity';

interface Subscription {
  email: string;
  firstName: string;
  lastName: string;
}

/**
 * Newsletter subscribers. Every change is one statement that also bumps the row's version,
 * written with that version's Mailchimp push (see AudienceSyncService.write); the row is the
 * truth, Mailchimp follows it.
 */
@Injectable()
export class NewsletterService {
  constructor(
    @InjectRepository(SubscriberEntity) private readonly subscribers: Repository<SubscriberEntity>,
    private readonly audience: AudienceSyncService,
  ) {}

  /**
   * `POST /api/newsletter`: one row per address whatever its case; a former subscriber is
   * reactivated. The answer is the same whether the address was known (it reveals nothing),
   * and a stranger cannot rename an active subscriber.
   */
  async subscribe({ email, firstName, lastName }: Subscription): Promise<MessageResponse> {
    await this.audience.write('subscriber', (manager) =>
      returningRows(
        manager,
        `INSERT INTO "newsletter_subscribers" AS s ("email", "first_name", "last_name") VALUES ($1, $2, $3)
       ON CONFLICT ((lower("email"))) DO UPDATE SET
         "first_name" = CASE WHEN s."active" THEN COALESCE(s."first_name", EXCLUDED."first_name") ELSE EXCLUDED."first_name" END,
         "last_name" = CASE WHEN s."active" THEN COALESCE(s."last_name", EXCLUDED."last_name") ELSE EXCLUDED."last_name" END,
         "subscribed_at" = CASE WHEN s."active" THEN s."subscribed_at" ELSE now() END,
         "active" = true, "unsubscribed_at" = NULL, "updated_at" = now(), "version" = s."version" + 1
       WHERE NOT s."active" OR s."first_name" IS NULL OR s."last_name" IS NULL
       RETURNING "id", "email", "version"`,
        [email, firstName, lastName],
      ),
    );
    return { message: NEWSLETTER_MESSAGES.subscribed };
  }

  /** `GET /api/newsletter` (admin): newest subscription first. */
  async list(): Promise<NewsletterSubscriber[]> {
    const rows = await this.subscribers.find({ order: { subscribedAt: 'DESC', id: 'DESC' } });
    return rows.map(toSubscriber);
  }

  /** The admin's Subscribe / Unsubscribe buttons; 404 for an address that never subscribed. */
  async setActive(email: string, active: boolean): Promise<MessageResponse> {
    const rows = await this.audience.write('subscriber', (manager) =>
      returningRows(
        manager,
        `UPDATE "newsletter_subscribers" SET
         "active" = $2::boolean,
         "subscribed_at" = CASE WHEN $2::boolean THEN now() ELSE "subscribed_at" END,
         "unsubscribed_at" = CASE WHEN $2::boolean THEN NULL ELSE now() END,
         "updated_at" = now(), "version" = "version" + 1
       WHERE lower("email") = lower($1) AND "active" <> $2::boolean
       RETURNING "id", "email", "version"`,
        [email.trim(), active],
      ),
    );
    const row = rows[0];
    if (row) {
      return { message: `${row.email} has been ${active ? 'subscribed' : 'unsubscribed'}` };
    }
    const existing = await this.subscribers
      .createQueryBuilder('s')
      .where('lower(s.email) = lower(:email)', { email: email.trim() })
      .getOne();
    if (!existing) throw new NotFoundException(NEWSLETTER_MESSAGES.notFound);
    return { message: `${existing.email} is already ${active ? 'subscribed' : 'unsubscribed'}` };
  }
}

function toSubscriber(row: SubscriberEntity): NewsletterSubscriber {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    active: row.active,
    subscribedAt: row.subscribedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
  };
}
