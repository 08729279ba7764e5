import { Inject, Injectable } from '@nestjs/common';
import Stripe from 'stripe';
import { ENV } from '@atelier/service-kit';
import type { CommerceEnv } from '../../env';

/** Stripe signs each webhook with a timestamp; older deliveries are refused (replay protection). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * The Stripe API behind one injectable edge (official SDK). `STRIPE_API_BASE` points it at
 * the fake of scripts/fakes in tests and `npm run dev`. Without STRIPE_SECRET_KEY card payments
 * are off and `configured` says so.
 */
@Injectable()
export class StripeClient {
  private readonly stripe?: Stripe;

  constructor(@Inject(ENV) private readonly env: CommerceEnv) {
    if (!env.STRIPE_SECRET_KEY) return;
    const base = new URL(env.STRIPE_API_BASE);
    const protocol = base.protocol === 'http:' ? 'http' : 'https';
    this.stripe = new Stripe(env.STRIPE_SECRET_KEY, {
      host: base.hostname,
      port: base.port || (protocol === 'http' ? 80 : 443),
      protocol,
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
    });
  }

  /** Card payments can be taken (secret and publishable key present). */
  get configured(): boolean {
    return Boolean(this.stripe && this.env.STRIPE_PUBLISHABLE_KEY);
  }

  /** Webhooks can be received (card payments on and a signing secret). */
  get webhooksConfigured(): boolean {
    return Boolean(this.stripe && this.env.STRIPE_WEBHOOK_SECRET);
  }

  createPaymentIntent(params: Stripe.PaymentIntentCreateParams, idempotencyKey: string): Promise<Stripe.PaymentIntent> {
    return this.client().paymentIntents.create(params, { idempotencyKey });
  }

  /** The intent with its latest charge expanded (the buyer's billing details live there). */
  retrievePaymentIntent(id: string): Promise<Stripe.PaymentIntent> {
    return this.client().paymentIntents.retrieve(id, { expand: ['latest_charge'] });
  }

  /** Refunds a payment in full; the idempotency key makes a repeat return the same refund. */
  refund(paymentIntentId: string, idempotencyKey: string, metadata: Record<string, string>): Promise<Stripe.Refund> {
    return this.client().refunds.create({ payment_intent: paymentIntentId, reason: 'requested_by_customer', metadata }, { idempotencyKey });
  }

  /** Verifies the signature on the raw body (and its age) and parses the event; throws when either fails. */
  constructEvent(rawBody: Buffer, signature: string): Stripe.Event {
    return this.client().webhooks.constructEvent(rawBody, signature, this.env.STRIPE_WEBHOOK_SECRET ?? '', WEBHOOK_TOLERANCE_SECONDS);
  }

  private client(): Stripe {
    if (!this.stripe) throw new Error('Stripe is not configured');
    return this.stripe;
  }
}
