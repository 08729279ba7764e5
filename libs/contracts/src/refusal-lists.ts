import type { ErrorCode } from './errors';

// The refusal lists endpoints declare, apart from the codes' status table (errors.ts): a bundle
// that declares endpoints carries these few words, not the table.

/**
 * Codes any endpoint may answer whatever it declares: the error filter's and the gateways' own
 * (an unforeseen failure, a service or database down, a body the gateway or the framework refuses).
 */
export const COMMON_ERROR_CODES = [
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
  'UPSTREAM_INVALID_ANSWER',
  'MALFORMED_REQUEST',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
] as const satisfies readonly ErrorCode[];
export type CommonErrorCode = (typeof COMMON_ERROR_CODES)[number];

/** What an admin endpoint refuses besides its own: no session, a write from another site. */
export const ADMIN_REFUSALS = ['UNAUTHENTICATED', 'CROSS_SITE'] as const satisfies readonly ErrorCode[];
