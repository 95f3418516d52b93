import { sql, type SQL } from 'drizzle-orm';
import type { OrdenCampo, TPaginacionQuery } from '@eds/contracts/paginacion';
import {
  MENSAJES_EJECUCION_CIERRE,
  textoTurnoAlertado,
  textoTurnoCerrado,
  type CAMPOS_ORDEN_EJECUCION,
  type TEjecucionCierre,
  type TTurnoEjecucion,
} from '@eds/contracts/turnos/cierres-automaticos-ejecuciones';
import { fila, filas, type Conn } from '../../db/client';
import { paginar } from '../../lib/paginar';
import { publicarMensaje } from '../sistema/notificaciones';
import { guardarCierres, prepararCierre, type CierrePreparado } from './cierre';
import { contiene } from '../../lib/busqueda';

/**
 * The automatic close of open shifts (SCREENS.md G23). For every station with "Cerrar turnos automáticamente" on,
 * the business day D whose close is due at `ahora` is the one whose closing moment — the first closing hour after
 * D's 06:00 start (06:00 itself is the next morning) plus the tolerance, Bogotá time, as the watcher's parameters
 * say — has passed most recently. Its run takes the shifts still open of D or before that opened before that
 * moment and closes them with their last readings (CERRAR CON LECTURAS: the shift's closing or partial hose readings,
 * else its opening ones) at the closing moment, or only alerts them (SOLO ALERTAR); each one is announced on the
 * station's notification channel (stored and sent to /ws).
 *
 * Idempotent across retries and API instances: a run begins by inserting its (station, day) row of
 * cierres_automaticos_ejecuciones; the unique pair makes a second inserter wait for the first one's transaction and
 * then find the row (ON CONFLICT DO NOTHING), so it does nothing. The clock is a parameter: tests give their own.
 */

export interface CierrePendiente {
  empresa_id: number;
  accion: 'CERRAR CON LECTURAS' | 'SOLO ALERTAR';
  fecha_negocio: string;
  /** The closing moment, Bogotá time (YYYY-MM-DD HH:mm:ss). */
  cierre_en: string;
}

export interface ResultadoCierre {
  empresaId: number;
  fechaNegocio: string;
  accion: string;
  cerrados: number;
  alertados: number;
}

/**
 * The stations whose close is due at `ahora` and has not run yet. A closing moment reached before the configuration
 * was in force (created, switched on or rescheduled after it: `vigente_desde`) is not due: the job acts on the closes
 * it was on for, never backdated on the shifts of a day that closed before it was set.
 */
export async function cierresPendientes(conn: Conn, ahora: Date): Promise<CierrePendiente[]> {
  return filas<CierrePendiente>(
    conn,
    sql`WITH c AS (
          SELECT empresa_id, accion, hora_cierre AS hora, tolerancia_minutos::int AS tol, vigente_desde,
                 CASE WHEN hora_cierre > time '06:00' THEN 0 ELSE 1 END AS dias
            FROM cierres_automaticos WHERE habilitado),
        x AS (
          SELECT c.*, ((${ahora.toISOString()}::timestamptz AT TIME ZONE 'America/Bogota') - make_interval(days => c.dias)
                       - c.hora::interval - make_interval(mins => c.tol))::date AS dia
            FROM c)
        SELECT x.empresa_id, x.accion, x.dia::text AS fecha_negocio,
               to_char(x.dia + x.dias + x.hora + make_interval(mins => x.tol), 'YYYY-MM-DD HH24:MI:SS') AS cierre_en
          FROM x
         WHERE NOT EXISTS (SELECT 1 FROM cierres_automaticos_ejecuciones e WHERE e.empresa_id = x.empresa_id AND e.fecha_negocio = x.dia)
           AND ((x.dia + x.dias + x.hora + make_interval(mins => x.tol)) AT TIME ZONE 'America/Bogota') >= x.vigente_desde
         ORDER BY x.empresa_id`,
  );
}

/**
 * One station's run, in the caller's transaction. Answers null when the day already ran (here or on another
 * instance), else what it did.
 */
export async function ejecutarCierre(conn: Conn, p: CierrePendiente, ahora: Date): Promise<ResultadoCierre | null> {
  const ejecucion = await fila<{ id: number }>(
    conn,
    sql`INSERT INTO cierres_automaticos_ejecuciones (empresa_id, fecha_negocio, accion, ejecutado_en)
        VALUES (${p.empresa_id}, ${p.fecha_negocio}::date, ${p.accion}, ${ahora.toISOString()}::timestamptz)
        ON CONFLICT (empresa_id, fecha_negocio) DO NOTHING RETURNING id`,
  );
  if (!ejecucion) return null;
  const abiertos = await filas<{ id: number; uuid: string; isla: string; promotor: string; fecha_inicio: string }>(
    conn,
    sql`SELECT t.id, t.uuid::text AS uuid, i.descripcion AS isla, trim(pe.nombres || ' ' || pe.apellidos) AS promotor,
               to_char(t.fecha_inicio AT TIME ZONE 'America/Bogota', 'YYYY-MM-DD HH24:MI:SS') AS fecha_inicio
          FROM turnos t
          JOIN islas i ON i.id = t.isla_id
          JOIN promotores pr ON pr.id = t.promotor_id
          JOIN personas pe ON pe.id = pr.persona_id
         WHERE t.empresa_id = ${p.empresa_id} AND t.estado = 'A' AND t.fecha_negocio <= ${p.fecha_negocio}::date
           AND t.fecha_inicio <= (${p.cierre_en}::timestamp AT TIME ZONE 'America/Bogota')
         ORDER BY t.id
           FOR UPDATE OF t`,
  );
  const cerrar = p.accion === 'CERRAR CON LECTURAS';
  let cerrados = new Set<number>();
  if (cerrar && abiertos.length > 0) {
    const preparados: CierrePreparado[] = [];
    for (const t of abiertos) {
      const c = await prepararCierre(conn, { uuid: t.uuid, fecha: p.cierre_en }, { empresaId: p.empresa_id, equipoId: null });
      if (c) preparados.push(c);
    }
    cerrados = await guardarCierres(conn, preparados);
  }
  const detalle: TTurnoEjecucion[] = abiertos.map((t) => ({
    turno_id: Number(t.id),
    isla: t.isla,
    promotor: t.promotor,
    fecha_inicio: t.fecha_inicio,
    resultado: cerrados.has(Number(t.id)) ? 'CERRADO' : 'ALERTADO',
  }));
  for (const d of detalle) {
    const v = { isla: d.isla, promotor: d.promotor, fecha: d.fecha_inicio };
    await publicarMensaje(conn, {
      empresa: p.empresa_id,
      titulo: MENSAJES_EJECUCION_CIERRE.titulo,
      texto: d.resultado === 'CERRADO' ? textoTurnoCerrado(v) : textoTurnoAlertado(v),
      tipo: 200,
      creadoPor: null,
    });
  }
  const alertados = detalle.length - cerrados.size;
  await conn.execute(
    sql`UPDATE cierres_automaticos_ejecuciones SET turnos_cerrados = ${cerrados.size}, turnos_alertados = ${alertados},
               detalle = ${JSON.stringify(detalle)}::jsonb
         WHERE id = ${ejecucion.id}`,
  );
  return { empresaId: p.empresa_id, fechaNegocio: p.fecha_negocio, accion: p.accion, cerrados: cerrados.size, alertados };
}

type CampoOrden = (typeof CAMPOS_ORDEN_EJECUCION)[number];

export interface FiltroEjecuciones extends TPaginacionQuery {
  buscar?: string;
  orden?: OrdenCampo<CampoOrden>[];
  empresa_id?: number;
}

const COLUMNA_ORDEN: Record<CampoOrden, SQL> = {
  fecha_negocio: sql`x.fecha_negocio`,
  estacion: sql`e.alias`,
  ejecutado_en: sql`x.ejecutado_en`,
};

/** The runs of the scope's stations, newest business day first. */
export async function listarEjecuciones(conn: Conn, alcance: ReadonlySet<number>, f: FiltroEjecuciones) {
  const condiciones = [sql`x.empresa_id = ANY(${`{${[...alcance].join(',')}}`}::int[])`];
  if (f.empresa_id) condiciones.push(sql`x.empresa_id = ${f.empresa_id}`);
  if (f.buscar) condiciones.push(sql`${contiene(f.buscar, [sql`e.alias`, sql`x.accion`])}`);
  const orden = (
    f.orden?.length
      ? f.orden
      : [
          { campo: 'fecha_negocio' as const, direccion: 'desc' as const },
          { campo: 'estacion' as const, direccion: 'asc' as const },
        ]
  ).map((o) => sql`${COLUMNA_ORDEN[o.campo]} ${o.direccion === 'desc' ? sql`DESC` : sql`ASC`}`);
  orden.push(sql`x.id DESC`);
  return paginar<TEjecucionCierre>(
    conn,
    {
      columnas: sql`x.id, x.empresa_id, e.alias AS estacion, x.fecha_negocio::text AS fecha_negocio, x.accion, x.turnos_cerrados,
        x.turnos_alertados, to_char(x.ejecutado_en AT TIME ZONE 'America/Bogota', 'YYYY-MM-DD HH24:MI:SS') AS ejecutado_en, x.detalle`,
      origen: sql`FROM cierres_automaticos_ejecuciones x JOIN empresas e ON e.id = x.empresa_id WHERE ${sql.join(condiciones, sql` AND `)}`,
      orden: sql.join(orden, sql`, `),
    },
    f,
  );
}
