import { BadRequestException, ConflictException, Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Logger } from 'pino';
import type { EntityManager, Repository } from 'typeorm';
import { ARTIST_RECIPIENT, type EmailAttachment, type TransactionalEmailAccepted, type TransactionalEmailData } from '@atelier/contracts';
import { DurableWorkService, ENV, LOGGER, returningRows } from '@atelier/service-kit';
import { CatalogClient } from '../catalog/catalog.client';
import { artistEmail, type MailingEnv } from '../env';
import { EmailEntity } from './email.entity';
import { MailTransport } from './mail-transport';
import { senderFor } from './sender';
import { EMAIL_TEMPLATES, type EmailTemplate, type TemplateContext } from './templates';

/** The durable work of sending one stored e-mail. */
const SEND_EMAIL = 'send-email';
interface SendEmail {
  key: string;
}

/** Whose e-mails come from the artist and are answered by her: a reply must reach her public contact address. */
const TO_VISITORS: ReadonlySet<EmailTemplate['audience']> = new Set(['guest', 'customer']);

/** How long one delivery attempt owns an e-mail; longer than the SMTP timeouts added up. */
const LEASE_SECONDS = 120;

/** An e-mail request that passed every check, ready to store. */
export interface PreparedEmail {
  key: string;
  template: string;
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
export class EmailsService {
  /** The templates' context that never changes; the sender (her Site settings) and the recipient are each e-mail's own. */
  readonly context: Pick<TemplateContext, 'siteUrl' | 'artistEmail'>;

  constructor(
    @InjectRepository(EmailEntity) private readonly emails: Repository<EmailEntity>,
    private readonly work: DurableWorkService,
    private readonly transport: MailTransport,
    private readonly catalog: CatalogClient,
    @Inject(ENV) private readonly env: MailingEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.context = {
      siteUrl: env.PUBLIC_SITE_URL,
      artistEmail: artistEmail(env),
    };
    work.handle<SendEmail>(SEND_EMAIL, { run: ({ key }) => this.deliver(key) });
  }

  /** `POST /internal/emails`: stores the e-mail (once per key) and queues it. */
  async accept(request: TransactionalEmailData): Promise<TransactionalEmailAccepted> {
    const email = this.prepare(request);
    const { row, duplicate } = await this.emails.manager.transaction((manager) => this.store(manager, email));
    if (duplicate && (row.template !== email.template || row.recipient.toLowerCase() !== email.recipient.toLowerCase())) {
      throw new ConflictException('This idempotency key was already used for a different e-mail');
    }
    if (row.status !== 'sent') await this.dispatch(row.idempotencyKey);
    return { id: row.id, status: row.status, duplicate };
  }

  /** Checks the template and its data (400 with the first problem) and resolves `to: 'artist'`. */
  prepare(request: TransactionalEmailData): PreparedEmail {
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
      attachments: request.attachments ?? null,
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
      const sender = senderFor(await this.catalog.siteIdentity(), this.env);
      const toVisitor = TO_VISITORS.has(template.audience);
      const rendered = template.render(template.data.parse(email.data), {
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
          leaseUntil: null,
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

/** The work key of an e-mail: its idempotency key, apart from the other work of this service. */
const workKey = (key: string) => `email-${key}`;
