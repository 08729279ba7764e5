import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import {
  confirmationEmailsBusyMessage,
  NEWSLETTER_MESSAGES,
  type MessageResponse,
  type NewsletterSubscriber,
  type SubscriberStatus,
} from '@atelier/contracts';
import {
  ENV,
  hashToken,
  mailboxKey,
  newSecretToken,
  refuseBeyondHourlyCap,
  returningRows,
  type HourlyCap,
  Refusal,
} from '@atelier/service-kit';
import { EmailsService } from '../email/emails.service';
import { newsletterConfirmTemplate } from '../email/templates/newsletter.template';
import type { MailingEnv } from '../env';
import { AudienceSyncService, type ChangedRow } from '../mailchimp/audience-sync.service';
import { SubscriberEntity } from './subscriber.entity';

interface Subscription {
  email: string;
  firstName: string;
  lastName: string;
}

/** A changed row and what its e-mail needs. */
interface SubscriberRow extends ChangedRow {
  active: boolean;
  first_name: string | null;
}

/** The e-mail a write sends to each row it changed, with the secret of its links. */
interface Notice {
  template: 'newsletter-confirm' | 'newsletter-welcome';
  token: string;
}

/**
 * A second confirmation e-mail to the same mailbox waits this long (a form sent twice sends one),
 * however the address is written: `victim+1@` and `victim+2@` are one mailbox ({@link mailboxKey}).
 */
const CONFIRMATION_RESEND_MINUTES = 10;

/** The columns every write returns: what the Mailchimp push and the e-mails need. */
const RETURNING = `RETURNING "id", "email", "version", "active", "first_name"`;

/**
 * Newsletter subscribers, double opt-in: a sign-up is `pending` and gets a confirmation
 * e-mail; only the address's own confirmation (or the artist) makes it `active`, and only then
 * does Mailchimp hear of it. Every change is one statement that also bumps the row's version,
 * written with that version's Mailchimp push and e-mail (see AudienceSyncService.write): the
 * row is the truth, Mailchimp follows it.
 */
@Injectable()
export class NewsletterService {
  constructor(
    @InjectRepository(SubscriberEntity) private readonly subscribers: Repository<SubscriberEntity>,
    private readonly audience: AudienceSyncService,
    private readonly emails: EmailsService,
    @Inject(ENV) private readonly env: MailingEnv,
  ) {}

  /**
   * `POST /api/newsletter`: one row per address whatever its case. A new or former subscriber
   * becomes pending and is e-mailed a confirmation link, unless its mailbox was sent one in the
   * last CONFIRMATION_RESEND_MINUTES. The answer is the same whether the address was known (it
   * reveals nothing), and a stranger cannot rename an active subscriber. Once the site has sent
   * NEWSLETTER_CONFIRMATION_EMAILS_PER_HOUR confirmations in the last hour, every sign-up is
   * refused (429) until one more fits: the same answer for every address, and nothing queued.
   */
  async subscribe({ email, firstName, lastName }: Subscription): Promise<MessageResponse> {
    // Each confirmation e-mail gets new links; an earlier e-mail's links stop working.
    const token = newSecretToken();
    await this.write(
      async (manager) => {
        // Its lock makes every sign-up one step, site-wide, until it commits: the mailbox check below is race-free too.
        await refuseBeyondHourlyCap(manager, this.confirmationCap());
        if (await this.mailboxAskedRecently(manager, email)) return [];
        return returningRows<SubscriberRow>(
          manager,
          `INSERT INTO "newsletter_subscribers" AS s ("email", "first_name", "last_name", "active", "pending_since", "token_hash")
           VALUES ($1, $2, $3, false, now(), $4)
           ON CONFLICT ((lower("email"))) DO UPDATE SET
             "first_name" = CASE WHEN s."active" THEN COALESCE(s."first_name", EXCLUDED."first_name") ELSE EXCLUDED."first_name" END,
             "last_name" = CASE WHEN s."active" THEN COALESCE(s."last_name", EXCLUDED."last_name") ELSE EXCLUDED."last_name" END,
             "pending_since" = CASE WHEN s."active" THEN NULL ELSE now() END,
             "token_hash" = CASE WHEN s."active" THEN s."token_hash" ELSE EXCLUDED."token_hash" END,
             "updated_at" = now(), "version" = s."version" + 1
           WHERE NOT s."active" OR s."first_name" IS NULL OR s."last_name" IS NULL
           ${RETURNING}`,
          [email, firstName, lastName, hashToken(token)],
        );
      },
      { template: 'newsletter-confirm', token },
    );
    return { message: NEWSLETTER_MESSAGES.confirmationSent };
  }

  /** `POST /api/newsletter/confirm`: the link in the confirmation e-mail; a second click is fine. */
  async confirm(token: string): Promise<MessageResponse> {
    const rows = await this.write(
      (manager) =>
        returningRows<SubscriberRow>(
          manager,
          `UPDATE "newsletter_subscribers" SET
             "active" = true, "pending_since" = NULL, "confirmed_at" = now(), "subscribed_at" = now(),
             "unsubscribed_at" = NULL, "updated_at" = now(), "version" = "version" + 1
           WHERE "token_hash" = $1 AND "pending_since" IS NOT NULL
           ${RETURNING}`,
          [hashToken(token)],
        ),
      { template: 'newsletter-welcome', token },
    );
    if (rows.length === 0 && (await this.statusOf(token)) !== 'active') throw new Refusal('NOT_FOUND', NEWSLETTER_MESSAGES.confirmFailed);
    return { message: NEWSLETTER_MESSAGES.subscribed };
  }

  /** `POST /api/newsletter/unsubscribe/{token}`: the unsubscribe page and mail programs' one-click (RFC 8058). */
  async unsubscribe(token: string): Promise<MessageResponse> {
    const rows = await this.write((manager) =>
      returningRows<SubscriberRow>(
        manager,
        `UPDATE "newsletter_subscribers" SET
           "active" = false, "pending_since" = NULL, "unsubscribed_at" = now(), "updated_at" = now(), "version" = "version" + 1
         WHERE "token_hash" = $1 AND ("active" OR "pending_since" IS NOT NULL)
         ${RETURNING}`,
        [hashToken(token)],
      ),
    );
    if (rows.length === 0 && (await this.statusOf(token)) === null)
      throw new Refusal('NOT_FOUND', NEWSLETTER_MESSAGES.unsubscribeLinkInvalid);
    return { message: NEWSLETTER_MESSAGES.unsubscribed };
  }

  /** `GET /api/newsletter` (admin): newest subscription first. */
  async list(): Promise<NewsletterSubscriber[]> {
    const rows = await this.subscribers.find({ order: { subscribedAt: 'DESC', id: 'DESC' } });
    return rows.map(toSubscriber);
  }

  /**
   * The admin's Subscribe / Unsubscribe buttons; 404 for an address that never signed up. The
   * artist may subscribe someone who told her so in person; a pending sign-up can be cancelled.
   */
  async setActive(email: string, active: boolean): Promise<MessageResponse> {
    const rows = await this.write((manager) =>
      returningRows<SubscriberRow>(
        manager,
        `UPDATE "newsletter_subscribers" SET
           "active" = $2::boolean, "pending_since" = NULL,
           "subscribed_at" = CASE WHEN $2::boolean THEN now() ELSE "subscribed_at" END,
           "unsubscribed_at" = CASE WHEN $2::boolean THEN NULL ELSE now() END,
           "updated_at" = now(), "version" = "version" + 1
         WHERE lower("email") = lower($1) AND ("active" <> $2::boolean OR "pending_since" IS NOT NULL)
         ${RETURNING}`,
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
    if (!existing) throw new Refusal('NOT_FOUND', NEWSLETTER_MESSAGES.notFound);
    return { message: `${existing.email} is already ${active ? 'subscribed' : 'unsubscribed'}` };
  }

  /**
   * One write of subscribers (with its Mailchimp pushes); with a `notice`, each row it leaves
   * pending (confirm) or makes active (welcome) is e-mailed in the same transaction.
   */
  private async write(change: (manager: EntityManager) => Promise<SubscriberRow[]>, notice?: Notice): Promise<SubscriberRow[]> {
    const keys: string[] = [];
    const rows = await this.audience.write('subscriber', async (manager) => {
      const rows = await change(manager);
      if (!notice) return rows;
      for (const row of rows) {
        if (row.active !== (notice.template === 'newsletter-welcome')) continue;
        const envelope = { to: row.email, idempotencyKey: `${notice.template}-${row.id}-v${row.version}` };
        // Nothing the visitor wrote goes to an address before it is confirmed: the welcome may name them, the confirmation may not.
        const email = this.emails.prepare(
          notice.template === 'newsletter-welcome'
            ? { ...envelope, template: notice.template, data: { firstName: row.first_name ?? 'there', token: notice.token } }
            : { ...envelope, template: notice.template, data: { token: notice.token } },
        );
        await this.emails.store(manager, email);
        keys.push(email.key);
      }
      return rows;
    });
    for (const key of keys) await this.emails.dispatch(key);
    return rows;
  }

  /** The site-wide cap on confirmation e-mails: the `newsletter-confirm` rows of the last hour. */
  private confirmationCap(): HourlyCap {
    return {
      name: 'newsletter-confirmation-emails',
      max: this.env.NEWSLETTER_CONFIRMATION_EMAILS_PER_HOUR,
      happenedAt: `SELECT "created_at" AS "at" FROM "emails" WHERE "template" = '${newsletterConfirmTemplate.name}'`,
      message: confirmationEmailsBusyMessage,
    };
  }

  /**
   * Whether an address of this mailbox was e-mailed a confirmation in the last
   * CONFIRMATION_RESEND_MINUTES (it is pending since then). Few rows are: the hourly cap bounds them.
   */
  private async mailboxAskedRecently(manager: EntityManager, email: string): Promise<boolean> {
    const recent = (await manager.query(
      `SELECT "email" FROM "newsletter_subscribers" WHERE "pending_since" > now() - make_interval(mins => $1)`,
      [CONFIRMATION_RESEND_MINUTES],
    )) as { email: string }[];
    const mailbox = mailboxKey(email);
    return recent.some((row) => mailboxKey(row.email) === mailbox);
  }

  private async statusOf(token: string): Promise<SubscriberStatus | null> {
    const row = await this.subscribers.findOne({ where: { tokenHash: hashToken(token) } });
    return row ? statusOf(row) : null;
  }
}

function statusOf(row: SubscriberEntity): SubscriberStatus {
  return row.active ? 'active' : row.pendingSince ? 'pending' : 'unsubscribed';
}

function toSubscriber(row: SubscriberEntity): NewsletterSubscriber {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    active: row.active,
    status: statusOf(row),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    subscribedAt: row.subscribedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
  };
}
