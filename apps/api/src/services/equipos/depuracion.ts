import { sql, type SQL } from 'drizzle-orm';
import { instanteBogota } from '@eds/contracts/dia-operativo';
import { HORAS_VENCIMIENTO_COMANDO, type TComando } from '@eds/contracts/comandos';
import {
  MENSAJES_DEPURACION,
  ZPayloadDepurar,
  type TConteosLocalesPos,
  type TEquipoDepuracion,
  type TPayloadDepurar,
} from '@eds/contracts/depuracion-pos';
import { MENSAJES } from '@eds/contracts/mensajes';
import { filas, type Conn } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { paginar, textoInstante } from '../../lib/paginar';
import type { TPaginacionQuery } from '@eds/contracts/paginacion';
import { coincide } from '../../lib/busqueda';

/**
 * Depuración POS (SCREENS.md G05, docs/decisions/056): the devices' local counts (heartbeat), the DEPURAR payload
 * completed per device with the newest sale the server holds from it, and the station's DEPURAR history.
 */

/** The newest sale stored from each device (by the sale's moment, then arrival): the DEPURAR watermark. */
const ULTIMA_VENTA = (empresa: SQL, equipo: SQL) => sql`
  SELECT v.uuid::text AS uuid, v.fecha FROM ventas v
   WHERE v.empresa_id = ${empresa} AND v.equipo_id = ${equipo}
   ORDER BY v.fecha_negocio DESC, v.fecha DESC, v.id DESC LIMIT 1`;

/** The station's active POS devices with their last reported counts, by alias. */
export async function equiposDepuracion(conn: Conn, estacionId: number): Promise<TEquipoDepuracion[]> {
  const r = await filas<
    Omit<TEquipoDepuracion, 'conteos'> & {
      ventas_sincronizadas: number | null;
      logs: number | null;
      cola_confirmada: number | null;
      cache_mb: string | null;
      registro_mas_antiguo: string | null;
      reportado_en: string | null;
    }
  >(
    conn,
    sql`SELECT e.id, e.alias, e.serial, c.version_app, ${textoInstante(sql`c.ultima_conexion`)} AS ultima_conexion,
               c.conteo_ventas_sincronizadas AS ventas_sincronizadas, c.conteo_logs AS logs, c.conteo_cola_confirmada AS cola_confirmada,
               c.cache_mb::text AS cache_mb, ${textoInstante(sql`c.registro_mas_antiguo`)} AS registro_mas_antiguo,
               ${textoInstante(sql`c.conteos_en`)} AS reportado_en, ${textoInstante(sql`uv.fecha`)} AS ultima_venta_fecha
          FROM equipos e LEFT JOIN equipos_conexion c ON c.equipo_id = e.id
          LEFT JOIN LATERAL (${ULTIMA_VENTA(sql`e.empresa_id`, sql`e.id`)}) uv ON true
         WHERE e.empresa_id = ${estacionId} AND e.estado = 'A' AND e.tipo = 'POS'
         ORDER BY e.alias, e.id`,
  );
  return r.map(({ ventas_sincronizadas, logs, cola_confirmada, cache_mb, registro_mas_antiguo, reportado_en, ...e }) => ({
    ...e,
    conteos: reportado_en
      ? {
          ventas_sincronizadas,
          logs,
          cola_confirmada,
          cache_mb: cache_mb === null ? null : Number(cache_mb),
          registro_mas_antiguo,
          reportado_en,
        }
      : null,
  }));
}

/**
 * The SET list of a heartbeat that carried local counts: every field (absent ones as null) and the heartbeat's time. The
 * oldest record's date is Bogotá wall-clock time, as every date a POS sends.
 */
export function columnasConteos(c: TConteosLocalesPos): SQL {
  return sql`conteo_ventas_sincronizadas = ${c.ventas_sincronizadas ?? null}::int, conteo_logs = ${c.logs ?? null}::int,
           conteo_cola_confirmada = ${c.cola_confirmada ?? null}::int, cache_mb = round(${c.cache_mb ?? null}::numeric, 1),
           registro_mas_antiguo = ${c.registro_mas_antiguo ? instanteBogota(c.registro_mas_antiguo).toISOString() : null}::timestamptz, conteos_en = now()`;
}

/** The screen's DEPURAR payload, checked: 400 with the field and the spec's text, nothing queued. */
export function revisarPayloadDepurar(payload: unknown): TPayloadDepurar {
  const r = ZPayloadDepurar.safeParse(payload);
  if (r.success) return r.data;
  const [issue] = r.error.issues;
  const campo = issue ? ['payload', ...issue.path].join('.') : 'payload';
  const mensaje = !issue || issue.code === 'unrecognized_keys' ? MENSAJES.valorNoValido : issue.message;
  throw badRequest(mensaje, [{ campo, mensaje }]);
}

/** Only POS devices keep a local database to clean. */
export async function exigirEquiposPos(conn: Conn, equipos: readonly number[]): Promise<void> {
  const otros = await filas<{ id: number }>(
    conn,
    sql`SELECT id FROM equipos WHERE id = ANY(${`{${equipos.join(',')}}`}::int[]) AND tipo <> 'POS' LIMIT 1`,
  );
  if (otros.length > 0) throw badRequest(MENSAJES_DEPURACION.soloPos);
}

/**
 * Each device's DEPURAR payload: what to clean (every choice as a boolean), the age in days, and the newest sale the
 * server holds from THAT device (`venta_uuid`, and `venta_fecha` in Bogotá wall-clock time like every POS date) — left out when it has sent none, so
 * the device keeps every sale.
 */
export async function payloadsDepuracion(
  conn: Conn,
  estaciones: ReadonlyMap<number, number>,
  p: TPayloadDepurar,
): Promise<Map<number, Record<string, string | number | boolean>>> {
  const base = {
    ventas_sincronizadas: p.ventas_sincronizadas === true,
    logs: p.logs === true,
    cola_confirmada: p.cola_confirmada === true,
    cache: p.cache === true,
    antiguedad_dias: p.antiguedad_dias,
  };
  const salida = new Map<number, Record<string, string | number | boolean>>();
  for (const [equipo, estacion] of estaciones) {
    const [v] = await filas<{ uuid: string; fecha: string }>(
      conn,
      sql`SELECT u.uuid, ${textoInstante(sql`u.fecha`)} AS fecha
            FROM (${ULTIMA_VENTA(sql`${estacion}::int`, sql`${equipo}::int`)}) u`,
    );
    salida.set(equipo, v ? { ...base, venta_uuid: v.uuid, venta_fecha: v.fecha } : { ...base });
  }
  return salida;
}

const ORDEN = { creado_en: sql`q.creado`, equipo: sql`q.equipo`, estado: sql`q.estado`, usuario: sql`q.usuario` } as const;

/** One page of the station's DEPURAR commands, newest first; estado_comando filters on the computed state (VENCIDO too). */
export async function listarDepuraciones(
  conn: Conn,
  estacionId: number,
  q: TPaginacionQuery & {
    buscar?: string;
    orden?: Array<{ campo: keyof typeof ORDEN; direccion: 'asc' | 'desc' }>;
    estado_comando?: string;
  },
) {
  const orden = q.orden?.length
    ? q.orden.map((o) => sql`${ORDEN[o.campo]} ${o.direccion === 'desc' ? sql`DESC NULLS LAST` : sql`ASC NULLS FIRST`}`)
    : [sql`q.creado DESC`];
  orden.push(sql`q.id DESC`);
  const condiciones: SQL[] = [sql`q.empresa_id = ${estacionId}`];
  if (q.estado_comando) condiciones.push(sql`q.estado = ${q.estado_comando}`);
  if (q.buscar) {
    const patron = `%${q.buscar.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    condiciones.push(
      sql`(${coincide(sql`q.equipo`, patron)} OR ${coincide(sql`q.usuario`, patron)} OR ${coincide(sql`q.resultado`, patron)})`,
    );
  }
  return paginar<TComando>(
    conn,
    {
      columnas: sql`q.id, q.empresa_id, q.equipo_id, q.equipo, q.tipo, q.payload, q.estado, q.resultado, q.usuario, q.creado_en,
                    q.entregado_en, q.terminado_en`,
      origen: sql`FROM (SELECT c.id, c.empresa_id, c.equipo_id, e.alias AS equipo, c.tipo, c.payload,
                               CASE WHEN c.estado IN ('PENDIENTE', 'ENTREGADO') AND c.creado_en <= now() - make_interval(hours => ${HORAS_VENCIMIENTO_COMANDO})
                                    THEN 'VENCIDO' ELSE c.estado END AS estado, c.resultado, u.usuario,
                               c.creado_en AS creado, ${textoInstante(sql`c.creado_en`)} AS creado_en,
                               ${textoInstante(sql`c.entregado_en`)} AS entregado_en, ${textoInstante(sql`c.terminado_en`)} AS terminado_en
                          FROM comandos c JOIN equipos e ON e.id = c.equipo_id LEFT JOIN usuarios u ON u.id = c.usuario_id
                         WHERE c.empresa_id = ${estacionId} AND c.tipo = 'DEPURAR') q
                  WHERE ${sql.join(condiciones, sql` AND `)}`,
      orden: sql.join(orden, sql`, `),
    },
    q,
  );
}
