import { sql } from 'drizzle-orm';
import { MENSAJES_CONCILIACION as M, type TDiaConciliado, type TDiasConciliadosQuery } from '@eds/contracts/conciliacion/conciliacion';
import { fila, filas, type Conn } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { guardarComprobante } from '../contabilidad/comprobante';
import { claveDia, estacionConciliable } from './estacion';
import { novedadesDelDia } from './novedades';

/**
 * Reconciles a station day (`POST v1/sap/clousingDay/create`), atomically, in the caller's transaction:
 *
 * 1. only a day before the station's current business day, and not before its first day of operations;
 * 2. the day's advisory lock is taken exclusively: writes into the day (which take it shared, in the freezing
 *    triggers) finish first or wait, and a second reconciliation of the day waits here;
 * 3. a day already reconciled is refused (`El día ya se encuentra conciliado`), as is a day with novelties;
 * 4. the day row (unique per station and day: the last guard across instances), then its balanced voucher.
 *
 * From the commit on, the day is frozen: the triggers refuse its new or changed sales, readings, test pours, shifts,
 * envelopes and inventory documents.
 */
export async function conciliarDia(
  conn: Conn,
  d: { empresaId: number; fecha: string; usuarioId: number | null },
  ahora = new Date(),
): Promise<{ id: number; comprobante_id: number; fecha_cierre: string }> {
  const e = await estacionConciliable(conn, d.empresaId, ahora);
  if (d.fecha >= e.hoy) throw badRequest(M.diaAbierto, [{ campo: 'fechaCierre', mensaje: M.diaAbierto }]);
  if (!e.inicio || d.fecha < e.inicio) throw badRequest(M.fechaAntesDeInicio, [{ campo: 'fechaCierre', mensaje: M.fechaAntesDeInicio }]);
  await conn.execute(sql`SELECT pg_advisory_xact_lock(${claveDia(d.empresaId, d.fecha)})`);
  const ya = await fila<{ id: number }>(
    conn,
    sql`SELECT id FROM dias_conciliados WHERE empresa_id = ${d.empresaId} AND fecha = ${d.fecha}::date`,
  );
  if (ya) throw badRequest(M.yaConciliado);
  const novedades = await novedadesDelDia(conn, d.empresaId, d.fecha);
  if (novedades.length > 0)
    throw badRequest(
      M.conNovedades,
      novedades.map((n) => ({ campo: 'novedades', mensaje: n.descripcion })),
    );
  const dia = await fila<{ id: number }>(
    conn,
    sql`INSERT INTO dias_conciliados (empresa_id, fecha, usuario_id) VALUES (${d.empresaId}, ${d.fecha}::date, ${d.usuarioId})
        ON CONFLICT (empresa_id, fecha) DO NOTHING RETURNING id`,
  );
  if (!dia) throw badRequest(M.yaConciliado);
  const comprobante = await guardarComprobante(conn, {
    negocioId: e.negocioId,
    empresaId: d.empresaId,
    fecha: d.fecha,
    diaConciliadoId: dia.id,
    usuarioId: d.usuarioId,
  });
  return { id: dia.id, comprobante_id: comprobante, fecha_cierre: d.fecha };
}

const COLUMNAS = sql`d.id, d.empresa_id AS empresas_id, e.alias AS estacion, d.fecha::text AS fecha_cierre, u.usuario,
  to_char(d.creado_en AT TIME ZONE 'America/Bogota', 'YYYY-MM-DD HH24:MI:SS') AS creado_en,
  c.id AS comprobante_id, c.estado, c.total_debitos::float8 AS total_debitos, c.total_creditos::float8 AS total_creditos`;
const DESDE = sql`FROM dias_conciliados d JOIN empresas e ON e.id = d.empresa_id
  JOIN comprobantes_contables c ON c.dia_conciliado_id = d.id LEFT JOIN usuarios u ON u.id = d.usuario_id`;

/**
 * Reconciled days of the stations in `empresas` (the caller's scope, or the one station asked for), newest first:
 * the day state of the reconciliation screen (empresaId + fechaCierre: a non-empty answer disables reconciling)
 * and the closing-day monitor of G28.
 */
export async function listarDiasConciliados(
  conn: Conn,
  empresas: readonly number[],
  f: TDiasConciliadosQuery,
): Promise<{ filas: TDiaConciliado[]; total: number }> {
  const condiciones = [sql`d.empresa_id = ANY(${`{${empresas.join(',') || 0}}`}::int[])`];
  if (f.fechaCierre) condiciones.push(sql`d.fecha = ${f.fechaCierre}::date`);
  if (f.fechaInicial) condiciones.push(sql`d.fecha >= ${f.fechaInicial}::date`);
  if (f.fechaFinal) condiciones.push(sql`d.fecha <= ${f.fechaFinal}::date`);
  if (f.estado) condiciones.push(sql`c.estado = ${f.estado}`);
  const donde = sql.join(condiciones, sql` AND `);
  const r = await filas<TDiaConciliado & { total: number }>(
    conn,
    sql`SELECT ${COLUMNAS}, count(*) OVER ()::int AS total ${DESDE} WHERE ${donde}
         ORDER BY d.fecha DESC, e.alias, d.id LIMIT ${f.limite} OFFSET ${f.desde}`,
  );
  if (r.length === 0 && f.desde > 0) {
    const c = await fila<{ total: number }>(conn, sql`SELECT count(*)::int AS total ${DESDE} WHERE ${donde}`);
    return { filas: [], total: c?.total ?? 0 };
  }
  return { filas: r.map(({ total: _t, ...x }) => x), total: r[0]?.total ?? 0 };
}
