import { ForbiddenException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses cookie-authenticated writes a browser sends from another site (CSRF): a body
 * must be JSON (no form can send that cross-site without CORS), and the browser must say
 * the request is same-origin (`Sec-Fetch-Site`), or its `Origin` must be this host.
 * Clients that send neither header (curl, other services) are not browsers and pass.
 */
export function assertSameOriginWrite(request: FastifyRequest): void {
  if (SAFE_METHODS.has(request.method)) return;
  const hasBody = Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;
  const contentType = request.headers['content-type'] ?? '';
  if (hasBody && !/^application\/json\b/i.test(contentType)) throw new ForbiddenException('Writes must be sent as application/json');

  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) {
    if (site !== 'same-origin') throw new ForbiddenException('Cross-site request refused');
    return;
  }
  const origin = request.headers.origin;
  if (origin !== undefined) {
    const host = request.headers['x-forwarded-host'] ?? request.headers.host;
    let originHost: string;
    try {
      originHost = new URL(origin).host;
    } catch {
      throw new ForbiddenException('Cross-site request refused');
    }
    if (originHost !== host) throw new ForbiddenException('Cross-site request refused');
  }
}
