#!/bin/sh
# Caddy's site is PUBLIC_SITE_URL's host. Refuses to start, saying why, unless that address is
# https:// and CADDY_TLS is acme or internal.
set -eu
case "${PUBLIC_SITE_URL:-}" in
  https://*) ;;
  *) echo "caddy: PUBLIC_SITE_URL must be the site's https:// address, not '${PUBLIC_SITE_URL:-}'" >&2; exit 1 ;;
esac
case "${CADDY_TLS:-}" in
  acme | internal) ;;
  *) echo "caddy: CADDY_TLS must be acme or internal, not '${CADDY_TLS:-}'" >&2; exit 1 ;;
esac
host=${PUBLIC_SITE_URL#https://}
host=${host%%/*}
# Without the port: Caddy listens on 443 in the container, whatever the host publishes.
case "$host" in
  \[*\]:*) host=${host%:*} ;;
  \[*) ;;
  *:*) host=${host%:*} ;;
esac
export SITE_HOST="$host"
exec caddy run --config /etc/caddy/Caddyfile --adapter caddyfile
