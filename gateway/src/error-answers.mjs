/**
 * The gateways' own error answers, in the services' shape (`{statusCode, code, message}`) with a
 * code of the contracts' `ERROR_STATUS` (architecture §3, "Errors"), so the browser reads a
 * service that is down as `SERVICE_UNAVAILABLE` whichever gateway answered. Both gateways send
 * these bytes.
 */
export const GATEWAY_ERRORS = /** @type {const} */ ({
  badRequest: { statusCode: 400, code: 'MALFORMED_REQUEST', message: 'Bad Request' },
  notFound: { statusCode: 404, code: 'NOT_FOUND', message: 'Not Found' },
  tooLarge: { statusCode: 413, code: 'PAYLOAD_TOO_LARGE', message: 'Payload Too Large' },
  internal: { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Internal Server Error' },
  unavailable: { statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'Service unavailable' },
});
