import { Module } from '@nestjs/common';
import { DurableWorkModule } from '@atelier/service-kit';
import { BookingEmailsService } from './booking-emails.service';
import { MailingClient } from './mailing.client';

@Module({
  imports: [DurableWorkModule],
  providers: [BookingEmailsService, MailingClient],
  exports: [BookingEmailsService],
})
export class BookingEmailsModule {}
