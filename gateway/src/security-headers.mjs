/**
 * The security headers of every answer of the site, whichever gateway or service produced it.
 * The Content-Security-Policy allows exactly the third parties the front end uses: Stripe.js,
 * the PayPal SDK, the YouTube player, and the map, geocoder and visitor-location services named
 * by runtime config, so pointing one of those at another provider updates the policy too.
 */
import { buildRuntimeConfig } from './runtime-config.mjs';

/** Stripe.js and its frames (https://docs.stripe.com/security/guide#content-security-policy). */
const STRIPE = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

/**
 * The PayPal JavaScript SDK (https://developer.paypal.com/sdk/js/best-practices). PayPal suggests
 * script-src 'unsafe-inline'; its inline scripts run inside its own frames, under its own policy,
 * so ours keeps inline scripts out. The SDK styles its button containers inline.
 */
const PAYPAL = ['https://*.paypal.com', 'https://*.paypalobjects.com'];

/** The video player of the hero and adventures films (libs/ui VideoDialog). */
const YOUTUBE = ['https://www.youtube-nocookie.com'];

/** The headers a gateway replaces in services' answers (helmet sets its own defaults there). */
export const REPLACED_HEADERS = [
  'Content-Security-Policy',
  'Strict-Transport-Security',
  'X-Content-Type-Options',
  'X-Frame-Options',
  'Referrer-Policy',
  'Cross-Origin-Opener-Policy',
];

/** The CSP source of a configured URL: its origin, or the site itself for a path. @param {string} url @returns {string} */
function sourceOf(url) {
  if (url.startsWith('/')) return "'self'";
  // A tile template such as https://tiles.example/{z}/{y}/{x} is not a URL until filled in.
  return new URL(url.replace(/\{[a-z]+\}/g, '0')).origin;
}

/**
 * @param {Record<string, string | undefined>} [env]
 * @returns {[name: string, value: string][]}
 */
export function securityHeaders(env = process.env) {
  const config = buildRuntimeConfig(env);
  const tiles = sourceOf(config.map.tileUrl);
  const lookups = [config.map.geocoderUrl, config.ipLocationUrl].map(sourceOf);
  const https = (env.PUBLIC_SITE_URL ?? '').startsWith('https://');
  // `npm run dev` only: webpack's dev builds use eval and live-reload sockets on localhost.
  const devServers = env.CSP_DEV_SERVERS === 'true';

  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...STRIPE.script, ...PAYPAL, ...(devServers ? ["'unsafe-eval'"] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    // data: covers the favicon and the admin's previews of images being uploaded.
    'img-src': ["'self'", 'data:', 'blob:', tiles, ...PAYPAL],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...lookups, ...STRIPE.connect, ...PAYPAL, ...(devServers ? ['ws://localhost:*', 'http://localhost:*'] : [])],
    'frame-src': [...STRIPE.frame, ...PAYPAL, ...YOUTUBE],
    // An adventure's film may be a video file anywhere on the web (requirements §3 videoUrl).
    'media-src': ["'self'", 'https:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(https && { 'upgrade-insecure-requests': [] }),
  };
  const policy = Object.entries(directives)
    .map(([name, sources]) => [name, ...new Set(sources)].join(' '))
    .join('; ');

  return [
    ['Content-Security-Policy', policy],
    // Browsers ignore HSTS over plain HTTP; it is only promised where the site is served over HTTPS.
    ...(https ? /** @type {[string, string][]} */ ([['Strict-Transport-Security', 'max-age=31536000; includeSubDomains']]) : []),
    ['X-Content-Type-Options', 'nosniff'],
    // For browsers without frame-ancestors.
    ['X-Frame-Options', 'DENY'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    // PayPal's checkout opens in a popup that must be able to talk back.
    ['Cross-Origin-Opener-Policy', 'same-origin-allow-popups'],
  ];
}
