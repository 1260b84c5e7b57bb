#!/usr/bin/env bash
# Starts a throw-away PostgreSQL cluster in DIR (a new empty folder) on a free loopback port and prints its
# DATABASE_URL. Stop it with tools/pg/stop.sh DIR.   Usage: tools/pg/start.sh DIR
set -euo pipefail
dir=$1
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
if [ -z "$bin" ]; then
  echo "PostgreSQL server binaries not found: apt-get install -y postgresql" >&2
  exit 1
fi
port=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
run_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
[ "$(id -u)" = 0 ] && chown postgres "$dir"
run_pg "$bin/initdb" -D "$dir/data" -A trust -U postgres -E UTF8 >/dev/null
run_pg "$bin/pg_ctl" -D "$dir/data" -w -l "$dir/data/server.log" \
  -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=${PG_MAX_CONNECTIONS:-200}" start >/dev/null
echo "PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port" >&2
echo "postgres://postgres@127.0.0.1:$port/postgres"
