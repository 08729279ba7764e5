import { Controller, Inject, Param } from '@nestjs/common';
import { COMMERCE_MESSAGES, commerceApi, type PaymentsConfig, type PaymentStatusResponse } from '@atelier/contracts';
import { ENV, Serves, Refusal } from '@atelier/service-kit';
import type { CommerceEnv } from '../env';
import { PaymentsRepository } from './payments.repository';
import { PaypalClient } from './paypal/paypal.client';
import { StripeClient } from './stripe/stripe.client';

@Controller()
export class PaymentsController {
  constructor(
    private readonly stripe: StripeClient,
    private readonly paypal: PaypalClient,
    private readonly payments: PaymentsRepository,
    @Inject(ENV) private readonly env: CommerceEnv,
  ) {}

  /** What the checkout may offer, from this service's env at run time. */
  @Serves(commerceApi.payments.config)
  config(): PaymentsConfig {
    return {
      publishableKey: this.stripe.configured ? (this.env.STRIPE_PUBLISHABLE_KEY ?? null) : null,
      paypalEnabled: this.paypal.configured,
      paypalClientId: this.paypal.configured ? (this.env.PAYPAL_CLIENT_ID ?? null) : null,
    };
  }

  /**
   * Where a payment stands (Stripe intent or PayPal order id), for the page the buyer returns
   * to: `fulfilled` once the painting is theirs, `refunded` if someone was quicker.
   */
  @Serves(commerceApi.payments.status)
  async status(@Param('reference') reference: string): Promise<PaymentStatusResponse> {
    const payment = await this.payments.findByReference(reference);
    if (!payment) throw new Refusal('NOT_FOUND', COMMERCE_MESSAGES.paymentNotFound);
    return { status: payment.status, paintingId: payment.paintingId };
  }
}
