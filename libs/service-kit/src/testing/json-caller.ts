/** What a test's JSON call answered. */
export interface JsonAnswer<T> {
  status: number;
  body: T;
  headers: Headers;
}

/**
 * A JSON caller for a service under test: `call(method, path, body?, headers?)` sends `body` as
 * JSON and reads the answer's JSON (undefined when empty). `headers()` gives the headers each call
 * sends unless it names its own (a session cookie, read when the call is made).
 */
export function jsonCaller(baseUrl: () => string, headers: () => Record<string, string> = () => ({})) {
  return async function call<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    callHeaders: Record<string, string> = headers(),
  ): Promise<JsonAnswer<T>> {
    const response = await fetch(`${baseUrl()}${path}`, {
      method,
      headers: { ...callHeaders, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T, headers: response.headers };
  };
}
