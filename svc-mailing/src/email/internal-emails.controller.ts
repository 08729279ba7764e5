import { Body, Controller, HttpCode, HttpStatus, UseGuards } from '@nestjs/common';
import { internalApi, type TransactionalEmailAccepted } from '@atelier/contracts';
import { InternalGuard, Serves } from '@atelier/service-kit';
import { EmailsService } from './emails.service';

/** For the other services: send one transactional e-mail, once per idempotency key. */
@Controller()
@UseGuards(InternalGuard)
export class InternalEmailsController {
  constructor(private readonly emails: EmailsService) {}

  /**
   * 202: stored and queued (or already sent: `duplicate`). The body is checked by EmailsService
   * against the endpoint's schema, so that its 400 names the field: an unknown template, bad data.
   */
  @Serves(internalApi.sendEmail)
  @HttpCode(HttpStatus.ACCEPTED)
  send(@Body() body: unknown): Promise<TransactionalEmailAccepted> {
    return this.emails.accept(body);
  }
}
