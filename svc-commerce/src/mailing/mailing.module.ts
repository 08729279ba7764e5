import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailingClient } from './mailing.client';
import { MailingOutboxEntity } from './mailing-outbox.entity';
import { MailingOutboxService } from './mailing-outbox.service';

@Module({
  imports: [TypeOrmModule.forFeature([MailingOutboxEntity])],
  providers: [MailingClient, MailingOutboxService],
  exports: [MailingOutboxService],
})
export class MailingModule {}
