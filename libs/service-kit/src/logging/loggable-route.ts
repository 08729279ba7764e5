import type { FastifyRequest } from 'fastify';

/** A path segment this long is an id no route knows, or a secret: the logs show neither. */
const LONG_SEGMENT = /(?<=\/)[^/]{20,}(?=\/|$)/g;

/**
 * What a request log line says about the target: the route's pattern
 * (`/api/newsletter/unsubscribe/:token`), never the path or query it was called with, which can
 * carry the secret of an e-mailed link. A target no route matched shows its path without the query,
 * long segments masked.
 */
export function loggableRoute(request: FastifyRequest): string {
  const pattern = request.routeOptions?.url;
  if (pattern) return pattern;
  return request.url.split('?')[0]!.replace(LONG_SEGMENT, ':hidden');
}
