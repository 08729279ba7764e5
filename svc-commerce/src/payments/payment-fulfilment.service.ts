import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { ARTIST_RECIPIENT, PICKUP_STUDIOS, type CheckoutAddress, type EmailRequest, formatAddress } from '@atelier/contracts';
import { DurableWorkService, ENV, LOGGER } from '@atelier/service-kit';
import { CertificatesService } from '../certificates/certificates.service';
import { CustomersService, type PaymentBuyer } from '../customers/customers.service';
import type { CommerceEnv } from '../env';
import { MailingOutboxService } from '../mailing/mailing-outbox.service';
import type { OrderEntity } from '../orders/order.entity';
import { OrdersRepository } from '../orders/orders.repository';
import { ReservationsService } from '../reservations/reservations.service';
import { SalesService } from '../sales/sales.service';
import type { PaymentEntity } from './payment.entity';
import { PaymentsRepository } from './payments.repository';
import { settlePaymentWork } from './settle-payment.work';
import { PaymentProviders, type ShopRefundReason } from './payment-providers';

/** What a provider says was paid, and by whom. */
export interface PaymentReceipt {
  /** In the currency's minor unit (cents). */
  amountMinor: number;
  currency: string;
  buyer: PaymentBuyer;
  shippingAddress: CheckoutAddress | null;
}

export type FulfilmentOutcome = { status: 'fulfilled'; order: OrderEntity } | { status: 'refunded'; reason: ShopRefundReason | 'earlier' };

/** How each provider's payments are named in e-mails. */
export const PAYMENT_METHODS = { stripe: 'Card (Stripe)', paypal: 'PayPal' } as const;

/** Why a payment was given back, as the artist's refund notice says it. */
const REFUND_REASONS: Record<ShopRefundReason, string> = {
  'already-sold': 'The painting was already sold when this payment arrived.',
  'amount-mismatch': 'The amount paid did not match the amount asked for.',
  'painting-removed': 'The painting was removed from the catalog before this payment arrived.',
};

/**
 * What happens when money arrives, the same for Stripe and PayPal: check the amount against
 * what the catalog said when the payment was created, make the buyer a customer, sell the
 * painting exactly once (SalesService), and e-mail the buyer and the artist. A payment that
 * cannot have the painting (sold meanwhile, wrong amount) is refunded in full and the artist
 * told. Every step is idempotent, so a repeated or resumed fulfilment changes nothing twice.
 */
@Injectable()
export class PaymentFulfilmentService {
  constructor(
    private readonly payments: PaymentsRepository,
    private readonly orders: OrdersRepository,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly sales: SalesService,
    private readonly customers: CustomersService,
    private readonly outbox: MailingOutboxService,
    private readonly work: DurableWorkService,
    private readonly providers: PaymentProviders,
    private readonly reservations: ReservationsService,
    private readonly certificates: CertificatesService,
    @Inject(ENV) private readonly env: CommerceEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async fulfil(paymentId: number, receipt: PaymentReceipt): Promise<FulfilmentOutcome> {
    const payment = await this.payments.getById(paymentId);
    if (payment.status === 'refunded') return { status: 'refunded', reason: 'earlier' };
    if (payment.status === 'fulfilled') {
      const order = await this.orders.findByPayment(payment.provider, payment.reference);
      if (order) return { status: 'fulfilled', order };
    }
    if (receipt.amountMinor !== Math.round(Number(payment.amount) * 100) || receipt.currency.toUpperCase() !== payment.currency) {
      this.logger.error(
        {
          payment: payment.reference,
          expected: `${payment.amount} ${payment.currency}`,
          paid: `${receipt.amountMinor} ${receipt.currency}`,
        },
        'paid amount differs from the amount asked for: refunding',
      );
      return this.refund(payment, 'amount-mismatch', receipt.buyer);
    }
    // The money arrived: from here on it is never lost, whatever happens to this run.
    await this.dataSource.transaction(async (manager) => {
      await this.payments.markSucceeded(manager, payment.id);
      const settleAfter = new Date(Date.now() + this.env.SALE_RECONCILE_AFTER_SECONDS * 1000);
      await this.work.stage(manager, [settlePaymentWork(payment.id, settleAfter)]);
    });

    const outcome = await this.sales.sell({
      paintingId: payment.paintingId,
      paintingTitle: payment.paintingTitle,
      price: payment.price,
      shipping: payment.shipping,
      total: payment.amount,
      currency: payment.currency,
      customerId: null,
      resolveCustomer: async () => (await this.customers.upsertFromPayment(receipt.buyer, 'Online buyer')).id,
      shippingAddress: payment.delivery === 'pickup' ? null : (receipt.shippingAddress ?? payment.shippingAddress),
      delivery: payment.delivery,
      pickupStudio: payment.pickupStudio,
      provider: payment.provider,
      providerReference: payment.reference,
    });
    // Sold to someone else meanwhile, or deleted from the catalog while the buyer paid: nothing to sell them.
    if (!outcome.sold) return this.refund(payment, outcome.reason === 'gone' ? 'painting-removed' : 'already-sold', receipt.buyer);

    const jobIds = await this.dataSource.transaction(async (manager) => {
      await this.payments.markFulfilled(manager, payment.id, outcome.order.id);
      const { notice, confirmation } = this.saleEmails(payment, outcome.order, receipt.buyer);
      return [
        ...(await this.outbox.stageEmails(manager, [notice])),
        // The buyer's e-mail carries the certificate of authenticity, issued once the sale is made.
        ...(confirmation ? await this.certificates.stageEmailWithCertificate(manager, outcome.order.id, confirmation) : []),
      ];
    });
    await this.outbox.dispatch(jobIds);
    await this.reservations.release(payment.reference);
    this.logger.info({ payment: payment.reference, orderId: outcome.order.id, paintingId: payment.paintingId }, 'painting sold online');
    return { status: 'fulfilled', order: outcome.order };
  }

  /** Gives the money back in full (idempotent at the provider) and tells the artist. */
  async refund(payment: PaymentEntity, reason: ShopRefundReason, buyer: PaymentBuyer): Promise<FulfilmentOutcome> {
    const refundReference = await this.providers
      .for(payment.provider)
      .refund(payment, reason, `refund-${payment.provider}-${payment.reference}`);
    const jobIds = await this.dataSource.transaction(async (manager) => {
      await this.payments.markShopRefunded(manager, payment.id, refundReference, { name: buyer.name, email: buyer.email });
      return this.outbox.stageEmails(manager, [this.refundNotice(payment, reason, buyer, refundReference)]);
    });
    await this.outbox.dispatch(jobIds);
    await this.reservations.release(payment.reference);
    this.logger.warn({ payment: payment.reference, paintingId: payment.paintingId, reason, refundReference }, 'payment refunded');
    return { status: 'refunded', reason };
  }

  /** The artist's sale notice, and the buyer's confirmation when the buyer gave an address. */
  private saleEmails(
    payment: PaymentEntity,
    order: OrderEntity,
    buyer: PaymentBuyer,
  ): { notice: EmailRequest<'sale-notice'>; confirmation: EmailRequest<'order-confirmation'> | null } {
    const paintingUrl = `${this.env.PUBLIC_SITE_URL}/painting/${payment.paintingId}`;
    // Where the painting goes: the address it ships to, or the studio the buyer collects it from.
    const shippingAddress = formatAddress(order.shippingAddress);
    const delivery = order.pickupStudio ? { pickupStudio: PICKUP_STUDIOS[order.pickupStudio] } : shippingAddress ? { shippingAddress } : {};
    const customerName = buyer.name?.trim() || 'there';
    const common = {
      paintingTitle: payment.paintingTitle,
      amount: payment.amount,
      currency: payment.currency,
      orderId: order.id,
      paintingUrl,
    };
    return {
      notice: {
        template: 'sale-notice',
        to: ARTIST_RECIPIENT,
        idempotencyKey: `order-${order.id}-sale-notice`,
        data: {
          ...common,
          price: payment.price,
          shipping: payment.shipping,
          customerName: buyer.name?.trim() || 'Unknown buyer',
          ...(buyer.email ? { customerEmail: buyer.email } : {}),
          paymentMethod: PAYMENT_METHODS[payment.provider],
          paymentReference: payment.reference,
          ...delivery,
        },
        ...(buyer.email ? { replyTo: buyer.email } : {}),
      },
      confirmation: buyer.email
        ? {
            template: 'order-confirmation',
            to: buyer.email,
            idempotencyKey: `order-${order.id}-confirmation`,
            data: {
              ...common,
              customerName,
              price: payment.price,
              shipping: payment.shipping,
              ...delivery,
            },
          }
        : null,
    };
  }

  private refundNotice(
    payment: PaymentEntity,
    reason: ShopRefundReason,
    buyer: PaymentBuyer,
    refundReference: string,
  ): EmailRequest<'refund-notice'> {
    return {
      template: 'refund-notice',
      to: ARTIST_RECIPIENT,
      idempotencyKey: `payment-${payment.provider}-${payment.reference}-refund-notice`,
      data: {
        paintingTitle: payment.paintingTitle,
        paintingId: payment.paintingId,
        amount: payment.amount,
        currency: payment.currency,
        customerName: buyer.name?.trim() || 'Unknown buyer',
        ...(buyer.email ? { customerEmail: buyer.email } : {}),
        paymentMethod: PAYMENT_METHODS[payment.provider],
        paymentReference: payment.reference,
        refundReference,
        reason: REFUND_REASONS[reason],
      },
    };
  }
}
