import { BlockList, isIP } from 'node:net';

/**
 * The peers the render process believes X-Forwarded-For from, as the services do (their
 * TRUSTED_PROXIES): addresses and CIDR ranges, comma-separated; unset, any peer. Throws, naming the
 * variable, on an entry that is neither.
 * @param {string | undefined} list
 * @returns {(address: string | undefined) => boolean}
 */
export function trustedPeers(list) {
  if (list === undefined || !list.trim()) return () => true;
  const trusted = new BlockList();
  for (const entry of list
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [address = '', bits] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    const prefix = bits === undefined ? (type === 'ipv6' ? 128 : 32) : Number(bits);
    if (!isIP(address) || !/^\d{1,3}$/.test(bits ?? '0') || prefix > (type === 'ipv6' ? 128 : 32))
      throw new Error(`TRUSTED_PROXIES: '${entry}' is neither an address nor a CIDR range`);
    trusted.addSubnet(address, prefix, type);
  }
  return (address) => {
    // An IPv4 peer on a dual-stack socket: ::ffff:10.201.241.130.
    const peer = (address ?? '').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
    const type = isIP(peer);
    return type !== 0 && trusted.check(peer, type === 6 ? 'ipv6' : 'ipv4');
  };
}
