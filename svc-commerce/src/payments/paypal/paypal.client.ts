import { Inject, Injectable } from '@nestjs/common';
import {
  CheckoutPaymentIntent,
  Client,
  Environment,
  OrdersController,
  PaymentsController,
  PaypalWalletContextShippingPreference,
  type Address,
  type Order,
  type OrderRequest,
  type Refund,
} from '@paypal/paypal-server-sdk';
import type { CheckoutAddress } from '@atelier/contracts';
import { ENV } from '@atelier/service-kit';
import { PAYPAL_LIVE_BASE, PAYPAL_SANDBOX_BASE, paypalBaseUrl, type CommerceEnv } from '../../env';

const TIMEOUT_MS = 20_000;
/** Refresh the access token this long before PayPal says it expires. */
const TOKEN_MARGIN_MS = 60_000;

/** A PayPal order to create: one purchase unit for one painting. */
export interface PaypalOrderDraft {
  paintingId: number;
  title: string;
  currency: string;
  price: string;
  shipping: string;
  total: string;
  /** Where PayPal shows the painting going (the address the buyer entered); null for pickup. */
  shipTo: { name: string; address: CheckoutAddress } | null;
}

/**
 * The PayPal REST API behind one injectable edge: orders, capture and refund through the
 * official `@paypal/paypal-server-sdk`, the JS SDK's client token through its REST call (the
 * server SDK has none).
 *
 * The server SDK only knows PayPal's live and sandbox hosts. Any other `PAYPAL_BASE_URL` (the
 * fake of scripts/fakes) is reached through the sandbox client with the SDK's axios pointed at
 * a `fetch` that swaps the sandbox origin for that base — `unstable_httpClientOptions` is the
 * SDK's pass-through of axios options, and axios's fetch adapter takes a custom `fetch` in `env`.
 */
@Injectable()
export class PaypalClient {
  private readonly client?: Client;
  private readonly orders?: OrdersController;
  private readonly payments?: PaymentsController;
  private readonly baseUrl: string;
  private token?: { value: string; expiresAt: number };

  constructor(@Inject(ENV) env: CommerceEnv) {
    this.baseUrl = paypalBaseUrl(env);
    if (!env.PAYPAL_CLIENT_ID || !env.PAYPAL_CLIENT_SECRET) return;
    const environment = this.baseUrl === PAYPAL_LIVE_BASE ? Environment.Production : Environment.Sandbox;
    const official = this.baseUrl === PAYPAL_LIVE_BASE || this.baseUrl === PAYPAL_SANDBOX_BASE;
    this.client = new Client({
      clientCredentialsAuthCredentials: { oAuthClientId: env.PAYPAL_CLIENT_ID, oAuthClientSecret: env.PAYPAL_CLIENT_SECRET },
      environment,
      timeout: TIMEOUT_MS,
      ...(official
        ? {}
        : { unstable_httpClientOptions: { adapter: 'fetch', env: { fetch: rebasedFetch(PAYPAL_SANDBOX_BASE, this.baseUrl) } } }),
    });
    this.orders = new OrdersController(this.client);
    this.payments = new PaymentsController(this.client);
  }

  get configured(): boolean {
    return Boolean(this.client);
  }

  /** A client token for the JS SDK's card fields (`POST /v1/identity/generate-token`). */
  async generateClientToken(): Promise<string> {
    const response = await fetch(`${this.baseUrl}/v1/identity/generate-token`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await this.accessToken()}`, 'content-type': 'application/json', 'accept-language': 'en_NZ' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`PayPal generate-token answered ${response.status}: ${await response.text()}`);
    const body = (await response.json()) as { client_token?: unknown };
    if (typeof body.client_token !== 'string') throw new Error('PayPal generate-token answered without client_token');
    return body.client_token;
  }

  async createOrder(draft: PaypalOrderDraft, requestId: string): Promise<Order> {
    const money = (value: string) => ({ currencyCode: draft.currency, value });
    const body: OrderRequest = {
      intent: CheckoutPaymentIntent.Capture,
      purchaseUnits: [
        {
          referenceId: `painting-${draft.paintingId}`,
          customId: String(draft.paintingId),
          description: draft.title.slice(0, 127),
          amount: { ...money(draft.total), breakdown: { itemTotal: money(draft.price), shipping: money(draft.shipping) } },
          items: [{ name: draft.title.slice(0, 127), quantity: '1', unitAmount: money(draft.price), sku: `painting-${draft.paintingId}` }],
          ...(draft.shipTo
            ? { shipping: { name: { fullName: draft.shipTo.name.slice(0, 300) }, address: toPaypalAddress(draft.shipTo.address) } }
            : {}),
        },
      ],
      // The buyer entered the address at checkout: PayPal shows it and may not swap it; pickup ships nothing.
      paymentSource: {
        paypal: {
          experienceContext: {
            shippingPreference: draft.shipTo
              ? PaypalWalletContextShippingPreference.SetProvidedAddress
              : PaypalWalletContextShippingPreference.NoShipping,
          },
        },
      },
    };
    const { result } = await this.sdk().orders.createOrder({ body, paypalRequestId: requestId, prefer: 'return=representation' });
    return result;
  }

  async getOrder(id: string): Promise<Order> {
    const { result } = await this.sdk().orders.getOrder({ id });
    return result;
  }

  /** Captures an approved order; PayPal answers a repeated `requestId` with the first capture's result. */
  async captureOrder(id: string, requestId: string): Promise<Order> {
    const { result } = await this.sdk().orders.captureOrder({ id, paypalRequestId: requestId, prefer: 'return=representation' });
    return result;
  }

  /** Refunds a capture in full; a repeated `requestId` returns the same refund. */
  async refundCapture(captureId: string, requestId: string, note: string): Promise<Refund> {
    const { result } = await this.sdk().payments.refundCapturedPayment({
      captureId,
      paypalRequestId: requestId,
      prefer: 'return=representation',
      body: { noteToPayer: note.slice(0, 255) },
    });
    return result;
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > Date.now()) return this.token.value;
    const token = await this.sdk().client.clientCredentialsAuthManager.fetchToken();
    const lifetimeMs = Number(token.expiresIn ?? 300n) * 1000;
    this.token = { value: token.accessToken, expiresAt: Date.now() + lifetimeMs - TOKEN_MARGIN_MS };
    return token.accessToken;
  }

  private sdk(): { client: Client; orders: OrdersController; payments: PaymentsController } {
    if (!this.client || !this.orders || !this.payments) throw new Error('PayPal is not configured');
    return { client: this.client, orders: this.orders, payments: this.payments };
  }
}

/** A `fetch` that sends what was meant for `from` (PayPal's sandbox origin) to `to`. */
function rebasedFetch(from: string, to: string): typeof fetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = request.url.startsWith(from) ? `${to}${request.url.slice(from.length)}` : request.url;
    const body = request.body ? await request.arrayBuffer() : undefined;
    return fetch(url, { method: request.method, headers: request.headers, body, signal: request.signal, redirect: request.redirect });
  };
}

/** PayPal's names for an address's parts. */
function toPaypalAddress(address: CheckoutAddress): Address {
  return {
    countryCode: address.country ?? 'NZ',
    ...(address.line1 ? { addressLine1: address.line1 } : {}),
    ...(address.line2 ? { addressLine2: address.line2 } : {}),
    ...(address.city ? { adminArea2: address.city } : {}),
    ...(address.state ? { adminArea1: address.state } : {}),
    ...(address.postal_code ? { postalCode: address.postal_code } : {}),
  };
}
