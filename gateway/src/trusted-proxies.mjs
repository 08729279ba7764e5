/**
 * TRUSTED_PROXIES: the proxies (Caddy, Traefik, a CDN) allowed to tell the gateway who the
 * visitor is through X-Forwarded-For. From any other peer the header is ignored: the peer
 * itself is the visitor. Both gateways read it here; no dependency, so the nginx image
 * (which runs render-nginx.mjs without node_modules) can use it too.
 */
import { isIP } from 'node:net';

/**
 * The addresses and CIDR ranges of TRUSTED_PROXIES (comma-separated), checked; empty when unset.
 * @param {import('./routes.mjs').Env} env
 * @returns {string[]}
 */
export function trustedProxies(env) {
  const entries = (env.TRUSTED_PROXIES ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address = '', bits, extra] = entry.split('/');
    const family = isIP(address);
    const maxBits = family === 6 ? 128 : 32;
    const validBits = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= maxBits);
    if (!family || !validBits || extra !== undefined) {
      throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address or a CIDR range such as 10.0.0.0/8`);
    }
  }
  return entries;
}

/**
 * nginx's real_ip directives: $remote_addr becomes the visitor's address, taken from
 * X-Forwarded-For only through trusted proxies, skipping each trusted hop from the right.
 * @param {import('./routes.mjs').Env} env
 * @returns {string[]}
 */
export function nginxRealIpDirectives(env) {
  const proxies = trustedProxies(env);
  if (proxies.length === 0) return [];
  return [...proxies.map((proxy) => `set_real_ip_from ${proxy};`), 'real_ip_header X-Forwarded-For;', 'real_ip_recursive on;'];
}
