import type { FastifyRequest } from 'fastify';

/**
 * The visitor's address as our gateway saw it. The gateway (nginx or the Node gateway) sends
 * X-Forwarded-For as that one address (its peer, or the client named by TRUSTED_PROXIES);
 * should anything precede it, the entry one hop from this service is still the one to count.
 * `request.ips` runs from the closest hop (the gateway's socket) outwards. Capped in length: a
 * caller reaching the service directly could write anything there, and it names a counter.
 */
export function clientAddress(request: FastifyRequest): string {
  const hops = request.ips;
  return ((hops && hops.length > 1 ? hops[1] : request.ip) ?? 'unknown').slice(0, 64);
}
