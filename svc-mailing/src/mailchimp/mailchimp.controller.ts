import { Controller, HttpCode, HttpStatus, Post, ServiceUnavailableException, UseGuards } from '@nestjs/common';
import { MAILCHIMP_MESSAGES, type MailchimpConnection, type MessageResponse } from '@atelier/contracts';
import { AdminGuard } from '@atelier/service-kit';
import { AudienceSyncService } from './audience-sync.service';

/** The admin Newsletter tab's provider panel. */
@Controller('api/admin/mailchimp')
@UseGuards(AdminGuard)
export class MailchimpController {
  constructor(private readonly audience: AudienceSyncService) {}

  @Post('test')
  @HttpCode(HttpStatus.OK)
  test(): Promise<MailchimpConnection> {
    return this.audience.testConnection();
  }

  @Post('sync')
  @HttpCode(HttpStatus.OK)
  sync(): Promise<MessageResponse> {
    return this.audience.startFullSync();
  }

  /** Customers live in svc-commerce; it completes this call when it lands. */
  @Post('sync-customers')
  @HttpCode(HttpStatus.OK)
  syncCustomers(): MessageResponse {
    throw new ServiceUnavailableException(MAILCHIMP_MESSAGES.customerSyncPending);
  }
}
