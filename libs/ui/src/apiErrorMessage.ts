/**
 * The message to show for a failed call. `apiRequest` errors read `"<status>: <body>"`; when
 * the body is the services' JSON error (`{statusCode, message}`), its `message` is what a
 * person should read, not the raw JSON. Anything else gives the error's own message.
 * Undefined when there is nothing to say, so callers can fall back to their SPEC text:
 * `apiErrorMessage(error) ?? 'Failed to send message. Please try again.'`.
 */
export function apiErrorMessage(error: unknown): string | undefined {
  const text = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const body = /^\d{3}: ([\s\S]*)$/.exec(text)?.[1];
  if (body !== undefined) {
    try {
      const parsed: unknown = JSON.parse(body);
      const message = (parsed as { message?: unknown } | null)?.message;
      if (typeof message === 'string' && message.trim()) return message;
      if (Array.isArray(message) && message.length) return message.join('; ');
    } catch {
      // Not JSON: the body text itself is the message.
    }
  }
  return text.trim() || undefined;
}
