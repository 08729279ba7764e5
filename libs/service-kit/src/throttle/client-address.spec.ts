import { addressKey, trustClosestHop } from './client-address';

describe("a visitor's key for per-visitor limits", () => {
  it('is an IPv4 address itself, also when written as IPv6', () => {
    expect(addressKey('192.0.2.7')).toBe('192.0.2.7');
    expect(addressKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
  });

  it("is an IPv6 address's /64, so one subscriber's many addresses count as one", () => {
    expect(addressKey('2001:db8:1:2:a:b:c:d')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:0:0:1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });

  it('keeps what is no address as it came', () => {
    expect(addressKey('unknown')).toBe('unknown');
  });
});

describe('whose X-Forwarded-For a service believes', () => {
  it("the closest hop's only, from any peer while TRUSTED_PROXIES is unset", () => {
    const trust = trustClosestHop(undefined);
    expect([trust('127.0.0.1', 0), trust('203.0.113.9', 0), trust('127.0.0.1', 1)]).toEqual([true, true, false]);
  });

  it("from the services network's containers, not from its bridge (the host), nor from anywhere else", () => {
    const trust = trustClosestHop('10.201.241.128/25');
    expect(trust('10.201.241.130', 0)).toBe(true);
    expect(trust('::ffff:10.201.241.200', 0)).toBe(true);
    expect(trust('10.201.241.1', 0)).toBe(false);
    expect(trust('192.168.16.7', 0)).toBe(false);
    expect(trust('10.201.241.130', 1)).toBe(false);
  });

  it('takes addresses and ranges, comma-separated, and refuses what is neither', () => {
    const trust = trustClosestHop('192.0.2.1, 2001:db8::/64');
    expect([trust('192.0.2.1', 0), trust('192.0.2.2', 0), trust('2001:db8::5', 0), trust('2001:db9::5', 0)]).toEqual([
      true,
      false,
      true,
      false,
    ]);
    expect(() => trustClosestHop('10.0.0.0/8,gateway')).toThrow("TRUSTED_PROXIES: 'gateway' is neither an address nor a CIDR range");
  });
});
