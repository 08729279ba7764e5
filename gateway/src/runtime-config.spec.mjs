import { describe, expect, test } from '@jest/globals';
import { DEFAULT_GEOCODER_URL, DEFAULT_IP_LOCATION_URL, DEFAULT_MAP_TILE_URL, buildRuntimeConfig } from './runtime-config.mjs';

describe('buildRuntimeConfig', () => {
  test('without settings: the remotes behind the gateway, keyless map services, no payment keys', () => {
    expect(buildRuntimeConfig({})).toEqual({
      remotes: { shop: '/mfe/shop/remoteEntry.js', adventures: '/mfe/adventures/remoteEntry.js', admin: '/mfe/admin/remoteEntry.js' },
      map: { tileUrl: DEFAULT_MAP_TILE_URL, geocoderUrl: DEFAULT_GEOCODER_URL },
      ipLocationUrl: DEFAULT_IP_LOCATION_URL,
      stripePublishableKey: null,
      paypalClientId: null,
    });
  });

  test('public values come from the environment; blank counts as unset', () => {
    const config = buildRuntimeConfig({
      MAP_TILE_URL: 'https://tiles.example/{z}/{x}/{y}.png',
      GEOCODER_URL: 'https://geocoder.example/search',
      IP_LOCATION_URL: 'https://ip.example/json',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
      PAYPAL_CLIENT_ID: ' ',
    });
    expect(config).toMatchObject({
      map: { tileUrl: 'https://tiles.example/{z}/{x}/{y}.png', geocoderUrl: 'https://geocoder.example/search' },
      ipLocationUrl: 'https://ip.example/json',
      stripePublishableKey: 'pk_test_123',
      paypalClientId: null,
    });
  });

  test('no secret ever reaches the browser', () => {
    const secrets = {
      STRIPE_SECRET_KEY: 'sk_live_secret',
      STRIPE_WEBHOOK_SECRET: 'whsec_secret',
      PAYPAL_CLIENT_SECRET: 'paypal-secret',
      MAILCHIMP_API_KEY: 'mailchimp-secret',
      INTERNAL_TOKEN: 'internal-secret',
      ADMIN_PASSWORD: 'admin-secret',
      POSTGRES_PASSWORD: 'postgres-secret',
      DATABASE_URL: 'postgres://atelier:db-secret@postgres:5432/catalog',
    };
    const json = JSON.stringify(buildRuntimeConfig({ ...secrets, STRIPE_PUBLISHABLE_KEY: 'pk_test_123' }));
    for (const value of Object.values(secrets)) expect(json).not.toContain(value);
  });
});
