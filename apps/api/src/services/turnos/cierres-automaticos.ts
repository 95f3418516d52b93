import { sql, type SQL } from 'drizzle-orm';
import { TIPO_EMPRESA } from '@eds/contracts/constantes';
import type { EstadoFiltro, OrdenCampo, TPaginacionQuery } from '@eds/contracts/paginacion';
import {
  MENSAJES_CIERRE_AUTOMATICO as M,
  type CAMPOS_ORDEN_CIERRE,
  type TCierreAutomatico,
  type TCierreAutomaticoGuardar,
  type TParametrosWatcher,
} from '@eds/contracts/turnos/cierres-automaticos';
import { fila, type Conn } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { paginar } from '../../lib/paginar';
import { coincide } from '../../lib/busqueda';

/**
 * Automatic closes of a station's shifts (SCREENS.md G23, table `cierres_automaticos`, one row per station). The
 * A/I switch of the list is "Cerrar turnos automáticamente" (`habilitado`). Every read and write is bounded by the
 * caller's scope (a row of a station outside it does not exist for the caller: 404).
 */

type CampoOrden = (typeof CAMPOS_ORDEN_CIERRE)[number];

export interface FiltroCierres extends TPaginacionQuery {
  buscar?: string;
  estado: EstadoFiltro;
  orden?: OrdenCampo<CampoOrden>[];
  empresa_id?: number;
}

const enteros = (ids: Iterable<number>) => `{${[...ids].join(',')}}`;

const COLUMNA_ORDEN: Record<CampoOrden, SQL> = {
  estacion: sql`e.alias`,
  hora_cierre: sql`c.hora_cierre`,
  tolerancia_minutos: sql`c.tolerancia_minutos`,
  accion: sql`c.accion`,
  estado: sql`c.habilitado`,
};

const COLUMNAS = sql`c.id, c.empresa_id, e.alias AS estacion, c.habilitado, c.tolerancia_minutos::int AS tolerancia_minutos,
  to_char(c.hora_cierre, 'HH24:MI') AS hora_cierre, c.accion, CASE WHEN c.habilitado THEN 'A' ELSE 'I' END AS estado,
  EXISTS (SELECT 1 FROM cierres_automaticos_ejecuciones x WHERE x.empresa_id = c.empresa_id) AS en_uso,
  to_char(c.actualizado_en AT TIME ZONE 'America/Bogota', 'YYYY-MM-DD HH24:MI:SS') AS actualizado_en`;

function patron(buscar: string): string {
  return `%${buscar.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function listarCierres(conn: Conn, alcance: ReadonlySet<number>, f: FiltroCierres) {
  const condiciones = [sql`c.empresa_id = ANY(${enteros(alcance)}::int[])`];
  if (f.empresa_id) condiciones.push(sql`c.empresa_id = ${f.empresa_id}`);
  if (f.estado !== 'T') condiciones.push(sql`c.habilitado = ${f.estado === 'A'}`);
  if (f.buscar) condiciones.push(sql`(${coincide(sql`e.alias`, patron(f.buscar))} OR ${coincide(sql`c.accion`, patron(f.buscar))})`);
  const orden = (f.orden?.length ? f.orden : [{ campo: 'estacion' as const, direccion: 'asc' as const }]).map(
    (o) => sql`${COLUMNA_ORDEN[o.campo]} ${o.direccion === 'desc' ? sql`DESC` : sql`ASC`}`,
  );
  orden.push(sql`c.id`);
  return paginar<TCierreAutomatico>(
    conn,
    {
      columnas: COLUMNAS,
      origen: sql`FROM cierres_automaticos c JOIN empresas e ON e.id = c.empresa_id WHERE ${sql.join(condiciones, sql` AND `)}`,
      orden: sql.join(orden, sql`, `),
    },
    f,
  );
}

export async function obtenerCierre(conn: Conn, alcance: ReadonlySet<number>, id: number, bloquear = false): Promise<TCierreAutomatico> {
  if (bloquear) await conn.execute(sql`SELECT 1 FROM cierres_automaticos WHERE id = ${id} FOR UPDATE`);
  const c = await fila<TCierreAutomatico>(
    conn,
    sql`SELECT ${COLUMNAS} FROM cierres_automaticos c JOIN empresas e ON e.id = c.empresa_id
         WHERE c.id = ${id} AND c.empresa_id = ANY(${enteros(alcance)}::int[])`,
  );
  if (!c) throw notFound(M.noExiste);
  return c;
}

async function exigirEstacion(conn: Conn, empresaId: number): Promise<void> {
  const e = await fila<{ tipo: number }>(conn, sql`SELECT tipo FROM empresas WHERE id = ${empresaId}`);
  if (e?.tipo !== TIPO_EMPRESA.EDS) throw badRequest(M.noEsEstacion, [{ campo: 'empresa_id', mensaje: M.noEsEstacion }]);
}

async function exigirUnica(conn: Conn, empresaId: number, salvoId = 0): Promise<void> {
  const otra = await fila(conn, sql`SELECT 1 FROM cierres_automaticos WHERE empresa_id = ${empresaId} AND id <> ${salvoId}`);
  if (otra) throw badRequest(M.yaExiste, [{ campo: 'empresa_id', mensaje: M.yaExiste }]);
}

export async function crearCierre(conn: Conn, c: TCierreAutomaticoGuardar): Promise<number> {
  await exigirEstacion(conn, c.empresa_id);
  await exigirUnica(conn, c.empresa_id);
  // The unique index settles two concurrent creations: the loser gets the same refusal.
  const r = await fila<{ id: number }>(
    conn,
    sql`INSERT INTO cierres_automaticos (empresa_id, habilitado, tolerancia_minutos, hora_cierre, accion)
        VALUES (${c.empresa_id}, ${c.habilitado}, ${c.tolerancia_minutos}, ${c.hora_cierre}, ${c.accion})
        ON CONFLICT (empresa_id) DO NOTHING RETURNING id`,
  );
  if (!r) throw badRequest(M.yaExiste, [{ campo: 'empresa_id', mensaje: M.yaExiste }]);
  return r.id;
}

export async function editarCierre(conn: Conn, alcance: ReadonlySet<number>, id: number, c: TCierreAutomaticoGuardar): Promise<void> {
  await obtenerCierre(conn, alcance, id, true);
  await exigirEstacion(conn, c.empresa_id);
  await exigirUnica(conn, c.empresa_id, id);
  // Switched on, or another schedule: in force from now (see vigente_desde in the schema).
  await conn.execute(
    sql`UPDATE cierres_automaticos SET empresa_id = ${c.empresa_id}, habilitado = ${c.habilitado}, tolerancia_minutos = ${c.tolerancia_minutos},
               hora_cierre = ${c.hora_cierre}, accion = ${c.accion}, actualizado_en = now(),
               vigente_desde = CASE WHEN NOT habilitado OR empresa_id <> ${c.empresa_id} OR tolerancia_minutos <> ${c.tolerancia_minutos}
                                         OR hora_cierre <> ${c.hora_cierre}::time THEN now() ELSE vigente_desde END
         WHERE id = ${id}`,
  );
}

/** The list's switch: A turns the automatic close on, I off. */
export async function cambiarEstadoCierre(conn: Conn, alcance: ReadonlySet<number>, id: number, estado: 'A' | 'I'): Promise<void> {
  await obtenerCierre(conn, alcance, id, true);
  await conn.execute(
    sql`UPDATE cierres_automaticos SET habilitado = ${estado === 'A'}, actualizado_en = now(),
               vigente_desde = CASE WHEN ${estado === 'A'} AND NOT habilitado THEN now() ELSE vigente_desde END
         WHERE id = ${id}`,
  );
}

/** A configuration that already ran is history of the station's closes: it is switched off, not deleted. */
export async function eliminarCierre(conn: Conn, alcance: ReadonlySet<number>, id: number): Promise<void> {
  const c = await obtenerCierre(conn, alcance, id, true);
  if (c.en_uso) throw badRequest(M.enUso);
  await conn.execute(sql`DELETE FROM cierres_automaticos WHERE id = ${id}`);
}

/**
 * What the watcher reads for a station and business day: the configuration (the defaults when the station has none:
 * off, 30 min, 06:00, SOLO ALERTAR), when the day's close is due — the first closing hour after the business day's
 * 06:00 start (06:00 itself is the next morning) plus the tolerance — and the day's run if it happened.
 */
export async function parametrosWatcher(conn: Conn, empresaId: number, dia: string): Promise<TParametrosWatcher> {
  const r = await fila<TParametrosWatcher>(
    conn,
    sql`WITH c AS (
          SELECT coalesce(c.habilitado, false) AS habilitado, coalesce(c.tolerancia_minutos, 30)::int AS tolerancia_minutos,
                 coalesce(c.hora_cierre, time '06:00') AS hora, coalesce(c.accion, 'SOLO ALERTAR') AS accion
            FROM (SELECT 1) uno LEFT JOIN cierres_automaticos c ON c.empresa_id = ${empresaId})
        SELECT ${empresaId}::int AS empresa_id, c.habilitado, c.tolerancia_minutos, to_char(c.hora, 'HH24:MI') AS hora_cierre, c.accion,
               ${dia}::text AS fecha_negocio,
               to_char(${dia}::date + CASE WHEN c.hora > time '06:00' THEN 0 ELSE 1 END + c.hora + make_interval(mins => c.tolerancia_minutos),
                       'YYYY-MM-DD HH24:MI:SS') AS cierre_en,
               (SELECT json_build_object('accion', x.accion, 'turnos_cerrados', x.turnos_cerrados, 'turnos_alertados', x.turnos_alertados,
                                         'ejecutado_en', to_char(x.ejecutado_en AT TIME ZONE 'America/Bogota', 'YYYY-MM-DD HH24:MI:SS'))
                  FROM cierres_automaticos_ejecuciones x WHERE x.empresa_id = ${empresaId} AND x.fecha_negocio = ${dia}::date) AS ejecucion
          FROM c`,
  );
  return r!;
}
