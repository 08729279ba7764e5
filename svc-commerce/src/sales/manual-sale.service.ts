import { Injectable } from '@nestjs/common';
import { COMMERCE_MESSAGES, noonInNewZealand, todayInNewZealand, type Order, type SellPaintingData } from '@atelier/contracts';
import { CatalogClient } from '../catalog/catalog.client';
import { CustomersService } from '../customers/customers.service';
import { OrdersRepository } from '../orders/orders.repository';
import { OrdersService } from '../orders/orders.service';
import { SalesService } from './sales.service';
import { Refusal } from '@atelier/service-kit';

/**
 * The admin's 'Mark Painting as Sold': an order for what happened (the price paid, the day, how it
 * was paid, shipped or collected), no payment taken here; and its undoing.
 */
@Injectable()
export class ManualSaleService {
  constructor(
    private readonly sales: SalesService,
    private readonly customers: CustomersService,
    private readonly catalog: CatalogClient,
    private readonly orders: OrdersRepository,
    private readonly ledger: OrdersService,
  ) {}

  async sell(paintingId: number, sale: SellPaintingData): Promise<Order> {
    const customer = await this.customers.findActive(sale.customerId);
    const painting = await this.catalog.getPainting(paintingId);
    if (painting.sold) throw new Refusal('PAINTING_SOLD', COMMERCE_MESSAGES.alreadySold);
    // What she was paid is all there is: no shipping is charged on top of her own sale.
    const price = sale.price ?? painting.price;
    const outcome = await this.sales.sell({
      paintingId,
      paintingTitle: painting.title,
      price,
      shipping: '0',
      total: price,
      currency: painting.currency,
      customerId: customer.id,
      shippingAddress: sale.delivery === 'ship' ? (sale.shippingAddress ?? customer.address) : null,
      delivery: sale.delivery,
      pickupStudio: sale.pickupStudio,
      paymentMethod: sale.paymentMethod,
      soldAt: soldAtOn(sale.soldDate),
      provider: 'manual',
      providerReference: null,
    });
    if (!outcome.sold) {
      throw outcome.reason === 'gone'
        ? new Refusal('NOT_FOUND', COMMERCE_MESSAGES.paintingNotFound)
        : new Refusal('PAINTING_SOLD', COMMERCE_MESSAGES.alreadySold);
    }
    return this.ledger.toOrder(outcome.order);
  }

  /**
   * Undoes the artist's own sale of the painting (a mis-click): the catalog makes it available
   * again, then the order is kept as cancelled. A retry after a failure halfway finds the
   * painting available and finishes. A sale paid online is not undone here: it is refunded.
   */
  async reverse(paintingId: number): Promise<Order> {
    const order = await this.orders.findCompletedSaleOf(paintingId);
    if (!order) throw new Refusal('NOT_FOUND', COMMERCE_MESSAGES.noSaleToReverse);
    if (order.provider !== 'manual') throw new Refusal('CONFLICT', COMMERCE_MESSAGES.paidSaleNotReversible);
    // A painting deleted since has nothing to make available; the order is cancelled all the same.
    const outcome = await this.catalog.unmarkSold(paintingId, `order-${order.id}`);
    if (outcome === 'sold-to-another') throw new Refusal('PAINTING_SOLD', COMMERCE_MESSAGES.alreadySold);
    return this.ledger.toOrder(await this.orders.cancel(order.id));
  }
}

/**
 * When a sale recorded for a New Zealand day happened: now for a sale made today, noon there for
 * an earlier one (the hour was not asked), so the day reads the same in every time zone: in the
 * Orders tab, the customer's purchases, the catalog's soldDate and the certificate.
 */
function soldAtOn(day: string, now = new Date()): Date {
  return day === todayInNewZealand(now) ? now : noonInNewZealand(day);
}
