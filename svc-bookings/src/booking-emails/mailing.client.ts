import { Inject, Injectable } from '@nestjs/common';
import { internalApi, type TransactionalEmailRequest } from '@atelier/contracts';
import { ENV, InternalClient } from '@atelier/service-kit';
import type { BookingsEnv } from '../env';

const MAIL_TIMEOUT_MS = 10_000;

/** svc-mailing's transactional e-mail API, the one edge the booking e-mails cross. */
@Injectable()
export class MailingClient {
  constructor(
    private readonly internal: InternalClient,
    @Inject(ENV) private readonly env: BookingsEnv,
  ) {}

  async send(request: TransactionalEmailRequest): Promise<void> {
    await this.internal.call(this.env.MAILING_URL, internalApi.sendEmail, { body: request }, MAIL_TIMEOUT_MS);
  }
}
