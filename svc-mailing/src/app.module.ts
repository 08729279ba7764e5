import { Module } from '@nestjs/common';
import { internalApi, mailingApi } from '@atelier/contracts';
import { ServiceKitModule } from '@atelier/service-kit';
import { EmailEntity } from './email/email.entity';
import { EmailModule } from './email/email.module';
import { mailingEnvSchema } from './env';
import { InquiriesModule } from './inquiries/inquiries.module';
import { InquiryEntity } from './inquiries/inquiry.entity';
import { ContactEntity } from './mailchimp/contact.entity';
import { MailchimpModule } from './mailchimp/mailchimp.module';
import { migrations } from './migrations';
import { NewsletterModule } from './newsletter/newsletter.module';
import { SubscriberEntity } from './newsletter/subscriber.entity';

@Module({
  imports: [
    ServiceKitModule.forRoot({
      name: 'mailing',
      envSchema: mailingEnvSchema,
      entities: [EmailEntity, InquiryEntity, SubscriberEntity, ContactEntity],
      migrations,
      formBodyRoutes: [mailingApi.newsletter.unsubscribeByLink.path],
      // An e-mail may carry a certificate PDF (1.5 MB of base64 at most, internalApi.sendEmail).
      bodyLimits: { [internalApi.sendEmail.path]: 3 * 1024 * 1024 },
    }),
    EmailModule,
    InquiriesModule,
    MailchimpModule,
    NewsletterModule,
  ],
})
export class AppModule {}
