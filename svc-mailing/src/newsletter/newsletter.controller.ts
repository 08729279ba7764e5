import { Body, Controller, HttpCode, HttpStatus, Param, UseGuards } from '@nestjs/common';
import {
  NEWSLETTER_MESSAGES,
  newsletterConfirmationSchema,
  newsletterSubscriptionSchema,
  mailingApi,
  subscriberTokenSchema,
  type MessageResponse,
  type NewsletterSubscriber,
} from '@atelier/contracts';
import { AdminGuard, ClientRateLimitGuard, RateLimit, Serves } from '@atelier/service-kit';
import type { z } from 'zod';
import { NewsletterService } from './newsletter.service';

@Controller()
export class NewsletterController {
  constructor(private readonly newsletter: NewsletterService) {}

  /** The footer sign-up; the same address twice is one subscriber, asked to confirm by e-mail. */
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

  @Serves(mailingApi.newsletter.confirm)
  @HttpCode(HttpStatus.OK)
  confirm(@Body({ schema: newsletterConfirmationSchema }) body: z.output<typeof newsletterConfirmationSchema>): Promise<MessageResponse> {
    return this.newsletter.confirm(body.token);
  }

  /** Takes a form body too (app.module's formBodyRoutes): mail programs' one-click unsubscribe. */
  @Serves(mailingApi.newsletter.unsubscribeByLink)
  @HttpCode(HttpStatus.OK)
  unsubscribe(@Param('token', { schema: subscriberTokenSchema }) token: string): Promise<MessageResponse> {
    return this.newsletter.unsubscribe(token);
  }

  /** The admin Newsletter tab's list (requirements §7 keeps this path outside /api/admin). */
  @Serves(mailingApi.newsletter.list)
  @UseGuards(AdminGuard)
  list(): Promise<NewsletterSubscriber[]> {
    return this.newsletter.list();
  }
}
