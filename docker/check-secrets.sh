#!/bin/sh
# Entrypoint of the PostgreSQL and Redis containers (docker-compose.yml): refuses to start while a
# secret of .env they are given is unset, still its example value of .env.example (change-me…) or
# shorter than 16 characters, naming each such variable as the services do; then runs the image's
# own entrypoint. PostgreSQL sets its passwords only when its volume is new, so that start is the
# one that counts, and a refused one leaves the volume empty.
#   sh check-secrets.sh VARIABLE... -- ENTRYPOINT [ARGUMENT...]
set -eu
how='choose one with `openssl rand -hex 32`'
refused=false
while [ "$#" -gt 0 ] && [ "$1" != -- ]; do
  value=$(printenv "$1" || true)
  problem=''
  case $(printf '%s' "$value" | tr 'A-Z' 'a-z') in
    '') problem="is missing: $how" ;;
    change-me*) problem="is still the example value of .env.example: $how" ;;
    *) [ "${#value}" -ge 16 ] || problem="is too short to be a secret (at least 16 characters): $how" ;;
  esac
  if [ -n "$problem" ]; then
    "$refused" || echo 'invalid environment' >&2
    refused=true
    echo "  - $1: $problem" >&2
  fi
  shift
done
if "$refused"; then exit 1; fi
shift
exec "$@"
