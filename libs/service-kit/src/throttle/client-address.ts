import { isIPv6 } from 'node:net';
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

/** The eight 16-bit groups of an IPv6 address (an embedded IPv4 tail counts as two). */
function groupsOf(address: string): string[] {
  const split = (part: string | undefined) =>
    part ? part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group])) : [];
  const [head, tail] = address.split('::');
  const before = split(head);
  const after = split(tail);
  const zeros = tail === undefined ? [] : Array<string>(8 - before.length - after.length).fill('0');
  return [...before, ...zeros, ...after];
}

/**
 * What a per-address limit counts by: an IPv4 address as it is, an IPv6 address by its /64.
 * One IPv6 subscriber is handed a whole /64 (2^64 addresses), so counting each address would give
 * them a fresh budget per request; an IPv4-mapped IPv6 address counts as the IPv4 address it is.
 */
export function rateLimitKey(address: string): string {
  const withoutZone = address.split('%')[0]!;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(withoutZone);
  if (mapped) return mapped[1]!;
  if (!isIPv6(withoutZone)) return address;
  const prefix = groupsOf(withoutZone.toLowerCase()).slice(0, 4);
  return `${prefix.map((group) => parseInt(group, 16).toString(16)).join(':')}::/64`;
}

/** {@link clientAddress} as a per-address limit counts it ({@link rateLimitKey}). */
export function clientRateLimitKey(request: FastifyRequest): string {
  return rateLimitKey(clientAddress(request));
}
