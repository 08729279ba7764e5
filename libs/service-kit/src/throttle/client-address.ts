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

/**
 * The peers a service believes X-Forwarded-For from: TRUSTED_PROXIES' addresses and CIDR ranges,
 * comma-separated ('10.201.241.128/25, 192.0.2.1'); unset, any peer. Throws, naming the variable,
 * on an entry that is neither.
 */
export function trustedPeers(list: string | undefined): (address: string) => boolean {
  if (list === undefined || !list.trim()) return () => true;
  const ranges = list
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      try {
        if (entry.includes('/')) return ipaddr.parseCIDR(entry);
        const address = ipaddr.parse(entry);
        return [address, address.kind() === 'ipv4' ? 32 : 128] as [ipaddr.IPv4 | ipaddr.IPv6, number];
      } catch {
        throw new Error(`TRUSTED_PROXIES: '${entry}' is neither an address nor a CIDR range`);
      }
    });
  return (address) => {
    if (!ipaddr.isValid(address)) return false;
    const peer = ipaddr.process(address);
    return ranges.some(([base, bits]) => base.kind() === peer.kind() && peer.match(base, bits));
  };
}

/**
 * Fastify's trustProxy: exactly one proxy (the gateway, or the render process for a form) stands
 * in front, so only the closest hop's X-Forwarded-For entry names the visitor, and only when that
 * hop is a trusted peer; anything a caller writes before it is ignored, so throttles cannot be dodged.
 */
export function trustClosestHop(list: string | undefined): (address: string, hop: number) => boolean {
  const trusted = trustedPeers(list);
  return (address, hop) => hop === 0 && trusted(address);
}
