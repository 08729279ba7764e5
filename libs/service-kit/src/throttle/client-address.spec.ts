import { addressKey } from './client-address';

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
