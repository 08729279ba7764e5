import { Body, Controller, HttpCode, HttpStatus, Post, UseGuards } from '@nestjs/common';
import type { TransactionalEmailAccepted } from '@atelier/contracts';
import { InternalGuard } from '@atelier/service-kit';
import { transactionalEmailSchema, type TransactionalEmailInput } from './dto/transactional-email.dto';
import { EmailsService } from './emails.service';

/** For the other services: send one transactional e-mail, once per idempotency key. */
@Controller('internal/emails')
@UseGuards(InternalGuard)
export class InternalEmailsController {
  constructor(private readonly emails: EmailsService) {}

  /** 202: stored and queued (or already sent: `duplicate`); 400 for an unknown template or bad data. */
  @Post()
  @HttpCode(HttpStatus.ACCEPTED)
  send(@Body({ schema: transactionalEmailSchema }) body: TransactionalEmailInput): Promise<TransactionalEmailAccepted> {
    return this.emails.accept(body);
  }
}
