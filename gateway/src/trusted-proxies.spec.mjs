import { describe, expect, test } from '@jest/globals';
import { nginxRealIpDirectives, trustedProxies } from './trusted-proxies.mjs';

describe('TRUSTED_PROXIES', () => {
  test('addresses and CIDR ranges, comma-separated, blanks ignored; none when unset', () => {
    expect(trustedProxies({ TRUSTED_PROXIES: ' 172.18.0.0/16, 10.0.0.7,,fd00::/8 ' })).toEqual(['172.18.0.0/16', '10.0.0.7', 'fd00::/8']);
    expect(trustedProxies({})).toEqual([]);
    expect(trustedProxies({ TRUSTED_PROXIES: '' })).toEqual([]);
  });

  test.each(['caddy', '10.0.0.0/33', '10.0.0.0/', '10.0.0.0/8/8', 'fd00::/129', '300.1.1.1'])(
    'refuses "%s", naming the variable',
    (entry) => {
      expect(() => trustedProxies({ TRUSTED_PROXIES: entry })).toThrow(`TRUSTED_PROXIES: "${entry}" is not an IP address or a CIDR range`);
    },
  );

  test('nginx takes X-Forwarded-For from the trusted proxies only, skipping each of them; without any, it never does', () => {
    expect(nginxRealIpDirectives({ TRUSTED_PROXIES: '172.18.0.0/16,10.0.0.7' })).toEqual([
      'set_real_ip_from 172.18.0.0/16;',
      'set_real_ip_from 10.0.0.7;',
      'real_ip_header X-Forwarded-For;',
      'real_ip_recursive on;',
    ]);
    expect(nginxRealIpDirectives({})).toEqual([]);
  });
});
