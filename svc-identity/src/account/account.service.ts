import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { ACCOUNT_MESSAGES, internalApi, type AdminAccount, type EmailRequest, type MessageResponse } from '@atelier/contracts';
import { ENV, InternalClient, LOGGER, Refusal } from '@atelier/service-kit';
import { AdminsService, normalise } from '../admins/admins.service';
import { LoginThrottleService } from '../auth/login-throttle.service';
import type { IdentityEnv } from '../env';
import { SessionsService } from '../sessions/sessions.service';

const MAIL_TIMEOUT_MS = 5000;

/**
 * The artist's own account while signed in: her sign-in e-mail and password. Each change needs
 * her current password (counted per address as at sign-in, and against her own signed-in budget,
 * so a stolen session cannot guess it and strangers' failures cannot refuse it), and the address
 * she had is told, so a change she did not make does not go unseen.
 */
@Injectable()
export class AccountService {
  constructor(
    private readonly admins: AdminsService,
    private readonly sessions: SessionsService,
    private readonly throttle: LoginThrottleService,
    private readonly internal: InternalClient,
    @Inject(ENV) private readonly env: IdentityEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async get(adminId: number): Promise<AdminAccount> {
    return { email: (await this.admins.get(adminId)).email };
  }

  /** A new password; every other session ends (this one stays signed in). */
  async changePassword(adminId: number, sessionToken: string, address: string, current: string, next: string): Promise<MessageResponse> {
    const admin = await this.checkPassword(adminId, address, current);
    if (current === next) throw new Refusal('VALIDATION_FAILED', ACCOUNT_MESSAGES.samePassword);
    await this.admins.setPassword(admin.id, next);
    await this.sessions.endAllBut(admin.id, sessionToken);
    await this.tell(admin.email, 'password');
    return { message: ACCOUNT_MESSAGES.passwordChanged };
  }

  async changeEmail(adminId: number, address: string, current: string, email: string): Promise<MessageResponse> {
    const admin = await this.checkPassword(adminId, address, current);
    if (normalise(email) === admin.email) throw new Refusal('VALIDATION_FAILED', ACCOUNT_MESSAGES.sameEmail);
    await this.admins.setEmail(admin.id, email);
    await this.tell(admin.email, 'email', normalise(email));
    return { message: ACCOUNT_MESSAGES.emailChanged };
  }

  private async checkPassword(adminId: number, address: string, password: string) {
    const admin = await this.admins.get(adminId);
    const budget = { signedIn: admin.id };
    await this.throttle.countAttempt(address, budget);
    if (!(await this.admins.verifyPassword(admin, password))) {
      await this.throttle.recordFailure(address, admin.email);
      throw new Refusal('VALIDATION_FAILED', ACCOUNT_MESSAGES.wrongPassword);
    }
    // As at sign-in: the right password gives its attempt back.
    await this.throttle.forgive(address, budget);
    return admin;
  }

  /** E-mails the address she had about the change; a mail failure is logged, the change stands. */
  private async tell(to: string, change: 'password' | 'email', newEmail?: string): Promise<void> {
    const when = new Date();
    const mail: EmailRequest<'account-changed'> = {
      template: 'account-changed',
      to,
      data: { change, ...(newEmail ? { newEmail } : {}), at: when.toISOString() },
      idempotencyKey: `account-${change}-${to}-${when.getTime()}`,
    };
    await this.internal
      .call(this.env.MAILING_URL, internalApi.sendEmail, { body: mail }, MAIL_TIMEOUT_MS)
      .catch((error: unknown) => this.logger.error({ err: error, change }, 'account change notice failed'));
  }
}
