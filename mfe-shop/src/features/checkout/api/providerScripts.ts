/**
 * The payment providers' browser SDKs, loaded from their own hosts at run time and only when the
 * server says the provider is configured (SPEC §7: the card provider's script with the
 * publishable key). Only the few calls this checkout makes are typed.
 */

export interface StripeElements {
  create(type: 'payment', options?: Record<string, unknown>): { mount(element: HTMLElement): void; destroy?(): void };
}

export interface StripeInstance {
  elements(options: { clientSecret: string; appearance?: Record<string, unknown> }): StripeElements;
  confirmPayment(options: {
    elements: StripeElements;
    confirmParams: { return_url: string };
  }): Promise<{ error?: { message?: string; type?: string } }>;
}

export interface PaypalButtonsOptions {
  createOrder: () => Promise<string>;
  onApprove: (data: { orderID: string }) => Promise<void>;
  onError?: (error: unknown) => void;
  onCancel?: () => void;
}

export interface PaypalNamespace {
  Buttons(options: PaypalButtonsOptions): { render(element: HTMLElement): Promise<void> };
}

declare global {
  interface Window {
    Stripe?: (publishableKey: string) => StripeInstance;
    paypal?: PaypalNamespace;
  }
}

export const STRIPE_JS_URL = 'https://js.stripe.com/v3';
export const PAYPAL_SDK_URL = 'https://www.paypal.com/sdk/js';

const loading = new Map<string, Promise<void>>();

/** Adds `<script src>` once per page; a failed load may be tried again. */
function loadScript(src: string, attributes: Record<string, string> = {}): Promise<void> {
  const existing = loading.get(src);
  if (existing) return existing;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
    script.onload = () => resolve();
    script.onerror = () => {
      loading.delete(src);
      script.remove();
      reject(new Error(`Could not load ${src}`));
    };
    document.head.appendChild(script);
  });
  loading.set(src, promise);
  return promise;
}

/** Stripe.js for `publishableKey`. */
export async function loadStripe(publishableKey: string): Promise<StripeInstance> {
  await loadScript(STRIPE_JS_URL);
  if (!window.Stripe) throw new Error('Stripe.js did not load');
  return window.Stripe(publishableKey);
}

/** The PayPal JS SDK with the buttons component, in the painting's currency. */
export async function loadPaypal(clientId: string, currency: string, clientToken: string): Promise<PaypalNamespace> {
  const query = new URLSearchParams({ 'client-id': clientId, currency, intent: 'capture', components: 'buttons' });
  await loadScript(`${PAYPAL_SDK_URL}?${query.toString()}`, { 'data-client-token': clientToken });
  if (!window.paypal) throw new Error('PayPal SDK did not load');
  return window.paypal;
}
