import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ThrottleModule } from '@atelier/service-kit';
import { EmailModule } from '../email/email.module';
import { MailchimpModule } from '../mailchimp/mailchimp.module';
import { AdminNewsletterController } from './admin-newsletter.controller';
import { NewsletterController } from './newsletter.controller';
import { NewsletterService } from './newsletter.service';
import { SubscriberEntity } from './subscriber.entity';

@Module({
  imports: [TypeOrmModule.forFeature([SubscriberEntity]), EmailModule, MailchimpModule, ThrottleModule],
  controllers: [NewsletterController, AdminNewsletterController],
  providers: [NewsletterService],
})
export class NewsletterModule {}
