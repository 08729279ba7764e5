import { Injectable } from '@nestjs/common';
import { DurableWorkService } from '@atelier/service-kit';
import { PaymentProviders } from './payment-providers';
import { PaymentsRepository } from './payments.repository';
import { SETTLE_PAYMENT, type SettlePayment } from '../work-kinds';

/**
 * The safety net behind "never lost": a payment whose money arrived but whose sale did not
 * finish (catalog away for long, a crash) is settled again from the provider's own state.
 * Idempotent, so it may run on several replicas and after fulfilment did finish.
 */
@Injectable()
export class PaymentRecoveryService {
  constructor(
    private readonly payments: PaymentsRepository,
    private readonly providers: PaymentProviders,
    work: DurableWorkService,
  ) {
    work.handle<SettlePayment>(SETTLE_PAYMENT, {
      run: ({ paymentId }) => this.recover(paymentId),
      describe: ({ paymentId }) => `settling payment #${paymentId}`,
    });
  }

  private async recover(paymentId: number): Promise<void> {
    const payment = await this.payments.findById(paymentId);
    if (payment?.status !== 'succeeded') return;
    await this.providers.for(payment.provider).resume(payment);
  }
}
