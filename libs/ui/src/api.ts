import {
  endpointPath,
  errorCodeOf,
  type AnswerOf,
  type CallInput,
  type Endpoint,
  type ErrorCode,
  type ParamsOf,
  type RefusalOf,
} from '@atelier/contracts';

/**
 * A non-OK answer of the API: its status and body, its error `code` (architecture §3, "Errors"),
 * and the requirements §8 "General" message `"<status>: <body text>"` (or the status text when the
 * body is empty). Callers branch on the code, never on the status.
 */
export class ApiError extends Error {
  /** The body's code when the endpoint may answer it (`refusals`: its declared codes), else what the answer can only mean (`errorCodeOf`). */
  readonly code: ErrorCode;

  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
    refusals?: readonly ErrorCode[],
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
    this.code = errorCodeOf(status, parsed(body), refusals);
  }
}

function parsed(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

/**
 * The code a call of `endpoint` failed with, typed as what that endpoint may answer (so a caller
 * cannot branch on a code it never answers); undefined when the call got no answer at all (a
 * network failure).
 */
export function refusalOf<E extends Endpoint>(error: unknown, endpoint: E): RefusalOf<E> | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return errorCodeOf(error.status, { code: error.code }, endpoint.refusals) as RefusalOf<E>;
}

/** Whether an error is the API saying the caller is not signed in (any more). */
export const isUnauthorized = (error: unknown): boolean => error instanceof ApiError && error.code === 'UNAUTHENTICATED';

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
  if (!response.ok) throw new ApiError(response.status, text, response.statusText, endpoint.refusals);
  options?.answered?.(response.headers);
  return (text ? JSON.parse(text) : undefined) as AnswerOf<E>;
}

interface CallOptions {
  baseUrl?: string;
  headers?: Record<string, string>;
  /** Given an OK answer's headers: the render process passes a service's cookie on to the browser. */
  answered?: (headers: Headers) => void;
}

/** The input may be left out when the endpoint needs neither parameters nor a body. */
type CallArguments<E> =
  Partial<CallInput<E>> extends CallInput<E> ? [input?: CallInput<E>, options?: CallOptions] : [input: CallInput<E>, options?: CallOptions];
