#!/usr/bin/env bash
# Runs a command against a throw-away PostgreSQL cluster on a free loopback port, then stops it.
# Usage: tools/pg/with-postgres.sh COMMAND [ARGS...]   (exports DATABASE_URL and TEST_DATABASE_URL)
set -euo pipefail
here=$(dirname "$0")
dir=$(mktemp -d /tmp/patrol-pg.XXXXXX)
trap '"$here/stop.sh" "$dir"' EXIT
url=$("$here/start.sh" "$dir")
export DATABASE_URL="$url"
export TEST_DATABASE_URL="$DATABASE_URL"
"$@"
