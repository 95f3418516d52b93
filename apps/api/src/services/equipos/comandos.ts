import { sql } from 'drizzle-orm';
import { HORAS_VENCIMIENTO_COMANDO, MENSAJES_COMANDO, type TComando, type TComandoPos } from '@eds/contracts/comandos';
import { MENSAJES_OPERACION as M } from '@eds/contracts/mensajes-operacion';
import { fila, filas, type Conn } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { textoInstante } from '../../lib/paginar';

/**
 * Device commands: queued here, fetched and answered by the device through the POS API. VENCIDO is not stored: an
 * unanswered command older than HORAS_VENCIMIENTO_COMANDO reads VENCIDO, is no longer delivered and takes no answer.
 */

const VENCIDO = sql`(c.estado IN ('PENDIENTE', 'ENTREGADO') AND c.creado_en <= now() - make_interval(hours => ${HORAS_VENCIMIENTO_COMANDO}))`;

const COLUMNAS = sql`c.id, c.empresa_id, c.equipo_id, e.alias AS equipo, c.tipo, c.payload,
  CASE WHEN ${VENCIDO} THEN 'VENCIDO' ELSE c.estado END AS estado, c.resultado, u.usuario,
  ${textoInstante(sql`c.creado_en`)} AS creado_en, ${textoInstante(sql`c.entregado_en`)} AS entregado_en,
  ${textoInstante(sql`c.terminado_en`)} AS terminado_en`;

/** The stations of the devices (to check the caller's scope), refusing unknown or disabled devices. */
export async function estacionesDeEquipos(conn: Conn, equipos: readonly number[]): Promise<Map<number, number>> {
  const r = await filas<{ id: number; empresa_id: number; estado: string }>(
    conn,
    sql`SELECT id, empresa_id, estado FROM equipos WHERE id = ANY(${`{${equipos.join(',')}}`}::int[])`,
  );
  const porId = new Map(r.map((x) => [x.id, x]));
  for (const id of equipos) {
    const e = porId.get(id);
    if (!e) throw notFound(M.equipoNoExiste);
    if (e.estado !== 'A') throw badRequest(MENSAJES_COMANDO.equipoInactivo);
  }
  return new Map(r.map((x) => [x.id, x.empresa_id]));
}

const esPorEquipo = (
  p: Record<string, unknown> | ReadonlyMap<number, Record<string, unknown>>,
): p is ReadonlyMap<number, Record<string, unknown>> => p instanceof Map;

/**
 * Queues the command for each device; answers the new ids in the devices' order. `payload` is the same for every
 * device, or one per device (DEPURAR carries each device's own confirmed sale).
 */
export async function encolarComandos(
  conn: Conn,
  estaciones: ReadonlyMap<number, number>,
  equipos: readonly number[],
  tipo: string,
  payload: Record<string, unknown> | ReadonlyMap<number, Record<string, unknown>>,
  usuarioId: number,
): Promise<number[]> {
  const ids: number[] = [];
  for (const equipo of new Set(equipos)) {
    const propio: Record<string, unknown> | undefined = esPorEquipo(payload) ? payload.get(equipo) : payload;
    const r = await fila<{ id: number }>(
      conn,
      sql`INSERT INTO comandos (empresa_id, equipo_id, tipo, payload, usuario_id)
          VALUES (${estaciones.get(equipo)!}, ${equipo}, ${tipo}, ${JSON.stringify(propio ?? {})}::jsonb, ${usuarioId}) RETURNING id`,
    );
    ids.push(r!.id);
  }
  return ids;
}

export async function leerComando(conn: Conn, id: number): Promise<TComando | undefined> {
  return fila<TComando>(
    conn,
    sql`SELECT ${COLUMNAS} FROM comandos c JOIN equipos e ON e.id = c.equipo_id LEFT JOIN usuarios u ON u.id = c.usuario_id
         WHERE c.id = ${id}`,
  );
}

/** The device's commands still to do (not expired), oldest first, marked ENTREGADO as they are handed over. */
export async function entregarComandos(conn: Conn, equipoId: number) {
  return filas<TComandoPos>(
    conn,
    sql`UPDATE comandos c SET estado = 'ENTREGADO', entregado_en = coalesce(c.entregado_en, now())
         WHERE c.equipo_id = ${equipoId} AND c.estado IN ('PENDIENTE', 'ENTREGADO') AND NOT ${VENCIDO}
     RETURNING c.id, c.tipo, c.payload, ${textoInstante(sql`c.creado_en`)} AS creado_en`,
  ).then((r) => r.sort((a, b) => a.id - b.id));
}

/** The device's answer: EJECUTADO or FALLIDO, once, for its own unexpired command (one conditional update). */
export async function registrarResultado(conn: Conn, equipoId: number, id: number, exito: boolean, detalle: string | undefined) {
  const hecho = await fila<{ id: number }>(
    conn,
    sql`UPDATE comandos c SET estado = ${exito ? 'EJECUTADO' : 'FALLIDO'}, resultado = ${detalle ?? null}, terminado_en = now(),
               entregado_en = coalesce(c.entregado_en, now())
         WHERE c.id = ${id} AND c.equipo_id = ${equipoId} AND c.estado IN ('PENDIENTE', 'ENTREGADO') AND NOT ${VENCIDO}
     RETURNING c.id`,
  );
  if (hecho) return;
  // Nothing changed: say why.
  const c = await fila<{ estado: string }>(conn, sql`SELECT c.estado FROM comandos c WHERE c.id = ${id} AND c.equipo_id = ${equipoId}`);
  if (!c) throw notFound(MENSAJES_COMANDO.noExiste);
  if (c.estado === 'EJECUTADO' || c.estado === 'FALLIDO') throw badRequest(MENSAJES_COMANDO.resuelto);
  throw badRequest(MENSAJES_COMANDO.vencido);
}
