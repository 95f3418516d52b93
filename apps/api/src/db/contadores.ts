import { sql } from 'drizzle-orm';
import { fila, type Conn } from './client';

/**
 * Counters shared by every instance through PostgreSQL (table `contadores_limite`): request limits per address,
 * failed sign-ins per user name, reset mails per user. A counter lives for a window; the first count after the
 * window starts a new one. Storage only: what a count means is decided by its caller.
 */
export interface Cuenta {
  cuenta: number;
  /** Milliseconds until the counter starts again. */
  restanteMs: number;
}

export interface OpcionesContador {
  /** Length of a counting window. */
  ventanaMs: number;
  /** When the count reaches `max`, the counter is kept (locked) for `bloqueoMs` from now. */
  bloqueo?: { max: number; bloqueoMs: number };
}

/** Adds one to the counter and answers the count in its current window. One statement: safe between instances. */
export async function sumarContador(conn: Conn, clave: string, opciones: OpcionesContador): Promise<Cuenta> {
  const max = opciones.bloqueo?.max ?? null;
  const bloqueoS = (opciones.bloqueo?.bloqueoMs ?? 0) / 1000;
  const ventana = sql`now() + make_interval(secs => ${opciones.ventanaMs / 1000})`;
  const bloqueo = sql`now() + make_interval(secs => ${bloqueoS})`;
  const r = await fila<{ cuenta: number; restante_ms: number }>(
    conn,
    sql`INSERT INTO contadores_limite AS c (clave, cuenta, reinicia_en)
        VALUES (${clave}, 1, CASE WHEN ${max}::int <= 1 THEN GREATEST(${ventana}, ${bloqueo}) ELSE ${ventana} END)
        ON CONFLICT (clave) DO UPDATE SET
          cuenta = CASE WHEN c.reinicia_en <= now() THEN 1 ELSE c.cuenta + 1 END,
          reinicia_en = CASE
            WHEN c.reinicia_en <= now() THEN EXCLUDED.reinicia_en
            WHEN c.cuenta + 1 >= ${max}::int THEN GREATEST(c.reinicia_en, ${bloqueo})
            ELSE c.reinicia_en
          END
        RETURNING c.cuenta, GREATEST(0, extract(epoch FROM c.reinicia_en - now()) * 1000)::float8 AS restante_ms`,
  );
  return { cuenta: r!.cuenta, restanteMs: r!.restante_ms };
}

/** The counter's count in its current window (0 when it has none or its window ended), without counting. */
export async function leerContador(conn: Conn, clave: string): Promise<Cuenta> {
  const r = await fila<{ cuenta: number; restante_ms: number }>(
    conn,
    sql`SELECT cuenta, (extract(epoch FROM reinicia_en - now()) * 1000)::float8 AS restante_ms
          FROM contadores_limite WHERE clave = ${clave} AND reinicia_en > now()`,
  );
  return r ? { cuenta: r.cuenta, restanteMs: r.restante_ms } : { cuenta: 0, restanteMs: 0 };
}

export async function borrarContador(conn: Conn, clave: string): Promise<void> {
  await conn.execute(sql`DELETE FROM contadores_limite WHERE clave = ${clave}`);
}

/** Deletes counters whose window ended (the housekeeping job). */
export async function purgarContadores(conn: Conn): Promise<number> {
  const r = await fila<{ n: number }>(
    conn,
    sql`WITH b AS (DELETE FROM contadores_limite WHERE reinicia_en <= now() RETURNING 1) SELECT count(*)::int AS n FROM b`,
  );
  return r?.n ?? 0;
}
