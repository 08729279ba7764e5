import type { FastifyRequest } from 'fastify';

/**
 * The visitor's address as our gateway saw it. Fastify trusts X-Forwarded-For, whose
 * leftmost entries the visitor can write; the gateway (nginx or the Node gateway) appends
 * the real peer address, so the entry one hop from this service is the one to count.
 * `request.ips` runs from the closest hop (the gateway's socket) outwards. Capped in length: a
 * caller reaching the service directly could write anything there, and it names a counter.
 */
export function clientAddress(request: FastifyRequest): string {
  const hops = request.ips;
  return ((hops && hops.length > 1 ? hops[1] : request.ip) ?? 'unknown').slice(0, 64);
}
