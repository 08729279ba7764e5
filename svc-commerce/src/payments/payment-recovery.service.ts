import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { DurableWorkService } from '@atelier/service-kit';
import { PaymentEntity } from './payment.entity';
import { PaymentProviders } from './payment-providers';
import { SETTLE_PAYMENT, type SettlePayment } from './settle-payment.work';

/**
 * The safety net behind "never lost": a payment whose money arrived but whose sale did not
 * finish (catalog away for long, a crash) is settled again from the provider's own state.
 * Idempotent, so it may run on several replicas and after fulfilment did finish.
 */
@Injectable()
export class PaymentRecoveryService {
  constructor(
    @InjectRepository(PaymentEntity) private readonly payments: Repository<PaymentEntity>,
    private readonly providers: PaymentProviders,
    work: DurableWorkService,
  ) {
    work.handle<SettlePayment>(SETTLE_PAYMENT, { run: ({ paymentId }) => this.recover(paymentId) });
  }

  private async recover(paymentId: number): Promise<void> {
    const payment = await this.payments.findOneBy({ id: paymentId });
    if (payment?.status !== 'succeeded') return;
    await this.providers.for(payment.provider).resume(payment);
  }
}
