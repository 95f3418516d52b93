import { sql } from 'drizzle-orm';
import type { TConciliacionSinc, TConciliacionSincEquipo, TConciliacionSincPrefijo } from '@eds/contracts/soporte';
import { MENSAJES_SOPORTE } from '@eds/contracts/soporte';
import { filas, type Conn } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { textoInstante } from '../../lib/paginar';

/**
 * Conciliación de sincronización (SCREENS.md G06): per device of a station and business day, the sales the POS says
 * it made (`equipos_conteos_dia`, reported through POST /pos/v1/conteos) against those the server stored, and the
 * gaps in the numbering of each prefix that day. Resolutions are the station's (shared by its devices), so gaps
 * are found per prefix across the station; only gaps between the day's first and last stored consecutive show.
 */
export async function conciliarSincronizacion(conn: Conn, empresaId: number, fecha: string): Promise<TConciliacionSinc> {
  const equipos = await filas<TConciliacionSincEquipo>(
    conn,
    sql`WITH servidor AS (
          SELECT equipo_id, count(*)::int AS ventas, sum(total) AS total FROM ventas
           WHERE empresa_id = ${empresaId} AND fecha_negocio = ${fecha} AND equipo_id IS NOT NULL GROUP BY equipo_id)
        SELECT e.id AS equipo_id, e.alias AS equipo, c.ventas AS ventas_pos, c.total::text AS total_pos,
               coalesce(s.ventas, 0) AS ventas_servidor, coalesce(s.total, 0)::numeric(16,2)::text AS total_servidor,
               c.ventas - coalesce(s.ventas, 0) AS diferencia, ${textoInstante(sql`c.reportado_en`)} AS reportado_en,
               CASE WHEN c.ventas IS NULL THEN 'SIN_REPORTE' WHEN c.ventas > coalesce(s.ventas, 0) THEN 'FALTANTES'
                    WHEN c.ventas < coalesce(s.ventas, 0) THEN 'SOBRANTES' ELSE 'CUADRADO' END AS estado
          FROM equipos e
          LEFT JOIN equipos_conteos_dia c ON c.equipo_id = e.id AND c.fecha_negocio = ${fecha}
          LEFT JOIN servidor s ON s.equipo_id = e.id
         WHERE e.empresa_id = ${empresaId} AND (e.estado = 'A' OR c.ventas IS NOT NULL OR s.ventas IS NOT NULL)
         ORDER BY e.alias, e.id`,
  );
  const prefijos = await filas<TConciliacionSincPrefijo>(
    conn,
    sql`WITH numeradas AS (
          SELECT prefijo, consecutivo, equipo_id, lag(consecutivo) OVER (PARTITION BY prefijo ORDER BY consecutivo) AS anterior
            FROM ventas WHERE empresa_id = ${empresaId} AND fecha_negocio = ${fecha} AND consecutivo IS NOT NULL AND prefijo IS NOT NULL)
        SELECT prefijo, min(consecutivo)::int8 AS primero, max(consecutivo)::int8 AS ultimo, count(*)::int AS recibidas,
               coalesce(sum(consecutivo - anterior - 1) FILTER (WHERE consecutivo - anterior > 1), 0)::int AS faltantes,
               coalesce(string_agg(CASE WHEN consecutivo - anterior = 2 THEN (anterior + 1)::text
                                        ELSE (anterior + 1)::text || '-' || (consecutivo - 1)::text END, ', ' ORDER BY consecutivo)
                          FILTER (WHERE consecutivo - anterior > 1), '') AS huecos,
               array_agg(DISTINCT equipo_id) FILTER (WHERE equipo_id IS NOT NULL) AS equipos
          FROM numeradas GROUP BY prefijo ORDER BY prefijo`,
  );
  return {
    equipos,
    prefijos: prefijos.map(({ primero, ultimo, equipos: e, ...p }) => ({
      prefijo: p.prefijo,
      primero: Number(primero),
      ultimo: Number(ultimo),
      recibidas: p.recibidas,
      faltantes: p.faltantes,
      huecos: p.huecos,
      equipos: e ?? [],
    })),
  };
}

/** The devices of the list that belong to the station and are active; refuses when none is. */
export async function equiposParaReenvio(conn: Conn, empresaId: number, ids: readonly number[]): Promise<number[]> {
  const r = await filas<{ id: number }>(
    conn,
    sql`SELECT id FROM equipos WHERE empresa_id = ${empresaId} AND estado = 'A' AND id = ANY(${`{${ids.join(',')}}`}::int[]) ORDER BY id`,
  );
  if (r.length === 0) throw badRequest(MENSAJES_SOPORTE.sinEquiposReenvio);
  return r.map((x) => x.id);
}

/**
 * The device's counts per business day (POST /pos/v1/conteos): an upsert per day, so a repeated report changes
 * nothing and a later one replaces the earlier.
 */
export async function registrarConteos(
  conn: Conn,
  equipo: { id: number; empresaId: number },
  conteos: readonly { fecha: string; ventas: number; total?: number }[],
): Promise<void> {
  const validos = conteos;
  await conn.execute(sql`
    INSERT INTO equipos_conteos_dia (equipo_id, empresa_id, fecha_negocio, ventas, total)
    SELECT ${equipo.id}, ${equipo.empresaId}, x.fecha, x.ventas, x.total
      FROM jsonb_to_recordset(${JSON.stringify(validos.map((c) => ({ fecha: c.fecha, ventas: c.ventas, total: c.total ?? null })))}::jsonb)
           AS x(fecha date, ventas int, total numeric)
    ON CONFLICT (equipo_id, fecha_negocio) DO UPDATE SET ventas = excluded.ventas, total = excluded.total, reportado_en = now()`);
}
