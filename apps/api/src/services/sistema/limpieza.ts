import { sql } from 'drizzle-orm';
import { fila, type Conn, type Db } from '../../db/client';
import { purgarContadores } from '../../db/contadores';
import { purgarSesiones } from '../sesion/repositorio';

/** Rows deleted by one pass of the housekeeping job, by kind. */
export interface Purgado {
  sesiones: number;
  solicitudes: number;
  correos: number;
  contadores: number;
}

/** Any number, so two instances never purge at once (the loser skips its pass). */
const CANDADO_LIMPIEZA = 72_531_016;

async function borrados(conn: Conn, consulta: ReturnType<typeof sql>): Promise<number> {
  const r = await fila<{ n: number }>(conn, sql`WITH b AS (${consulta} RETURNING 1) SELECT count(*)::int AS n FROM b`);
  return r?.n ?? 0;
}

/**
 * Deletes what is no longer of use: expired sessions; reset requests used or expired more than `dias` ago; mail sent
 * or given up more than `dias` ago (its creation date when it was given up); ended counters. One transaction under an
 * advisory lock; undefined when another instance holds it.
 */
export async function purgar(db: Db, opciones: { dias: number; inactividadMinutos: number }): Promise<Purgado | undefined> {
  return db.transaction(async (tx) => {
    const candado = await fila<{ ok: boolean }>(tx, sql`SELECT pg_try_advisory_xact_lock(${CANDADO_LIMPIEZA}) AS ok`);
    if (!candado?.ok) return undefined;
    const antes = sql`now() - make_interval(days => ${opciones.dias})`;
    return {
      sesiones: await purgarSesiones(tx, opciones.inactividadMinutos),
      solicitudes: await borrados(tx, sql`DELETE FROM solicitudes_clave WHERE coalesce(usada_en, expira_en) < ${antes}`),
      correos: await borrados(
        tx,
        sql`DELETE FROM correos_salida WHERE (enviado_en IS NOT NULL AND enviado_en < ${antes})
                                          OR (enviado_en IS NULL AND proximo_intento IS NULL AND creado_en < ${antes})`,
      ),
      contadores: await purgarContadores(tx),
    };
  });
}
