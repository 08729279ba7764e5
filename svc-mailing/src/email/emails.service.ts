import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Logger } from 'pino';
import { DataSource, type EntityManager, type QueryRunner, type Repository } from 'typeorm';
import {
  ARTIST_RECIPIENT,
  transactionalEmailSchema,
  type EmailAttachment,
  type EmailTemplateName,
  type TransactionalEmail,
  type TransactionalEmailAccepted,
  type TransactionalEmailRequest,
} from '@atelier/contracts';
import { describeEmail, DurableWorkService, ENV, JobsService, LOGGER, returningRows, Refusal } from '@atelier/service-kit';
import { CatalogClient } from '../catalog/catalog.client';
import { artistEmail, type MailingEnv } from '../env';
import { EmailEntity } from './email.entity';
import { MailTransport } from './mail-transport';
import { senderFor } from './sender';
import { EMAIL_TEMPLATES, renderEmail, type EmailTemplate, type TemplateContext } from './templates';
import { ABANDONED_EMAILS_CHECK, SEND_EMAIL, type SendEmail } from '../work-kinds';

/** Whose e-mails come from the artist and are answered by her: a reply must reach her public contact address. */
const TO_VISITORS: ReadonlySet<EmailTemplate<EmailTemplateName>['audience']> = new Set(['guest', 'customer']);

/**
 * The first key of the advisory lock by which a delivery attempt claims an e-mail (the second is
 * the e-mail's id). Held by the attempt's own database session, it ends with it: a sender that
 * dies (its connection closed) lets go at once, where a lease would have to run out.
 */
const CLAIM_LOCK = 0x6d61696c;

/** How often e-mails whose sender died mid-attempt are looked for (besides at start). */
const ABANDONED_CHECK_MS = 10_000;

/** An e-mail request that passed every check, ready to store. */
export interface PreparedEmail {
  key: string;
  template: EmailTemplateName;
  recipient: string;
  replyTo: string | null;
  data: Record<string, unknown>;
  attachments: EmailAttachment[] | null;
}

/**
 * Transactional e-mail: each request is stored under its idempotency key with the durable
 * work of sending it, and the work sends it once — a second run, a duplicate request or a lost
 * job (found again by the durable work's sweep) never sends it twice.
 */
@Injectable()
export class EmailsService implements OnApplicationBootstrap {
  /** The templates' context that never changes; the sender (her Site settings) and the recipient are each e-mail's own. */
  readonly context: Pick<TemplateContext, 'siteUrl' | 'artistEmail'>;

  constructor(
    @InjectRepository(EmailEntity) private readonly emails: Repository<EmailEntity>,
    private readonly dataSource: DataSource,
    private readonly work: DurableWorkService,
    private readonly jobs: JobsService,
    private readonly transport: MailTransport,
    private readonly catalog: CatalogClient,
    @Inject(ENV) private readonly env: MailingEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.context = {
      siteUrl: env.PUBLIC_SITE_URL,
      artistEmail: artistEmail(env),
    };
    work.handle<SendEmail>(SEND_EMAIL, {
      run: ({ key }) => this.deliver(key),
      describe: async ({ key }) => {
        const email = await this.emails.findOneBy({ idempotencyKey: key });
        return email ? describeEmail(email) : 'an e-mail no longer stored';
      },
    });
  }

  /** A restarted service sends at once what it was sending when it died; another replica finds it within seconds. */
  async onApplicationBootstrap(): Promise<void> {
    this.jobs.every(ABANDONED_EMAILS_CHECK, ABANDONED_CHECK_MS, async () => void (await this.resumeAbandoned()));
    await this.resumeAbandoned().catch((error: unknown) => this.logger.error({ err: error }, 'looking for abandoned e-mails failed'));
  }

  /** `POST /internal/emails`: checks the body (400 naming the field), stores the e-mail (once per key) and queues it. */
  async accept(body: unknown): Promise<TransactionalEmailAccepted> {
    const email = this.resolve(checkEmail(body));
    const { row, duplicate } = await this.emails.manager.transaction((manager) => this.store(manager, email));
    if (duplicate && (row.template !== email.template || row.recipient.toLowerCase() !== email.recipient.toLowerCase())) {
      throw new Refusal('CONFLICT', 'This idempotency key was already used for a different e-mail');
    }
    if (row.status !== 'sent') await this.dispatch(row.idempotencyKey);
    return { id: row.id, status: row.status, duplicate };
  }

  /** This service's own e-mails (enquiries, the newsletter): typed like any sender's, checked like them. */
  prepare(request: TransactionalEmailRequest): PreparedEmail {
    return this.resolve(checkEmail(request));
  }

  /** The e-mail to store: `to: 'artist'` becomes her address, here and nowhere else. */
  private resolve(email: TransactionalEmail): PreparedEmail {
    return {
      key: email.idempotencyKey,
      template: email.template,
      recipient: email.to === ARTIST_RECIPIENT ? artistEmail(this.env) : email.to,
      replyTo: email.replyTo ?? null,
      // As its schema left it: the template parses it again when it renders.
      data: email.data,
      attachments: email.attachments ?? null,
    };
  }

  /** Inserts the e-mail and the work of sending it unless its key exists, in the caller's transaction. */
  async store(manager: EntityManager, email: PreparedEmail): Promise<{ row: EmailEntity; duplicate: boolean }> {
    const inserted: unknown[] = await manager.query(
      `INSERT INTO "emails" ("idempotency_key", "template", "recipient", "reply_to", "data", "attachments")
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT ("idempotency_key") DO NOTHING
       RETURNING "id"`,
      [
        email.key,
        email.template,
        email.recipient,
        email.replyTo,
        JSON.stringify(email.data),
        email.attachments && JSON.stringify(email.attachments),
      ],
    );
    const row = await manager.findOneByOrFail(EmailEntity, { idempotencyKey: email.key });
    await this.work.stage(manager, [{ kind: SEND_EMAIL, key: workKey(email.key), payload: { key: email.key } satisfies SendEmail }]);
    return { row, duplicate: inserted.length === 0 };
  }

  /** Queues the sending of a stored e-mail once its transaction committed (never throws: the sweep catches up). */
  dispatch(key: string): Promise<void> {
    return this.work.dispatch([workKey(key)]);
  }

  /** The job: renders and sends the e-mail unless an earlier run already did. */
  async deliver(key: string): Promise<void> {
    // The claim's session: a transaction that holds the lock and nothing else, so the lock ends
    // with the attempt (or with the connection) and never stays behind on a pooled connection.
    const session = this.dataSource.createQueryRunner();
    await session.connect();
    try {
      await session.startTransaction();
      const email = await this.claim(session, key);
      if (email) await this.send(email);
    } finally {
      if (session.isTransactionActive) await session.rollbackTransaction().catch(() => undefined);
      await session.release();
    }
  }

  /**
   * E-mails marked `sending` whose claim no session holds: their sender died mid-attempt. Each is
   * queued again at once (once per dead attempt, however many passes or replicas find it).
   */
  async resumeAbandoned(): Promise<number> {
    const abandoned: { key: string; attempts: number }[] = await this.emails.query(
      `SELECT "idempotency_key" AS "key", "attempts" FROM "emails" e
       WHERE "status" = 'sending'
         AND NOT EXISTS (
           SELECT 1 FROM pg_locks l
           WHERE l."locktype" = 'advisory' AND l."database" = (SELECT "oid" FROM pg_database WHERE "datname" = current_database())
             AND l."classid" = $1::oid AND l."objid" = e."id"::oid AND l."objsubid" = 2)`,
      [CLAIM_LOCK],
    );
    for (const { key, attempts } of abandoned) await this.work.retryNow(workKey(key), `attempt-${attempts}`);
    if (abandoned.length) {
      this.logger.warn({ keys: abandoned.map((row) => row.key) }, 'e-mails whose sender died mid-send: sending them again now');
    }
    return abandoned.length;
  }

  /** Renders and sends a claimed e-mail, and records that it did (or why not, leaving it queued). */
  private async send(email: EmailEntity): Promise<void> {
    try {
      const template = EMAIL_TEMPLATES[email.template];
      const sender = senderFor(await this.catalog.siteIdentity(), this.env);
      const toVisitor = TO_VISITORS.has(template.audience);
      const rendered = renderEmail(email.template, email.data, {
        ...this.context,
        siteName: sender.businessName,
        signature: toVisitor ? sender.artistName : sender.businessName,
        recipient: email.recipient,
      });
      const sent = await this.transport.send({
        key: email.idempotencyKey,
        acceptedAt: email.createdAt,
        from: sender.from,
        to: email.recipient,
        // A visitor's reply reaches the artist's public address; her own notices keep the caller's (the visitor's).
        replyTo: toVisitor ? sender.replyTo : email.replyTo,
        attachments: email.attachments ?? [],
        ...rendered,
      });
      await this.emails.update(
        { id: email.id },
        {
          status: 'sent',
          sentAt: new Date(),
          lastError: null,
          subject: rendered.subject.slice(0, 300),
          messageId: sent.messageId,
          // A live reset link has no business staying in the database once it is in the inbox.
          ...(template.sensitive ? { data: { erased: true } } : {}),
          // Delivered files are the sender's to keep (the certificate stays with its sale), not the outbox's.
          attachments: null,
        },
      );
      if (this.transport.kind === 'smtp') {
        this.logger.info(
          { key: email.idempotencyKey, template: email.template, to: email.recipient, subject: rendered.subject },
          'e-mail sent',
        );
      }
    } catch (error) {
      await this.emails.update(
        { id: email.id, status: 'sending' },
        { status: 'queued', lastError: String((error as Error)?.message ?? error).slice(0, 2000) },
      );
      throw error;
    }
  }

  /**
   * Takes the e-mail for one attempt: its lock in `session`'s transaction, then `sending`,
   * committed at once so that it shows. Answers null when there is nothing to send (sent, or never
   * stored), and throws when a live worker holds it (this run retries later).
   */
  private async claim(session: QueryRunner, key: string): Promise<EmailEntity | null> {
    const [row]: { id: number; locked: boolean }[] = await session.query(
      `SELECT "id", pg_try_advisory_xact_lock($2, "id") AS "locked" FROM "emails" WHERE "idempotency_key" = $1`,
      [key, CLAIM_LOCK],
    );
    if (!row) {
      this.logger.error({ key }, 'e-mail job for a key that was never stored');
      return null;
    }
    if (!row.locked) throw new Error(`e-mail ${key} is being sent by another worker`);
    // With the lock held, `sending` can only be an attempt that died: it is this one's to finish.
    // A sender that finished released its lock after recording it, so `sent` is seen here.
    const claimed = await returningRows<{ id: number }>(
      this.emails.manager,
      `UPDATE "emails" SET "status" = 'sending', "attempts" = "attempts" + 1
       WHERE "id" = $1 AND "status" <> 'sent'
       RETURNING "id"`,
      [row.id],
    );
    return claimed[0] ? this.emails.findOneBy({ id: row.id }) : null;
  }
}

/**
 * The request as transactionalEmailSchema reads it, or 400 with the first problem named by its
 * field (`data.link: must be an http(s) address`), which the sender's log shows.
 */
function checkEmail(body: unknown): TransactionalEmail {
  const parsed = transactionalEmailSchema.safeParse(body);
  if (parsed.success) return parsed.data;
  const errors = parsed.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
  const [first] = errors;
  throw new Refusal('VALIDATION_FAILED', first!.path ? `${first!.path}: ${first!.message}` : first!.message, { errors });
}

/** The work key of an e-mail: its idempotency key, apart from the other work of this service. */
const workKey = (key: string) => `email-${key}`;
