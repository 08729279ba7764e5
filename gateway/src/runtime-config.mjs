/**
 * `/runtime-config.json`: what the browser learns at run time (remote URLs, public keys,
 * contact details), so one build of the front end runs in every environment. Both gateways
 * serve it; nginx gets it as a file written by render-nginx.mjs at start.
 */
import { table } from './routes.mjs';

/** Satellite imagery without a key (architecture §5). */
export const DEFAULT_MAP_TILE_URL = 'https://server.arcgisonline.com/ArcGIS/rest/services/World_Imagery/MapServer/tile/{z}/{y}/{x}';
export const DEFAULT_GEOCODER_URL = 'https://nominatim.openstreetmap.org/search';
/** Answers `country_code`, the field requirements §7 reads. */
export const DEFAULT_IP_LOCATION_URL = 'https://ipapi.co/json/';

/**
 * @typedef {{
 *   remotes: Record<string, string>,
 *   map: { tileUrl: string, geocoderUrl: string },
 *   ipLocationUrl: string,
 *   stripePublishableKey: string | null,
 *   paypalClientId: string | null,
 * }} RuntimeConfig
 */

/**
 * Built from an explicit list of public variables, never by copying the environment,
 * so no secret can reach the browser.
 * @param {Record<string, string | undefined>} [env]
 * @returns {RuntimeConfig}
 */
export function buildRuntimeConfig(env = process.env) {
  /** Blank counts as unset, as in the services' env validation. @param {string} name */
  const value = (name) => env[name]?.trim() || null;
  return {
    remotes: Object.fromEntries(
      Object.entries(table.apps)
        .filter(([, app]) => app.path !== '/')
        .map(([name, app]) => [name, `${app.path}remoteEntry.js`]),
    ),
    map: {
      tileUrl: value('MAP_TILE_URL') ?? DEFAULT_MAP_TILE_URL,
      geocoderUrl: value('GEOCODER_URL') ?? DEFAULT_GEOCODER_URL,
    },
    ipLocationUrl: value('IP_LOCATION_URL') ?? DEFAULT_IP_LOCATION_URL,
    stripePublishableKey: value('STRIPE_PUBLISHABLE_KEY'),
    paypalClientId: value('PAYPAL_CLIENT_ID'),
  };
}
