import type { FastifyRequest } from 'fastify';
import ipaddr from 'ipaddr.js';

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

/**
 * The visitor as a per-visitor limit counts them: an IPv4 address, or an IPv6 address's /64.
 * One subscriber is given a whole /64 and picks any address in it at will, so counting single
 * IPv6 addresses would give them a fresh budget per request. An IPv4 address written as IPv6
 * (::ffff:192.0.2.1) counts as itself; what is no address at all is kept as it came.
 */
export function clientKey(request: FastifyRequest): string {
  return addressKey(clientAddress(request));
}

/** {@link clientKey} of one address: '2001:db8:1:2:a:b:c:d' → '2001:db8:1:2::/64'. */
export function addressKey(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const network = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${network.join(':')}::/64`;
}
