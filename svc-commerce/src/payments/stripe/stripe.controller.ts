import { Body, Controller, Headers, HttpCode, Param, Req, UseGuards } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { commerceApi, paymentIntentRequestSchema, type PaintingReservation, type PaymentIntentResponse } from '@atelier/contracts';
import { ClientRateLimitGuard, clientKey, RateLimit, Serves } from '@atelier/service-kit';
import { PAYMENT_RATE_LIMIT } from '../payment-rate-limit';
import type { RequestWithRawBody } from './raw-body.hook';
import { StripePaymentsService } from './stripe-payments.service';

@Controller()
export class StripeController {
  constructor(private readonly stripePayments: StripePaymentsService) {}

  /** requirements §7: `{clientSecret}` for the painting's price plus shipping; any amount in the body is ignored. */
  @Serves(commerceApi.payments.createPaymentIntent)
  @HttpCode(200)
  @UseGuards(ClientRateLimitGuard)
  @RateLimit(PAYMENT_RATE_LIMIT)
  createPaymentIntent(
    @Body({ schema: paymentIntentRequestSchema }) body: z.output<typeof paymentIntentRequestSchema>,
    @Req() request: FastifyRequest,
    @Headers('idempotency-key') idempotencyKey?: string,
  ): Promise<PaymentIntentResponse> {
    return this.stripePayments.createIntent(body, {
      idempotencyKey: idempotencyKey && idempotencyKey.length <= 200 ? idempotencyKey : undefined,
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });
  }

  /** The card payment is about to be confirmed: its painting is held for it (409 when another payment holds it). */
  @Serves(commerceApi.payments.reserve)
  @HttpCode(200)
  @UseGuards(ClientRateLimitGuard)
  @RateLimit(PAYMENT_RATE_LIMIT)
  reserve(@Param('reference') reference: string, @Req() request: FastifyRequest): Promise<PaintingReservation> {
    return this.stripePayments.reserve(reference, clientKey(request));
  }

  /** Stripe's webhook: 400 for a bad or stale signature, 200 once the event is stored and queued. */
  @Serves(commerceApi.webhooks.stripe)
  @HttpCode(200)
  async webhook(@Req() request: RequestWithRawBody, @Headers('stripe-signature') signature?: string): Promise<{ received: true }> {
    await this.stripePayments.receiveWebhook(request.rawBody, signature);
    return { received: true };
  }
}
