import { sql } from 'drizzle-orm';
import { fila, filas, type Conn, type Db } from '../../db/client';

/**
 * Monthly partitions of ventas, ventas_detalles and ventas_pagos (docs/decisions/057-monthly-sales-partitions.md).
 * A row whose month has no partition is refused by PostgreSQL, so every writer makes sure the months it writes exist
 * before its INSERT: `crear_particiones_ventas` (migration 0051) creates the missing ones, serialised by an advisory
 * lock, and does nothing when they exist.
 *
 * A job creates the months ahead (plugins/particiones-ventas.ts), so live sales find theirs. Each database connection
 * pool remembers the months it saw committed, so the fast POS path asks nothing on its hot path; a write inside a
 * transaction asks every time (it cannot know whether its transaction will commit what it created).
 */
const conocidos = new WeakMap<Db, Set<string>>();

const mesDe = (fecha: string) => fecha.slice(0, 7);

/** The months of these business days that may lack a partition for this pool. */
function faltantes(db: Db | undefined, fechas: Iterable<string>): string[] {
  const vistos = db ? conocidos.get(db) : undefined;
  return [...new Set([...fechas].map(mesDe))].filter((m) => !vistos?.has(m)).sort();
}

/**
 * Makes sure the months of these business days have their partitions. With `db` (a statement run on its own, outside
 * a transaction) the months are remembered once created; on a transaction, pass only `conn`.
 */
export async function asegurarParticiones(conn: Conn, fechas: Iterable<string>, db?: Db): Promise<void> {
  const meses = faltantes(db, fechas);
  if (meses.length === 0) return;
  await conn.execute(
    sql`SELECT crear_particiones_ventas(m::date, m::date) FROM unnest(${`{${meses.map((m) => `${m}-01`).join(',')}}`}::text[]) AS m`,
  );
  if (db && conn === db) recordar(db, meses);
}

function recordar(db: Db, meses: Iterable<string>): void {
  let vistos = conocidos.get(db);
  if (!vistos) conocidos.set(db, (vistos = new Set()));
  for (const m of meses) vistos.add(m);
}

/**
 * The job's pass: creates the partitions from last month to `mesesAdelante` months ahead of `hoy` (a business day,
 * YYYY-MM-DD) and remembers every month whose three partitions exist. Answers how many partitions it created.
 */
export async function prepararParticiones(db: Db, hoy: string, mesesAdelante = 2): Promise<number> {
  const r = await fila<{ creadas: number }>(
    db,
    sql`SELECT crear_particiones_ventas((${hoy}::date - interval '1 month')::date, (${hoy}::date + make_interval(months => ${mesesAdelante}))::date) AS creadas`,
  );
  const meses = await mesesConParticion(db);
  recordar(db, meses);
  return Number(r?.creadas ?? 0);
}

/** Months (YYYY-MM) whose partitions of the three tables all exist, oldest first. */
export async function mesesConParticion(conn: Conn): Promise<string[]> {
  const r = await filas<{ mes: string }>(
    conn,
    sql`SELECT replace(substr(c.relname, length(p.relname) + 2), '_', '-') AS mes
          FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid JOIN pg_class p ON p.oid = i.inhparent
         WHERE p.relname IN ('ventas', 'ventas_detalles', 'ventas_pagos') AND p.relnamespace = 'public'::regnamespace
           AND substr(c.relname, length(p.relname) + 2) ~ '^[0-9]{4}_[0-9]{2}$'
         GROUP BY 1 HAVING count(*) = 3 ORDER BY 1`,
  );
  return r.map((x) => x.mes);
}
