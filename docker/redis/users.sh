#!/bin/sh
# The Redis container's users, written at each start from the environment (docker-compose.yml), then
# the given command run with them (--aclfile). One user per service, named as its database role, and
# one for the render process, each with its own password, of which only the SHA-256 is written (to
# the container's tmpfs). A service may touch only its own keys (BullMQ's, QUEUE_PREFIX:<service>…)
# and publish on the one channel that tells the render processes a public page changed; the render
# process may only listen there. The default user, without a password, may only PING (the health
# check). docker/README.md says why these commands.
#   sh users.sh COMMAND [ARGUMENT...]     (REDIS_ACL_FILE: where, default /tmp/users.acl)
set -eu
file=${REDIS_ACL_FILE:-/tmp/users.acl}
prefix=${QUEUE_PREFIX:-atelier}
channel="$prefix:public-pages-changed"
hash() { printf '%s' "$(printenv "$1")" | sha256sum | cut -d ' ' -f 1; }
umask 077
{
  echo 'user default on nopass resetkeys resetchannels -@all +ping'
  for service in catalog bookings commerce identity mailing; do
    variable="$(echo "$service" | tr 'a-z' 'A-Z')_REDIS_PASSWORD"
    echo "user $service on #$(hash "$variable") resetkeys resetchannels ~$prefix:$service* &$channel +@all -@dangerous +info"
  done
  echo "user render on #$(hash RENDER_REDIS_PASSWORD) resetkeys resetchannels &$channel -@all +subscribe +ping"
} >"$file"
exec "$@" --aclfile "$file"
