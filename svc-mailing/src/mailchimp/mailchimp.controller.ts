import { Controller, HttpCode, HttpStatus, Post, UseGuards } from '@nestjs/common';
import type { MailchimpConnection, MessageResponse } from '@atelier/contracts';
import { AdminGuard } from '@atelier/service-kit';
import { AudienceSyncService } from './audience-sync.service';
import { ContactsService } from './contacts.service';

/** The admin Newsletter tab's provider panel. */
@Controller('api/admin/mailchimp')
@UseGuards(AdminGuard)
export class MailchimpController {
  constructor(
    private readonly audience: AudienceSyncService,
    private readonly contacts: ContactsService,
  ) {}

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

  /** Customers live in svc-commerce; they join the audience tagged Customer. */
  @Post('sync-customers')
  @HttpCode(HttpStatus.OK)
  syncCustomers(): Promise<MessageResponse> {
    return this.contacts.syncCustomers();
  }
}
