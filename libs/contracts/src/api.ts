/** Response header each service stamps so callers and tests can tell who answered. */
export const SERVICE_HEADER = 'X-Service';

/** Header that carries the shared secret on /internal/* calls between services. */
export const INTERNAL_TOKEN_HEADER = 'X-Internal-Token';

/** The Via header both gateways add to what they forward (gateway/src/routes.mjs): internal routes refuse it. */
export const GATEWAY_VIA = '1.1 atelier-gateway';

/** Name of the HttpOnly cookie that carries the administrator's session token. */
export const SESSION_COOKIE = 'atelier_session';

/** Name of the HttpOnly cookie of a browser she signed in from, or reset her password in (a trusted device). */
export const DEVICE_COOKIE = 'atelier_device';
