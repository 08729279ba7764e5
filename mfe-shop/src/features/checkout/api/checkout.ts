import type {
  PaintingCurrency,
  PaymentIntentRequest,
  PaymentIntentResponse,
  PaymentsConfig,
  PaymentStatusResponse,
  PaypalCaptureResponse,
  PaypalOrderResponse,
  PaypalSetupResponse,
} from '@atelier/contracts';
import { ApiError, apiRequest, getJson } from '@atelier/ui';
import { useQuery } from '@tanstack/react-query';

/** `GET /api/payments/config`: which providers the server is configured for (read at run time). */
export function usePaymentsConfig() {
  return useQuery({ queryKey: ['/api/payments/config'], queryFn: () => getJson<PaymentsConfig>('/api/payments/config') });
}

/** `GET /api/paypal/setup`: only asked when the wallet is enabled; a non-OK answer hides the wallet tab. */
export function usePaypalSetup(enabled: boolean) {
  return useQuery({
    queryKey: ['/api/paypal/setup'],
    queryFn: () => getJson<PaypalSetupResponse>('/api/paypal/setup'),
    enabled,
  });
}

/**
 * `POST /api/create-payment-intent` with the SPEC §7 placeholder payload. `idempotencyKey` is made
 * once per checkout visit, so a repeated call (a remount, a retry) reuses the same intent.
 */
export async function createPaymentIntent(paintingId: number, idempotencyKey: string): Promise<PaymentIntentResponse> {
  const body: PaymentIntentRequest = {
    paintingId,
    customerInfo: { name: 'Customer', email: 'customer@example.com', phone: '' },
    shippingAddress: { line1: '', city: '', state: '', postal_code: '', country: 'NZ' },
  };
  const response = await fetch('/api/create-payment-intent', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText);
  return (await response.json()) as PaymentIntentResponse;
}

/** `POST /api/paypal/order`: amount and currency as the checkout shows them (the server re-checks them). */
export async function createPaypalOrder(paintingId: number, amount: string, currency: PaintingCurrency | string): Promise<string> {
  const response = await apiRequest('POST', '/api/paypal/order', { paintingId, amount, currency, intent: 'CAPTURE' });
  return ((await response.json()) as PaypalOrderResponse).id;
}

/** `POST /api/paypal/order/{id}/capture`. */
export async function capturePaypalOrder(orderId: string): Promise<PaypalCaptureResponse> {
  const response = await apiRequest('POST', `/api/paypal/order/${encodeURIComponent(orderId)}/capture`);
  return (await response.json()) as PaypalCaptureResponse;
}

/** `GET /api/payments/{reference}/status`: a Stripe intent or PayPal order id. */
export function getPaymentStatus(reference: string): Promise<PaymentStatusResponse> {
  return getJson<PaymentStatusResponse>(`/api/payments/${encodeURIComponent(reference)}/status`);
}
