import { isOutage } from '@atelier/contracts';
import { ApiError } from './api';

/**
 * The services' own words for a refused call: the `message` of their JSON error
 * (`{statusCode, code, message}`) in an {@link ApiError}. Undefined for a network failure, a gateway's
 * HTML page or a body without one, so callers fall back to their SPEC text.
 */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  try {
    const message = (JSON.parse(error.body) as { message?: unknown } | null)?.message;
    if (typeof message === 'string' && message.trim()) return message;
    if (Array.isArray(message) && message.length) return message.join('; ');
  } catch {
    // Not the services' JSON.
  }
  return undefined;
}

/** One field a service refused, as its 400 answer lists it: `{path: 'shippingAddress.city', message}`. */
export interface FieldError {
  path: string;
  message: string;
}

/** The fields a service's `VALIDATION_FAILED` answer names (`{errors: [{path, message}]}`, service-kit's validation); [] for any other failure. */
export function serverFieldErrors(error: unknown): FieldError[] {
  if (!(error instanceof ApiError) || error.code !== 'VALIDATION_FAILED') return [];
  try {
    const errors = (JSON.parse(error.body) as { errors?: unknown } | null)?.errors;
    return Array.isArray(errors)
      ? errors.filter(
          (entry): entry is FieldError => typeof entry?.path === 'string' && typeof entry?.message === 'string' && entry.path !== '',
        )
      : [];
  } catch {
    return [];
  }
}

/** The service's reason for refusing a request (bad input, too many…), not a gateway's error page or an outage (`isOutage`). */
export function refusalReason(error: unknown): string | undefined {
  return error instanceof ApiError && !isOutage(error.code) ? serverMessage(error) : undefined;
}

/**
 * The message to show for a failed call: the server's own message when it sent one, else the
 * error's text (an API error's `"<status>: <body>"`, a network error's message). Undefined when
 * there is nothing to say: `apiErrorMessage(error) ?? 'Failed to send message. Please try again.'`.
 */
export function apiErrorMessage(error: unknown): string | undefined {
  const text = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return serverMessage(error) ?? (text.trim() || undefined);
}
