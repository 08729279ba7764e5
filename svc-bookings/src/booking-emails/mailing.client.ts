import { Inject, Injectable } from '@nestjs/common';
import type { TransactionalEmailRequest } from '@atelier/contracts';
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
    await this.internal.request(this.env.MAILING_URL, 'POST', '/internal/emails', request, MAIL_TIMEOUT_MS);
  }
}
