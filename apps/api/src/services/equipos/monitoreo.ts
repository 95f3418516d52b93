import { sql, type SQL } from 'drizzle-orm';
import { ESTADOS_FE_PENDIENTES, MINUTOS_DESCONEXION } from '@eds/contracts/operacion';
import {
  HORAS_TURNO_VIEJO,
  MINUTOS_AMARILLO,
  type TEquipoMonitoreo,
  type TEstadoEstacion,
  type TSaludEstacion,
  type TSemaforo,
} from '@eds/contracts/monitoreo';
import { HORAS_VENCIMIENTO_COMANDO } from '@eds/contracts/comandos';
import type { TPaginacionQuery } from '@eds/contracts/paginacion';
import { filas, type Conn } from '../../db/client';
import { paginar, textoInstante } from '../../lib/paginar';
import { HOY_BOGOTA } from '../../lib/tiempo';
import { coincide } from '../../lib/busqueda';

const enteros = (ids: Iterable<number>) => `{${[...ids].join(',')}}`;
const patron = (buscar: string) => `%${buscar.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The station's MINUTOS_DESCONEXION (station → business → global value → definition's default), for a query that
 * has the station as `em`. The device level does not apply: the light is the station's rule.
 */
const MINUTOS_ESTACION = sql`coalesce((
    SELECT CASE WHEN x.valor ~ '^[0-9]{1,4}$' THEN x.valor::int END FROM (
      SELECT v.valor, CASE v.nivel WHEN 'ESTACION' THEN 1 WHEN 'NEGOCIO' THEN 2 ELSE 3 END AS rango
        FROM parametros_valores v JOIN parametros_definiciones d ON d.id = v.definicion_id
       WHERE d.codigo = 'MINUTOS_DESCONEXION' AND d.estado = 'A'
         AND ((v.nivel = 'ESTACION' AND v.empresa_id = em.id) OR (v.nivel = 'NEGOCIO' AND v.negocio_id = em.negocio_id) OR v.nivel = 'GLOBAL')
      UNION ALL
      SELECT d.defecto, 4 FROM parametros_definiciones d WHERE d.codigo = 'MINUTOS_DESCONEXION' AND d.estado = 'A'
    ) x ORDER BY x.rango LIMIT 1), ${MINUTOS_DESCONEXION})`;

const MINUTOS_SIN_CONTACTO = sql`CASE WHEN c.ultima_conexion IS NULL THEN NULL ELSE floor(extract(epoch FROM now() - c.ultima_conexion) / 60)::int END`;

/** Inner query: one row per active device of an active station, with its light. */
const equiposBase = (condiciones: SQL[]) => sql`
  SELECT e.id, e.empresa_id, em.alias AS empresa, e.alias, e.tipo, i.codigo AS isla, c.version_app,
         c.ultima_conexion AS ultima_conexion_ts, ${textoInstante(sql`c.ultima_conexion`)} AS ultima_conexion,
         ${MINUTOS_SIN_CONTACTO} AS minutos_sin_contacto, coalesce(c.contingencia, false) AS contingencia,
         c.ventas_pendientes, m.minutos AS minutos_desconexion,
         CASE WHEN c.ultima_conexion IS NULL THEN 'ROJO'
              WHEN c.ultima_conexion > now() - make_interval(mins => m.minutos) THEN 'VERDE'
              WHEN c.ultima_conexion > now() - make_interval(mins => ${MINUTOS_AMARILLO}) THEN 'AMARILLO'
              ELSE 'ROJO' END AS semaforo,
         em.latitud::float8 AS lat, em.longitud::float8 AS lng
    FROM equipos e JOIN empresas em ON em.id = e.empresa_id
    LEFT JOIN islas i ON i.id = e.isla_id LEFT JOIN equipos_conexion c ON c.equipo_id = e.id
    CROSS JOIN LATERAL (SELECT ${MINUTOS_ESTACION} AS minutos) m
   WHERE ${sql.join([sql`e.estado = 'A'`, sql`em.estado = 'A'`, ...condiciones], sql` AND `)}`;

const ORDEN_MONITOREO: Record<'alias' | 'empresa' | 'tipo' | 'ultima_conexion', SQL> = {
  alias: sql`q.alias`,
  empresa: sql`q.empresa`,
  tipo: sql`q.tipo`,
  ultima_conexion: sql`q.ultima_conexion_ts`,
};

export interface FiltroMonitoreo extends TPaginacionQuery {
  buscar?: string;
  semaforo?: TSemaforo;
  orden?: Array<{ campo: keyof typeof ORDEN_MONITOREO; direccion: 'asc' | 'desc' }>;
}

/** Monitoreo: the active devices of `empresas` (already within the caller's scope), worst light first by default. */
export async function monitoreoEquipos(conn: Conn, empresas: readonly number[], f: FiltroMonitoreo) {
  const condiciones: SQL[] = [sql`e.empresa_id = ANY(${enteros(empresas)}::int[])`];
  if (f.buscar) {
    const p = patron(f.buscar);
    condiciones.push(
      sql`(${coincide(sql`e.alias`, p)} OR ${coincide(sql`em.alias`, p)} OR ${coincide(sql`e.tipo`, p)} OR ${coincide(sql`c.version_app`, p)})`,
    );
  }
  const exterior = f.semaforo ? sql`WHERE q.semaforo = ${f.semaforo}` : sql``;
  const orden = f.orden?.length
    ? f.orden.map((o) => sql`${ORDEN_MONITOREO[o.campo]} ${o.direccion === 'desc' ? sql`DESC NULLS LAST` : sql`ASC NULLS FIRST`}`)
    : [sql`CASE q.semaforo WHEN 'ROJO' THEN 0 WHEN 'AMARILLO' THEN 1 ELSE 2 END`, sql`q.empresa`, sql`q.alias`];
  orden.push(sql`q.id`);
  return paginar<TEquipoMonitoreo>(
    conn,
    {
      columnas: sql`q.id, q.empresa_id, q.empresa, q.alias, q.tipo, q.isla, q.version_app, q.ultima_conexion, q.minutos_sin_contacto,
                    q.contingencia, q.ventas_pendientes, q.minutos_desconexion, q.semaforo, q.lat, q.lng`,
      origen: sql`FROM (${equiposBase(condiciones)}) q ${exterior}`,
      orden: sql.join(orden, sql`, `),
    },
    f,
  );
}

/**
 * Health of a station, 0–100 (docs/decisions/051-device-monitoring.md): 100 less up to 40 for the share of devices
 * not green, 2 per pending electronic invoice (up to 20), 5 per shift open over HORAS_TURNO_VIEJO hours (up to 15),
 * 1 per sale still on the devices (up to 15) and 5 per device in contingency (up to 10).
 */
export function puntajeSalud(s: Omit<TSaludEstacion, 'salud' | 'empresa_id' | 'empresa' | 'negocio' | 'ultima_sincronizacion'>): number {
  let puntaje = 100;
  if (s.equipos > 0) puntaje -= (40 * (s.equipos - s.equipos_en_linea)) / s.equipos;
  puntaje -= Math.min(20, 2 * s.fe_pendientes);
  puntaje -= Math.min(15, 5 * s.turnos_viejos);
  puntaje -= Math.min(15, s.ventas_pendientes);
  puntaje -= Math.min(10, 5 * s.contingencia);
  return Math.max(0, Math.min(100, Math.round(puntaje)));
}

/** The health rows of active stations (tipo EDS) among `empresas`, worst first. */
export async function saludEstaciones(conn: Conn, empresas: readonly number[]): Promise<TSaludEstacion[]> {
  const r = await filas<Omit<TSaludEstacion, 'salud'>>(
    conn,
    sql`
    SELECT em.id AS empresa_id, em.alias AS empresa, n.nombre AS negocio,
           coalesce(eq.equipos, 0)::int AS equipos, coalesce(eq.en_linea, 0)::int AS equipos_en_linea,
           coalesce(eq.ventas_pendientes, 0)::int AS ventas_pendientes, coalesce(eq.contingencia, 0)::int AS contingencia,
           (SELECT count(*) FROM facturas_electronicas f
             WHERE f.empresa_id = em.id AND f.estado = ANY(${enteros(ESTADOS_FE_PENDIENTES)}::smallint[]))::int AS fe_pendientes,
           (SELECT count(*) FROM turnos t WHERE t.empresa_id = em.id AND t.estado = 'A')::int AS turnos_abiertos,
           (SELECT count(*) FROM turnos t WHERE t.empresa_id = em.id AND t.estado = 'A'
               AND t.fecha_inicio < now() - make_interval(hours => ${HORAS_TURNO_VIEJO}))::int AS turnos_viejos,
           ${textoInstante(sql`(SELECT max(v.recibido_en) FROM ventas v WHERE v.empresa_id = em.id AND v.fecha_negocio >= ${HOY_BOGOTA} - 7)`)} AS ultima_sincronizacion
      FROM empresas em JOIN negocios n ON n.id = em.negocio_id
      LEFT JOIN LATERAL (
        SELECT count(*) AS equipos,
               count(*) FILTER (WHERE c.ultima_conexion > now() - make_interval(mins => ${MINUTOS_ESTACION})) AS en_linea,
               sum(coalesce(c.ventas_pendientes, 0)) AS ventas_pendientes,
               count(*) FILTER (WHERE c.contingencia) AS contingencia
          FROM equipos e LEFT JOIN equipos_conexion c ON c.equipo_id = e.id
         WHERE e.empresa_id = em.id AND e.estado = 'A'
      ) eq ON true
     WHERE em.id = ANY(${enteros(empresas)}::int[]) AND em.estado = 'A' AND em.tipo = 3`,
  );
  return r.map((s) => ({ ...s, salud: puntajeSalud(s) })).sort((a, b) => a.salud - b.salud || a.empresa.localeCompare(b.empresa));
}

/** Centro de control: one station's devices, open shifts, tanks, resolutions, commands and health. */
export async function estadoEstacion(conn: Conn, empresaId: number): Promise<TEstadoEstacion | undefined> {
  const [salud] = await saludEstaciones(conn, [empresaId]);
  if (!salud) return undefined;
  const equipos = await filas<TEquipoMonitoreo>(
    conn,
    sql`SELECT q.id, q.empresa_id, q.empresa, q.alias, q.tipo, q.isla, q.version_app, q.ultima_conexion, q.minutos_sin_contacto,
               q.contingencia, q.ventas_pendientes, q.minutos_desconexion, q.semaforo, q.lat, q.lng
          FROM (${equiposBase([sql`e.empresa_id = ${empresaId}`])}) q ORDER BY q.alias, q.id`,
  );
  const turnos = await filas<TEstadoEstacion['turnos'][number]>(
    conn,
    sql`SELECT t.id, trim(pe.nombres || ' ' || pe.apellidos) AS promotor, i.codigo AS isla, ${textoInstante(sql`t.fecha_inicio`)} AS fecha_inicio,
               t.num_ventas, t.total_ventas::float8 AS total_ventas, t.num_sobres, t.total_sobres::float8 AS total_sobres
          FROM turnos t JOIN promotores p ON p.id = t.promotor_id JOIN personas pe ON pe.id = p.persona_id
          LEFT JOIN islas i ON i.id = t.isla_id
         WHERE t.empresa_id = ${empresaId} AND t.estado = 'A' ORDER BY t.fecha_inicio, t.id LIMIT 100`,
  );
  const tanques = await filas<TEstadoEstacion['tanques'][number]>(
    conn,
    sql`SELECT b.id, b.codigo, b.descripcion, pr.descripcion AS producto, b.capacidad::float8 AS capacidad,
               te.volumen::float8 AS volumen, ${textoInstante(sql`te.fecha`)} AS fecha
          FROM bodegas b LEFT JOIN productos pr ON pr.id = b.producto_id LEFT JOIN tanques_estado te ON te.bodega_id = b.id
         WHERE b.empresa_id = ${empresaId} AND b.tipo = 'TANQUE' AND b.estado = 'A' ORDER BY b.codigo LIMIT 100`,
  );
  const resoluciones = await filas<TEstadoEstacion['resoluciones'][number]>(
    conn,
    sql`SELECT r.id, r.tipo_documento, r.prefijo, r.actual, r.hasta, r.fecha_fin::text AS fecha_fin,
               (r.hasta - coalesce(r.actual, r.desde - 1) < r.alerta_consecutivos OR r.fecha_fin - ${HOY_BOGOTA} < r.alerta_dias) AS alerta
          FROM resoluciones r WHERE r.empresa_id = ${empresaId} AND r.estado = 'A' ORDER BY r.fecha_fin, r.id LIMIT 100`,
  );
  const comandos = await filas<TEstadoEstacion['comandos'][number]>(
    conn,
    sql`SELECT c.id, c.equipo_id, e.alias AS equipo, c.tipo,
               CASE WHEN c.estado IN ('PENDIENTE', 'ENTREGADO') AND c.creado_en < now() - make_interval(hours => ${HORAS_VENCIMIENTO_COMANDO})
                    THEN 'VENCIDO' ELSE c.estado END AS estado,
               c.resultado, ${textoInstante(sql`c.creado_en`)} AS creado_en
          FROM comandos c JOIN equipos e ON e.id = c.equipo_id
         WHERE c.empresa_id = ${empresaId} ORDER BY c.creado_en DESC, c.id DESC LIMIT 20`,
  );
  return { salud, equipos, turnos, tanques, resoluciones, comandos };
}
