import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Logger } from 'pino';
import { In, IsNull, LessThan, type EntityManager, type QueryDeepPartialEntity, type Repository } from 'typeorm';
import type { TransactionalEmailRequest } from '@atelier/contracts';
import { JobsService, LOGGER } from '@atelier/service-kit';
import { MailingClient } from './mailing.client';
import { MailingOutboxEntity, type ContactRemovalRequest } from './mailing-outbox.entity';

/** The queue that carries outbox rows to svc-mailing. */
export const MAILING_OUTBOX_QUEUE = 'commerce.mailing';
export interface MailingOutboxJob {
  outboxId: number;
}

/** How often rows that never reached svc-mailing (Redis or svc-mailing away too long) are queued again. */
const SWEEP_EVERY_MS = 5 * 60_000;

/**
 * What svc-mailing must hear, through an outbox: `stage…` writes the row in the caller's
 * transaction, `dispatch` queues it after commit, the job delivers it and marks it sent. The
 * row's deterministic job id is also the e-mail's idempotency key, so a repeat sends nothing.
 */
@Injectable()
export class MailingOutboxService implements OnApplicationBootstrap, OnApplicationShutdown {
  private sweeper?: NodeJS.Timeout;

  constructor(
    @InjectRepository(MailingOutboxEntity) private readonly outbox: Repository<MailingOutboxEntity>,
    private readonly jobs: JobsService,
    private readonly mailing: MailingClient,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    jobs.register<MailingOutboxJob>(MAILING_OUTBOX_QUEUE, ({ outboxId }) => this.deliver(outboxId));
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.queueUnsent(new Date()).catch((error: unknown) => this.logger.error({ err: error }, 'queueing unsent mail failed'));
    this.sweeper = setInterval(() => {
      this.queueUnsent(new Date(Date.now() - SWEEP_EVERY_MS)).catch((error: unknown) =>
        this.logger.error({ err: error }, 'queueing unsent mail failed'),
      );
    }, SWEEP_EVERY_MS);
    this.sweeper.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.sweeper);
  }

  /** Stages e-mails; each request's idempotency key is its job id. Rows already staged stay as they are. */
  stageEmails(manager: EntityManager, requests: TransactionalEmailRequest[]): Promise<string[]> {
    return this.stage(
      manager,
      requests.map((request) => ({ jobId: request.idempotencyKey, kind: 'email' as const, request })),
    );
  }

  stageContactRemoval(manager: EntityManager, jobId: string, request: ContactRemovalRequest): Promise<string[]> {
    return this.stage(manager, [{ jobId, kind: 'remove-contact', request }]);
  }

  /**
   * Queues staged rows once their transaction committed. A failure here (Redis away) is logged,
   * not thrown: the change stands and the sweeper queues the row again.
   */
  async dispatch(jobIds: string[]): Promise<void> {
    if (!jobIds.length) return;
    try {
      const rows = await this.outbox.find({ where: { jobId: In(jobIds), sentAt: IsNull() } });
      for (const row of rows) await this.jobs.add<MailingOutboxJob>(MAILING_OUTBOX_QUEUE, { outboxId: row.id }, row.jobId);
    } catch (error) {
      this.logger.error({ err: error, jobIds }, 'queueing mail failed; the sweeper will retry');
    }
  }

  private async stage(
    manager: EntityManager,
    rows: { jobId: string; kind: MailingOutboxEntity['kind']; request: MailingOutboxEntity['request'] }[],
  ): Promise<string[]> {
    if (rows.length)
      await manager
        .createQueryBuilder()
        .insert()
        .into(MailingOutboxEntity)
        .values(rows as QueryDeepPartialEntity<MailingOutboxEntity>[])
        .orIgnore()
        .execute();
    return rows.map((row) => row.jobId);
  }

  private async deliver(outboxId: number): Promise<void> {
    const row = await this.outbox.findOneBy({ id: outboxId });
    if (!row || row.sentAt) return;
    if (row.kind === 'email') await this.mailing.sendEmail(row.request as TransactionalEmailRequest);
    else await this.mailing.removeContact((row.request as ContactRemovalRequest).email);
    await this.outbox.update({ id: row.id }, { sentAt: new Date() });
  }

  /** Rows staged before `olderThan` and not yet delivered go on the queue again under a fresh job id. */
  private async queueUnsent(olderThan: Date): Promise<void> {
    const rows = await this.outbox.find({ where: { sentAt: IsNull(), createdAt: LessThan(olderThan) }, take: 500, order: { id: 'ASC' } });
    // A fresh id: BullMQ keeps a job that failed for good under its id, and would ignore the same id again.
    const sweep = Date.now().toString(36);
    for (const row of rows)
      await this.jobs.add<MailingOutboxJob>(MAILING_OUTBOX_QUEUE, { outboxId: row.id }, `${row.jobId}-sweep-${sweep}`);
  }
}
