import { Controller, HttpCode, HttpStatus, Param, UseGuards } from '@nestjs/common';
import { mailingApi, type MessageResponse } from '@atelier/contracts';
import { AdminGuard, Serves } from '@atelier/service-kit';
import { NewsletterService } from './newsletter.service';

@Controller()
@UseGuards(AdminGuard)
export class AdminNewsletterController {
  constructor(private readonly newsletter: NewsletterService) {}

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
