import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Logger } from 'pino';
import type { DataSource, EntityManager } from 'typeorm';
import {
  COMMERCE_MESSAGES,
  FULFILMENT_LABELS,
  FULFILMENT_NEXT,
  PICKUP_STUDIOS,
  type FulfilmentState,
  type SaleRecord,
  type fulfilOrderSchema,
  formatAddress,
} from '@atelier/contracts';
import { LOGGER, Refusal } from '@atelier/service-kit';
import type { z } from 'zod';
import { CustomerEntity } from '../customers/customer.entity';
import { MailingOutboxService } from '../mailing/mailing-outbox.service';
import type { OrderEntity } from './order.entity';
import { OrdersRepository } from './orders.repository';
import { OrdersService } from './orders.service';

export type FulfilOrder = z.output<typeof fulfilOrderSchema>;

/**
 * The artist moves a paid order on its way to the buyer: shipped (carrier and tracking) then
 * delivered, or ready for pickup then collected. One step at a time, each taken once whatever the
 * double clicks (the update only matches the state it moves from); the buyer is e-mailed when it
 * ships and when it is ready, staged with the step so neither happens without the other. A
 * refunded or undone order never moves: its money went back.
 */
@Injectable()
export class OrderFulfilmentService {
  constructor(
    private readonly orders: OrdersRepository,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: MailingOutboxService,
    private readonly ledger: OrdersService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async fulfil(orderId: number, step: FulfilOrder): Promise<SaleRecord> {
    const order = await this.orders.findById(orderId);
    if (!order || order.status === 'pending') throw new Refusal('NOT_FOUND', COMMERCE_MESSAGES.orderNotFound);
    const from = order.fulfilment;
    // The same step again with the same details (a double click, a retry after a lost answer) changes nothing.
    if (!this.isRepeat(order, step)) {
      this.checkStep(order, step.state);
      const jobIds = await this.dataSource.transaction(async (manager) => {
        const moved = await this.orders.moveFulfilment(manager, order.id, from, {
          fulfilment: step.state,
          ...(step.state === 'shipped'
            ? { carrier: step.carrier, trackingNumber: step.trackingNumber, trackingUrl: step.trackingUrl }
            : {}),
        });
        return moved ? this.stageEmail(manager, order, step) : null;
      });
      if (jobIds === null) return this.afterLostRace(order.id, step);
      await this.outbox.dispatch(jobIds);
      this.logger.info({ orderId, from, to: step.state }, 'order fulfilment moved on');
    }
    return this.ledger.recordOf(order.id);
  }

  /** Another request moved or refunded the order between our read and our update: judge it as it is now. */
  private async afterLostRace(orderId: number, step: FulfilOrder): Promise<SaleRecord> {
    const now = await this.orders.getById(orderId);
    if (!this.isRepeat(now, step)) this.checkStep(now, step.state);
    return this.ledger.recordOf(orderId);
  }

  private checkStep(order: OrderEntity, to: FulfilmentState): void {
    if (order.status !== 'completed') throw new Refusal('CONFLICT', COMMERCE_MESSAGES.refundedNotFulfilled);
    if (FULFILMENT_NEXT[order.delivery][order.fulfilment] !== to) {
      throw new Refusal('CONFLICT', COMMERCE_MESSAGES.fulfilmentNotAllowed(stateWords(order), FULFILMENT_LABELS[to].toLowerCase()));
    }
  }

  private isRepeat(order: OrderEntity, step: FulfilOrder): boolean {
    if (order.status !== 'completed' || order.fulfilment !== step.state) return false;
    return (
      step.state !== 'shipped' ||
      (order.carrier === step.carrier && order.trackingNumber === step.trackingNumber && order.trackingUrl === step.trackingUrl)
    );
  }

  /** The buyer hears when the painting leaves and when it waits at the studio; the other steps are hers alone. */
  private async stageEmail(manager: EntityManager, order: OrderEntity, step: FulfilOrder): Promise<string[]> {
    if (step.state !== 'shipped' && step.state !== 'ready-for-pickup') return [];
    const buyer = order.customerId === null ? null : await manager.findOneBy(CustomerEntity, { id: order.customerId });
    if (!buyer?.email) return [];
    const common = { customerName: buyer.name, paintingTitle: order.paintingTitle, orderId: order.id };
    if (step.state === 'shipped') {
      const shippingAddress = formatAddress(order.shippingAddress);
      return this.outbox.stageEmails(manager, [
        {
          template: 'order-shipped',
          to: buyer.email,
          idempotencyKey: `order-${order.id}-shipped`,
          data: {
            ...common,
            carrier: step.carrier,
            trackingNumber: step.trackingNumber,
            ...(step.trackingUrl ? { trackingUrl: step.trackingUrl } : {}),
            ...(shippingAddress ? { shippingAddress } : {}),
          },
        },
      ]);
    }
    return this.outbox.stageEmails(manager, [
      {
        template: 'order-ready-for-pickup',
        to: buyer.email,
        idempotencyKey: `order-${order.id}-ready-for-pickup`,
        // A pickup order always names its studio: the checkout and the artist's own sale require one.
        data: { ...common, pickupStudio: PICKUP_STUDIOS[order.pickupStudio!] },
      },
    ]);
  }
}

/** How an order at its state is described in a refusal: "An order that is not shipped yet cannot be marked delivered." */
function stateWords(order: OrderEntity): string {
  if (order.fulfilment !== 'unfulfilled') return FULFILMENT_LABELS[order.fulfilment].toLowerCase();
  return order.delivery === 'pickup' ? 'not ready for pickup yet' : 'not shipped yet';
}
