import { sql, type SQL } from 'drizzle-orm';
import { enteros } from '../motor/sql';
import type { ContextoReporte } from '../motor/tipos';

/**
 * The settlement of the shifts of a range, shared by every report of cierres/ (REPORTS.md §0 "Shift cash"). It is a
 * chain of CTEs to put after `WITH`:
 *
 * - `tu`: the shifts of the stations and business days asked for (a shift belongs to the day it opened), with their
 *   slot in the day (`turno_n`: Turno 1, 2… by the shift template's start, else by the hour it opened, from 06:00).
 * - `vt`: the valid sales of those shifts, read once (through the sales' shift index) for every figure below; `vm` what
 *   they sold per shift and hose.
 * - `hm`: per hose of a closed shift, the meter figures the closing stored and their value: the gallons the POS sold on
 *   the hose in the shift at their own price, the rest of the net meter gallons at the price in force at the closing
 *   (the shift's average POS price where the station had none) — the reading of lectura-manguera, so both agree.
 * - `cb`: fuel per shift and product: the hoses' meters of a closed shift; for a shift still open, what the POS sold
 *   so far (no meter yet).
 * - `vs`, `pg`: the shift's valid sales (store and kiosk) and its payments by reconciliation category.
 * - `lq`: one row per shift: Valor medidor, canastilla, kiosco, payments that are not cash (by category), envelopes,
 *   final hand-over, Efectivo esperado = Valor medidor + canastilla + kiosco − no efectivo, Entregado and Diferencia,
 *   all at full precision (each report truncates once per row).
 *
 * Recaudos en efectivo add nothing yet: the POS does not send collections (no table holds them).
 */
export function liquidacionTurnos(ctx: ContextoReporte<unknown>, filtro: SQL = sql``): SQL {
  return sql`
    tu AS (
      SELECT t.id, t.empresa_id, t.fecha_negocio AS dia, t.isla_id, t.promotor_id, t.estado, t.fecha_inicio, t.fecha_fin,
             t.num_sobres, t.total_sobres, t.efectivo_entregado, t.equipo_id,
             dense_rank() OVER (PARTITION BY t.empresa_id, t.fecha_negocio
                                ORDER BY coalesce(h.hora_inicio, date_trunc('hour', t.fecha_inicio AT TIME ZONE 'America/Bogota')::time) - interval '6 hours')::int AS turno_n
        FROM turnos t LEFT JOIN horarios h ON h.id = t.horario_id
       WHERE t.empresa_id = ANY(${enteros(ctx.ids)}::int[]) AND t.fecha_negocio BETWEEN ${ctx.desde}::date AND ${ctx.hasta}::date${filtro}),
    vt AS (
      SELECT v.id, v.fecha_negocio, v.turno_id, v.manguera_id, v.tipo_negocio, v.total, v.cantidad, tu.estado AS estado_turno
        FROM tu JOIN ventas v ON v.turno_id = tu.id
       WHERE right(v.estado_movimiento, 3) = '001'),
    vm AS (
      SELECT vt.turno_id, vt.manguera_id, sum(d.cantidad) AS galones, sum(d.cantidad * d.precio) AS bruto
        FROM vt JOIN ventas_detalles d ON d.venta_id = vt.id AND d.fecha_negocio = vt.fecha_negocio
       WHERE vt.manguera_id IS NOT NULL AND vt.estado_turno <> 'A'
       GROUP BY 1, 2),
    hm AS (
      SELECT tm.turno_id, tm.manguera_id, m.producto_id, m.numero AS manguera, s.numero AS surtidor,
             tm.lectura_inicial, tm.lectura_final, tm.galones, tm.calibraciones,
             coalesce(pos.galones, 0) AS galones_pos,
             coalesce(pos.bruto, 0) + (tm.galones - tm.calibraciones - coalesce(pos.galones, 0))
               * coalesce((SELECT pr.precio FROM precios pr WHERE pr.empresa_id = tu.empresa_id AND pr.producto_id = m.producto_id
                              AND pr.vigente_desde <= tu.fecha_fin AND (pr.vigente_hasta IS NULL OR pr.vigente_hasta > tu.fecha_fin)
                            ORDER BY pr.vigente_desde DESC LIMIT 1),
                          pos.bruto / NULLIF(pos.galones, 0)) AS valor
        FROM tu
        JOIN turnos_mangueras tm ON tm.turno_id = tu.id
        JOIN mangueras m ON m.id = tm.manguera_id
        JOIN surtidores s ON s.id = m.surtidor_id
        LEFT JOIN vm pos ON pos.turno_id = tu.id AND pos.manguera_id = tm.manguera_id
       WHERE tu.estado <> 'A'),
    cb AS (
      SELECT turno_id, producto_id, sum(galones) AS galones_medidor, sum(calibraciones) AS calibraciones,
             sum(galones - calibraciones) AS venta_neta, sum(valor) AS valor
        FROM hm GROUP BY 1, 2
      UNION ALL
      SELECT vt.turno_id, d.producto_id, NULL, 0, sum(d.cantidad), sum(d.cantidad * d.precio)
        FROM vt JOIN ventas_detalles d ON d.venta_id = vt.id AND d.fecha_negocio = vt.fecha_negocio
       WHERE vt.estado_turno = 'A' AND vt.tipo_negocio = 'C'
       GROUP BY 1, 2),
    vs AS (
      SELECT vt.turno_id, count(*) AS ventas,
             sum(vt.total) FILTER (WHERE vt.tipo_negocio = 'S') AS canastilla, sum(vt.cantidad) FILTER (WHERE vt.tipo_negocio = 'S') AS unidades_canastilla,
             sum(vt.total) FILTER (WHERE vt.tipo_negocio = 'K') AS kiosco, sum(vt.cantidad) FILTER (WHERE vt.tipo_negocio = 'K') AS unidades_kiosco
        FROM vt
       GROUP BY 1),
    pg AS (
      SELECT vt.turno_id, mp.categoria_conciliacion AS categoria, mp.tipo = 'EFECTIVO' AS efectivo, count(*) AS pagos, sum(p.valor) AS valor
        FROM vt
        JOIN ventas_pagos p ON p.venta_id = vt.id AND p.fecha_negocio = vt.fecha_negocio
        JOIN medios_pago mp ON mp.id = p.medio_pago_id
       GROUP BY 1, 2, 3),
    lq AS (
      SELECT tu.*, c.galones_medidor, c.calibraciones, c.venta_neta, coalesce(c.valor, 0) AS valor_medidor,
             coalesce(vs.ventas, 0) AS ventas, coalesce(vs.canastilla, 0) AS canastilla, coalesce(vs.kiosco, 0) AS kiosco,
             coalesce(p.tarjetas, 0) AS tarjetas, coalesce(p.credito, 0) AS credito, coalesce(p.privada, 0) AS privada,
             coalesce(p.consumo, 0) AS consumo, coalesce(p.no_efectivo, 0) AS no_efectivo,
             tu.total_sobres + coalesce(tu.efectivo_entregado, 0) AS entregado,
             coalesce(c.valor, 0) + coalesce(vs.canastilla, 0) + coalesce(vs.kiosco, 0) - coalesce(p.no_efectivo, 0) AS esperado,
             tu.total_sobres + coalesce(tu.efectivo_entregado, 0)
               - (coalesce(c.valor, 0) + coalesce(vs.canastilla, 0) + coalesce(vs.kiosco, 0) - coalesce(p.no_efectivo, 0)) AS diferencia
        FROM tu
        LEFT JOIN (SELECT turno_id, sum(galones_medidor) AS galones_medidor, sum(calibraciones) AS calibraciones,
                          sum(venta_neta) AS venta_neta, sum(valor) AS valor FROM cb GROUP BY 1) c ON c.turno_id = tu.id
        LEFT JOIN vs ON vs.turno_id = tu.id
        LEFT JOIN (SELECT turno_id,
                          sum(valor) FILTER (WHERE NOT efectivo AND categoria NOT IN ('CREDITO', 'PRIVADA', 'CONSUMO INTERNO')) AS tarjetas,
                          sum(valor) FILTER (WHERE NOT efectivo AND categoria = 'CREDITO') AS credito,
                          sum(valor) FILTER (WHERE NOT efectivo AND categoria = 'PRIVADA') AS privada,
                          sum(valor) FILTER (WHERE NOT efectivo AND categoria = 'CONSUMO INTERNO') AS consumo,
                          sum(valor) FILTER (WHERE NOT efectivo) AS no_efectivo
                     FROM pg GROUP BY 1) p ON p.turno_id = tu.id)`;
}

/** A shift as the sheets name it: `#12 · ISLA 1 · ANA PÉREZ`. */
export const nombreTurno = (turno: SQL, isla: SQL, promotor: SQL): SQL => sql`'#' || ${turno} || ' · ' || ${isla} || ' · ' || ${promotor}`;

/** SOBRANTE, FALTANTE or CUADRADO by the difference as shown (truncated). */
export const resultadoCaja = (diferencia: SQL): SQL =>
  sql`CASE WHEN ${diferencia} > 0 THEN 'SOBRANTE' WHEN ${diferencia} < 0 THEN 'FALTANTE' ELSE 'CUADRADO' END`;
