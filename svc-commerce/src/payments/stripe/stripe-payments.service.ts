import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Logger } from 'pino';
import type Stripe from 'stripe';
import { createHash } from 'node:crypto';
import { DataSource, type Repository } from 'typeorm';
import { z } from 'zod';
import {
  COMMERCE_MESSAGES,
  PICKUP_STUDIOS,
  paymentIntentRequestSchema,
  type CheckoutAddress,
  type PaintingReservation,
  type PaymentIntentResponse,
  formatAddress,
} from '@atelier/contracts';
import { DurableWorkService, LOGGER, Refusal } from '@atelier/service-kit';
import { PaymentFulfilmentService, type PaymentReceipt } from '../payment-fulfilment.service';
import type { PaymentEntity } from '../payment.entity';
import { PaymentProviders, type PaymentProvider, type RefundReason } from '../payment-providers';
import { PaymentsRepository, type NewPayment } from '../payments.repository';
import { PurchasablePaintingsService } from '../purchasable-paintings.service';
import { ReservationsService } from '../../reservations/reservations.service';
import { STRIPE_EVENT, type StripeEventWork } from '../../work-kinds';
import { StripeEventEntity } from './stripe-event.entity';
import { StripeClient } from './stripe.client';

/** Without a key from the checkout, repeats of one request within this window reuse one intent. */
const FINGERPRINT_WINDOW_MS = 10 * 60_000;

/** What a caller tells about itself when it sends no Idempotency-Key. */
export interface ClientFingerprint {
  idempotencyKey?: string;
  ip: string;
  userAgent?: string;
}

/** Metadata stored on each intent: enough to rebuild the payment row if it was never written. */
interface IntentMetadata {
  paintingId: string;
  paintingTitle: string;
  price: string;
  shipping: string;
  total: string;
  currency: string;
}

/**
 * Card payments: the payment intent at the catalog's amount, and the signed webhook that
 * reports the money, handed to the shared fulfilment.
 */
@Injectable()
export class StripePaymentsService implements PaymentProvider {
  readonly name = 'stripe';

  constructor(
    private readonly payments: PaymentsRepository,
    @InjectRepository(StripeEventEntity) private readonly events: Repository<StripeEventEntity>,
    private readonly dataSource: DataSource,
    private readonly stripe: StripeClient,
    private readonly paintings: PurchasablePaintingsService,
    private readonly fulfilment: PaymentFulfilmentService,
    private readonly work: DurableWorkService,
    private readonly providers: PaymentProviders,
    private readonly reservations: ReservationsService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    providers.add(this);
    work.handle<StripeEventWork>(STRIPE_EVENT, {
      run: ({ eventId }) => this.processEvent(eventId),
      describe: ({ eventId }) => `Stripe event ${eventId}`,
    });
  }

  /**
   * A payment intent for the painting's price plus shipping, in its currency, whatever the
   * browser claims. The idempotency key (from the checkout's Idempotency-Key header, else a
   * fingerprint of the request) makes a double click reuse one intent.
   */
  async createIntent(request: z.output<typeof paymentIntentRequestSchema>, client: ClientFingerprint): Promise<PaymentIntentResponse> {
    if (!this.stripe.configured) throw new Refusal('PAYMENTS_NOT_CONFIGURED', COMMERCE_MESSAGES.stripeNotConfigured);
    const { painting, amounts } = await this.paintings.quote(request.paintingId, request.delivery);
    const { customerInfo: buyer, shippingAddress: address } = request;
    // What the artist's Stripe dashboard shows beside the payment: the painting, the amounts and who buys it how.
    const metadata: IntentMetadata & Record<string, string> = {
      paintingId: String(painting.id),
      paintingTitle: painting.title.slice(0, 450),
      price: amounts.price,
      shipping: amounts.shipping,
      total: amounts.total,
      currency: amounts.currency,
      buyerName: buyer.name.slice(0, 450),
      buyerEmail: buyer.email,
      delivery: request.pickupStudio ? `Pickup: ${PICKUP_STUDIOS[request.pickupStudio]}` : 'Shipping',
    };
    const params: Stripe.PaymentIntentCreateParams = {
      amount: amounts.totalMinor,
      currency: amounts.currency.toLowerCase(),
      automatic_payment_methods: { enabled: true },
      description: `Original oil painting: ${painting.title}`.slice(0, 1000),
      receipt_email: buyer.email,
      metadata,
      ...(address
        ? { shipping: { name: buyer.name, ...(buyer.phone ? { phone: buyer.phone } : {}), address: toStripeAddress(address) } }
        : {}),
    };
    // The amount is part of the key: a price change makes a new intent instead of an idempotency error.
    const key = `pi-${painting.id}-${amounts.totalMinor}${amounts.currency}-${fingerprint(request, client)}`;
    let intent: Stripe.PaymentIntent;
    try {
      intent = await this.stripe.createPaymentIntent(params, key);
    } catch (error) {
      this.logger.error({ err: error, paintingId: painting.id }, 'Stripe refused the payment intent');
      throw new Refusal('PAYMENT_PROVIDER_FAILED', COMMERCE_MESSAGES.paymentInitFailed);
    }
    if (!intent.client_secret) throw new Refusal('PAYMENT_PROVIDER_FAILED', COMMERCE_MESSAGES.paymentInitFailed);
    await this.payments.insertCreated({
      ...paymentOf(intent.id, metadata),
      customerInfo: buyer,
      shippingAddress: address,
      delivery: request.delivery,
      pickupStudio: request.pickupStudio,
    });
    return { clientSecret: intent.client_secret, paymentIntentId: intent.id, amount: amounts.total, currency: amounts.currency };
  }

  /**
   * The buyer pressed Pay: its painting is held for this card payment while it is confirmed, so
   * nobody else starts paying meanwhile, and the payment is the artist's to see from now on
   * (submitted). 409 when it is sold, unavailable or held by another payment; a payment that
   * succeeded or was given back holds nothing any more. `client` is the visitor's address key,
   * which may hold only a few paintings at once.
   */
  async reserve(reference: string, client: string): Promise<PaintingReservation> {
    const payment = await this.payments.findByProviderReference('stripe', reference);
    if (!payment) throw new Refusal('NOT_FOUND', COMMERCE_MESSAGES.paymentNotFound);
    if (payment.status === 'refunded') throw new Refusal('PAINTING_SOLD', COMMERCE_MESSAGES.soldMeanwhileRefunded);
    if (payment.status !== 'created' && payment.status !== 'failed') throw new Refusal('PAINTING_SOLD', COMMERCE_MESSAGES.alreadySold);
    await this.paintings.quote(payment.paintingId, payment.delivery, reference);
    const reservation = await this.reservations.hold(payment.paintingId, reference, client);
    await this.payments.markSubmitted(payment.id);
    return reservation;
  }

  /**
   * `POST /api/webhooks/stripe`: verifies the signature on the raw bytes (300 s tolerance),
   * stores the event once with the durable work of acting on it, and queues that. Answers fast.
   */
  async receiveWebhook(rawBody: Buffer | undefined, signature: string | undefined): Promise<void> {
    if (!this.stripe.webhooksConfigured) throw new Refusal('PAYMENTS_NOT_CONFIGURED', 'Stripe webhooks are not configured');
    if (!rawBody || !signature) throw new Refusal('MALFORMED_REQUEST', 'Missing Stripe signature');
    let event: Stripe.Event;
    try {
      event = this.stripe.constructEvent(rawBody, signature);
    } catch (error) {
      this.logger.warn({ err: error }, 'Stripe webhook refused');
      throw new Refusal('MALFORMED_REQUEST', 'Invalid Stripe signature');
    }
    const keys = await this.dataSource.transaction(async (manager) => {
      await manager
        .createQueryBuilder()
        .insert()
        .into(StripeEventEntity)
        .values({ id: event.id, type: event.type, payload: event as unknown as object })
        .orIgnore()
        .execute();
      return this.work.stage(manager, [{ kind: STRIPE_EVENT, key: `stripe-${event.id}`, payload: { eventId: event.id } }]);
    });
    // Queued on every delivery: a first delivery whose queueing failed is not lost; the work's key dedupes.
    await this.work.dispatch(keys);
  }

  /** The work: acts on an event once (processed_at), idempotently if it runs again. */
  async processEvent(eventId: string): Promise<void> {
    const stored = await this.events.findOneBy({ id: eventId });
    if (!stored || stored.processedAt) return;
    const event = stored.payload as Stripe.Event;
    if (event.type === 'payment_intent.succeeded') await this.settle(event.data.object.id);
    else if (event.type === 'payment_intent.payment_failed') {
      await this.payments.markDeclined('stripe', event.data.object.id);
      // The card was declined: the painting is free for the next buyer (or this one's next try).
      await this.reservations.release(event.data.object.id);
    }
    await this.events.update({ id: eventId }, { processedAt: new Date() });
  }

  resume(payment: PaymentEntity): Promise<void> {
    return this.settle(payment.reference);
  }

  async refund(payment: PaymentEntity, reason: RefundReason, idempotencyKey: string): Promise<string> {
    try {
      const refund = await this.stripe.refund(payment.reference, idempotencyKey, { paintingId: String(payment.paintingId), reason });
      return refund.id;
    } catch (error) {
      // Refunded by hand in the dashboard already: the money is back, which is what we wanted.
      if ((error as { code?: string }).code === 'charge_already_refunded') return 'refunded-elsewhere';
      throw error;
    }
  }

  /** Settles a succeeded intent from Stripe's own current state (never the webhook's copy alone). */
  async settle(paymentIntentId: string): Promise<void> {
    let intent: Stripe.PaymentIntent;
    try {
      intent = await this.stripe.retrievePaymentIntent(paymentIntentId);
    } catch (error) {
      // Not on this Stripe account (another key, deleted test data): retrying will not change that.
      if ((error as { code?: string }).code === 'resource_missing') {
        this.logger.error({ paymentIntentId }, 'payment intent of a webhook does not exist at Stripe; ignored');
        return;
      }
      throw error;
    }
    if (intent.status !== 'succeeded') {
      this.logger.warn({ paymentIntentId, status: intent.status }, 'payment intent is not succeeded; nothing to do');
      return;
    }
    const payment = await this.paymentFor(intent);
    if (!payment) {
      this.logger.info({ paymentIntentId }, 'payment intent was not made by this shop; ignored');
      return;
    }
    await this.fulfilment.fulfil(payment.id, receiptOf(intent, payment));
  }

  /** Our row for the intent; rebuilt from the intent's metadata when it was never written (crash after create). */
  private async paymentFor(intent: Stripe.PaymentIntent): Promise<PaymentEntity | null> {
    const found = await this.payments.findByProviderReference('stripe', intent.id);
    if (found) return found;
    const metadata = intent.metadata as Partial<IntentMetadata>;
    if (!metadata.paintingId || !metadata.total || !metadata.currency) return null;
    const shippingAddress = fromStripeAddress(intent.shipping?.address);
    await this.payments.insertCreated({
      ...paymentOf(intent.id, metadata as IntentMetadata),
      customerInfo: intent.receipt_email ? { name: intent.shipping?.name ?? '', email: intent.receipt_email, phone: null } : null,
      shippingAddress,
      delivery: shippingAddress ? 'ship' : 'pickup',
      pickupStudio: null,
    });
    return this.payments.findByProviderReference('stripe', intent.id);
  }
}

/** The payment row of an intent, from the catalog's amounts it carries as metadata; the buyer comes from the checkout. */
function paymentOf(
  reference: string,
  metadata: IntentMetadata,
): Omit<NewPayment, 'customerInfo' | 'shippingAddress' | 'delivery' | 'pickupStudio'> {
  return {
    provider: 'stripe',
    reference,
    paintingId: Number(metadata.paintingId),
    paintingTitle: metadata.paintingTitle ?? `Painting ${metadata.paintingId}`,
    price: metadata.price ?? metadata.total,
    shipping: metadata.shipping ?? '0',
    amount: metadata.total,
    currency: metadata.currency,
  };
}

/**
 * Who paid and what arrived: the buyer as they gave themselves at checkout (what the intent was
 * made with), Stripe's billing details where the checkout had none (an intent rebuilt from Stripe).
 */
function receiptOf(intent: Stripe.PaymentIntent, payment: PaymentEntity): PaymentReceipt {
  const charge = typeof intent.latest_charge === 'object' && intent.latest_charge ? intent.latest_charge : null;
  const billing = charge?.billing_details;
  const info = payment.customerInfo;
  const shippingAddress = payment.delivery === 'pickup' ? null : (payment.shippingAddress ?? fromStripeAddress(intent.shipping?.address));
  const email = [info?.email, intent.receipt_email, billing?.email].find((value) => value && z.email().safeParse(value).success) ?? null;
  return {
    amountMinor: intent.amount_received || intent.amount,
    currency: intent.currency.toUpperCase(),
    buyer: {
      name: info?.name || billing?.name || intent.shipping?.name || null,
      email,
      phone: info?.phone ?? billing?.phone ?? intent.shipping?.phone ?? null,
      address: formatAddress(shippingAddress),
    },
    shippingAddress,
  };
}

/** Stripe's shape of an address: absent parts left out. */
function toStripeAddress(address: CheckoutAddress): Stripe.AddressParam {
  return Object.fromEntries(Object.entries(address).filter(([, value]) => value)) as Stripe.AddressParam;
}

function fromStripeAddress(address: Stripe.Address | null | undefined): CheckoutAddress | null {
  if (!address || !Object.values(address).some(Boolean)) return null;
  return {
    line1: address.line1 ?? null,
    line2: address.line2 ?? null,
    city: address.city ?? null,
    state: address.state ?? null,
    postal_code: address.postal_code ?? null,
    country: address.country ?? null,
  };
}

/** The idempotency part of a request: the checkout's key, else the same body from the same browser in one window. */
function fingerprint(request: unknown, client: ClientFingerprint): string {
  const source = client.idempotencyKey
    ? `key:${client.idempotencyKey}`
    : `auto:${JSON.stringify(request)}|${client.ip}|${client.userAgent ?? ''}|${Math.floor(Date.now() / FINGERPRINT_WINDOW_MS)}`;
  return createHash('sha256').update(source).digest('base64url').slice(0, 32);
}
