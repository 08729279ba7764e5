#!/bin/sh
# One role and one database per service (architecture §3): each service signs in as its own role,
# which owns its database and can connect to no other. Runs once, when the postgres volume is new
# (the image's /docker-entrypoint-initdb.d), with the passwords compose passes from .env.
set -eu
for service in catalog bookings commerce identity mailing; do
  password=$(printenv "$(echo "$service" | tr 'a-z' 'A-Z')_DB_PASSWORD")
  psql -v ON_ERROR_STOP=1 -q --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" -v role="$service" -v password="$password" <<'SQL'
CREATE ROLE :"role" LOGIN PASSWORD :'password';
CREATE DATABASE :"role" OWNER :"role";
REVOKE ALL ON DATABASE :"role" FROM PUBLIC;
SQL
done
# Nor may they connect to the administrator's databases.
psql -v ON_ERROR_STOP=1 -q --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" \
  -c "REVOKE CONNECT ON DATABASE \"$POSTGRES_DB\" FROM PUBLIC" -c 'REVOKE CONNECT ON DATABASE postgres FROM PUBLIC'
