import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { Logger } from 'pino';
import type { DataSource, Repository } from 'typeorm';
import { COMMERCE_MESSAGES, type SaleRecord } from '@atelier/contracts';
import { LOGGER, Refusal } from '@atelier/service-kit';
import { CatalogClient } from '../catalog/catalog.client';
import { CustomerEntity } from '../customers/customer.entity';
import { MailingOutboxService } from '../mailing/mailing-outbox.service';
import { OrdersRepository } from '../orders/orders.repository';
import { OrdersService } from '../orders/orders.service';
import { ReservationsService } from '../reservations/reservations.service';
import { PaymentsRepository } from './payments.repository';
import { PAYMENT_METHODS } from './payment-fulfilment.service';
import { PaymentProviders } from './payment-providers';

/**
 * The artist's refund of a paid order: the whole amount goes back through the
 * provider that took it (once, whatever the repeats: the provider's idempotency key), the order
 * is kept as `refunded`, the buyer is e-mailed, and the painting is offered again only if she
 * says so. A retry after a failure halfway gets the same refund and finishes.
 */
@Injectable()
export class OrderRefundsService {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly payments: PaymentsRepository,
    @InjectRepository(CustomerEntity) private readonly customers: Repository<CustomerEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly providers: PaymentProviders,
    private readonly catalog: CatalogClient,
    private readonly outbox: MailingOutboxService,
    private readonly reservations: ReservationsService,
    private readonly ledger: OrdersService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async refund(orderId: number, makeAvailable: boolean): Promise<SaleRecord> {
    const order = await this.orders.findById(orderId);
    if (!order || order.status === 'pending') throw new Refusal('NOT_FOUND', COMMERCE_MESSAGES.orderNotFound);
    const payment = order.provider === 'manual' ? null : await this.payments.findByOrder(orderId);
    if (!payment || (order.status !== 'completed' && order.status !== 'refunded')) {
      throw new Refusal('CONFLICT', COMMERCE_MESSAGES.onlyPaidOrdersRefund);
    }
    if (order.status === 'completed') {
      const refundReference = await this.providers
        .for(payment.provider)
        .refund(payment, 'artist-refund', `refund-artist-order-${order.id}`);
      const buyer = order.customerId === null ? null : await this.customers.findOneBy({ id: order.customerId });
      const jobIds = await this.dataSource.transaction(async (manager) => {
        await this.payments.markArtistRefunded(manager, payment.id, refundReference);
        const refunded = await this.orders.markRefunded(manager, order.id);
        if (!refunded || !buyer?.email) return [];
        return this.outbox.stageEmails(manager, [
          {
            template: 'refund-confirmation',
            to: buyer.email,
            idempotencyKey: `order-${order.id}-refund`,
            data: {
              customerName: buyer.name,
              paintingTitle: order.paintingTitle,
              amount: order.total,
              currency: order.currency,
              paymentMethod: PAYMENT_METHODS[payment.provider],
              orderId: order.id,
            },
          },
        ]);
      });
      await this.outbox.dispatch(jobIds);
      await this.reservations.release(payment.reference);
      this.logger.info({ orderId, refundReference, makeAvailable }, 'order refunded by the artist');
    }
    // Offered again at her word; one sold since to another sale stays as it is.
    if (makeAvailable) await this.catalog.unmarkSold(order.paintingId, `order-${order.id}`);
    return this.ledger.recordOf(order.id);
  }
}
