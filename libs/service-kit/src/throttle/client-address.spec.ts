import { rateLimitKey } from './client-address';

describe(rateLimitKey.name, () => {
  it('counts an IPv4 address as it is', () => {
    expect(rateLimitKey('203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitKey('unknown')).toBe('unknown');
  });

  it('counts every address of one IPv6 /64 as one visitor, however it is written', () => {
    const written = [
      '2001:db8:85a3:42:1:2:3:4',
      '2001:0db8:85a3:0042:ffff:ffff:ffff:ffff',
      '2001:DB8:85A3:42::1',
      '2001:db8:85a3:42::',
      '2001:db8:85a3:42:0:0:192.0.2.1',
      'fe80::1%eth0'.replace('fe80::1', '2001:db8:85a3:42::9'),
    ];
    expect(new Set(written.map(rateLimitKey))).toEqual(new Set(['2001:db8:85a3:42::/64']));
  });

  it('tells neighbouring /64s apart, and expands the :: wherever it stands', () => {
    expect(rateLimitKey('2001:db8:85a3:43::1')).toBe('2001:db8:85a3:43::/64');
    expect(rateLimitKey('2001:db8::1:2:3:4:5')).toBe('2001:db8:0:1::/64');
    expect(rateLimitKey('::1')).toBe('0:0:0:0::/64');
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(rateLimitKey('::ffff:198.51.100.20')).toBe('198.51.100.20');
  });
});
