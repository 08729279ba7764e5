/**
 * A non-OK answer of the API: its status and body, and the SPEC §8 "General" message
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
 * Calls the API with cookies and, when `body` is given, a JSON body. Any non-OK answer
 * throws an {@link ApiError}.
 */
export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const hasBody = body !== undefined;
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: hasBody ? { 'Content-Type': 'application/json' } : undefined,
    body: hasBody ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) {
    throw new ApiError(response.status, await response.text(), response.statusText);
  }
  return response;
}

/** GETs `url` and returns its JSON answer; errors as {@link apiRequest}. */
export async function getJson<T>(url: string): Promise<T> {
  const response = await apiRequest('GET', url);
  return (await response.json()) as T;
}
