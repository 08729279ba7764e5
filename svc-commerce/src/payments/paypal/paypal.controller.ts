import { Body, Controller, Headers, HttpCode, Param, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  paypalOrderRequestSchema,
  commerceApi,
  type PaypalCaptureResponse,
  type PaypalOrderResponse,
  type PaypalSetupResponse,
} from '@atelier/contracts';
import { ClientRateLimitGuard, RateLimit, Serves } from '@atelier/service-kit';
import { PAYMENT_RATE_LIMIT } from '../payment-rate-limit';
import { PaypalService } from './paypal.service';

@Controller()
export class PaypalController {
  constructor(private readonly paypal: PaypalService) {}

  /** `{clientToken}`; 503 when PayPal is not configured, which hides the wallet tab. */
  @Serves(commerceApi.payments.paypalSetup)
  setup(): Promise<PaypalSetupResponse> {
    return this.paypal.setup();
  }

  /** requirements §7 payload plus `paintingId`: `{id}` of a PayPal order at the catalog's amount. */
  @Serves(commerceApi.payments.paypalOrder)
  @HttpCode(201)
  @UseGuards(ClientRateLimitGuard)
  @RateLimit(PAYMENT_RATE_LIMIT)
  createOrder(
    @Body({ schema: paypalOrderRequestSchema }) body: z.output<typeof paypalOrderRequestSchema>,
    @Headers('idempotency-key') idempotencyKey?: string,
  ): Promise<PaypalOrderResponse> {
    return this.paypal.createOrder(body, idempotencyKey && /^[\w-]{1,64}$/.test(idempotencyKey) ? idempotencyKey : undefined);
  }

  /** 200 when the painting is the buyer's; 202 when the captured payment settles in the background. */
  @Serves(commerceApi.payments.paypalCapture)
  @HttpCode(200)
  @UseGuards(ClientRateLimitGuard)
  @RateLimit(PAYMENT_RATE_LIMIT)
  async capture(
    @Param('orderId', { schema: z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'Payment not found') }) orderId: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<PaypalCaptureResponse> {
    const answer = await this.paypal.capture(orderId);
    if (answer.orderId === null) void reply.status(202);
    return answer;
  }
}
