import {
  commerceApi,
  type CheckoutDetails,
  type PaintingCurrency,
  type PaintingReservation,
  type PaymentIntentRequest,
  type PaymentIntentResponse,
  type PaypalCaptureResponse,
  type PaymentStatusResponse,
} from '@atelier/contracts';
import { call } from '@atelier/ui';
import { useQuery } from '@tanstack/react-query';

/** `GET /api/payments/config`: which providers the server is configured for (read at run time). */
export function usePaymentsConfig() {
  return useQuery({ queryKey: ['/api/payments/config'], queryFn: () => call(commerceApi.payments.config) });
}

/** `GET /api/paypal/setup`: only asked when the wallet is enabled; a non-OK answer hides the wallet tab. */
export function usePaypalSetup(enabled: boolean) {
  return useQuery({
    queryKey: ['/api/paypal/setup'],
    queryFn: () => call(commerceApi.payments.paypalSetup),
    enabled,
  });
}

/**
 * `POST /api/create-payment-intent` for the painting, the buyer and the delivery (requirements §7's
 * payload). `idempotencyKey` is made once per set of details, so a repeated call (a remount, a
 * retry) reuses the same intent.
 */
export async function createPaymentIntent(
  paintingId: number,
  details: CheckoutDetails,
  idempotencyKey: string,
): Promise<PaymentIntentResponse> {
  const body: PaymentIntentRequest = { paintingId, ...details };
  return call(commerceApi.payments.createPaymentIntent, { body }, { headers: { 'Idempotency-Key': idempotencyKey } });
}

/** `POST /api/payments/{id}/reserve`: the painting is held for this card payment while the buyer confirms it. */
export function reservePainting(paymentIntentId: string): Promise<PaintingReservation> {
  return call(commerceApi.payments.reserve, { params: { reference: paymentIntentId } });
}

/** `POST /api/paypal/order`: amount and currency as the checkout shows them (the server re-checks them), with the buyer's details. */
export async function createPaypalOrder(
  paintingId: number,
  amount: string,
  currency: PaintingCurrency | string,
  details: CheckoutDetails,
): Promise<string> {
  return (await call(commerceApi.payments.paypalOrder, { body: { paintingId, amount, currency, intent: 'CAPTURE', ...details } })).id;
}

/** `POST /api/paypal/order/{id}/capture`. */
export function capturePaypalOrder(orderId: string): Promise<PaypalCaptureResponse> {
  return call(commerceApi.payments.paypalCapture, { params: { orderId } });
}

/** `GET /api/payments/{reference}/status`: a Stripe intent or PayPal order id. */
export function getPaymentStatus(reference: string): Promise<PaymentStatusResponse> {
  return call(commerceApi.payments.status, { params: { reference } });
}
