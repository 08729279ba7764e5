import { ApiError } from './api';

/**
 * The services' own words for a refused call: the `message` of their JSON error
 * (`{statusCode, message}`) in an {@link ApiError}. Undefined for a network failure, a gateway's
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

/** The service's reason for refusing a request (4xx: bad input, too many), not a gateway's error page or an outage. */
export function refusalReason(error: unknown): string | undefined {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 ? serverMessage(error) : undefined;
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
