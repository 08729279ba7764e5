import { Body, Controller, HttpCode, HttpStatus, UseGuards } from '@nestjs/common';
import {
  NEWSLETTER_MESSAGES,
  newsletterSubscriptionSchema,
  mailingApi,
  type MessageResponse,
  type NewsletterSubscriber,
} from '@atelier/contracts';
import { AdminGuard, ClientRateLimitGuard, RateLimit, Serves } from '@atelier/service-kit';
import type { z } from 'zod';
import { NewsletterService } from './newsletter.service';

@Controller()
export class NewsletterController {
  constructor(private readonly newsletter: NewsletterService) {}

  /** The footer sign-up; the same address twice is one subscriber. */
  @Serves(mailingApi.newsletter.subscribe)
  @HttpCode(HttpStatus.OK)
  @UseGuards(ClientRateLimitGuard)
  @RateLimit({
    name: 'newsletter',
    limits: 'NEWSLETTER',
    message: NEWSLETTER_MESSAGES.tooMany,
  })
  subscribe(@Body({ schema: newsletterSubscriptionSchema }) body: z.output<typeof newsletterSubscriptionSchema>): Promise<MessageResponse> {
    return this.newsletter.subscribe(body);
  }

  /** The admin Newsletter tab's list (SPEC §7 keeps this path outside /api/admin). */
  @Serves(mailingApi.newsletter.list)
  @UseGuards(AdminGuard)
  list(): Promise<NewsletterSubscriber[]> {
    return this.newsletter.list();
  }
}
