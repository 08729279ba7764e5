import { Inject, Injectable } from '@nestjs/common';
import { internalApi, type TransactionalEmailRequest } from '@atelier/contracts';
import { ENV, InternalClient, isRefusal } from '@atelier/service-kit';
import type { CommerceEnv } from '../env';

/** svc-mailing's internal API: transactional e-mail and the mailing-list contacts. */
@Injectable()
export class MailingClient {
  constructor(
    private readonly internal: InternalClient,
    @Inject(ENV) private readonly env: CommerceEnv,
  ) {}

  async sendEmail(request: TransactionalEmailRequest): Promise<void> {
    await this.internal.call(this.env.MAILING_URL, internalApi.sendEmail, { body: request });
  }

  /** Takes an address off the mailing list; one that is not there counts as removed. */
  async removeContact(email: string): Promise<void> {
    try {
      await this.internal.call(this.env.MAILING_URL, internalApi.removeContact, { params: { email } });
    } catch (error) {
      if (isRefusal(error, 'NOT_FOUND')) return;
      throw error;
    }
  }
}
