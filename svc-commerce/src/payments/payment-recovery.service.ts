import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { DurableWorkService } from '@atelier/service-kit';
import { PaymentEntity } from './payment.entity';
import { PaypalService } from './paypal/paypal.service';
import { SETTLE_PAYMENT, type SettlePayment } from './settle-payment.work';
import { StripePaymentsService } from './stripe/stripe-payments.service';

/**
 * The safety net behind "never lost": a payment whose money arrived but whose sale did not
 * finish (catalog away for long, a crash) is settled again from the provider's own state.
 * Idempotent, so it may run on several replicas and after fulfilment did finish.
 */
@Injectable()
export class PaymentRecoveryService {
  constructor(
    @InjectRepository(PaymentEntity) private readonly payments: Repository<PaymentEntity>,
    private readonly stripePayments: StripePaymentsService,
    private readonly paypal: PaypalService,
    work: DurableWorkService,
  ) {
    work.handle<SettlePayment>(SETTLE_PAYMENT, { run: ({ paymentId }) => this.recover(paymentId) });
  }

  private async recover(paymentId: number): Promise<void> {
    const payment = await this.payments.findOneBy({ id: paymentId });
    if (payment?.status !== 'succeeded') return;
    if (payment.provider === 'stripe') await this.stripePayments.settle(payment.reference);
    else await this.paypal.resume(payment);
  }
}
