/** A Stripe API object as the fake keeps it (snake_case, as Stripe answers); tests read it loosely. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type FakeStripeObject = Record<string, any>;

export interface FakeStripeEvent {
  id: string;
  object: 'event';
  type: string;
  created: number;
  data: { object: FakeStripeObject };
  [key: string]: unknown;
}

export interface FakeStripeState {
  paymentIntents: Map<string, FakeStripeObject>;
  charges: Map<string, FakeStripeObject>;
  refunds: FakeStripeObject[];
  requests: { method: string; path: string; idempotencyKey?: string; params: FakeStripeObject }[];
  idempotent: Map<string, { fingerprint: string; status: number; body: unknown }>;
  webhookUrl?: string;
}

export interface FakeStripe {
  url: string;
  state: FakeStripeState;
  webhookSecret: string;
  /** The browser confirmed and the card worked: the intent succeeds; answers its payment_intent.succeeded event. */
  succeed(
    paymentIntentId: string,
    billingDetails?: { name?: string; email?: string; phone?: string; address?: Record<string, string> },
  ): FakeStripeEvent;
  event(type: string, object: FakeStripeObject): FakeStripeEvent;
  sign(payload: string, options?: { timestamp?: number; secret?: string }): string;
  /** POSTs the event, signed, to `url`; `timestamp` backdates, `tamper` edits the body after signing. */
  deliverWebhook(
    url: string,
    event: FakeStripeEvent,
    options?: { timestamp?: number; secret?: string; tamper?: boolean },
  ): Promise<{ status: number; body: string }>;
  close(): Promise<void>;
}

export declare const FAKE_STRIPE_WEBHOOK_SECRET: string;

export declare function startFakeStripe(options?: {
  port?: number;
  host?: string;
  webhookSecret?: string;
  webhookUrl?: string;
}): Promise<FakeStripe>;

export declare function parseForm(searchParams: URLSearchParams): FakeStripeObject;
