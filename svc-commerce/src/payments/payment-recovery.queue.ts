import { Injectable } from '@nestjs/common';
import { JobsService } from '@atelier/service-kit';

/** Queue of payments to settle again: money arrived, but fulfilment did not finish. */
export const PAYMENT_RECOVERY_QUEUE = 'commerce.payment-recovery';
export interface PaymentRecoveryJob {
  paymentId: number;
}

/** Puts a payment on the recovery queue (its one handler is PaymentRecoveryService). */
@Injectable()
export class PaymentRecoveryQueue {
  constructor(private readonly jobs: JobsService) {}

  /** `attempt` makes the job id: the same payment and attempt twice queue once. */
  queue(paymentId: number, attempt: string): Promise<void> {
    return this.jobs.add<PaymentRecoveryJob>(PAYMENT_RECOVERY_QUEUE, { paymentId }, `payment-${paymentId}-${attempt}`);
  }
}
