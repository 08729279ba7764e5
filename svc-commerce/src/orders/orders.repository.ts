import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type EntityManager, type Repository } from 'typeorm';
import type { FulfilmentState, OrderProvider } from '@atelier/contracts';
import { OrderEntity } from './order.entity';

/** A new sale as its caller knows it: the painting, the amounts, the buyer, the delivery and the payment. */
export type NewOrder = Pick<
  OrderEntity,
  | 'paintingId'
  | 'paintingTitle'
  | 'price'
  | 'shipping'
  | 'total'
  | 'currency'
  | 'customerId'
  | 'shippingAddress'
  | 'delivery'
  | 'pickupStudio'
  | 'provider'
  | 'providerReference'
  | 'soldAt'
> &
  Partial<Pick<OrderEntity, 'paymentMethod'>>;

/** One step of an order on its way to the buyer, with the shipment's details when it ships. */
export type FulfilmentChange = Pick<OrderEntity, 'fulfilment'> & Partial<Pick<OrderEntity, 'carrier' | 'trackingNumber' | 'trackingUrl'>>;

/**
 * The one owner of the `orders` table: every read and write of an order goes through here, so
 * the rules its rows keep (one live order per painting, one per payment, a status that only moves
 * forward) are stated next to the statements that keep them. A write another change must commit
 * with (durable work, an e-mail) takes that change's transaction manager.
 */
@Injectable()
export class OrdersRepository {
  constructor(@InjectRepository(OrderEntity) private readonly orders: Repository<OrderEntity>) {}

  findById(id: number): Promise<OrderEntity | null> {
    return this.orders.findOneBy({ id });
  }

  getById(id: number): Promise<OrderEntity> {
    return this.orders.findOneByOrFail({ id });
  }

  /** The order of a completed sale, or null (pending, undone, refunded or none). */
  findCompleted(id: number): Promise<OrderEntity | null> {
    return this.orders.findOneBy({ id, status: 'completed' });
  }

  isCompleted(id: number): Promise<boolean> {
    return this.orders.existsBy({ id, status: 'completed' });
  }

  /** A reservation nobody finished, or null once it was completed or released. */
  findPending(id: number): Promise<OrderEntity | null> {
    return this.orders.findOneBy({ id, status: 'pending' });
  }

  /** The order a payment produced, if any. */
  findByPayment(provider: OrderProvider, reference: string): Promise<OrderEntity | null> {
    return this.orders.findOneBy({ provider, providerReference: reference });
  }

  /** Whether a painting is already taken by an order (pending or completed). */
  isPaintingTaken(paintingId: number): Promise<boolean> {
    return this.orders.existsBy({ paintingId, status: In(['pending', 'completed']) });
  }

  /** The painting's sale, if it has one. */
  findCompletedSaleOf(paintingId: number): Promise<OrderEntity | null> {
    return this.orders.findOneBy({ paintingId, status: 'completed' });
  }

  /** Every order that got past reserving its painting: completed, refunded or cancelled. */
  findPastReservation(): Promise<OrderEntity[]> {
    return this.orders.find({ where: { status: In(['completed', 'refunded', 'cancelled']) } });
  }

  /** What these customers bought, oldest first. */
  findCompletedOfCustomers(customerIds: number[]): Promise<OrderEntity[]> {
    return this.orders.find({ where: { customerId: In(customerIds), status: 'completed' }, order: { soldAt: 'ASC', id: 'ASC' } });
  }

  /**
   * Reserves the painting for a sale: the order is inserted `pending`, and the unique index on
   * painting_id (and on the payment) refuses a second one, which the caller sees as a unique violation.
   */
  insertPending(manager: EntityManager, order: NewOrder): Promise<OrderEntity> {
    const orders = manager.getRepository(OrderEntity);
    return orders.save(orders.create({ ...order, status: 'pending' }));
  }

  /** Names the buyer of a reservation once it got the painting. */
  async setPendingBuyer(id: number, customerId: number): Promise<void> {
    await this.orders.update({ id, status: 'pending' }, { customerId });
  }

  /** The catalog sold the painting to this order. */
  async complete(manager: EntityManager, id: number): Promise<void> {
    await manager.update(OrderEntity, { id, status: 'pending' }, { status: 'completed' });
  }

  /** Lets go of a reservation whose painting went to another sale or is gone: no order is left behind. */
  async deletePending(id: number): Promise<void> {
    await this.orders.delete({ id, status: 'pending' });
  }

  /** Keeps an undone sale as a cancelled order, which holds its painting no more. */
  async cancel(id: number): Promise<OrderEntity> {
    await this.orders.update({ id, status: 'completed' }, { status: 'cancelled' });
    return this.orders.findOneByOrFail({ id });
  }

  /** The payment went back: a completed order becomes refunded. False when it was not completed (any more). */
  async markRefunded(manager: EntityManager, id: number): Promise<boolean> {
    const changed = await manager.update(OrderEntity, { id, status: 'completed' }, { status: 'refunded' });
    return Boolean(changed.affected);
  }

  /**
   * Moves a paid order one step on its way, only from the state `from` it was read in, so of two
   * racing steps one applies. False when the order was refunded or moved meanwhile.
   */
  async moveFulfilment(manager: EntityManager, id: number, from: FulfilmentState, change: FulfilmentChange): Promise<boolean> {
    const changed = await manager.update(
      OrderEntity,
      { id, status: 'completed', fulfilment: from },
      { ...change, fulfilmentUpdatedAt: new Date() },
    );
    return Boolean(changed.affected);
  }
}
