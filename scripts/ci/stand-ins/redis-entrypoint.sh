#!/bin/sh
# The stand-in redis:7's entrypoint: like the official image, a server started without a
# config file accepts connections from other containers (protected mode off; later flags win).
set -e
if [ "${1#-}" != "$1" ]; then set -- redis-server "$@"; fi
if [ "$1" = redis-server ]; then shift; set -- redis-server --protected-mode no "$@"; fi
exec "$@"
