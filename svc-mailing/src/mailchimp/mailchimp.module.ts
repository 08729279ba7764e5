import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DurableWorkModule } from '@atelier/service-kit';
import { SubscriberEntity } from '../newsletter/subscriber.entity';
import { AudienceSyncService } from './audience-sync.service';
import { ContactEntity } from './contact.entity';
import { ContactsService } from './contacts.service';
import { InternalContactsController } from './internal-contacts.controller';
import { MailchimpClient } from './mailchimp.client';
import { MailchimpController } from './mailchimp.controller';

@Module({
  imports: [TypeOrmModule.forFeature([SubscriberEntity, ContactEntity]), DurableWorkModule],
  controllers: [MailchimpController, InternalContactsController],
  providers: [MailchimpClient, AudienceSyncService, ContactsService],
  exports: [AudienceSyncService],
})
export class MailchimpModule {}
