/**
 * The Node gateway's equivalent of nginx's real_ip: the visitor's address, read from
 * X-Forwarded-For only as far as the hops are TRUSTED_PROXIES (proxy-addr does the CIDR matching).
 */
import proxyaddr from 'proxy-addr';
import { trustedProxies } from './trusted-proxies.mjs';

/**
 * @param {import('./routes.mjs').Env} env
 * @returns {(req: import('node:http').IncomingMessage) => string}
 */
export function visitorAddress(env) {
  const trust = proxyaddr.compile(trustedProxies(env));
  // IPv4 peers of a dual-stack socket look like ::ffff:203.0.113.7; services count the plain form.
  return (req) => proxyaddr(req, trust).replace(/^::ffff:/, '');
}
