import { Inject, Injectable } from '@nestjs/common';
import { ApiError, CaptureStatus, OrderStatus, type Order } from '@paypal/paypal-server-sdk';
import type { Logger } from 'pino';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  COMMERCE_MESSAGES,
  paypalOrderRequestSchema,
  type CheckoutAddress,
  type PaypalCaptureResponse,
  type PaypalOrderResponse,
  type PaypalSetupResponse,
  formatAddress,
} from '@atelier/contracts';
import { DurableWorkService, LOGGER, Refusal } from '@atelier/service-kit';
import { OrdersRepository } from '../../orders/orders.repository';
import { PaymentFulfilmentService, type FulfilmentOutcome, type PaymentReceipt } from '../payment-fulfilment.service';
import type { PaymentEntity } from '../payment.entity';
import { PaymentProviders, type PaymentProvider, type RefundReason } from '../payment-providers';
import { PaymentsRepository } from '../payments.repository';
import { settlePaymentKey } from '../settle-payment.work';
import { PurchasablePaintingsService } from '../purchasable-paintings.service';
import { ReservationsService } from '../../reservations/reservations.service';
import { PaypalClient } from './paypal.client';

/**
 * The wallet: a client token for the JS SDK, an order at the catalog's amount, and a capture
 * (PayPal-Request-Id derived from the order, so a double click captures once) that hands the
 * money to the same fulfilment as Stripe.
 */
@Injectable()
export class PaypalService implements PaymentProvider {
  readonly name = 'paypal';

  constructor(
    private readonly payments: PaymentsRepository,
    private readonly paypal: PaypalClient,
    private readonly paintings: PurchasablePaintingsService,
    private readonly fulfilment: PaymentFulfilmentService,
    private readonly orders: OrdersRepository,
    private readonly work: DurableWorkService,
    private readonly providers: PaymentProviders,
    private readonly reservations: ReservationsService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    providers.add(this);
  }

  async setup(): Promise<PaypalSetupResponse> {
    this.assertConfigured();
    try {
      return { clientToken: await this.paypal.generateClientToken() };
    } catch (error) {
      this.logger.error({ err: error }, 'PayPal client token failed');
      throw new Refusal('PAYMENT_PROVIDER_FAILED', COMMERCE_MESSAGES.paypalUnavailable);
    }
  }

  /**
   * An order for the painting, shipped to the address the buyer entered (or collected); the
   * browser's amount and currency must equal the catalog's for that delivery (else 400). It holds
   * nothing yet: the painting is held once the buyer approved it in PayPal's window (capture).
   */
  async createOrder(request: z.output<typeof paypalOrderRequestSchema>, idempotencyKey?: string): Promise<PaypalOrderResponse> {
    this.assertConfigured();
    const { painting, amounts } = await this.paintings.quote(request.paintingId, request.delivery);
    if (Math.round(request.amount * 100) !== amounts.totalMinor || request.currency !== amounts.currency) {
      throw new Refusal('VALIDATION_FAILED', COMMERCE_MESSAGES.amountMismatch, {
        expected: { amount: amounts.total, currency: amounts.currency },
      });
    }
    let order: Order;
    try {
      order = await this.paypal.createOrder(
        {
          paintingId: painting.id,
          title: painting.title,
          currency: amounts.currency,
          price: amounts.price,
          shipping: amounts.shipping,
          total: amounts.total,
          shipTo: request.shippingAddress ? { name: request.customerInfo.name, address: request.shippingAddress } : null,
        },
        `order-${painting.id}-${amounts.totalMinor}-${idempotencyKey ?? randomUUID()}`.slice(0, 108),
      );
    } catch (error) {
      this.logger.error({ err: error, paintingId: painting.id }, 'PayPal refused the order');
      throw new Refusal('PAYMENT_PROVIDER_FAILED', COMMERCE_MESSAGES.paymentInitFailed);
    }
    if (!order.id) throw new Refusal('PAYMENT_PROVIDER_FAILED', COMMERCE_MESSAGES.paymentInitFailed);
    await this.payments.insertCreated({
      provider: 'paypal',
      reference: order.id,
      paintingId: painting.id,
      paintingTitle: painting.title,
      price: amounts.price,
      shipping: amounts.shipping,
      amount: amounts.total,
      currency: amounts.currency,
      customerInfo: request.customerInfo,
      shippingAddress: request.shippingAddress,
      delivery: request.delivery,
      pickupStudio: request.pickupStudio,
    });
    return { id: order.id };
  }

  /** Captures once (a repeat gets PayPal's first answer), then fulfils; a sold-meanwhile painting is refunded. */
  async capture(orderId: string): Promise<PaypalCaptureResponse> {
    this.assertConfigured();
    const payment = await this.payments.findByProviderReference('paypal', orderId);
    if (!payment) throw new Refusal('NOT_FOUND', COMMERCE_MESSAGES.paymentNotFound);
    if (payment.status === 'refunded') throw new Refusal('PAINTING_SOLD', COMMERCE_MESSAGES.soldMeanwhileRefunded);
    if (payment.status === 'created' || payment.status === 'failed') {
      // Not captured yet: take no money for a painting that is gone already — unless it went to
      // this very order (a double click whose other request is selling it right now).
      const selling = await this.orders.findByPayment('paypal', orderId);
      await this.paintings.quote(payment.paintingId, payment.delivery, orderId).catch((error: unknown) => {
        if (!selling) throw error;
      });
      // The buyer approved it: the painting is held for this order while it is captured (of two
      // approved orders, the one holding first wins; the other is answered 409 and never
      // captured), and the artist sees the payment from now on.
      if (!selling) await this.reservations.hold(payment.paintingId, orderId);
      await this.payments.markSubmitted(payment.id);
    }
    let order: Order;
    try {
      // One id per attempt: a double click repeats it (PayPal answers the first capture again);
      // after a refusal the buyer's next try gets a new one.
      order = await this.paypal.captureOrder(orderId, `capture-${orderId}-${payment.captureAttempts}`);
    } catch (error) {
      throw await this.captureError(error, payment);
    }
    const receipt = receiptOf(order, payment);
    if (!receipt) {
      this.logger.error({ orderId, status: order.status }, 'PayPal capture not completed');
      throw new Refusal('PAYMENT_DECLINED', COMMERCE_MESSAGES.paymentNotCompleted);
    }
    await this.payments.setCaptureReference(payment.id, receipt.captureId);
    let outcome: FulfilmentOutcome;
    try {
      outcome = await this.fulfilment.fulfil(payment.id, receipt);
    } catch (error) {
      // The money is captured; the sale (or the refund) finishes in the background, never lost.
      this.logger.error({ err: error, orderId }, 'PayPal payment captured; fulfilment continues in the background');
      await this.work.dispatch([settlePaymentKey(payment.id)]);
      return { id: orderId, status: 'COMPLETED', paintingId: payment.paintingId, orderId: null };
    }
    return this.answer(orderId, payment, outcome);
  }

  /** Fulfils a captured order again from PayPal's record (recovery after a failure). */
  async refund(payment: PaymentEntity, reason: RefundReason, idempotencyKey: string): Promise<string> {
    if (!payment.captureReference) throw new Error(`PayPal payment ${payment.reference} has no capture to refund`);
    // What the buyer reads on PayPal's refund.
    const notes: Partial<Record<RefundReason, string>> = {
      'already-sold': `"${payment.paintingTitle}" was sold to someone else moments before your payment. Your payment has been refunded in full.`,
      'artist-refund': `Your payment for "${payment.paintingTitle}" has been refunded in full.`,
    };
    const note = notes[reason] ?? `"${payment.paintingTitle}" could not be sold to you. Your payment has been refunded in full.`;
    const refund = await this.paypal.refundCapture(payment.captureReference, idempotencyKey, note);
    return refund.id ?? idempotencyKey;
  }

  async resume(payment: PaymentEntity): Promise<void> {
    const order = await this.paypal.getOrder(payment.reference);
    const receipt = receiptOf(order, payment);
    if (!receipt) return;
    if (!payment.captureReference) await this.payments.setCaptureReference(payment.id, receipt.captureId);
    await this.fulfilment.fulfil(payment.id, receipt);
  }

  private answer(orderId: string, payment: PaymentEntity, outcome: FulfilmentOutcome): PaypalCaptureResponse {
    if (outcome.status === 'refunded') throw new Refusal('PAINTING_SOLD', COMMERCE_MESSAGES.soldMeanwhileRefunded);
    return { id: orderId, status: 'COMPLETED', paintingId: payment.paintingId, orderId: outcome.order.id };
  }

  private async captureError(error: unknown, payment: PaymentEntity): Promise<Error> {
    const orderId = payment.reference;
    if (error instanceof ApiError && error.statusCode >= 400 && error.statusCode < 500) {
      const issue = (error.result as { details?: { issue?: string }[] } | undefined)?.details?.[0]?.issue;
      this.logger.warn({ orderId, status: error.statusCode, issue }, 'PayPal capture refused');
      await this.reservations.release(orderId);
      await this.payments.markCaptureRefused(payment);
      return new Refusal('PAYMENT_DECLINED', COMMERCE_MESSAGES.paymentNotCompleted, issue ? { issue } : {});
    }
    // Unknown outcome (timeout, PayPal away): the same request id next time, so a capture that did happen is not repeated.
    this.logger.error({ err: error, orderId }, 'PayPal capture failed');
    return new Refusal('PAYMENT_PROVIDER_FAILED', COMMERCE_MESSAGES.paypalUnavailable);
  }

  private assertConfigured(): void {
    if (!this.paypal.configured) throw new Refusal('PAYMENTS_NOT_CONFIGURED', COMMERCE_MESSAGES.paypalNotConfigured);
  }
}

/**
 * The completed capture of a PayPal order, with the buyer and the address PayPal captured it
 * with (the one the buyer entered, which PayPal may not change); null if not completed.
 */
function receiptOf(order: Order, payment: PaymentEntity): (PaymentReceipt & { captureId: string }) | null {
  const unit = order.purchaseUnits?.[0];
  const capture = unit?.payments?.captures?.find(
    (entry) => entry.status === CaptureStatus.Completed || entry.status === CaptureStatus.Refunded,
  );
  if (order.status !== OrderStatus.Completed || !capture?.id || !capture.amount) return null;
  const payer = order.paymentSource?.paypal ?? order.payer;
  const name = [payer?.name?.givenName, payer?.name?.surname].filter(Boolean).join(' ') || null;
  const shipped = unit?.shipping?.address;
  const shippingAddress: CheckoutAddress | null = shipped
    ? {
        line1: shipped.addressLine1 ?? null,
        line2: shipped.addressLine2 ?? null,
        city: shipped.adminArea2 ?? null,
        state: shipped.adminArea1 ?? null,
        postal_code: shipped.postalCode ?? null,
        country: shipped.countryCode ?? null,
      }
    : payment.shippingAddress;
  return {
    captureId: capture.id,
    amountMinor: Math.round(Number(capture.amount.value) * 100),
    currency: capture.amount.currencyCode,
    // The buyer as they gave themselves at checkout; PayPal's payer where the checkout had none.
    buyer: {
      name: payment.customerInfo?.name || name || unit?.shipping?.name?.fullName || null,
      email: payment.customerInfo?.email || payer?.emailAddress || null,
      phone: payment.customerInfo?.phone ?? null,
      address: formatAddress(shippingAddress),
    },
    shippingAddress,
  };
}
