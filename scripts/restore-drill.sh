#!/usr/bin/env bash
# Restore drill (docs/operations.md, "Backups"): seeds the demo business into a throw-away PostgreSQL cluster,
# backs it up with pg_dump (custom format, as the nightly backup does), restores the file into a second, fresh
# cluster with pg_restore, and checks that both databases hold the same thing: every table's row count and the
# hash of its whole content, plus the sales totals a report reads (raw sales and the monthly rollups). Then
# point-in-time recovery: WAL archiving on, a base backup, two writes around a noted moment, and a recovery of the
# base backup up to that moment in a third cluster, which must hold the first write and not the second.
# Exits non-zero on any difference.
#   npm run restore-drill            (RESTORE_DRILL_DIAS=7 days of demo operations by default)
set -euo pipefail
cd "$(dirname "$0")/.."
dias=${RESTORE_DRILL_DIAS:-7}
trabajo=$(mktemp -d /tmp/eds-restore-drill-XXXXXX)
[ "$(id -u)" = "0" ] && chmod 755 "$trabajo"
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)

# Two free ports for the source and the restored cluster.
puertos=()
for p in $(seq 55600 55699); do
  if ! (echo >"/dev/tcp/127.0.0.1/$p") 2>/dev/null && [ ! -e "/tmp/.s.PGSQL.$p" ]; then puertos+=("$p"); fi
  [ ${#puertos[@]} -eq 2 ] && break
done
origen=${puertos[0]}
destino=${puertos[1]}
limpiar() {
  PG_TEMP_DIR="$trabajo/origen" scripts/pg-temp.sh stop "$origen" || true
  PG_TEMP_DIR="$trabajo/destino" scripts/pg-temp.sh stop "$destino" || true
  rm -rf "$trabajo"
}
trap limpiar EXIT

t0=$(date +%s)
echo "== restore drill $(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) CPU, load $(cut -d' ' -f1 /proc/loadavg), $("$bin/postgres" --version)"
url_o=$(PG_TEMP_DIR="$trabajo/origen" scripts/pg-temp.sh start "$origen")
url_d=$(PG_TEMP_DIR="$trabajo/destino" scripts/pg-temp.sh start "$destino")
psql -qX "$url_o" -c "CREATE DATABASE eds"
base_o="${url_o%/postgres}/eds"
base_d="${url_d%/postgres}/eds"

echo "-- 1. seed the demo business with $dias days of operations (migrations + seed, as the first npm start)"
DATABASE_URL="$base_o" SEED_DEMO_DIAS="$dias" npx tsx faults/sembrar-demo.ts
echo "   seeded in $(($(date +%s) - t0)) s"

echo "-- 2. pg_dump --format=custom"
t1=$(date +%s)
pg_dump --format=custom --no-owner --dbname="$base_o" --file="$trabajo/eds.dump"
echo "   $(du -h "$trabajo/eds.dump" | cut -f1) in $(($(date +%s) - t1)) s"

echo "-- 3. pg_restore into a fresh cluster"
t1=$(date +%s)
psql -qX "$url_d" -c "CREATE DATABASE eds"
pg_restore --no-owner --exit-on-error --jobs=2 --dbname="$base_d" "$trabajo/eds.dump"
psql -qX "$base_d" -c "ANALYZE"
echo "   restored in $(($(date +%s) - t1)) s"

echo "-- 4. compare every table (rows and content hash) and the sales totals"
# One row per table: name, rows, md5 of its rows in a stable order. The same query on both databases.
huella() {
  psql -qAtX "$1" <<'SQL'
DO $$ BEGIN CREATE TEMP TABLE huella (tabla text, filas bigint, md5 text); END $$;
DO $$ DECLARE t record; BEGIN
  FOR t IN SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
            WHERE n.nspname IN ('public', 'drizzle') AND c.relkind IN ('r', 'p') AND NOT c.relispartition ORDER BY 1
  LOOP
    EXECUTE format('INSERT INTO huella SELECT %L, count(*), coalesce(md5(string_agg(x::text, %L ORDER BY x::text)), %L) FROM %s x',
                   t.relname, E'\n', '-', (SELECT format('%I.%I', n.nspname, c.relname) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE c.relname = t.relname AND c.relkind IN ('r','p') LIMIT 1));
  END LOOP;
END $$;
SELECT tabla || ' ' || filas || ' ' || md5 FROM huella ORDER BY tabla;
SQL
}
totales() {
  psql -qAtX "$1" -c "SELECT 'ventas ' || count(*) || ' total ' || coalesce(sum(total), 0) FROM ventas" \
    -c "SELECT 'ventas_totales_mes ' || coalesce(sum(num_ventas), 0) || ' valor ' || coalesce(sum(valor), 0) FROM ventas_totales_mes" \
    -c "SELECT 'por mes ' || string_agg(to_char(mes, 'YYYY-MM') || '=' || v, ' ' ORDER BY mes) FROM (SELECT mes, sum(valor) AS v FROM ventas_totales_mes GROUP BY mes) m"
}
huella "$base_o" >"$trabajo/origen.txt"
huella "$base_d" >"$trabajo/destino.txt"
totales "$base_o" >"$trabajo/totales-origen.txt"
totales "$base_d" >"$trabajo/totales-destino.txt"
tablas=$(wc -l <"$trabajo/origen.txt")
filas=$(awk '{s += $2} END {print s}' "$trabajo/origen.txt")
echo "   source:   $tablas tables, $filas rows"
echo "   restored: $(wc -l <"$trabajo/destino.txt") tables, $(awk '{s += $2} END {print s}' "$trabajo/destino.txt") rows"
sed 's/^/   source:   /' "$trabajo/totales-origen.txt"
sed 's/^/   restored: /' "$trabajo/totales-destino.txt"
grep -E '^(ventas|ventas_detalles|ventas_pagos|ventas_totales_dia|usuarios|empresas|auditoria) ' "$trabajo/origen.txt" | awk '{printf "   %-20s %8d rows  md5 %s\n", $1, $2, $3}'
if diff -u "$trabajo/origen.txt" "$trabajo/destino.txt" && diff -u "$trabajo/totales-origen.txt" "$trabajo/totales-destino.txt"; then
  echo "   OK: every table's rows and content, and the sales totals, are equal after the restore"
else
  echo "== FAILED: the restored database differs (diff above)"
  exit 1
fi

echo "-- 5. point-in-time recovery: WAL archiving, a base backup, then recovery to a moment between two writes"
como_postgres() { if [ "$(id -u)" = "0" ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
archivo="$trabajo/wal"
mkdir -p "$archivo"
[ "$(id -u)" = "0" ] && chown postgres "$archivo"
psql -qX "$url_o" -c "ALTER SYSTEM SET wal_level = 'replica'" -c "ALTER SYSTEM SET archive_mode = 'on'" \
  -c "ALTER SYSTEM SET archive_command = 'test ! -f $archivo/%f && cp %p $archivo/%f'"
como_postgres "$bin/pg_ctl" -D "$trabajo/origen" -m fast -w restart >/dev/null
t1=$(date +%s)
mkdir -p "$trabajo/base"
[ "$(id -u)" = "0" ] && chown postgres "$trabajo/base"
como_postgres "$bin/pg_basebackup" -d "$url_o" -D "$trabajo/base" --wal-method=none --checkpoint=fast
psql -qX "$base_o" -c "CREATE TABLE drill_marca (marca text, en timestamptz DEFAULT clock_timestamp())" -c "INSERT INTO drill_marca (marca) VALUES ('antes')"
sleep 1
objetivo=$(psql -qAtX "$base_o" -c "SELECT clock_timestamp()")
# The payments at the target: the first ten sales' payments are deleted after it (a sale may have several).
pagos_antes=$(psql -qAtX "$base_o" -c "SELECT count(*) FROM ventas_pagos")
sleep 1
psql -qX "$base_o" -c "INSERT INTO drill_marca (marca) VALUES ('despues')" -c "DELETE FROM ventas_pagos WHERE venta_id IN (SELECT id FROM ventas ORDER BY id LIMIT 10)"
ultimo=$(psql -qAtX "$base_o" -c "SELECT pg_walfile_name(pg_switch_wal())")
for _ in $(seq 1 60); do
  [ -f "$archivo/$ultimo" ] && break
  sleep 1
done
[ -f "$archivo/$ultimo" ] || { echo "== FAILED: WAL segment $ultimo was not archived"; exit 1; }
echo "   base backup and $(ls "$archivo" | wc -l) archived WAL segments in $(($(date +%s) - t1)) s; target: $objetivo"
# Restore the base backup into its own folder and replay the archive up to the target, on a third port (a standby
# or recovered server needs max_connections and the other limits at least as high as the primary's).
recuperado="$trabajo/recuperado"
cp -a "$trabajo/base" "$recuperado"
cat >>"$recuperado/postgresql.auto.conf" <<CONF
restore_command = 'cp $archivo/%f %p'
recovery_target_time = '$objetivo'
recovery_target_action = 'promote'
archive_mode = 'off'
CONF
touch "$recuperado/recovery.signal"
[ "$(id -u)" = "0" ] && chown -R postgres "$recuperado"
chmod 700 "$recuperado"
for p in $(seq $((destino + 1)) 55699); do
  if ! (echo >"/dev/tcp/127.0.0.1/$p") 2>/dev/null && [ ! -e "/tmp/.s.PGSQL.$p" ]; then tercero=$p; break; fi
done
detener_recuperado() { como_postgres "$bin/pg_ctl" -D "$recuperado" -m immediate stop >/dev/null 2>&1 || true; }
trap 'detener_recuperado; limpiar' EXIT
if ! como_postgres "$bin/pg_ctl" -D "$recuperado" -l "$recuperado/server.log" -w -o "-p $tercero -k /tmp -c listen_addresses=127.0.0.1 -c max_connections=200" start >/dev/null; then
  echo "== FAILED: the recovered cluster did not start"
  tail -20 "$recuperado/server.log"
  exit 1
fi
base_r="postgres://postgres@127.0.0.1:$tercero/eds"
for _ in $(seq 1 60); do
  [ "$(psql -qAtX "$base_r" -c 'SELECT pg_is_in_recovery()' 2>/dev/null)" = "f" ] && break
  sleep 1
done
marcas=$(psql -qAtX "$base_r" -c "SELECT string_agg(marca, ',' ORDER BY en) FROM drill_marca")
pagos_o=$(psql -qAtX "$base_o" -c "SELECT count(*) FROM ventas_pagos")
pagos_r=$(psql -qAtX "$base_r" -c "SELECT count(*) FROM ventas_pagos")
totales "$base_r" >"$trabajo/totales-recuperado.txt"
echo "   recovered to $objetivo: marks [$marcas] (expected [antes]); ventas_pagos $pagos_r rows (expected $pagos_antes; the source has $pagos_o after deleting the first ten sales' payments after the target)"
if [ "$marcas" = "antes" ] && [ "$pagos_r" = "$pagos_antes" ] && [ "$pagos_o" -lt "$pagos_antes" ] && diff -u "$trabajo/totales-origen.txt" "$trabajo/totales-recuperado.txt"; then
  echo "== OK: dump and restore equal; point-in-time recovery stopped between the two writes ($(($(date +%s) - t0)) s)"
else
  echo "== FAILED: point-in-time recovery did not stop at the target"
  tail -20 "$recuperado/server.log"
  exit 1
fi
