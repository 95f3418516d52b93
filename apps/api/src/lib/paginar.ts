import { sql, type SQL } from 'drizzle-orm';
import type { TPaginacionQuery } from '@eds/contracts/paginacion';
import { fila, filas, type Conn } from '../db/client';

/** The parts of a list query: what it selects, from where (FROM … WHERE … [GROUP BY …]), and its total order. */
export interface ConsultaLista {
  columnas: SQL;
  origen: SQL;
  /** ORDER BY expressions; end with a unique column so that pages never overlap. */
  orden: SQL;
}

/**
 * One page of a list and how many rows match, in one query: `count(*) OVER ()` beside `LIMIT/OFFSET`, so the
 * database never sends more than a page. Only a page past the end (no rows to carry the count) costs a second,
 * counting query. Never slice in memory.
 */
export async function paginar<T>(conn: Conn, consulta: ConsultaLista, pagina: TPaginacionQuery): Promise<{ filas: T[]; total: number }> {
  const r = await filas<T & { total_filas: number }>(
    conn,
    sql`SELECT ${consulta.columnas}, count(*) OVER ()::int AS total_filas ${consulta.origen}
         ORDER BY ${consulta.orden} LIMIT ${pagina.limite} OFFSET ${pagina.desde}`,
  );
  let total = r[0]?.total_filas ?? 0;
  if (r.length === 0 && pagina.desde > 0) {
    total = (await fila<{ n: number }>(conn, sql`SELECT count(*)::int AS n FROM (SELECT 1 ${consulta.origen}) c`))?.n ?? 0;
  }
  return { filas: r.map(({ total_filas: _total, ...resto }) => resto as unknown as T), total };
}

/** A timestamptz column as the wire carries instants: Bogotá wall-clock text, YYYY-MM-DD HH:mm:ss. */
export const textoInstante = (columna: SQL) => sql`to_char(${columna} AT TIME ZONE 'America/Bogota', 'YYYY-MM-DD HH24:MI:SS')`;
