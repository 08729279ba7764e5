#!/usr/bin/env bash
# Upgrades a running compose deployment to the code checked out here, the site answering all the
# while (README, Run it on a server): builds the images, then, for each service, app and the render
# process whose image or settings changed, starts as many new containers beside the old ones, waits
# until they are healthy, and stops the old ones one at a time (each finishes its requests first;
# the gateway sends the next ones to the others). What runs once — PostgreSQL and Redis, and what
# publishes a port of the host (the gateway, Mailpit, Caddy) — is recreated in place when it changed: a pause.
#   bash scripts/upgrade.sh                      (after git pull and docker-compose pull)
#   bash scripts/upgrade.sh --force svc-catalog  (these services only, replaced even if unchanged)
# Run it where you run docker-compose (or `docker compose`); COMPOSE overrides the command (for
# example "docker-compose -p atelier --env-file prod.env"). A new container that does not get
# healthy within HEALTHY_SECONDS (300) is removed again and the old ones keep serving.
set -euo pipefail
cd "$(dirname "$0")/.."
force=false
if [ "${1:-}" = --force ]; then force=true; shift; fi
if [ -z "${COMPOSE:-}" ]; then
  if docker compose version >/dev/null 2>&1; then COMPOSE='docker compose'; else COMPOSE=docker-compose; fi
fi
HEALTHY_SECONDS=${HEALTHY_SECONDS:-300}
# Run once because they hold data; so does whatever publishes a port of the host (found below).
STORES='postgres redis'
# The gateway's DNS answers live 5 s (gateway/src/render-nginx.mjs): an old container is stopped
# only once the gateway has forgotten the one stopped before it, so it never has two dead addresses.
FORGOTTEN_SECONDS=6

say() { echo "upgrade: $*"; }
# The health of a container: healthy, unhealthy, starting, or its state when it has no check.
health() { docker inspect -f '{{if .State.Health}}{{.State.Health.Status}}{{else}}{{.State.Status}}{{end}}' "$1"; }

# Whether a container differs from what compose would make of its service now: another image
# (the tag it was made from was built or pulled again) or other settings (compose's config hash).
outdated() {
  local container=$1 service=$2 tag image hash
  tag=$(docker inspect -f '{{.Config.Image}}' "$container")
  image=$(docker image inspect -f '{{.Id}}' "$tag" 2>/dev/null || true)
  [ "$image" != "$(docker inspect -f '{{.Image}}' "$container")" ] && return 0
  hash=$($COMPOSE config --hash="$service" | awk '{ print $2 }')
  [ "$hash" != "$(docker inspect -f '{{index .Config.Labels "com.docker.compose.config-hash"}}' "$container")" ]
}

# Recreates a service's container when it changed: a pause while the new one starts.
in_place() {
  if $force; then $COMPOSE up -d --no-deps --force-recreate "$1"; else $COMPOSE up -d --no-deps "$1"; fi
}

# Replaces the containers of one service without a moment with none of them running and healthy.
roll() {
  local service=$1 old=() new=() container since
  mapfile -t old < <($COMPOSE ps -q "$service")
  [ ${#old[@]} -gt 0 ] || { say "$service: not running, left as it is"; return; }
  # Two containers cannot publish the same port of the host.
  [ "$(docker inspect -f '{{len .HostConfig.PortBindings}}' "${old[0]}")" = 0 ] || { in_place "$service"; return; }
  local changed=$force
  for container in "${old[@]}"; do outdated "$container" "$service" && changed=true; done
  $changed || return 0
  say "$service: starting ${#old[@]} new beside ${#old[@]} old"
  $COMPOSE up -d --no-deps --no-recreate --scale "$service=$((2 * ${#old[@]}))" "$service" >/dev/null
  for container in $($COMPOSE ps -q "$service"); do
    [[ " ${old[*]} " == *" $container "* ]] || new+=("$container")
  done
  since=$(date +%s)
  for container in "${new[@]}"; do
    until [ "$(health "$container")" = healthy ]; do
      if [ $(($(date +%s) - since)) -gt "$HEALTHY_SECONDS" ] || [ "$(health "$container")" = unhealthy ]; then
        say "$service: a new container is not healthy; removing the new ones, the old ones keep serving"
        $COMPOSE logs --tail 30 "$service" >&2 || true
        docker rm -f "${new[@]}" >/dev/null
        exit 1
      fi
      sleep 1
    done
  done
  say "$service: new ones healthy after $(($(date +%s) - since)) s; stopping the old ones one at a time"
  for index in "${!old[@]}"; do
    [ "$index" = 0 ] || sleep "$FORGOTTEN_SECONDS"
    docker stop "${old[$index]}" >/dev/null
    docker rm "${old[$index]}" >/dev/null
  done
}

$COMPOSE build "$@"
if [ $# -gt 0 ]; then services=$(printf '%s\n' "$@"); else services=$($COMPOSE config --services); fi
# The data stores first (a new service may need them new), the gateway last (it may route to what is new).
for service in $STORES; do
  if grep -qx "$service" <<<"$services"; then in_place "$service"; fi
done
for service in $services; do
  [[ " $STORES gateway " == *" $service "* ]] || roll "$service"
done
if grep -qx gateway <<<"$services"; then roll gateway; fi
say 'done'
