/**
 * `/runtime-config.json`: what the browser learns at run time (gateway/src/runtime-config.mjs
 * renders it from the environment), so one front-end build runs in every environment.
 */
export interface RuntimeConfig {
  /** Remote name → URL of its remoteEntry.js. */
  remotes: Record<string, string>;
  /** Satellite tile URL template ({z}/{y}/{x}) and geocoder search URL. */
  map: { tileUrl: string; geocoderUrl: string };
  /** Answers `country_code` for the visitor's IP (requirements §7). */
  ipLocationUrl: string;
  stripePublishableKey: string | null;
  paypalClientId: string | null;
}
