import { Controller, HttpCode, HttpStatus, UseGuards } from '@nestjs/common';
import { mailingApi, type MailchimpConnection, type MessageResponse } from '@atelier/contracts';
import { AdminGuard, Serves } from '@atelier/service-kit';
import { AudienceSyncService } from './audience-sync.service';
import { ContactsService } from './contacts.service';

/** The admin Newsletter tab's provider panel. */
@Controller()
@UseGuards(AdminGuard)
export class MailchimpController {
  constructor(
    private readonly audience: AudienceSyncService,
    private readonly contacts: ContactsService,
  ) {}

  @Serves(mailingApi.mailchimp.test)
  @HttpCode(HttpStatus.OK)
  test(): Promise<MailchimpConnection> {
    return this.audience.testConnection();
  }

  @Serves(mailingApi.mailchimp.sync)
  @HttpCode(HttpStatus.OK)
  sync(): Promise<MessageResponse> {
    return this.audience.startFullSync();
  }

  /** Customers live in svc-commerce; they join the audience tagged Customer. */
  @Serves(mailingApi.mailchimp.syncCustomers)
  @HttpCode(HttpStatus.OK)
  syncCustomers(): Promise<MessageResponse> {
    return this.contacts.syncCustomers();
  }
}
