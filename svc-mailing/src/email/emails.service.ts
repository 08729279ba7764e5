import { BadRequestException, ConflictException, Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Logger } from 'pino';
import type { EntityManager, Repository } from 'typeorm';
import { ARTIST_RECIPIENT, type TransactionalEmailAccepted } from '@atelier/contracts';
import { ENV, JobsService, LOGGER } from '@atelier/service-kit';
import { returningRows } from '../common/sql';
import { QUEUE_ADD_TIMEOUT_MS, withTimeout } from '../common/with-timeout';
import { artistEmail, type MailingEnv } from '../env';
import type { TransactionalEmailInput } from './dto/transactional-email.dto';
import { EmailEntity } from './email.entity';
import { MailTransport } from './mail-transport';
import { EMAIL_TEMPLATES, type TemplateContext } from './templates';

/** Queue of transactional e-mails; one job per idempotency key. */
export const EMAIL_QUEUE = 'mailing-email';
export interface EmailJob {
  key: string;
}

/** How long one delivery attempt owns an e-mail; longer than the SMTP timeouts added up. */
const LEASE_SECONDS = 120;
/** The recovery sweep gives an e-mail up after this many extra rounds (about six days). */
const MAX_REQUEUES = 12;

/** An e-mail request that passed every check, ready to store. */
export interface PreparedEmail {
  key: string;
  template: string;
  recipient: string;
  replyTo: string | null;
  data: Record<string, unknown>;
}

/**
 * Transactional e-mail: each request is stored under its idempotency key before it is
 * queued, and its job sends it once — a second run, a duplicate request or a lost job
 * (found again by {@link requeueStalled}) never sends it twice.
 */
@Injectable()
export class EmailsService {
  readonly context: TemplateContext;

  constructor(
    @InjectRepository(EmailEntity) private readonly emails: Repository<EmailEntity>,
    private readonly jobs: JobsService,
    private readonly transport: MailTransport,
    @Inject(ENV) private readonly env: MailingEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.context = {
      siteName: /^\s*"?([^"<]+?)"?\s*</.exec(env.MAIL_FROM)?.[1] ?? 'Atelier',
      siteUrl: env.PUBLIC_SITE_URL,
    };
    jobs.register<EmailJob>(EMAIL_QUEUE, ({ key }) => this.deliver(key));
  }

  /** `POST /internal/emails`: stores the e-mail (once per key) and queues it. */
  async accept(request: TransactionalEmailInput): Promise<TransactionalEmailAccepted> {
    const email = this.prepare(request);
    const { row, duplicate } = await this.store(this.emails.manager, email);
    if (duplicate && (row.template !== email.template || row.recipient.toLowerCase() !== email.recipient.toLowerCase())) {
      throw new ConflictException('This idempotency key was already used for a different e-mail');
    }
    if (row.status !== 'sent') await this.enqueue(row.idempotencyKey);
    return { id: row.id, status: row.status, duplicate };
  }

  /** Checks the template and its data (400 with the first problem) and resolves `to: 'artist'`. */
  prepare(request: TransactionalEmailInput): PreparedEmail {
    const template = EMAIL_TEMPLATES.get(request.template);
    if (!template) {
      throw new BadRequestException(`Unknown e-mail template "${request.template}". Known: ${[...EMAIL_TEMPLATES.keys()].join(', ')}`);
    }
    const parsed = template.data.safeParse(request.data);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw new BadRequestException(`data.${issue.path.map(String).join('.')}: ${issue.message}`);
    }
    return {
      key: request.idempotencyKey,
      template: template.name,
      recipient: request.to === ARTIST_RECIPIENT ? artistEmail(this.env) : request.to,
      replyTo: request.replyTo ?? null,
      // The data as the caller sent it; the template parses it again when it renders.
      data: request.data,
    };
  }

  /** Inserts the e-mail unless its key exists; inside the caller's transaction when given one. */
  async store(manager: EntityManager, email: PreparedEmail): Promise<{ row: EmailEntity; duplicate: boolean }> {
    const inserted: unknown[] = await manager.query(
      `INSERT INTO "emails" ("idempotency_key", "template", "recipient", "reply_to", "data")
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT ("idempotency_key") DO NOTHING
       RETURNING "id"`,
      [email.key, email.template, email.recipient, email.replyTo, JSON.stringify(email.data)],
    );
    const row = await manager.findOneByOrFail(EmailEntity, { idempotencyKey: email.key });
    return { row, duplicate: inserted.length === 0 };
  }

  /**
   * Queues delivery. Never fails the caller: the e-mail is already stored, and one whose
   * job could not be queued (Redis down) is queued by the recovery sweep.
   */
  async enqueue(key: string, round = 0): Promise<boolean> {
    const jobId = `email-${encodeURIComponent(key)}${round ? `-r${round}` : ''}`;
    try {
      await withTimeout(this.jobs.add<EmailJob>(EMAIL_QUEUE, { key }, jobId), QUEUE_ADD_TIMEOUT_MS, 'queueing the e-mail');
      return true;
    } catch (error) {
      this.logger.warn({ err: error, key }, 'e-mail stored but not queued; the recovery sweep will queue it');
      return false;
    }
  }

  /** The job: renders and sends the e-mail unless an earlier run already did. */
  async deliver(key: string): Promise<void> {
    const email = await this.claim(key);
    if (!email) {
      const row = await this.emails.findOneBy({ idempotencyKey: key });
      if (!row) {
        this.logger.error({ key }, 'e-mail job for a key that was never stored');
        return;
      }
      if (row.status === 'sent') return;
      // Another worker holds the lease; this run retries after it (or after the lease expires).
      throw new Error(`e-mail ${key} is being sent by another worker`);
    }
    try {
      const template = EMAIL_TEMPLATES.get(email.template);
      if (!template) throw new Error(`unknown e-mail template ${email.template}`);
      const rendered = template.render(template.data.parse(email.data), this.context);
      const sent = await this.transport.send({
        key: email.idempotencyKey,
        acceptedAt: email.createdAt,
        from: this.env.MAIL_FROM,
        to: email.recipient,
        replyTo: email.replyTo,
        ...rendered,
      });
      await this.emails.update(
        { id: email.id },
        {
          status: 'sent',
          sentAt: new Date(),
          leaseUntil: null,
          lastError: null,
          subject: rendered.subject.slice(0, 300),
          messageId: sent.messageId,
          // A live reset link has no business staying in the database once it is in the inbox.
          ...(template.sensitive ? { data: { erased: true } } : {}),
        },
      );
      if (this.transport.kind === 'smtp') {
        this.logger.info({ key, template: email.template, to: email.recipient, subject: rendered.subject }, 'e-mail sent');
      }
    } catch (error) {
      await this.emails.update(
        { id: email.id, status: 'sending' },
        { status: 'queued', leaseUntil: null, lastError: String((error as Error)?.message ?? error).slice(0, 2000) },
      );
      throw error;
    }
  }

  /**
   * Queues again every unsent e-mail whose job gave up or was lost, with growing gaps
   * (2, 4, 8… minutes after it was accepted). Safe on several replicas at once.
   */
  async requeueStalled(): Promise<number> {
    const rows = await returningRows<{ idempotency_key: string; requeues: number }>(
      this.emails.manager,
      `UPDATE "emails" SET "requeues" = "requeues" + 1
       WHERE "id" IN (
         SELECT "id" FROM "emails"
         WHERE "status" <> 'sent'
           AND ("lease_until" IS NULL OR "lease_until" < now())
           AND "requeues" < $1
           AND "created_at" < now() - interval '2 minutes' * power(2, "requeues")
           AND "created_at" > now() - interval '7 days'
         ORDER BY "created_at" LIMIT 100
         FOR UPDATE SKIP LOCKED)
       RETURNING "idempotency_key", "requeues"`,
      [MAX_REQUEUES],
    );
    for (const row of rows) {
      if (row.requeues === MAX_REQUEUES) this.logger.error({ key: row.idempotency_key }, 'e-mail still unsent; last automatic attempt');
      await this.enqueue(row.idempotency_key, row.requeues);
    }
    return rows.length;
  }

  /** Takes the e-mail for one attempt unless it is sent or another worker holds it. */
  private async claim(key: string): Promise<EmailEntity | null> {
    const claimed = await returningRows<{ id: number }>(
      this.emails.manager,
      `UPDATE "emails"
       SET "status" = 'sending', "lease_until" = now() + make_interval(secs => $2), "attempts" = "attempts" + 1
       WHERE "idempotency_key" = $1
         AND ("status" = 'queued' OR ("status" = 'sending' AND "lease_until" < now()))
       RETURNING "id"`,
      [key, LEASE_SECONDS],
    );
    return claimed[0] ? this.emails.findOneBy({ id: claimed[0].id }) : null;
  }
}
