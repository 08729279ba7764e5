import { HttpException, Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Logger } from 'pino';
import { DataSource, In, type Repository } from 'typeorm';
import type { OrderProvider, ShippingAddress } from '@atelier/contracts';
import { DurableWorkService, ENV, LOGGER } from '@atelier/service-kit';
import { CatalogClient } from '../catalog/catalog.client';
import type { CommerceEnv } from '../env';
import { OrderEntity } from '../orders/order.entity';

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
  provider: OrderProvider;
  /** The payment (Stripe intent, PayPal order); null for manual sales. A retry with the same reference resumes. */
  providerReference: string | null;
}

export type SaleOutcome = { sold: true; order: OrderEntity } | { sold: false };

/** The safety net of a manual sale: staged with its reservation, it settles one nobody finished. */
const SETTLE_MANUAL_SALE = 'settle-manual-sale';
interface SettleManualSale {
  orderId: number;
}

/**
 * Sells a painting exactly once, for every channel (admin, Stripe, PayPal):
 *
 * 1. Reserve: insert the order as `pending`. The unique index on painting_id admits one order
 *    per painting, so of any number of concurrent sales exactly one gets past this line.
 * 2. Ask svc-catalog to mark the painting sold (its conditional update succeeds once), passing
 *    the order's `soldAt` and customer, which later tell our own mark-sold from anyone else's.
 * 3. Complete the order.
 *
 * The reservation is committed before the catalog is called, so a crash in between leaves a
 * `pending` order, never a sold painting without one; a retry with the same provider reference
 * resumes it (online sales), or its durable work settles it against the catalog once
 * SALE_RECONCILE_AFTER_SECONDS have passed (manual sales). A 409 that is not ours
 * (painting sold outside this service) releases the reservation: no order is left behind.
 */
@Injectable()
export class SalesService {
  constructor(
    @InjectRepository(OrderEntity) private readonly orders: Repository<OrderEntity>,
    private readonly dataSource: DataSource,
    private readonly catalog: CatalogClient,
    private readonly work: DurableWorkService,
    @Inject(ENV) private readonly env: CommerceEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    work.handle<SettleManualSale>(SETTLE_MANUAL_SALE, { run: ({ orderId }) => this.reconcileManual(orderId) });
  }

  async sell(request: SaleRequest): Promise<SaleOutcome> {
    const order = await this.reserve(request);
    if (!order) return { sold: false };
    if (order.status === 'completed') return { sold: true, order };
    if (order.customerId === null) {
      if (!request.resolveCustomer) throw new Error('A sale needs a customer');
      const customerId = await request.resolveCustomer();
      await this.orders.update({ id: order.id, status: 'pending' }, { customerId });
      order.customerId = customerId;
    }
    return this.markSoldAndComplete(order);
  }

  /** Whether a painting is already taken by an order (pending or completed). */
  async isTaken(paintingId: number): Promise<boolean> {
    return this.orders.existsBy({ paintingId, status: In(['pending', 'completed']) });
  }

  /** The order a payment produced, if any. */
  findByPayment(provider: OrderProvider, reference: string): Promise<OrderEntity | null> {
    return this.orders.findOneBy({ provider, providerReference: reference });
  }

  /**
   * Settles a manual reservation nobody finished (the admin's request died midway): completed
   * when the catalog shows our mark-sold, released otherwise. A finished one is left as it is.
   */
  private async reconcileManual(orderId: number): Promise<void> {
    const order = await this.orders.findOneBy({ id: orderId, status: 'pending' });
    if (!order) return;
    if (await this.soldByThisOrder(order)) {
      await this.complete(order);
      this.logger.warn({ orderId: order.id, paintingId: order.paintingId }, 'stale manual sale completed: the catalog had it sold');
    } else {
      await this.release(order);
      this.logger.warn({ orderId: order.id, paintingId: order.paintingId }, 'stale manual sale released: the catalog never sold it');
    }
  }

  private async reserve(request: SaleRequest): Promise<OrderEntity | null> {
    try {
      const { resolveCustomer: _resolveCustomer, ...columns } = request;
      return await this.dataSource.transaction(async (manager) => {
        const order = await manager.save(this.orders.create({ ...columns, status: 'pending', soldAt: new Date() }));
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
        const mine = await this.findByPayment(request.provider, request.providerReference);
        if (mine) return mine;
      }
      return null;
    }
  }

  private async markSoldAndComplete(order: OrderEntity): Promise<SaleOutcome> {
    try {
      await this.catalog.markSold(order.paintingId, order.customerId!, order.soldAt);
    } catch (error) {
      const status = error instanceof HttpException ? error.getStatus() : undefined;
      if (status === 409) {
        // Sold already: by an earlier attempt of this very sale (resume), or outside this service.
        if (!(await this.soldByThisOrder(order))) {
          await this.release(order);
          return { sold: false };
        }
      } else {
        // 404: the painting is gone, nothing to hold. Anything else (catalog away, timeout) is
        // unknown: the reservation stays for a retry or the reconciler.
        if (status === 404) await this.release(order);
        throw error;
      }
    }
    await this.complete(order);
    return { sold: true, order: await this.orders.findOneByOrFail({ id: order.id }) };
  }

  private async soldByThisOrder(order: OrderEntity): Promise<boolean> {
    let painting;
    try {
      painting = await this.catalog.getPainting(order.paintingId);
    } catch (error) {
      if (error instanceof HttpException && error.getStatus() === 404) return false;
      throw error;
    }
    return (
      painting.sold &&
      painting.customerId === order.customerId &&
      painting.soldDate !== null &&
      new Date(painting.soldDate).getTime() === order.soldAt.getTime()
    );
  }

  private async complete(order: OrderEntity): Promise<void> {
    await this.orders.update({ id: order.id, status: 'pending' }, { status: 'completed' });
  }

  private async release(order: OrderEntity): Promise<void> {
    await this.orders.delete({ id: order.id, status: 'pending' });
  }
}

/** PostgreSQL unique_violation. */
export function isUniqueViolation(error: unknown): boolean {
  const driverError = (error as { driverError?: { code?: unknown }; code?: unknown }) ?? {};
  return driverError.driverError?.code === '23505' || driverError.code === '23505';
}
