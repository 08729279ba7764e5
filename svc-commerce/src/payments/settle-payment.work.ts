import type { WorkItem } from '@atelier/service-kit';

/**
 * The safety net of a payment whose money arrived: staged when it does, it settles the payment
 * again (PaymentRecoveryService) after SALE_RECONCILE_AFTER_SECONDS unless fulfilment finished.
 */
export const SETTLE_PAYMENT = 'settle-payment';

export interface SettlePayment {
  paymentId: number;
}

export const settlePaymentKey = (paymentId: number) => `payment-${paymentId}-settle`;

export function settlePaymentWork(paymentId: number, runAfter: Date): WorkItem<SettlePayment> {
  return { kind: SETTLE_PAYMENT, key: settlePaymentKey(paymentId), payload: { paymentId }, runAfter };
}
