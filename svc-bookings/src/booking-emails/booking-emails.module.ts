import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BookingEmailEntity } from './booking-email.entity';
import { BookingEmailsService } from './booking-emails.service';
import { MailingClient } from './mailing.client';

@Module({
  imports: [TypeOrmModule.forFeature([BookingEmailEntity])],
  providers: [BookingEmailsService, MailingClient],
  exports: [BookingEmailsService],
})
export class BookingEmailsModule {}
