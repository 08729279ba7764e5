import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { certificateNumber, type Order } from '@atelier/contracts';
import { CustomerEntity } from '../customers/customer.entity';
import { OrderEntity } from './order.entity';

/** Reads orders for the admin; sales write them (SalesService). */
@Injectable()
export class OrdersService {
  constructor(
    @InjectRepository(OrderEntity) private readonly orders: Repository<OrderEntity>,
    @InjectRepository(CustomerEntity) private readonly customers: Repository<CustomerEntity>,
  ) {}

  /** Every completed sale, newest first; deleted customers still name their orders. */
  async list(): Promise<Order[]> {
    const rows = await this.orders.find({ where: { status: 'completed' }, order: { soldAt: 'DESC', id: 'DESC' } });
    return this.withCustomers(rows);
  }

  async toOrder(row: OrderEntity): Promise<Order> {
    const [order] = await this.withCustomers([row]);
    return order!;
  }

  private async withCustomers(rows: OrderEntity[]): Promise<Order[]> {
    const ids = [...new Set(rows.map((row) => row.customerId).filter((id): id is number => id !== null))];
    const customers = new Map((ids.length ? await this.customers.findBy({ id: In(ids) }) : []).map((c) => [c.id, c]));
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
      };
    });
  }
}
