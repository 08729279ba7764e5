import { Module } from '@nestjs/common';
import { DurableWorkModule } from '@atelier/service-kit';
import { MailingClient } from './mailing.client';
import { MailingOutboxService } from './mailing-outbox.service';

@Module({
  imports: [DurableWorkModule],
  providers: [MailingClient, MailingOutboxService],
  exports: [MailingOutboxService, MailingClient],
})
export class MailingModule {}
