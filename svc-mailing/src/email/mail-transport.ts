import { mkdir, rename, writeFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { createTransport, type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import { ProviderRefusal } from '@atelier/service-kit';
import type { EmailAttachment } from '@atelier/contracts';
import type { CalendarInvite } from './templates/booking-invite';

/** One message, rendered and addressed. */
export interface OutgoingEmail {
  /** The caller's idempotency key: names the outbox file and the Message-ID. */
  key: string;
  /** When the e-mail was accepted; fixed, so a second run writes the same outbox file. */
  acceptedAt: Date;
  /** nodemailer quotes and encodes the name as a header needs. */
  from: { name: string; address: string };
  to: string;
  replyTo: string | null;
  subject: string;
  html: string;
  text: string;
  calendar?: CalendarInvite;
  listUnsubscribe?: string;
  attachments: EmailAttachment[];
}

export interface SentEmail {
  messageId: string;
  /** Where it went: the SMTP server's answer or the outbox file. */
  location: string;
}

/** Where e-mails go: SMTP when SMTP_URL is set, else files in the outbox. Swappable in tests. */
export abstract class MailTransport {
  abstract readonly kind: 'smtp' | 'outbox';
  abstract send(email: OutgoingEmail): Promise<SentEmail>;
  /** Nest calls this on shutdown: pooled connections are closed. */
  onApplicationShutdown(): void {}
}

/** Same key, same Message-ID: a resend after a crash is recognisable as the same message. */
function messageIdFor(email: OutgoingEmail): string {
  const domain = /@([^>\s]+)$/.exec(email.from.address)?.[1] ?? 'atelier.localhost';
  return `<${createHash('sha256').update(email.key).digest('hex').slice(0, 32)}@${domain}>`;
}

function toMessage(email: OutgoingEmail) {
  return {
    from: email.from,
    to: email.to,
    ...(email.replyTo ? { replyTo: email.replyTo } : {}),
    subject: email.subject,
    text: email.text,
    html: email.html,
    // A text/calendar part and an invite.ics attachment, as calendar programs expect an invitation.
    attachments: email.attachments.map((file) => ({
      filename: file.filename,
      contentType: file.contentType,
      content: Buffer.from(file.contentBase64, 'base64'),
    })),
    ...(email.calendar ? { icalEvent: { method: email.calendar.method, filename: 'invite.ics', content: email.calendar.content } } : {}),
    messageId: messageIdFor(email),
    date: email.acceptedAt,
    headers: {
      'X-Atelier-Idempotency-Key': email.key,
      // RFC 8058: mail programs show an Unsubscribe button that POSTs `List-Unsubscribe=One-Click` here.
      ...(email.listUnsubscribe
        ? { 'List-Unsubscribe': `<${email.listUnsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
        : {}),
    },
  };
}

/** nodemailer over SMTP_URL (Mailpit in compose, the provider's relay in production). */
export class SmtpMailTransport extends MailTransport {
  readonly kind = 'smtp';
  private readonly transporter: Transporter;

  constructor(url: string) {
    super();
    // Bounded, so one attempt always ends well inside the e-mail's lease.
    this.transporter = createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
  }

  async send(email: OutgoingEmail): Promise<SentEmail> {
    try {
      const info = (await this.transporter.sendMail(toMessage(email))) as { messageId: string; response?: string };
      return { messageId: info.messageId, location: info.response ?? 'smtp' };
    } catch (error) {
      // 5xx is the server's "never" (no such mailbox, message refused): three days of retries would
      // only hide it from the admin. 4xx and a lost connection are "not now", and are retried.
      const { responseCode, response } = error as { responseCode?: number; response?: string };
      if (responseCode !== undefined && responseCode >= 500 && responseCode < 600) {
        throw new ProviderRefusal(`The mail server refused it: ${response ?? responseCode}`, { cause: error });
      }
      throw error;
    }
  }

  override onApplicationShutdown(): void {
    this.transporter.close();
  }
}

/**
 * Without SMTP (the embedded run): each message becomes one `.eml` file in the outbox
 * (opens in any mail program), and the log names the file. Never its links: they carry the
 * secrets of password resets, confirmations and unsubscribing, which no log may hold.
 */
export class OutboxMailTransport extends MailTransport {
  readonly kind = 'outbox';
  private readonly composer = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  constructor(
    readonly dir: string,
    private readonly logger: Logger,
  ) {
    super();
  }

  async send(email: OutgoingEmail): Promise<SentEmail> {
    const info = (await this.composer.sendMail(toMessage(email))) as { messageId: string; message: Buffer };
    await mkdir(this.dir, { recursive: true });
    const file = join(this.dir, outboxFileName(email));
    // Written whole or not at all; a second run of the same e-mail overwrites the same file.
    const partial = `${file}.partial`;
    await writeFile(partial, info.message);
    await rename(partial, file);
    this.logger.info(
      { to: email.to, subject: email.subject, file },
      `E-mail to ${email.to} written to the outbox: "${email.subject}" (${file})`,
    );
    return { messageId: info.messageId, location: file };
  }
}

/** `2026-03-14T09-30-00-000Z_password-reset-3f2a….eml`: sorts by time, names the key. */
export function outboxFileName(email: Pick<OutgoingEmail, 'key' | 'acceptedAt'>): string {
  const time = email.acceptedAt.toISOString().replace(/:/g, '-').replace('.', '-');
  const readable = email.key.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 80);
  const unique = createHash('sha256').update(email.key).digest('hex').slice(0, 8);
  return `${time}_${readable}_${unique}.eml`;
}
