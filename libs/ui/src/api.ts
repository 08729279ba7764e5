/**
 * Calls the API with cookies and, when `body` is given, a JSON body.
 * Any non-OK answer throws an `Error` whose message is `"<status>: <body text>"`, or the
 * status text when the body is empty (SPEC §8 "General").
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
    const text = await response.text();
    throw new Error(`${response.status}: ${text || response.statusText}`);
  }
  return response;
}

/** GETs `url` and returns its JSON answer; errors as {@link apiRequest}. */
export async function getJson<T>(url: string): Promise<T> {
  const response = await apiRequest('GET', url);
  return (await response.json()) as T;
}
