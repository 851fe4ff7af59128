#!/usr/bin/env bash
# Makes sure a local PostgreSQL server is running with a test database, then prints its URL as
# the last line of stdout (everything else goes to stderr):
#
#   TEST_DB=postgres TEST_POSTGRES_URL=$(bash scripts/ensure-postgres.sh | tail -1) npx vitest run --project api
#
# Idempotent: installs Debian's `postgresql` only when no server binaries exist (needs root),
# creates the `main` cluster only when missing, starts it only when down, and creates the role
# and database only when missing. Override with JOBLINK_PG_USER, JOBLINK_PG_PASSWORD,
# JOBLINK_PG_DATABASE.
set -euo pipefail

DB_USER="${JOBLINK_PG_USER:-joblink}"
DB_PASSWORD="${JOBLINK_PG_PASSWORD:-joblink}"
DB_NAME="${JOBLINK_PG_DATABASE:-joblink_test}"

log() { echo "ensure-postgres: $*" >&2; }
die() { log "$*"; exit 1; }

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; elif command -v sudo >/dev/null 2>&1; then sudo "$@"; else
    die "need root to run: $*"
  fi
}

as_postgres() {
  if [ "$(id -un)" = postgres ]; then "$@"
  elif [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"
  elif command -v sudo >/dev/null 2>&1; then sudo -u postgres "$@"
  else die "need root or the postgres user to run: $*"
  fi
}

server_version() {
  # Newest installed major version with a server binary.
  local dir
  for dir in $(ls -d /usr/lib/postgresql/*/bin/postgres 2>/dev/null | sort -V -r); do
    basename "$(dirname "$(dirname "$dir")")"
    return 0
  done
  return 1
}

# 1. Server binaries and the Debian cluster tools.
if ! server_version >/dev/null || ! command -v pg_lsclusters >/dev/null 2>&1; then
  log "installing postgresql (apt-get)"
  as_root env DEBIAN_FRONTEND=noninteractive apt-get update >&2
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y postgresql >&2
fi
VERSION="$(server_version)" || die "no PostgreSQL server binaries under /usr/lib/postgresql"

# 2. A `main` cluster of that version.
if ! pg_lsclusters -h | awk -v v="$VERSION" '$1 == v && $2 == "main" { found = 1 } END { exit !found }'; then
  log "creating cluster $VERSION/main"
  as_root pg_createcluster "$VERSION" main >&2
fi

cluster_field() { pg_lsclusters -h | awk -v v="$VERSION" -v f="$1" '$1 == v && $2 == "main" { print $f }'; }

# 3. Running.
if [ "$(cluster_field 4)" != "online" ]; then
  log "starting cluster $VERSION/main"
  as_root pg_ctlcluster "$VERSION" main start >&2
fi
PORT="$(cluster_field 3)"
for _ in $(seq 1 30); do
  pg_isready -q -h 127.0.0.1 -p "$PORT" && break
  sleep 0.5
done
pg_isready -q -h 127.0.0.1 -p "$PORT" || die "PostgreSQL on port $PORT does not answer"

# 4. Role and database, reachable with a password over TCP on localhost.
psql_admin() { as_postgres psql -X -q -v ON_ERROR_STOP=1 -p "$PORT" -d postgres "$@"; }
SQL_PASSWORD="${DB_PASSWORD//\'/\'\'}"
can_log_in() {
  PGPASSWORD="$DB_PASSWORD" psql -X -q -h 127.0.0.1 -p "$PORT" -U "$DB_USER" -d postgres -tAc "select 1" >/dev/null 2>&1
}
if [ "$(psql_admin -tAc "select 1 from pg_roles where rolname = '${DB_USER}'")" != "1" ]; then
  log "creating role $DB_USER"
  psql_admin -c "create role \"${DB_USER}\" login password '${SQL_PASSWORD}'"
elif ! can_log_in; then
  # Only when needed: two runs altering the role at once fail ("tuple concurrently updated"),
  # and the test stages call this script side by side.
  psql_admin -c "alter role \"${DB_USER}\" with login password '${SQL_PASSWORD}'"
fi
if [ "$(psql_admin -tAc "select 1 from pg_database where datname = '${DB_NAME}'")" != "1" ]; then
  log "creating database $DB_NAME"
  psql_admin -c "create database \"${DB_NAME}\" owner \"${DB_USER}\""
fi

URL="postgres://${DB_USER}:${DB_PASSWORD}@127.0.0.1:${PORT}/${DB_NAME}"
PGPASSWORD="$DB_PASSWORD" psql -X -q -h 127.0.0.1 -p "$PORT" -U "$DB_USER" -d "$DB_NAME" -tAc "select 1" >/dev/null \
  || die "cannot log in as $DB_USER over TCP (check pg_hba.conf for host 127.0.0.1/32 with password auth)"
log "ready: PostgreSQL $VERSION on port $PORT"
echo "$URL"
