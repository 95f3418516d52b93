import { sql } from 'drizzle-orm';
import { textoNovedad, type TipoNovedad, type TNovedad } from '@eds/contracts/conciliacion/conciliacion';
import { filas, type Conn } from '../../db/client';
import { ZONA_HORARIA } from '../../lib/tiempo';
import { inicioCicloDe } from '../empresa/ciclo';

/**
 * Novelties of a station day: what must be dealt with before the day can be reconciled. Each kind is one
 * set-based query over a range of days, so the calendar of a month costs six queries, not six per day.
 *
 * - TURNO_ABIERTO: a shift of the day still open.
 * - LECTURA_TANQUE: an active tank with no reading (dip or probe) filed under the day, from the day it was created on.
 * - LECTURA_MANGUERA: a closed shift whose hoses have no closing (or partial) reading: its meter gallons were
 *   computed from the opening reading alone.
 * - FACTURA_SIN_AUTORIZAR: electronic invoices of the day's sales not authorised by DIAN (state ≠ 2).
 * - SOBRE_SIN_VERIFICAR: cash envelopes of the day not yet counted in the back office (state REGISTRADO).
 * - RECIBO_SIN_MEDICION: a fuel delivery (RECIBO_COMBUSTIBLE) without a reading of its tank before and after it
 *   within the same business day.
 */
export async function novedadesDeDias(conn: Conn, empresaId: number, desde: string, hasta: string): Promise<Map<string, TNovedad[]>> {
  const porDia = new Map<string, TNovedad[]>();
  const agregar = (dia: string, codigo: TipoNovedad, valores: Record<string, string | number>) => {
    const lista = porDia.get(dia) ?? [];
    lista.push({ codigo, valores, descripcion: textoNovedad(codigo, valores) });
    porDia.set(dia, lista);
  };
  if (desde > hasta) return porDia;

  const abiertos = await filas<{ dia: string; turno: string; promotor: string; isla: string }>(
    conn,
    sql`SELECT t.fecha_negocio::text AS dia, coalesce(h.nombre, 'N° ' || t.id) AS turno,
               trim(pe.nombres || ' ' || pe.apellidos) AS promotor, i.descripcion AS isla
          FROM turnos t JOIN promotores p ON p.id = t.promotor_id JOIN personas pe ON pe.id = p.persona_id
          JOIN islas i ON i.id = t.isla_id LEFT JOIN horarios h ON h.id = t.horario_id
         WHERE t.empresa_id = ${empresaId} AND t.fecha_negocio BETWEEN ${desde}::date AND ${hasta}::date AND t.estado = 'A'
         ORDER BY t.fecha_negocio, t.id`,
  );
  for (const r of abiertos) agregar(r.dia, 'TURNO_ABIERTO', { turno: r.turno, promotor: r.promotor, isla: r.isla });

  // A tank is asked for dips from the business day it was created on (the station's cycle start), not before.
  const inicioCiclo = await inicioCicloDe(conn, empresaId);
  const tanques = await filas<{ dia: string; tanque: string }>(
    conn,
    sql`SELECT d::date::text AS dia, b.descripcion AS tanque
          FROM generate_series(${desde}::date, ${hasta}::date, interval '1 day') d
          CROSS JOIN bodegas b
         WHERE b.empresa_id = ${empresaId} AND b.tipo = 'TANQUE' AND b.estado = 'A'
           AND d::date >= ((b.creada_en AT TIME ZONE ${ZONA_HORARIA}) - make_interval(mins => ${inicioCiclo}))::date
           AND NOT EXISTS (SELECT 1 FROM lecturas_tanque l WHERE l.bodega_id = b.id AND l.empresa_id = ${empresaId} AND l.fecha_negocio = d::date)
         ORDER BY d, b.id`,
  );
  for (const r of tanques) agregar(r.dia, 'LECTURA_TANQUE', { tanque: r.tanque });

  const mangueras = await filas<{ dia: string; turno: string; promotor: string; mangueras: number }>(
    conn,
    sql`SELECT t.fecha_negocio::text AS dia, coalesce(h.nombre, 'N° ' || t.id) AS turno,
               trim(pe.nombres || ' ' || pe.apellidos) AS promotor, count(*)::int AS mangueras
          FROM turnos t JOIN turnos_mangueras tm ON tm.turno_id = t.id
          JOIN promotores p ON p.id = t.promotor_id JOIN personas pe ON pe.id = p.persona_id
          LEFT JOIN horarios h ON h.id = t.horario_id
         WHERE t.empresa_id = ${empresaId} AND t.fecha_negocio BETWEEN ${desde}::date AND ${hasta}::date AND t.estado = 'C'
           AND NOT EXISTS (SELECT 1 FROM lecturas_manguera l
                            WHERE l.turno_id = t.id AND l.manguera_id = tm.manguera_id AND l.tipo IN ('CIERRE', 'PARCIAL'))
         GROUP BY t.fecha_negocio, t.id, h.nombre, pe.nombres, pe.apellidos
         ORDER BY t.fecha_negocio, t.id`,
  );
  for (const r of mangueras) agregar(r.dia, 'LECTURA_MANGUERA', { turno: r.turno, promotor: r.promotor, mangueras: r.mangueras });

  const facturas = await filas<{ dia: string; cantidad: number }>(
    conn,
    sql`SELECT fecha_negocio::text AS dia, count(*)::int AS cantidad FROM facturas_electronicas
         WHERE empresa_id = ${empresaId} AND fecha_negocio BETWEEN ${desde}::date AND ${hasta}::date AND estado <> 2
         GROUP BY fecha_negocio`,
  );
  for (const r of facturas) agregar(r.dia, 'FACTURA_SIN_AUTORIZAR', { cantidad: r.cantidad });

  const sobres = await filas<{ dia: string; cantidad: number }>(
    conn,
    sql`SELECT fecha_negocio::text AS dia, count(*)::int AS cantidad FROM sobres
         WHERE empresa_id = ${empresaId} AND fecha_negocio BETWEEN ${desde}::date AND ${hasta}::date AND estado = 'REGISTRADO'
         GROUP BY fecha_negocio`,
  );
  for (const r of sobres) agregar(r.dia, 'SOBRE_SIN_VERIFICAR', { cantidad: r.cantidad });

  const recibos = await filas<{ dia: string; consecutivo: number; tanque: string }>(
    conn,
    sql`SELECT m.fecha_negocio::text AS dia, m.consecutivo, b.descripcion AS tanque
          FROM movimientos_inventario m JOIN bodegas b ON b.id = m.bodega_id
         WHERE m.empresa_id = ${empresaId} AND m.fecha_negocio BETWEEN ${desde}::date AND ${hasta}::date
           AND m.tipo = 'RECIBO_COMBUSTIBLE' AND m.estado = 'REGISTRADO'
           AND NOT (EXISTS (SELECT 1 FROM lecturas_tanque l WHERE l.bodega_id = m.bodega_id AND l.fecha_negocio = m.fecha_negocio AND l.fecha <= m.fecha)
                AND EXISTS (SELECT 1 FROM lecturas_tanque l WHERE l.bodega_id = m.bodega_id AND l.fecha_negocio = m.fecha_negocio AND l.fecha >= m.fecha))
         ORDER BY m.fecha_negocio, m.consecutivo`,
  );
  for (const r of recibos) agregar(r.dia, 'RECIBO_SIN_MEDICION', { consecutivo: r.consecutivo, tanque: r.tanque });

  for (const lista of porDia.values()) lista.sort((a, b) => a.descripcion.localeCompare(b.descripcion, 'es'));
  return porDia;
}

/** The novelties of one day, alphabetical. */
export async function novedadesDelDia(conn: Conn, empresaId: number, dia: string): Promise<TNovedad[]> {
  return (await novedadesDeDias(conn, empresaId, dia, dia)).get(dia) ?? [];
}
