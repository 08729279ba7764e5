import { describe, expect, test } from '@jest/globals';
import { securityHeaders } from './security-headers.mjs';

/** @param {Record<string, string>} env */
function policyOf(env) {
  const csp = new Map(securityHeaders(env)).get('Content-Security-Policy') ?? '';
  return new Map(
    csp.split('; ').map((directive) => /** @type {[string, string[]]} */ ([directive.split(' ')[0], directive.split(' ').slice(1)])),
  );
}

describe('securityHeaders', () => {
  test('scripts only from the site, Stripe and PayPal; never inline or eval', () => {
    const scripts = policyOf({}).get('script-src');
    expect(scripts).toEqual([
      "'self'",
      'https://js.stripe.com',
      'https://*.js.stripe.com',
      'https://*.paypal.com',
      'https://*.paypalobjects.com',
    ]);
  });

  test("only `npm run dev` allows eval and the dev servers' reload sockets", () => {
    expect(policyOf({ CSP_DEV_SERVERS: 'true' }).get('script-src')).toContain("'unsafe-eval'");
    expect(policyOf({ CSP_DEV_SERVERS: 'true' }).get('connect-src')).toContain('ws://localhost:*');
    expect(policyOf({}).get('connect-src')).not.toContain('ws://localhost:*');
  });

  test('the map, geocoder and visitor-location services of runtime config are allowed, and nothing else of theirs', () => {
    const policy = policyOf({
      MAP_TILE_URL: 'https://tiles.example.nz/{z}/{x}/{y}.png',
      GEOCODER_URL: 'https://geo.example.nz/search',
      IP_LOCATION_URL: 'https://where.example.nz/json',
    });
    expect(policy.get('img-src')).toContain('https://tiles.example.nz');
    expect(policy.get('img-src')).not.toContain('https://server.arcgisonline.com');
    expect(policy.get('connect-src')).toEqual(expect.arrayContaining(['https://geo.example.nz', 'https://where.example.nz']));
  });

  test('services on the site itself (a path) need no source of their own', () => {
    const policy = policyOf({ MAP_TILE_URL: '/media/tiles/{z}/{x}/{y}.png', IP_LOCATION_URL: '/where.json' });
    expect(policy.get('img-src')).not.toContain('https://server.arcgisonline.com');
    expect(policy.get('connect-src')).not.toContain('https://ipapi.co');
  });

  test('no framing, no plugins, no foreign form targets', () => {
    const policy = policyOf({});
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    const headers = Object.fromEntries(securityHeaders({}));
    expect(headers).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
  });

  test('HSTS and upgrade-insecure-requests only where the site is served over HTTPS', () => {
    expect(new Map(securityHeaders({ PUBLIC_SITE_URL: 'http://localhost:8080' })).has('Strict-Transport-Security')).toBe(false);
    expect(policyOf({}).has('upgrade-insecure-requests')).toBe(false);
    const production = { PUBLIC_SITE_URL: 'https://atelier.example.nz' };
    expect(new Map(securityHeaders(production)).get('Strict-Transport-Security')).toBe('max-age=31536000; includeSubDomains');
    expect(policyOf(production).has('upgrade-insecure-requests')).toBe(true);
  });
});
