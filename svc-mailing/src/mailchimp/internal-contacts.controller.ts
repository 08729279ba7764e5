import { Body, Controller, Delete, HttpCode, HttpStatus, Param, Put, UseGuards } from '@nestjs/common';
import { contactUpsertSchema, type ContactChangeAccepted } from '@atelier/contracts';
import { InternalGuard } from '@atelier/service-kit';
import type { z } from 'zod';
import { ContactsService } from './contacts.service';

/** For svc-commerce: its customers in the mailing-list audience. */
@Controller('internal/contacts')
@UseGuards(InternalGuard)
export class InternalContactsController {
  constructor(private readonly contacts: ContactsService) {}

  @Put()
  @HttpCode(HttpStatus.ACCEPTED)
  upsert(@Body({ schema: contactUpsertSchema }) body: z.output<typeof contactUpsertSchema>): Promise<ContactChangeAccepted> {
    return this.contacts.upsert(body);
  }

  @Delete(':email')
  @HttpCode(HttpStatus.ACCEPTED)
  remove(@Param('email') email: string): Promise<ContactChangeAccepted> {
    return this.contacts.remove(email);
  }
}
