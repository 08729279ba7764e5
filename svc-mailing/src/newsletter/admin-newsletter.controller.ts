import { Controller, Get, HttpCode, HttpStatus, Param, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { mailingApi, type MessageResponse, type NewsletterSubscriber } from '@atelier/contracts';
import { AdminGuard, sendCsv, Serves, type CsvColumn } from '@atelier/service-kit';
import { NewsletterService } from './newsletter.service';

/** The subscribers export's columns (stable names: spreadsheets and scripts rely on them). */
const SUBSCRIBER_COLUMNS: CsvColumn<NewsletterSubscriber>[] = [
  { header: 'email', value: (s) => s.email },
  { header: 'first_name', value: (s) => s.firstName },
  { header: 'last_name', value: (s) => s.lastName },
  { header: 'status', value: (s) => s.status },
  { header: 'subscribed_at', value: (s) => s.subscribedAt },
  { header: 'confirmed_at', value: (s) => s.confirmedAt },
  { header: 'unsubscribed_at', value: (s) => s.unsubscribedAt },
  { header: 'first_signed_up_at', value: (s) => s.createdAt },
];

@Controller()
@UseGuards(AdminGuard)
export class AdminNewsletterController {
  constructor(private readonly newsletter: NewsletterService) {}

  @Get(mailingApi.newsletter.export.path)
  async export(@Res() reply: FastifyReply): Promise<void> {
    await sendCsv(reply, 'subscribers', SUBSCRIBER_COLUMNS, await this.newsletter.list());
  }

  @Serves(mailingApi.newsletter.unsubscribe)
  @HttpCode(HttpStatus.OK)
  unsubscribe(@Param('email') email: string): Promise<MessageResponse> {
    return this.newsletter.setActive(email, false);
  }

  @Serves(mailingApi.newsletter.resubscribe)
  @HttpCode(HttpStatus.OK)
  subscribe(@Param('email') email: string): Promise<MessageResponse> {
    return this.newsletter.setActive(email, true);
  }
}
