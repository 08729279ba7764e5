import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Logger } from 'pino';
import { IsNull, LessThan, type Repository } from 'typeorm';
import { ENV, JobsService, LOGGER } from '@atelier/service-kit';
import type { CommerceEnv } from '../env';
import { OrderEntity } from '../orders/order.entity';
import { SalesService } from '../sales/sales.service';
import { PaymentEntity } from './payment.entity';
import { PAYMENT_RECOVERY_QUEUE, PaymentRecoveryQueue, type PaymentRecoveryJob } from './payment-recovery.queue';
import { PaypalService } from './paypal/paypal.service';
import { StripeEventEntity } from './stripe/stripe-event.entity';
import { STRIPE_EVENTS_QUEUE, StripePaymentsService, type StripeEventJob } from './stripe/stripe-payments.service';

const SWEEP_EVERY_MS = 60_000;
const BATCH = 200;

/**
 * The safety net behind "never lost": jobs retry five times, and whatever still is not settled
 * after SALE_RECONCILE_AFTER_SECONDS is picked up here — Stripe events never processed, payments
 * whose money arrived but whose sale did not finish (catalog away for long), and manual sales
 * whose request died between reserving and completing. Everything it triggers is idempotent,
 * so several replicas sweeping at once do no harm.
 */
@Injectable()
export class PaymentRecoveryService implements OnApplicationBootstrap, OnApplicationShutdown {
  private sweeper?: NodeJS.Timeout;

  constructor(
    @InjectRepository(PaymentEntity) private readonly payments: Repository<PaymentEntity>,
    @InjectRepository(OrderEntity) private readonly orders: Repository<OrderEntity>,
    @InjectRepository(StripeEventEntity) private readonly events: Repository<StripeEventEntity>,
    private readonly jobs: JobsService,
    private readonly recoveryQueue: PaymentRecoveryQueue,
    private readonly stripePayments: StripePaymentsService,
    private readonly paypal: PaypalService,
    private readonly sales: SalesService,
    @Inject(ENV) private readonly env: CommerceEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    jobs.register<PaymentRecoveryJob>(PAYMENT_RECOVERY_QUEUE, ({ paymentId }) => this.recover(paymentId));
  }

  onApplicationBootstrap(): void {
    this.sweeper = setInterval(() => {
      this.sweep().catch((error: unknown) => this.logger.error({ err: error }, 'payment recovery sweep failed'));
    }, SWEEP_EVERY_MS);
    this.sweeper.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.sweeper);
  }

  /** One pass over everything older than the reconcile delay that should have settled by now. */
  async sweep(now = new Date()): Promise<void> {
    const cutoff = new Date(now.getTime() - this.env.SALE_RECONCILE_AFTER_SECONDS * 1000);
    // A fresh job id per pass: BullMQ keeps a job that failed for good, and ignores its id afterwards.
    const pass = now.getTime().toString(36);

    const events = await this.events.find({ where: { processedAt: IsNull(), receivedAt: LessThan(cutoff) }, take: BATCH });
    for (const event of events) {
      await this.jobs.add<StripeEventJob>(STRIPE_EVENTS_QUEUE, { eventId: event.id }, `${event.id}-sweep-${pass}`);
    }
    const payments = await this.payments.find({ where: { status: 'succeeded', updatedAt: LessThan(cutoff) }, take: BATCH });
    for (const payment of payments) await this.recoveryQueue.queue(payment.id, `sweep-${pass}`);
    const manual = await this.orders.find({ where: { status: 'pending', provider: 'manual', createdAt: LessThan(cutoff) }, take: BATCH });
    for (const order of manual) await this.sales.reconcileManual(order);
    if (events.length || payments.length || manual.length) {
      this.logger.warn({ events: events.length, payments: payments.length, manualSales: manual.length }, 'recovering unsettled work');
    }
  }

  private async recover(paymentId: number): Promise<void> {
    const payment = await this.payments.findOneBy({ id: paymentId });
    if (payment?.status !== 'succeeded') return;
    if (payment.provider === 'stripe') await this.stripePayments.settle(payment.reference);
    else await this.paypal.resume(payment);
  }
}
