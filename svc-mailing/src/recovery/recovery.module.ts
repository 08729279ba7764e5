import { Module } from '@nestjs/common';
import { EmailModule } from '../email/email.module';
import { MailchimpModule } from '../mailchimp/mailchimp.module';
import { RecoverySweeper } from './recovery.sweeper';

@Module({
  imports: [EmailModule, MailchimpModule],
  providers: [RecoverySweeper],
})
export class RecoveryModule {}
