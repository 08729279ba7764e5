import { isCrossSiteRequest } from '@atelier/contracts';
import type { FastifyRequest } from 'fastify';
import { Refusal } from '../http/refusal';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses cookie-authenticated writes a browser sends from another site (CSRF): a body
 * must be JSON (no form can send that cross-site without CORS), and the request must pass the
 * same-origin rule (`isCrossSiteRequest` of the contracts: Sec-Fetch-Site, else Origin).
 */
export function assertSameOriginWrite(request: FastifyRequest): void {
  if (SAFE_METHODS.has(request.method)) return;
  const hasBody = Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;
  const contentType = request.headers['content-type'] ?? '';
  if (hasBody && !/^application\/json\b/i.test(contentType)) throw new Refusal('CROSS_SITE', 'Writes must be sent as application/json');

  if (isCrossSiteRequest(request.headers)) throw new Refusal('CROSS_SITE', 'Cross-site request refused');
}
