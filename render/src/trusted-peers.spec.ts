import { trustedPeers } from './trusted-peers.mjs';

describe('whose X-Forwarded-For the render process passes on to the services', () => {
  it('any peer while TRUSTED_PROXIES is unset', () => {
    expect([trustedPeers(undefined)('127.0.0.1'), trustedPeers('')('203.0.113.9')]).toEqual([true, true]);
  });

  it("the services network's containers (the gateway), not its bridge, through which the host reaches it", () => {
    const trusted = trustedPeers('10.201.241.128/25');
    expect(['10.201.241.130', '::ffff:10.201.241.130', '10.201.241.1', '192.168.16.7', undefined].map(trusted)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  it('refuses what is neither an address nor a CIDR range, naming the variable', () => {
    expect(() => trustedPeers('10.0.0.0/8, gateway')).toThrow("TRUSTED_PROXIES: 'gateway' is neither an address nor a CIDR range");
    expect(() => trustedPeers('10.0.0.0/40')).toThrow("TRUSTED_PROXIES: '10.0.0.0/40' is neither an address nor a CIDR range");
  });
});
