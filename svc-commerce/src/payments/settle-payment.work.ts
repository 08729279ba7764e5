import type { WorkItem } from '@atelier/service-kit';
import { SETTLE_PAYMENT, type SettlePayment } from '../work-kinds';

/** The key of a payment's safety net (SETTLE_PAYMENT): a capture whose fulfilment failed runs it at once by this key. */
export const settlePaymentKey = (paymentId: number) => `payment-${paymentId}-settle`;

export function settlePaymentWork(paymentId: number, runAfter: Date): WorkItem<SettlePayment> {
  return { kind: SETTLE_PAYMENT, key: settlePaymentKey(paymentId), payload: { paymentId }, runAfter };
}
