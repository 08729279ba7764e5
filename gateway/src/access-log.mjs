/**
 * What the gateways' logs may say about a request target. A password-reset link carries its
 * token in the query string: whoever reads the logs could otherwise take over the account (and
 * a booking's confirmation link could be used to confirm it).
 */

/** Pages whose query string is a secret, left out of every log line. */
export const SECRET_QUERY_PATHS = ['/password-reset', '/booking/confirm'];

/**
 * The request target as the logs show it: `/password-reset?token=…` becomes `/password-reset?(hidden)`.
 * @param {string} target
 */
export function loggableTarget(target) {
  const queryAt = target.indexOf('?');
  if (queryAt < 0 || !SECRET_QUERY_PATHS.includes(target.slice(0, queryAt))) return target;
  return `${target.slice(0, queryAt)}?(hidden)`;
}

/**
 * nginx's equivalent, a map from $request_uri to $loggable_request_uri for the log_format.
 * @returns {string[]} the map block's lines
 */
export function nginxLoggableTargetMap() {
  const escaped = SECRET_QUERY_PATHS.map((path) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return [`"~^(?<secret_query_path>${escaped.join('|')})\\?" "$secret_query_path?(hidden)";`, 'default $request_uri;'];
}
