#!/usr/bin/env bash
# Backs up a compose deployment into one archive, or restores one into an empty deployment:
#   bash scripts/compose-backup.sh backup atelier-backup.tar.gz
#   bash scripts/compose-backup.sh restore atelier-backup.tar.gz
# The archive holds the three volumes: postgres-data (every service's database), media (the
# painting images) and redis-data (jobs waiting). The stack is stopped while the volumes are
# read, so the copy is consistent, and started again: the site is down for about half a minute.
# A restore needs the same PostgreSQL major version (18). Run it where you run docker-compose
# (or `docker compose`); COMPOSE overrides the command (for example "docker-compose -p atelier --env-file prod.env").
set -euo pipefail
cd "$(dirname "$0")/.."
action=${1:-} archive=${2:-}
[ -n "$archive" ] && { [ "$action" = backup ] || [ "$action" = restore ]; } || { sed -n '2,4p' "$0"; exit 2; }
if [ -z "${COMPOSE:-}" ]; then
  if docker compose version >/dev/null 2>&1; then COMPOSE='docker compose'; else COMPOSE=docker-compose; fi
fi
VOLUMES='postgres-data media redis-data'

postgres=$($COMPOSE ps -a -q postgres 2>/dev/null || true)
if [ "$action" = restore ]; then
  [ -s "$archive" ] || { echo "$archive: no such archive" >&2; exit 1; }
  [ -z "$postgres" ] || { echo "restore needs an empty deployment: run \`$COMPOSE down -v\` first" >&2; exit 1; }
  $COMPOSE up --no-start >/dev/null
  postgres=$($COMPOSE ps -a -q postgres)
fi
[ -n "$postgres" ] || { echo "no deployment here: start it with \`$COMPOSE up -d\` first" >&2; exit 1; }
project=$(docker inspect -f '{{index .Config.Labels "com.docker.compose.project"}}' "$postgres")
image=$(docker inspect -f '{{.Image}}' "$postgres")

# -v <volume>:/backup/<name> for each of the deployment's volumes.
mounts=()
for name in $VOLUMES; do
  volume=$(docker volume ls -q --filter "label=com.docker.compose.project=$project" --filter "label=com.docker.compose.volume=$name")
  [ -n "$volume" ] || { echo "volume $name of $project is missing" >&2; exit 1; }
  mounts+=(-v "$volume:/backup/$name")
done
tar_in_container() { docker run --rm -i --user 0 --network none --entrypoint tar "${mounts[@]}" "$image" "$@"; }

if [ "$action" = backup ]; then
  $COMPOSE stop >/dev/null
  trap '$COMPOSE start >/dev/null' EXIT
  tar_in_container -czf - --numeric-owner -C /backup $VOLUMES > "$archive.partial"
  mv "$archive.partial" "$archive"
  echo "backed up $project into $archive ($(du -h "$archive" | cut -f1))"
else
  if [ -n "$(docker run --rm --user 0 --network none --entrypoint find "${mounts[@]}" "$image" /backup/postgres-data -name PG_VERSION)" ]; then
    echo 'restore needs an empty deployment: its postgres-data volume holds data' >&2; exit 1
  fi
  tar_in_container -xzf - --numeric-owner -C /backup < "$archive"
  $COMPOSE up -d >/dev/null
  echo "restored $archive into $project; it is starting"
fi
