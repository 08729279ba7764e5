/** Injection tokens of the service kit. */
export const ENV = Symbol('ENV');
export const LOGGER = Symbol('LOGGER');
export const SERVICE_NAME = Symbol('SERVICE_NAME');
export const BODY_LIMITS = Symbol('BODY_LIMITS');
export const FORM_BODY_ROUTES = Symbol('FORM_BODY_ROUTES');
