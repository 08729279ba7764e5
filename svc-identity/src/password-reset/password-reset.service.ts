import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Logger } from 'pino';
import { DataSource, IsNull, MoreThan, type Repository } from 'typeorm';
import { internalApi, PASSWORD_RESET_MESSAGES, type EmailRequest } from '@atelier/contracts';
import { ENV, hashToken, InternalClient, LOGGER, newSecretToken, Refusal } from '@atelier/service-kit';
import { AdminsService } from '../admins/admins.service';
import type { IdentityEnv } from '../env';
import { SessionsService } from '../sessions/sessions.service';
import { ResetTokenEntity } from './reset-token.entity';

export const RESET_TOKEN_TTL_MS = 30 * 60_000;
/** Every request answers after this long, found or not, so timing tells nothing. */
const REQUEST_ANSWER_MS = 400;
const MAIL_TIMEOUT_MS = 5000;

@Injectable()
export class PasswordResetService {
  constructor(
    @InjectRepository(ResetTokenEntity) private readonly tokens: Repository<ResetTokenEntity>,
    private readonly dataSource: DataSource,
    private readonly admins: AdminsService,
    private readonly sessions: SessionsService,
    private readonly internal: InternalClient,
    @Inject(ENV) private readonly env: IdentityEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * E-mails a single-use link to the administrator. Answers the same message, status and
   * time whether or not the address is known; a mail failure is logged, never revealed.
   */
  async request(email: string): Promise<{ message: string }> {
    const answerAt = Date.now() + REQUEST_ANSWER_MS;
    const work = this.sendLink(email).catch((error: unknown) => this.logger.error({ err: error }, 'password reset e-mail failed'));
    await Promise.race([work, wait(answerAt - Date.now())]);
    await wait(answerAt - Date.now());
    return { message: PASSWORD_RESET_MESSAGES.requested };
  }

  /**
   * Sets the new password if the token is valid, unused and fresh; ends every session and every
   * other reset link. Answers whose account it was, so the browser that proved it reads her mail
   * can be trusted.
   */
  async confirm(token: string, password: string): Promise<{ adminId: number; message: string }> {
    const adminId = await this.dataSource.transaction(async (manager) => {
      // Marking the token used in the same statement that checks it makes it single-use under concurrency.
      const result = await manager
        .createQueryBuilder()
        .update(ResetTokenEntity)
        .set({ usedAt: () => 'now()' })
        .where({ tokenHash: hashToken(token), usedAt: IsNull(), expiresAt: MoreThan(new Date()) })
        .returning(['adminId'])
        .execute();
      const id = (result.raw as { admin_id: number }[])[0]?.admin_id;
      // Every other link sent before this reset ends with it.
      if (id !== undefined) await manager.update(ResetTokenEntity, { adminId: id, usedAt: IsNull() }, { usedAt: () => 'now()' });
      return id;
    });
    if (adminId === undefined) throw new Refusal('VALIDATION_FAILED', PASSWORD_RESET_MESSAGES.invalidToken);
    await this.admins.setPassword(adminId, password);
    await this.sessions.endAll(adminId);
    return { adminId, message: PASSWORD_RESET_MESSAGES.done };
  }

  private async sendLink(email: string): Promise<void> {
    const admin = await this.admins.findByEmail(email);
    if (!admin) return;
    const token = newSecretToken();
    await this.tokens.insert({ adminId: admin.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS) });
    const link = new URL(`/password-reset?token=${token}`, this.env.PUBLIC_SITE_URL).toString();
    const mail: EmailRequest<'password-reset'> = {
      template: 'password-reset',
      to: admin.email,
      data: { link, minutes: RESET_TOKEN_TTL_MS / 60_000 },
      idempotencyKey: `password-reset-${hashToken(token).toString('hex').slice(0, 32)}`,
    };
    await this.internal.call(this.env.MAILING_URL, internalApi.sendEmail, { body: mail }, MAIL_TIMEOUT_MS);
  }
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
}
