/** A PayPal API object as the fake keeps it (snake_case, as PayPal answers); tests read it loosely. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type FakePaypalObject = Record<string, any>;

export interface FakePaypalState {
  orders: Map<string, FakePaypalObject>;
  captures: Map<string, { capture: FakePaypalObject; orderId: string; refunded: boolean }>;
  refunds: FakePaypalObject[];
  requests: { method: string; path: string; requestId?: string; body: FakePaypalObject }[];
  idempotent: Map<string, [number, unknown]>;
  tokens: Set<string>;
  /** Makes the next capture fail with this issue, e.g. 'INSTRUMENT_DECLINED'. */
  failNextCapture: string | null;
}

export interface FakePaypal {
  url: string;
  state: FakePaypalState;
  /** What the buyer does in PayPal's window. */
  approve(orderId: string, payer?: FakePaypalObject): FakePaypalObject | undefined;
  close(): Promise<void>;
}

export declare function startFakePaypal(options?: {
  port?: number;
  host?: string;
  clientId?: string;
  clientSecret?: string;
  autoApprove?: boolean;
}): Promise<FakePaypal>;
