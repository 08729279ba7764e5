import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import type { DeliveryMethod, ManualPaymentMethod, OrderProvider, PickupStudio, ShippingAddress } from '@atelier/contracts';
import { DurableWorkService, ENV, LOGGER } from '@atelier/service-kit';
import { CatalogClient } from '../catalog/catalog.client';
import type { CommerceEnv } from '../env';
import type { OrderEntity } from '../orders/order.entity';
import { OrdersRepository } from '../orders/orders.repository';
import { ISSUE_CERTIFICATE, SETTLE_MANUAL_SALE, type SettleManualSale } from '../work-kinds';

/** One sale to record: the painting as sold, the buyer and how it was paid. */
export interface SaleRequest {
  paintingId: number;
  paintingTitle: string;
  price: string;
  shipping: string;
  total: string;
  currency: string;
  /** The buyer, or null to name them only once the painting is reserved (`resolveCustomer`). */
  customerId: number | null;
  /** Makes the buyer a customer; called only for a sale that got the painting, so losers leave no customer behind. */
  resolveCustomer?: () => Promise<number>;
  shippingAddress: ShippingAddress;
  /** Shipped to `shippingAddress`, or collected from `pickupStudio`. */
  delivery: DeliveryMethod;
  pickupStudio: PickupStudio | null;
  provider: OrderProvider;
  /** How a sale the artist records herself was paid; null online. */
  paymentMethod?: ManualPaymentMethod | null;
  /** When it was sold (the artist may record an earlier sale); now when left out. */
  soldAt?: Date;
  /** The payment (Stripe intent, PayPal order); null for manual sales. A retry with the same reference resumes. */
  providerReference: string | null;
}

/** `taken`: sold to another sale (here or elsewhere); `gone`: the painting no longer exists. */
export type SaleOutcome = { sold: true; order: OrderEntity } | { sold: false; reason: 'taken' | 'gone' };

/**
 * Sells a painting exactly once, for every channel (admin, Stripe, PayPal):
 *
 * 1. Reserve: insert the order as `pending`. The unique index on painting_id admits one order
 *    per painting, so of any number of concurrent sales exactly one gets past this line.
 * 2. Ask svc-catalog to mark the painting sold by this order (`order-{id}`): its conditional
 *    update succeeds for one sale only, and this sale asking again is told `sold` again.
 * 3. Complete the order (and issue its certificate of authenticity).
 *
 * The reservation is committed before the catalog is called, so a crash in between leaves a
 * `pending` order, never a sold painting without one; a retry with the same provider reference
 * resumes it (online sales), or its durable work does once SALE_RECONCILE_AFTER_SECONDS have
 * passed (manual sales). A painting sold to another sale (outside this service) or gone
 * releases the reservation: no order is left behind.
 */
@Injectable()
export class SalesService {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly dataSource: DataSource,
    private readonly catalog: CatalogClient,
    private readonly work: DurableWorkService,
    @Inject(ENV) private readonly env: CommerceEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    work.handle<SettleManualSale>(SETTLE_MANUAL_SALE, {
      run: ({ orderId }) => this.finishManualSale(orderId),
      describe: ({ orderId }) => `settling the artist's own sale, order #${orderId}`,
    });
  }

  async sell(request: SaleRequest): Promise<SaleOutcome> {
    const order = await this.reserve(request);
    if (!order) return { sold: false, reason: 'taken' };
    if (order.status === 'completed') return { sold: true, order };
    if (order.customerId === null) {
      if (!request.resolveCustomer) throw new Error('A sale needs a customer');
      const customerId = await request.resolveCustomer();
      await this.orders.setPendingBuyer(order.id, customerId);
      order.customerId = customerId;
    }
    return this.markSoldAndComplete(order);
  }

  /**
   * Finishes a manual sale nobody finished (the admin's request died midway), as the artist
   * asked: sold and completed, or released when the painting went to another sale or is gone.
   * A finished one is left as it is.
   */
  private async finishManualSale(orderId: number): Promise<void> {
    const order = await this.orders.findPending(orderId);
    if (!order) return;
    const outcome = await this.markSoldAndComplete(order);
    this.logger.warn({ orderId, paintingId: order.paintingId, sold: outcome.sold }, 'unfinished manual sale settled');
  }

  private async reserve(request: SaleRequest): Promise<OrderEntity | null> {
    try {
      const { resolveCustomer: _resolveCustomer, ...columns } = request;
      return await this.dataSource.transaction(async (manager) => {
        const order = await this.orders.insertPending(manager, { ...columns, soldAt: request.soldAt ?? new Date() });
        if (order.provider === 'manual') {
          const settleAfter = new Date(Date.now() + this.env.SALE_RECONCILE_AFTER_SECONDS * 1000);
          const payload: SettleManualSale = { orderId: order.id };
          await this.work.stage(manager, [{ kind: SETTLE_MANUAL_SALE, key: `order-${order.id}-settle`, payload, runAfter: settleAfter }]);
        }
        return order;
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // The painting (or this payment) already has an order: ours to resume, or someone else's sale.
      if (request.providerReference) {
        const mine = await this.orders.findByPayment(request.provider, request.providerReference);
        if (mine) return mine;
      }
      return null;
    }
  }

  /** An error here (catalog away, timeout) leaves the reservation for a retry or the durable work. */
  private async markSoldAndComplete(order: OrderEntity): Promise<SaleOutcome> {
    const outcome = await this.catalog.markSold(order.paintingId, {
      saleReference: `order-${order.id}`,
      customerId: order.customerId,
      soldAt: order.soldAt,
    });
    if (outcome !== 'sold') {
      await this.release(order);
      return { sold: false, reason: outcome === 'painting-gone' ? 'gone' : 'taken' };
    }
    await this.complete(order);
    return { sold: true, order: await this.orders.getById(order.id) };
  }

  /** Completes the sale and, in the same transaction, the work of issuing its certificate of authenticity. */
  private async complete(order: OrderEntity): Promise<void> {
    const keys = await this.dataSource.transaction(async (manager) => {
      await this.orders.complete(manager, order.id);
      return this.work.stage(manager, [{ kind: ISSUE_CERTIFICATE, key: `order-${order.id}-certificate`, payload: { orderId: order.id } }]);
    });
    await this.work.dispatch(keys);
  }

  private async release(order: OrderEntity): Promise<void> {
    await this.orders.deletePending(order.id);
  }
}

/** PostgreSQL unique_violation. */
export function isUniqueViolation(error: unknown): boolean {
  const driverError = (error as { driverError?: { code?: unknown }; code?: unknown }) ?? {};
  return driverError.driverError?.code === '23505' || driverError.code === '23505';
}
