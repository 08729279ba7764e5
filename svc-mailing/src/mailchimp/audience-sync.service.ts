import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import { IsNull, type EntityManager, type Repository } from 'typeorm';
import { MAILCHIMP_MESSAGES, type MailchimpConnection, type MessageResponse } from '@atelier/contracts';
import { DurableWorkService, JobsService, LOGGER, QUEUE_ADD_TIMEOUT_MS, returningRows, withTimeout, Refusal } from '@atelier/service-kit';
import { SubscriberEntity } from '../newsletter/subscriber.entity';
import { ContactEntity } from './contact.entity';
import {
  MAILCHIMP_FULL_SYNC_QUEUE,
  MAILCHIMP_MEMBER_QUEUE,
  PUSH_MEMBER,
  type FullSyncJob,
  type MemberSyncJob,
  type PushMember,
} from '../work-kinds';
import { MailchimpApiError, MailchimpClient, type MemberUpsert } from './mailchimp.client';

/** Tag of audience members who bought a painting (internal contacts API). */
export const CUSTOMER_TAG = 'Customer';
/** A subscriber or contact row a write changed, with its new version. */
export interface ChangedRow {
  id: number;
  email: string;
  version: number;
}

/**
 * Keeps the Mailchimp audience in step with the database. A write of subscribers or contacts
 * ({@link write}) stages the push of each row it changed as durable work, in its transaction;
 * the work pushes the address's *current* state (so an old push never undoes a newer change)
 * and records the version it pushed. What is not pushed yet — Mailchimp down longer than the
 * retries, Redis down when the change was made — is queued again by the durable work's sweep.
 */
@Injectable()
export class AudienceSyncService {
  constructor(
    @InjectRepository(SubscriberEntity) private readonly subscribers: Repository<SubscriberEntity>,
    @InjectRepository(ContactEntity) private readonly contacts: Repository<ContactEntity>,
    private readonly mailchimp: MailchimpClient,
    private readonly jobs: JobsService,
    private readonly work: DurableWorkService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    work.handle<PushMember>(PUSH_MEMBER, {
      run: ({ email }) => this.pushMember(email, 'change'),
      describe: () => 'sending a subscriber’s change to Mailchimp',
    });
    jobs.register<MemberSyncJob>(MAILCHIMP_MEMBER_QUEUE, ({ email, reason }) => this.pushMember(email, reason));
    jobs.register<FullSyncJob>(MAILCHIMP_FULL_SYNC_QUEUE, ({ runId }) => this.queueEveryMember(runId));
  }

  get configured(): boolean {
    return this.mailchimp.configured;
  }

  /**
   * Runs a write of subscribers or contacts and stages, in its transaction, the push of every
   * row it changed (its id and version name the work: a repeat of one change runs once, a later
   * change runs again); then queues them. Without Mailchimp nothing is staged: its full sync
   * sends everything once it is set up.
   */
  async write<Row extends ChangedRow>(kind: 'subscriber' | 'contact', change: (manager: EntityManager) => Promise<Row[]>): Promise<Row[]> {
    let keys: string[] = [];
    const rows = await this.subscribers.manager.transaction(async (manager) => {
      const rows = await change(manager);
      if (this.mailchimp.configured) {
        keys = await this.work.stage(
          manager,
          rows.map((row) => ({ kind: PUSH_MEMBER, key: `${kind}-${row.id}-v${row.version}`, payload: { email: row.email } })),
        );
      }
      return rows;
    });
    await this.work.dispatch(keys);
    return rows;
  }

  /** `POST /api/admin/mailchimp/test`: false when not configured, refused or unreachable. */
  async testConnection(): Promise<MailchimpConnection> {
    if (!this.mailchimp.configured) return { connected: false };
    try {
      await this.mailchimp.ping();
      return { connected: true };
    } catch (error) {
      this.logger.warn({ err: error }, 'Mailchimp connection test failed');
      return { connected: false };
    }
  }

  /** `POST /api/admin/mailchimp/sync`: queues a push of every subscriber, active and unsubscribed (not the unconfirmed). */
  async startFullSync(): Promise<MessageResponse> {
    if (!this.mailchimp.configured) throw new Refusal('MAILCHIMP_NOT_CONFIGURED', MAILCHIMP_MESSAGES.notConfigured);
    const count = await this.subscribers.countBy({ pendingSince: IsNull() });
    const runId = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
    try {
      await withTimeout(
        this.jobs.add<FullSyncJob>(MAILCHIMP_FULL_SYNC_QUEUE, { runId }, `full-sync-${runId}`),
        QUEUE_ADD_TIMEOUT_MS,
        'queueing the full sync',
      );
    } catch (error) {
      this.logger.error({ err: error }, 'could not queue the Mailchimp full sync');
      throw new Refusal('SERVICE_UNAVAILABLE', 'The job queue is not available. Please try again in a minute.');
    }
    return { message: `Syncing ${count} newsletter ${count === 1 ? 'subscriber' : 'subscribers'} to Mailchimp` };
  }

  /** The full-sync job: one member job per subscriber (ids per run, so a retry adds nothing twice). */
  async queueEveryMember(runId: string): Promise<void> {
    const rows = await this.subscribers.find({
      select: { id: true, email: true },
      where: { pendingSince: IsNull() },
      order: { id: 'ASC' },
    });
    for (const row of rows) {
      await this.jobs.add<MemberSyncJob>(MAILCHIMP_MEMBER_QUEUE, { email: row.email, reason: 'full-sync' }, `sync-${runId}-${row.id}`);
    }
    this.logger.info({ runId, members: rows.length }, 'Mailchimp full sync queued');
  }

  /** The member push: what Mailchimp should hold for this address, from both tables. */
  async pushMember(email: string, reason: MemberSyncJob['reason']): Promise<void> {
    if (!this.mailchimp.configured) return; // unset since the change: the full sync sends it once set up again
    const [signedUp, contact] = await Promise.all([
      this.subscribers.createQueryBuilder('s').where('lower(s.email) = lower(:email)', { email }).getOne(),
      this.contacts.createQueryBuilder('c').where('lower(c.email) = lower(:email)', { email }).getOne(),
    ]);
    // An address that has not confirmed its sign-up is not Mailchimp's business yet (double opt-in).
    const subscriber = signedUp?.pendingSince ? null : signedUp;
    if (!subscriber && !contact) return this.markSynced(signedUp, null);
    let subscriberSettled = false;
    try {
      if (subscriber) {
        subscriberSettled = await this.pushSubscriber(subscriber, contact, reason);
      } else if (contact!.active) {
        await this.mailchimp.upsertMember({
          email: contact!.email,
          // A customer has not asked for the newsletter: in the audience, but not subscribed.
          statusIfNew: 'transactional',
          firstName: contact!.firstName,
          lastName: contact!.lastName,
        });
      } else {
        await this.mailchimp.archiveMember(contact!.email);
      }
      if (contact && (subscriber || contact.active)) await this.mailchimp.setTags(email, [{ name: CUSTOMER_TAG, active: contact.active }]);
    } catch (error) {
      // A refusal about this address (invalid, fake-looking, forgotten) will not change by retrying.
      if (!(error instanceof MailchimpApiError && error.permanent)) throw error;
      this.logger.warn({ err: error, email }, 'Mailchimp refused this member; not retried');
    }
    await this.markSynced(subscriberSettled ? null : signedUp, contact);
  }

  /** Answers true when the row was settled here (Mailchimp's own unsubscribe won). */
  private async pushSubscriber(
    subscriber: SubscriberEntity,
    contact: ContactEntity | null,
    reason: MemberSyncJob['reason'],
  ): Promise<boolean> {
    const member: MemberUpsert = {
      email: subscriber.email,
      statusIfNew: subscriber.active ? 'subscribed' : 'unsubscribed',
      status: subscriber.active ? 'subscribed' : 'unsubscribed',
      firstName: subscriber.firstName ?? contact?.firstName,
      lastName: subscriber.lastName ?? contact?.lastName,
    };
    try {
      await this.mailchimp.upsertMember(member);
      return false;
    } catch (error) {
      if (!(error instanceof MailchimpApiError && error.complianceState)) throw error;
      if (reason === 'change') {
        // They asked again (or the artist did for them): Mailchimp's way back in is a confirmation e-mail.
        await this.mailchimp.upsertMember({ ...member, status: 'pending', statusIfNew: 'pending' });
        this.logger.info({ email: subscriber.email }, 'Mailchimp asks this former unsubscriber to confirm by e-mail');
        return false;
      }
      // They unsubscribed through Mailchimp itself; its record wins and the admin list shows it.
      await this.subscribers.query(
        `UPDATE "newsletter_subscribers"
         SET "active" = false, "unsubscribed_at" = now(), "updated_at" = now(), "version" = "version" + 1,
             "mailchimp_synced_version" = "version" + 1
         WHERE "id" = $1 AND "version" = $2`,
        [subscriber.id, subscriber.version],
      );
      this.logger.info({ email: subscriber.email }, 'unsubscribed through Mailchimp; marked unsubscribed here');
      return true;
    }
  }

  private async markSynced(subscriber: SubscriberEntity | null, contact: ContactEntity | null): Promise<void> {
    const manager = this.subscribers.manager;
    if (subscriber) {
      await returningRows(
        manager,
        `UPDATE "newsletter_subscribers" SET "mailchimp_synced_version" = $2 WHERE "id" = $1 AND "mailchimp_synced_version" < $2`,
        [subscriber.id, subscriber.version],
      );
    }
    if (contact) {
      await returningRows(
        manager,
        `UPDATE "contacts" SET "mailchimp_synced_version" = $2 WHERE "id" = $1 AND "mailchimp_synced_version" < $2`,
        [contact.id, contact.version],
      );
    }
  }
}
