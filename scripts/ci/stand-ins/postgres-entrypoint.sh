#!/bin/sh
# The stand-in postgres:18's entrypoint, keeping the official image's contract for our use:
# POSTGRES_USER / POSTGRES_PASSWORD / POSTGRES_DB, /docker-entrypoint-initdb.d (*.sql; *.sh run, or sourced when not executable)
# run once on a new data directory by a socket-only server, then the real server in front.
set -eu
if [ "${1:-postgres}" != postgres ]; then exec "$@"; fi
: "${POSTGRES_USER:=postgres}" "${POSTGRES_DB:=$POSTGRES_USER}"
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  [ -n "${POSTGRES_PASSWORD:-}" ] || { echo 'POSTGRES_PASSWORD is not set' >&2; exit 1; }
  mkdir -p "$PGDATA" && chmod 700 "$PGDATA"
  printf '%s' "$POSTGRES_PASSWORD" > /tmp/pwfile
  initdb -D "$PGDATA" -U "$POSTGRES_USER" --pwfile=/tmp/pwfile --auth-local=trust --auth-host=scram-sha-256 >/dev/null
  rm -f /tmp/pwfile
  echo 'host all all all scram-sha-256' >> "$PGDATA/pg_hba.conf"
  pg_ctl -D "$PGDATA" -o "-c listen_addresses='' -k /var/run/postgresql" -w start >/dev/null
  export PGHOST=/var/run/postgresql PGUSER="$POSTGRES_USER"
  [ "$POSTGRES_DB" = postgres ] || psql -v ON_ERROR_STOP=1 -d postgres -qc "CREATE DATABASE \"$POSTGRES_DB\""
  for file in /docker-entrypoint-initdb.d/*; do
    case "$file" in
      *.sql) psql -v ON_ERROR_STOP=1 -d "$POSTGRES_DB" -qf "$file" ;;
      *.sh) if [ -x "$file" ]; then "$file"; else . "$file"; fi ;;
    esac
  done
  pg_ctl -D "$PGDATA" -m fast -w stop >/dev/null
  unset PGHOST PGUSER
fi
exec postgres -D "$PGDATA" -c listen_addresses='*' -k /var/run/postgresql
