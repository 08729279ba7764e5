import { Body, Controller, HttpCode, HttpStatus, UseGuards } from '@nestjs/common';
import { internalApi, transactionalEmailSchema, type TransactionalEmailAccepted, type TransactionalEmailData } from '@atelier/contracts';
import { InternalGuard, Serves } from '@atelier/service-kit';
import { EmailsService } from './emails.service';

/** For the other services: send one transactional e-mail, once per idempotency key. */
@Controller()
@UseGuards(InternalGuard)
export class InternalEmailsController {
  constructor(private readonly emails: EmailsService) {}

  /** 202: stored and queued (or already sent: `duplicate`); 400 for an unknown template or bad data. */
  @Serves(internalApi.sendEmail)
  @HttpCode(HttpStatus.ACCEPTED)
  send(@Body({ schema: transactionalEmailSchema }) body: TransactionalEmailData): Promise<TransactionalEmailAccepted> {
    return this.emails.accept(body);
  }
}
