import { endpointPath, type AnswerOf, type CallInput, type Endpoint, type ParamsOf } from '@atelier/contracts';

/**
 * A non-OK answer of the API: its status and body, and the requirements §8 "General" message
 * `"<status>: <body text>"` (or the status text when the body is empty).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
  }
}

/** Whether an error is the API saying the caller is not signed in (any more). */
export const isUnauthorized = (error: unknown): boolean => error instanceof ApiError && error.status === 401;

/**
 * Calls one endpoint of the API (`catalogApi`, `bookingsApi`… of @atelier/contracts) with
 * cookies: fills in its path parameters, sends its JSON body and answers its JSON answer
 * (`undefined` for an empty one). Any non-OK answer throws an {@link ApiError}. `headers` are
 * sent besides; `baseUrl` is for callers outside a page.
 */
export async function call<E extends Endpoint>(endpoint: E, ...[input, options]: CallArguments<E>): Promise<AnswerOf<E>> {
  const { params, body } = (input ?? {}) as { params?: ParamsOf<E>; body?: unknown };
  const hasBody = body !== undefined;
  const response = await fetch(`${options?.baseUrl ?? ''}${endpointPath(endpoint, params)}`, {
    method: endpoint.method,
    credentials: 'include',
    headers: { ...options?.headers, ...(hasBody && { 'Content-Type': 'application/json' }) },
    body: hasBody ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, text, response.statusText);
  return (text ? JSON.parse(text) : undefined) as AnswerOf<E>;
}

interface CallOptions {
  baseUrl?: string;
  headers?: Record<string, string>;
}

/** The input may be left out when the endpoint needs neither parameters nor a body. */
type CallArguments<E> =
  Partial<CallInput<E>> extends CallInput<E> ? [input?: CallInput<E>, options?: CallOptions] : [input: CallInput<E>, options?: CallOptions];
