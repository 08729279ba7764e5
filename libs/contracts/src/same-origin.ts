/**
 * The same-origin rule for a browser's writes (CSRF): the browser must say the request is
 * same-origin (`Sec-Fetch-Site`), or its `Origin` must be the host it was sent to
 * (`X-Forwarded-Host`, else `Host`). A client that sends neither header (curl, another service)
 * is not a browser, and no site can make it send anything. The services apply it to
 * cookie-authenticated writes (service-kit's assertSameOriginWrite); the render process to the
 * public forms posted without JavaScript.
 */
export function isCrossSiteRequest(headers: Record<string, string | string[] | undefined>): boolean {
  const site = headers['sec-fetch-site'];
  if (site !== undefined) return site !== 'same-origin';
  const origin = headers.origin;
  if (origin === undefined) return false;
  const host = headers['x-forwarded-host'] ?? headers.host;
  try {
    return typeof origin !== 'string' || new URL(origin).host !== host;
  } catch {
    return true;
  }
}
