import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { COMMERCE_MESSAGES, type Order, type ShippingAddress } from '@atelier/contracts';
import { CatalogClient } from '../catalog/catalog.client';
import { CustomersService } from '../customers/customers.service';
import { OrdersService } from '../orders/orders.service';
import { SalesService } from './sales.service';

/** The admin's 'Mark Painting as Sold': an order at the painting's price, no payment taken here. */
@Injectable()
export class ManualSaleService {
  constructor(
    private readonly sales: SalesService,
    private readonly customers: CustomersService,
    private readonly catalog: CatalogClient,
    private readonly orders: OrdersService,
  ) {}

  async sell(paintingId: number, customerId: number, shippingAddress: ShippingAddress | undefined): Promise<Order> {
    const customer = await this.customers.findActive(customerId);
    const painting = await this.catalog.getPainting(paintingId);
    if (painting.sold) throw new ConflictException(COMMERCE_MESSAGES.alreadySold);
    const outcome = await this.sales.sell({
      paintingId,
      paintingTitle: painting.title,
      price: painting.price,
      shipping: '0',
      total: painting.price,
      currency: painting.currency,
      customerId: customer.id,
      shippingAddress: shippingAddress ?? customer.address,
      provider: 'manual',
      providerReference: null,
    });
    if (!outcome.sold) {
      throw outcome.reason === 'gone'
        ? new NotFoundException(COMMERCE_MESSAGES.paintingNotFound)
        : new ConflictException(COMMERCE_MESSAGES.alreadySold);
    }
    return this.orders.toOrder(outcome.order);
  }
}
