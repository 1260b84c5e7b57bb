#!/usr/bin/env bash
# Runs a command against a throw-away PostgreSQL cluster on a free loopback port, then stops it.
# Usage: tools/pg/with-postgres.sh COMMAND [ARGS...]   (exports DATABASE_URL and TEST_DATABASE_URL)
set -euo pipefail
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
if [ -z "$bin" ]; then
  echo "PostgreSQL server binaries not found: apt-get install -y postgresql" >&2
  exit 1
fi
dir=$(mktemp -d /tmp/patrol-pg.XXXXXX)
port=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
run_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
[ "$(id -u)" = 0 ] && chown postgres "$dir"
stop() {
  run_pg "$bin/pg_ctl" -D "$dir/data" -m fast stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap stop EXIT
run_pg "$bin/initdb" -D "$dir/data" -A trust -U postgres -E UTF8 >/dev/null
run_pg "$bin/pg_ctl" -D "$dir/data" -w -l "$dir/data/server.log" \
  -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null
echo "PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port"
export DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
export TEST_DATABASE_URL="$DATABASE_URL"
"$@"
