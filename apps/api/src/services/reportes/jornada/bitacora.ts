import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { MINUTOS_EQUIPO_DESCONECTADO, REPORTE_BITACORA_JORNADA } from '@eds/contracts/reportes/jornada';
import { textoInstante } from '../../../lib/paginar';
import { enteros, siHay, trunc2 } from '../motor/sql';
import { reporteServidor, type ContextoReporte } from '../motor/tipos';

type Filtros = z.output<typeof REPORTE_BITACORA_JORNADA.filtros>;

const persona = (alias: string) => sql.raw(`trim(${alias}.nombres || ' ' || ${alias}.apellidos)`);
const hora = (x: SQL) => sql`to_char((${x}) AT TIME ZONE 'America/Bogota', 'HH24:MI')`;
const numero = (x: SQL, decimales = 3) => sql`to_char((${x})::numeric, ${`FM999999999990.${'0'.repeat(decimales)}`})`;

/**
 * The events of the stations and business days asked for, one SELECT per kind over the table the event already lives
 * in (no event table is written at ingestion: the timeline is derived, so it always agrees with its sources):
 * `(empresa_id, evento_id, fecha, tipo, turno_id, promotor_id, responsable, detalle, valor)`.
 *
 * - Apertura / Cierre turno: `turnos` (a shift belongs to the day it opened; its close is listed with that day).
 * - Sobre: `sobres` of the days; Novedad when one was counted with a difference (valor = contado − declarado).
 * - Calibración: `calibraciones` (an annulled one says so); Lectura tanque / Lectura manguera: the readings.
 * - Cambio de precio: each `precios` period that began inside the window, with the price it replaced.
 * - Anulación: annulled sales and annulled inventory documents; Novedad: a sale typed by hand (origen MANUAL).
 * - Recibo combustible: fuel deliveries (inventory documents into a tank); Contingencia FE: invoices issued in
 *   contingency. Equipo desconectado: a device whose last contact fell inside the window and that has been silent
 *   for more than MINUTOS_EQUIPO_DESCONECTADO minutes (only the last contact is stored: earlier gaps are not).
 *
 * Readings and envelopes are read through their hose, tank and shift indexes, sales through `(empresa_id, fecha_negocio)`.
 */
export function eventosJornada(ctx: ContextoReporte<unknown>): SQL {
  const ids = enteros(ctx.ids);
  const dias = sql`BETWEEN ${ctx.desde}::date AND ${ctx.hasta}::date`;
  // Instants a little wider than the days, so the hose and tank indexes (by time) bound the readings of those days.
  const desde = new Date(ctx.instanteDesde.getTime() - 86_400_000).toISOString();
  const hasta = new Date(ctx.instanteHasta.getTime() + 86_400_000).toISOString();
  const ahora = ctx.ahora.toISOString();
  return sql`
    tj AS (
      SELECT t.*, '#' || t.id || coalesce(' · ' || h.nombre, '') AS nombre
        FROM turnos t LEFT JOIN horarios h ON h.id = t.horario_id
       WHERE t.empresa_id = ANY(${ids}::int[]) AND t.fecha_negocio BETWEEN ${ctx.desde}::date - 1 AND ${ctx.hasta}::date),
    vx AS (
      SELECT v.id, v.empresa_id, v.fecha, v.turno_id, v.promotor_id, v.total, v.origen, v.estado_movimiento,
             coalesce(v.prefijo || '-' || v.consecutivo, '#' || v.id) AS documento, fe.estado AS estado_fe, fe.contingencia
        FROM ventas v LEFT JOIN facturas_electronicas fe ON fe.venta_id = v.id
       WHERE v.empresa_id = ANY(${ids}::int[]) AND v.fecha_negocio ${dias}
         AND (right(v.estado_movimiento, 3) = '002' OR v.origen = 'MANUAL' OR fe.contingencia)),
    ev AS (
      SELECT tj.empresa_id, 'TA' || tj.id AS evento_id, tj.fecha_inicio AS fecha, 'Apertura turno' AS tipo, tj.id AS turno_id,
             tj.promotor_id, NULL::text AS responsable,
             'Apertura' || coalesce(' · ' || eq.alias, '') || ' · base ' || ${numero(sql`tj.base_efectivo`, 2)} AS detalle,
             tj.base_efectivo AS valor
        FROM tj LEFT JOIN equipos eq ON eq.id = tj.equipo_id
       WHERE tj.fecha_negocio ${dias}
      UNION ALL
      SELECT tj.empresa_id, 'TC' || tj.id, tj.fecha_fin, 'Cierre turno', tj.id, tj.promotor_id, NULL,
             'Cierre · ' || tj.num_ventas || ' ventas · ' || ${numero(sql`coalesce(tj.galones_medidor, 0)`)} || ' gal medidor · '
               || tj.num_sobres || ' sobres · entrega final ' || ${numero(sql`coalesce(tj.efectivo_entregado, 0)`, 2)},
             tj.total_sobres + coalesce(tj.efectivo_entregado, 0)
        FROM tj
       WHERE tj.fecha_negocio ${dias} AND tj.fecha_fin IS NOT NULL
      UNION ALL
      SELECT s.empresa_id, 'SO' || s.id, s.fecha, 'Sobre', s.turno_id, s.promotor_id, NULL,
             'Sobre #' || s.numero || ' · ' || s.estado, s.valor_declarado
        FROM tj JOIN sobres s ON s.turno_id = tj.id
       WHERE s.fecha_negocio ${dias}
      UNION ALL
      SELECT s.empresa_id, 'SN' || s.id, s.fecha, 'Novedad', s.turno_id, s.promotor_id, NULL,
             'Sobre #' || s.numero || ' contado con diferencia: declarado ' || ${numero(sql`s.valor_declarado`, 2)} || ', contado '
               || ${numero(sql`s.valor_contado`, 2)} || coalesce(' · ' || s.observacion, ''),
             s.valor_contado - s.valor_declarado
        FROM tj JOIN sobres s ON s.turno_id = tj.id
       WHERE s.fecha_negocio ${dias} AND s.valor_contado IS NOT NULL AND s.valor_contado <> s.valor_declarado
      UNION ALL
      SELECT c.empresa_id, 'CA' || c.id, c.fecha, 'Calibración', c.turno_id, c.responsable_id, NULL,
             'Surtidor ' || su.numero || ' · Manguera ' || m.numero || ' · ' || p.descripcion || ' · ' || ${numero(sql`c.volumen`)} || ' gal'
               || CASE WHEN c.estado = 'ANULADA' THEN ' · ANULADA' ELSE '' END,
             NULL::numeric
        FROM calibraciones c JOIN mangueras m ON m.id = c.manguera_id JOIN surtidores su ON su.id = m.surtidor_id
        JOIN productos p ON p.id = c.producto_id
       WHERE c.empresa_id = ANY(${ids}::int[]) AND c.fecha_negocio ${dias}
      UNION ALL
      SELECT l.empresa_id, 'LT' || l.id, l.fecha, 'Lectura tanque', NULL, NULL, eq.alias,
             b.descripcion || ' · ' || ${numero(sql`l.volumen`)} || ' gal · agua ' || ${numero(sql`l.volumen_agua`)} || ' gal · ' || l.origen
               || CASE WHEN l.cierre THEN ' · cierre del día' ELSE '' END,
             NULL
        FROM bodegas b JOIN lecturas_tanque l ON l.bodega_id = b.id AND l.fecha >= ${desde}::timestamptz AND l.fecha < ${hasta}::timestamptz
        LEFT JOIN equipos eq ON eq.id = l.equipo_id
       WHERE b.empresa_id = ANY(${ids}::int[]) AND b.tipo = 'TANQUE' AND l.fecha_negocio ${dias}
      UNION ALL
      SELECT l.empresa_id, 'LM' || l.id, l.fecha, 'Lectura manguera', l.turno_id, t.promotor_id, CASE WHEN t.id IS NULL THEN eq.alias END,
             'Surtidor ' || su.numero || ' · Manguera ' || m.numero || ' · ' || l.tipo || ' · ' || ${numero(sql`l.lectura`)},
             NULL
        FROM mangueras m JOIN surtidores su ON su.id = m.surtidor_id
        JOIN lecturas_manguera l ON l.manguera_id = m.id AND l.fecha >= ${desde}::timestamptz AND l.fecha < ${hasta}::timestamptz
        LEFT JOIN turnos t ON t.id = l.turno_id
        LEFT JOIN equipos eq ON eq.id = l.equipo_id
       WHERE m.empresa_id = ANY(${ids}::int[]) AND l.fecha_negocio ${dias}
      UNION ALL
      SELECT pr.empresa_id, 'PR' || pr.id, pr.vigente_desde, 'Cambio de precio', NULL, NULL, coalesce(u.usuario, uc.usuario),
             p.descripcion || ': ' || coalesce(${numero(sql`ant.precio`, 2)}, '—') || ' → ' || ${numero(sql`pr.precio`, 2)}
               || CASE WHEN pr.cambio_precio_id IS NOT NULL THEN ' · programado' ELSE '' END,
             pr.precio
        FROM precios pr JOIN productos p ON p.id = pr.producto_id
        LEFT JOIN LATERAL (SELECT x.precio FROM precios x WHERE x.empresa_id = pr.empresa_id AND x.producto_id = pr.producto_id
                              AND x.vigente_desde < pr.vigente_desde ORDER BY x.vigente_desde DESC, x.id DESC LIMIT 1) ant ON true
        LEFT JOIN usuarios u ON u.id = pr.usuario_id
        LEFT JOIN cambios_precio cp ON cp.id = pr.cambio_precio_id LEFT JOIN usuarios uc ON uc.id = cp.creado_por
       WHERE pr.empresa_id = ANY(${ids}::int[])
         AND pr.vigente_desde >= ${ctx.instanteDesde.toISOString()}::timestamptz AND pr.vigente_desde < ${ctx.instanteHasta.toISOString()}::timestamptz
      UNION ALL
      SELECT vx.empresa_id, 'VA' || vx.id, vx.fecha, 'Anulación', vx.turno_id, vx.promotor_id, NULL, 'Venta ' || vx.documento || ' anulada', vx.total
        FROM vx WHERE right(vx.estado_movimiento, 3) = '002'
      UNION ALL
      SELECT vx.empresa_id, 'VM' || vx.id, vx.fecha, 'Novedad', vx.turno_id, vx.promotor_id, NULL, 'Venta manual ' || vx.documento, vx.total
        FROM vx WHERE vx.origen = 'MANUAL'
      UNION ALL
      SELECT vx.empresa_id, 'FC' || vx.id, vx.fecha, 'Contingencia FE', vx.turno_id, vx.promotor_id, NULL,
             'Factura ' || vx.documento || ' en contingencia · estado DIAN ' || vx.estado_fe, vx.total
        FROM vx WHERE vx.contingencia
      UNION ALL
      SELECT mi.empresa_id, CASE WHEN mi.estado = 'ANULADO' THEN 'DA' ELSE 'RC' END || mi.id, mi.fecha,
             CASE WHEN mi.estado = 'ANULADO' THEN 'Anulación' ELSE 'Recibo combustible' END, NULL, NULL, u.usuario,
             CASE WHEN mi.estado = 'ANULADO' THEN 'Documento ' || mi.tipo || ' #' || mi.consecutivo || ' anulado'
                  ELSE 'Recibo #' || mi.consecutivo || ' · ' || b.descripcion || ' · '
                       || ${numero(sql`coalesce((SELECT sum(d.cantidad) FROM movimientos_inventario_detalles d WHERE d.movimiento_id = mi.id), 0)`)}
                       || ' gal' || coalesce(' · ' || pv.razon_social, '') || coalesce(' · factura ' || mi.factura_proveedor, '') END,
             mi.total
        FROM movimientos_inventario mi JOIN bodegas b ON b.id = mi.bodega_id
        LEFT JOIN proveedores pv ON pv.id = mi.proveedor_id LEFT JOIN usuarios u ON u.id = mi.usuario_id
       WHERE mi.empresa_id = ANY(${ids}::int[]) AND mi.fecha_negocio ${dias}
         AND (mi.estado = 'ANULADO' OR (mi.tipo = 'RECIBO_COMBUSTIBLE' AND b.tipo = 'TANQUE'))
      UNION ALL
      SELECT eq.empresa_id, 'EQ' || eq.id, ec.ultima_conexion, 'Equipo desconectado', NULL, NULL, eq.alias,
             'Equipo ' || eq.alias || ' sin conexión desde las ' || ${hora(sql`ec.ultima_conexion`)}
               || coalesce(' · ' || ec.ventas_pendientes || ' ventas pendientes de enviar', ''),
             NULL
        FROM equipos eq JOIN equipos_conexion ec ON ec.equipo_id = eq.id
       WHERE eq.empresa_id = ANY(${ids}::int[]) AND eq.estado = 'A'
         AND ec.ultima_conexion >= ${ctx.instanteDesde.toISOString()}::timestamptz AND ec.ultima_conexion < ${ctx.instanteHasta.toISOString()}::timestamptz
         AND ec.ultima_conexion < ${ahora}::timestamptz - ${`${MINUTOS_EQUIPO_DESCONECTADO} minutes`}::interval)`;
}

/**
 * eds/bitacorajornada: the timeline of eventosJornada in time order, each with its hour (the screen groups by it), its
 * shift (`#id · horario`, which opens the shift's settlement sheet), island and the person behind it: the shift's
 * promoter, the user who set a price or posted a document, else the device that sent it.
 */
export const bitacoraJornada = reporteServidor<Filtros>({
  definicion: REPORTE_BITACORA_JORNADA,
  clave: ['evento_id'],
  fuente: (ctx) => {
    const f = ctx.filtros;
    return sql`
      WITH ${eventosJornada(ctx)}
      SELECT e.id AS estacion_id, e.alias AS estacion, ev.evento_id, ${textoInstante(sql`ev.fecha`)} AS fecha_hora,
             to_char(ev.fecha AT TIME ZONE 'America/Bogota', 'HH24') || ':00' AS hora, ev.tipo, ev.turno_id::int AS turno_id,
             CASE WHEN t.id IS NOT NULL THEN '#' || t.id || coalesce(' · ' || h.nombre, '') END AS turno, i.descripcion AS isla,
             coalesce(${persona('pe')}, ev.responsable) AS responsable, ev.detalle, ${trunc2(sql`ev.valor`)} AS valor
        FROM ev
        JOIN empresas e ON e.id = ev.empresa_id
        LEFT JOIN turnos t ON t.id = ev.turno_id
        LEFT JOIN horarios h ON h.id = t.horario_id
        LEFT JOIN islas i ON i.id = t.isla_id
        LEFT JOIN promotores p ON p.id = coalesce(ev.promotor_id, t.promotor_id)
        LEFT JOIN personas pe ON pe.id = p.persona_id
       WHERE true${siHay(f.turno, sql`ev.turno_id = ${f.turno ?? 0}`)}${siHay(
         f.promotor,
         sql`coalesce(ev.promotor_id, t.promotor_id) = ${f.promotor ?? 0}`,
       )}${f.tipo_evento?.length ? sql` AND ev.tipo = ANY(${`{${f.tipo_evento.map((x) => `"${x}"`).join(',')}}`}::text[])` : sql``}`;
  },
});
