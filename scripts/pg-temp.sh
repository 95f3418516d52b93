#!/usr/bin/env bash
# Starts a throw-away PostgreSQL cluster (Debian's server) and prints its URL; `stop DIR` removes it.
#   url=$(scripts/pg-temp.sh start 55432)   ...   scripts/pg-temp.sh stop
# PG_TEMP_DIR puts the cluster elsewhere; PG_TEMP_OPCIONES adds server settings (e.g. "-c shared_buffers=6GB").
set -euo pipefail
accion=${1:-start}
puerto=${2:-55432}
dir=${PG_TEMP_DIR:-/tmp/eds-pg-$puerto}
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
[ -n "$bin" ] || { echo "PostgreSQL server not installed (apt-get install postgresql)" >&2; exit 1; }

como_postgres() {
  if [ "$(id -u)" = "0" ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

case "$accion" in
  start)
    if [ -f "$dir/postmaster.pid" ]; then como_postgres "$bin/pg_ctl" -D "$dir" -m immediate stop >/dev/null 2>&1 || true; fi
    rm -rf "$dir" && mkdir -p "$dir"
    [ "$(id -u)" = "0" ] && chown postgres "$dir"
    como_postgres "$bin/initdb" -D "$dir" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 >/dev/null
    como_postgres "$bin/pg_ctl" -D "$dir" -l "$dir/server.log" -w \
      -o "-p $puerto -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200 ${PG_TEMP_OPCIONES:-}" start >/dev/null
    echo "postgres://postgres@127.0.0.1:$puerto/postgres"
    ;;
  stop)
    como_postgres "$bin/pg_ctl" -D "$dir" -m fast stop >/dev/null 2>&1 || true
    rm -rf "$dir"
    ;;
  *) echo "usage: $0 start|stop [port]" >&2; exit 2 ;;
esac
