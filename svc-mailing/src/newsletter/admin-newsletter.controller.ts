import { Controller, HttpCode, HttpStatus, Param, Patch, UseGuards } from '@nestjs/common';
import type { MessageResponse } from '@atelier/contracts';
import { AdminGuard } from '@atelier/service-kit';
import { NewsletterService } from './newsletter.service';

@Controller('api/admin/newsletter')
@UseGuards(AdminGuard)
export class AdminNewsletterController {
  constructor(private readonly newsletter: NewsletterService) {}

  @Patch(':email/unsubscribe')
  @HttpCode(HttpStatus.OK)
  unsubscribe(@Param('email') email: string): Promise<MessageResponse> {
    return this.newsletter.setActive(email, false);
  }

  @Patch(':email/subscribe')
  @HttpCode(HttpStatus.OK)
  subscribe(@Param('email') email: string): Promise<MessageResponse> {
    return this.newsletter.setActive(email, true);
  }
}
