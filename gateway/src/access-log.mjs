/**
 * What the gateways' logs may say about a request target. Links e-mailed to people carry a secret
 * (a password reset, a booking or newsletter confirmation, an unsubscribe link) in the query string
 * or as the last path segment; whoever reads the logs could otherwise use them. So the logs show
 * the path without its query, and a secret path segment as its route pattern's `:token`.
 */

/** Paths whose next segment is a secret token (the reset page's `/password-reset/<token>`, the one-click unsubscribe). */
export const TOKEN_PATH_PREFIXES = ['/password-reset', '/api/newsletter/unsubscribe'];

/**
 * The request target as the logs show it: `/newsletter/confirm?token=…` becomes `/newsletter/confirm`,
 * `/api/newsletter/unsubscribe/<token>` becomes `/api/newsletter/unsubscribe/:token`.
 * @param {string} target
 */
export function loggableTarget(target) {
  const queryAt = target.indexOf('?');
  const path = queryAt < 0 ? target : target.slice(0, queryAt);
  const prefix = TOKEN_PATH_PREFIXES.find((candidate) => path.startsWith(`${candidate}/`));
  return prefix ? `${prefix}/:token` : path;
}

/**
 * nginx's equivalent, a map from $request_uri to $loggable_request_uri for the log_format (regex
 * entries are tried in order: a token route first, then any path without its query).
 * @returns {string[]} the map block's lines
 */
export function nginxLoggableTargetMap() {
  const escaped = TOKEN_PATH_PREFIXES.map((path) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return [
    `"~^(?<token_route>${escaped.join('|')})/" "$token_route/:token";`,
    '"~^(?<path_without_query>[^?]*)" "$path_without_query";',
    'default $request_uri;',
  ];
}
