import { Body, Controller, HttpCode, HttpStatus, Param, UseGuards } from '@nestjs/common';
import { contactUpsertSchema, internalApi, type ContactChangeAccepted } from '@atelier/contracts';
import { InternalGuard, Serves } from '@atelier/service-kit';
import type { z } from 'zod';
import { ContactsService } from './contacts.service';

/** For svc-commerce: its customers in the mailing-list audience. */
@Controller()
@UseGuards(InternalGuard)
export class InternalContactsController {
  constructor(private readonly contacts: ContactsService) {}

  @Serves(internalApi.upsertContact)
  @HttpCode(HttpStatus.ACCEPTED)
  upsert(@Body({ schema: contactUpsertSchema }) body: z.output<typeof contactUpsertSchema>): Promise<ContactChangeAccepted> {
    return this.contacts.upsert(body);
  }

  @Serves(internalApi.removeContact)
  @HttpCode(HttpStatus.ACCEPTED)
  remove(@Param('email') email: string): Promise<ContactChangeAccepted> {
    return this.contacts.remove(email);
  }
}
