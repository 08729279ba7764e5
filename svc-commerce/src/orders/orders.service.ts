import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import {
  certificateNumber,
  type Order,
  type SaleRecord,
  type SaleStatus,
  type UnfinishedCheckout,
  formatAddress,
} from '@atelier/contracts';
import { CustomerEntity } from '../customers/customer.entity';
import type { PaymentEntity } from '../payments/payment.entity';
import { PaymentsRepository } from '../payments/payments.repository';
import type { OrderEntity } from './order.entity';
import { OrdersRepository } from './orders.repository';

const ORDER_STATUS: Record<Exclude<OrderEntity['status'], 'pending'>, SaleStatus> = {
  completed: 'paid',
  refunded: 'refunded',
  cancelled: 'cancelled',
};

/** Orders as the admin reads them; sales write them (SalesService), refunds end them (OrderRefundsService), all through OrdersRepository. */
@Injectable()
export class OrdersService {
  constructor(
    private readonly orders: OrdersRepository,
    @InjectRepository(CustomerEntity) private readonly customers: Repository<CustomerEntity>,
    private readonly payments: PaymentsRepository,
  ) {}

  /**
   * The Orders tab: every order (manual, card, PayPal) that got past reserving its painting, and
   * every payment whose money arrived but made no order (being made, or given back because the
   * painting was taken), newest first. A checkout that was only opened, or a payment that never
   * went through, is no order: see `unfinished`. Deleted customers still name their orders.
   */
  async ledger(): Promise<SaleRecord[]> {
    const [orders, payments] = await Promise.all([this.orders.findPastReservation(), this.payments.findPaidOrOrdered()]);
    const paymentOfOrder = new Map(payments.filter((p) => p.orderId !== null).map((p) => [p.orderId!, p]));
    const records = [
      ...(await this.orderRecords(orders, paymentOfOrder)),
      ...payments.filter((payment) => payment.orderId === null).map(paymentRecord),
    ];
    return records.sort((a, b) => b.date.localeCompare(a.date) || b.key.localeCompare(a.key));
  }

  /** Payments a buyer submitted (pressed Pay) that did not go through: declined, or never finished. */
  async unfinished(): Promise<UnfinishedCheckout[]> {
    const payments = await this.payments.findUnfinished();
    return payments.map((payment) => ({
      key: `payment-${payment.id}`,
      date: payment.submittedAt!.toISOString(),
      paintingId: payment.paintingId,
      paintingTitle: payment.paintingTitle,
      buyerName: payment.customerInfo?.name?.trim() || null,
      buyerEmail: payment.customerInfo?.email?.trim() || null,
      amount: payment.amount,
      currency: payment.currency,
      provider: payment.provider,
      providerReference: payment.reference,
      outcome: payment.status === 'failed' ? 'failed' : 'abandoned',
    }));
  }

  /** One order's line of the Orders tab. */
  async recordOf(orderId: number): Promise<SaleRecord> {
    const order = await this.orders.getById(orderId);
    const payment = await this.payments.findByOrder(orderId);
    const [record] = await this.orderRecords([order], new Map(payment ? [[orderId, payment]] : []));
    return record!;
  }

  private async orderRecords(rows: OrderEntity[], paymentOfOrder: ReadonlyMap<number, PaymentEntity>): Promise<SaleRecord[]> {
    const buyers = await this.buyersOf(rows);
    return rows.map((row) => {
      const buyer = row.customerId === null ? undefined : buyers.get(row.customerId);
      return {
        key: `order-${row.id}`,
        orderId: row.id,
        date: row.soldAt.toISOString(),
        paintingId: row.paintingId,
        paintingTitle: row.paintingTitle,
        buyerName: buyer?.name ?? null,
        buyerEmail: buyer?.email || null,
        buyerPhone: buyer?.phone || null,
        shipTo: row.delivery === 'ship' ? formatAddress(row.shippingAddress) : null,
        amount: row.total,
        currency: row.currency,
        provider: row.provider,
        providerReference: row.providerReference,
        refundReference: paymentOfOrder.get(row.id)?.refundReference ?? null,
        status: ORDER_STATUS[row.status as keyof typeof ORDER_STATUS],
        certificateNumber: certificateNumber(row.id, row.soldAt),
        delivery: row.delivery,
        pickupStudio: row.pickupStudio,
        fulfilment: fulfilmentOf(row),
      };
    });
  }

  async toOrder(row: OrderEntity): Promise<Order> {
    const [order] = await this.withCustomers([row]);
    return order!;
  }

  private async buyersOf(rows: OrderEntity[]): Promise<Map<number, CustomerEntity>> {
    const ids = [...new Set(rows.map((row) => row.customerId).filter((id): id is number => id !== null))];
    return new Map((ids.length ? await this.customers.findBy({ id: In(ids) }) : []).map((c) => [c.id, c]));
  }

  private async withCustomers(rows: OrderEntity[]): Promise<Order[]> {
    const customers = await this.buyersOf(rows);
    return rows.map((row) => {
      const customer = row.customerId === null ? undefined : customers.get(row.customerId);
      return {
        id: row.id,
        paintingId: row.paintingId,
        paintingTitle: row.paintingTitle,
        price: row.price,
        shipping: row.shipping,
        total: row.total,
        currency: row.currency,
        customerId: row.customerId,
        customerName: customer?.name ?? null,
        customerEmail: customer?.email || null,
        shippingAddress: row.shippingAddress,
        provider: row.provider,
        providerReference: row.providerReference,
        soldDate: row.soldAt.toISOString(),
        certificateNumber: certificateNumber(row.id, row.soldAt),
        delivery: row.delivery,
        pickupStudio: row.pickupStudio,
        fulfilment: fulfilmentOf(row),
        paymentMethod: row.paymentMethod,
      };
    });
  }
}

function fulfilmentOf(row: OrderEntity): Order['fulfilment'] {
  return {
    state: row.fulfilment,
    carrier: row.carrier,
    trackingNumber: row.trackingNumber,
    trackingUrl: row.trackingUrl,
    updatedAt: row.fulfilmentUpdatedAt?.toISOString() ?? null,
  };
}

/** A paid payment that made no order: the buyer as the provider (or the checkout) named them. */
function paymentRecord(payment: PaymentEntity): SaleRecord {
  const buyer = payment.buyer ?? payment.customerInfo;
  return {
    key: `payment-${payment.id}`,
    orderId: null,
    date: payment.createdAt.toISOString(),
    paintingId: payment.paintingId,
    paintingTitle: payment.paintingTitle,
    buyerName: buyer?.name?.trim() || null,
    buyerEmail: buyer?.email?.trim() || null,
    buyerPhone: payment.customerInfo?.phone ?? null,
    shipTo: null,
    amount: payment.amount,
    currency: payment.currency,
    provider: payment.provider,
    providerReference: payment.reference,
    refundReference: payment.refundReference,
    status: payment.status === 'refunded' ? 'auto-refunded' : 'payment-received',
    certificateNumber: null,
    delivery: null,
    pickupStudio: null,
    fulfilment: null,
  };
}
