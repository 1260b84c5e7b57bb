#!/usr/bin/env bash
# Stops the cluster tools/pg/start.sh started in DIR and removes DIR.   Usage: tools/pg/stop.sh DIR
dir=$1
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
run_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
[ -n "$bin" ] && run_pg "$bin/pg_ctl" -D "$dir/data" -m fast stop >/dev/null 2>&1
rm -rf "$dir"
