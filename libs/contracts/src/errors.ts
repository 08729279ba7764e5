import { COMMON_ERROR_CODES } from './refusal-lists';

/**
 * Every refusal's stable code, with the one HTTP status it is answered with (architecture §3,
 * "Errors"). Callers branch on the code, never on the status: two refusals of one status (a
 * database that is down and a payment provider not configured are both 503) mean different things.
 * The set is closed: a service refuses with one of these (`refuse()` of the service kit), the
 * gateways answer their own errors with them, and anything else a caller meets is read as
 * `INTERNAL_ERROR` (see {@link errorCodeOf}).
 */
export const ERROR_STATUS = {
  /** The body or a parameter breaks a rule (field errors in `errors`), or a business rule on the input. */
  VALIDATION_FAILED: 400,
  /** Not JSON, unparsable, a path no URL has, a webhook without its signature. */
  MALFORMED_REQUEST: 400,
  /** No session, or an expired one; an internal call without the token. */
  UNAUTHENTICATED: 401,
  /** The sign-in's e-mail and password do not match. */
  INVALID_CREDENTIALS: 401,
  /** An internal route asked from outside. */
  FORBIDDEN: 403,
  /** A cookie-authenticated write that is not same-origin JSON. */
  CROSS_SITE: 403,
  NOT_FOUND: 404,
  /** The thing is in a state that does not allow it (a cancelled booking, a date taken, an order not paid). */
  CONFLICT: 409,
  PAINTING_SOLD: 409,
  /** Another buyer is paying for it now. */
  PAINTING_RESERVED: 409,
  /** Hidden or marked not for sale. */
  PAINTING_UNAVAILABLE: 409,
  /** This checkout used all the time a painting may be held for it. */
  HOLD_USED_UP: 409,
  /** A link or a request whose time is over. */
  EXPIRED: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  /** The payment provider did not take the payment. */
  PAYMENT_DECLINED: 422,
  /** Too many requests (`Retry-After` says when to try again). */
  RATE_LIMITED: 429,
  /** Anything not foreseen; the log has it under the answer's `errorId`. */
  INTERNAL_ERROR: 500,
  /** Stripe or PayPal did not answer, or answered an error. */
  PAYMENT_PROVIDER_FAILED: 502,
  /** Another of our services answered what its contract does not allow. */
  UPSTREAM_INVALID_ANSWER: 502,
  /** The site has no keys for the payment provider: not an outage, retrying does not help. */
  PAYMENTS_NOT_CONFIGURED: 503,
  MAILCHIMP_NOT_CONFIGURED: 503,
  /** A service, its database or its queue is down or not answering: try again in a moment. */
  SERVICE_UNAVAILABLE: 503,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

export const isErrorCode = (value: unknown): value is ErrorCode => typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);

/** Codes that say the request was not answered (not refused): the caller may try again later, saying so. */
const OUTAGE_CODES: ReadonlySet<ErrorCode> = new Set(['INTERNAL_ERROR', 'SERVICE_UNAVAILABLE', 'UPSTREAM_INVALID_ANSWER']);

export const isOutage = (code: ErrorCode): boolean => OUTAGE_CODES.has(code);

/** Error body every service and gateway answers with (the global error filter's shape). */
export interface ApiError {
  statusCode: number;
  code: ErrorCode;
  message: string;
  /** The log's key for this answer (services only). */
  errorId?: string;
  /** Each field a `VALIDATION_FAILED` refused. */
  errors?: { path: string; message: string }[];
}

/**
 * The code of an error answer, as a caller reads it: the body's `code` when the endpoint may
 * answer it (`declared`: its own codes; the common ones are always allowed); else what the
 * answer can only mean — a 502-504 without our body is a proxy that found no service
 * (`SERVICE_UNAVAILABLE`), anything else is `INTERNAL_ERROR`. The one place a status is read.
 */
export function errorCodeOf(status: number, body: unknown, declared?: readonly ErrorCode[]): ErrorCode {
  const code = (body as { code?: unknown } | null)?.code;
  if (isErrorCode(code) && (!declared || declared.includes(code) || (COMMON_ERROR_CODES as readonly string[]).includes(code))) {
    return code;
  }
  return status >= 502 && status <= 504 && !isErrorCode(code) ? 'SERVICE_UNAVAILABLE' : 'INTERNAL_ERROR';
}
