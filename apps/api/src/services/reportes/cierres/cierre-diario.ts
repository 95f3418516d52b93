import { sql, type SQL } from 'drizzle-orm';
import {
  CONCEPTOS_CIERRE as C,
  REPORTE_CIERRE_DIARIO,
  REPORTE_CIERRE_DIARIO_V2,
  REPORTE_CIERRE_DIARIO_V3,
  SECCIONES_CIERRE as S,
} from '@eds/contracts/reportes/cierres';
import { enteros, razon, trunc2 } from '../motor/sql';
import { reporteServidor, type ContextoReporte } from '../motor/tipos';
import { liquidacionTurnos } from './liquidacion';

/**
 * The lines of the day's closing sheet, shared by cierre_diario (summed over the day) and cierre_diario_v2 (one column
 * per shift): after the settlement CTEs (liquidacion.ts), `ns` holds the day's valid sales that name no shift and `ln`
 * one row per station, day, shift slot (`turno_n`, 0 without a shift), section and concept:
 * fuel per product (the meters of closed shifts, what the POS sold for open shifts and for sales without a shift),
 * store and kiosk sales, and payments by reconciliation category. The shifts of a day are those opened in it, with
 * all their sales.
 */
function lineasDelDia(ctx: ContextoReporte<unknown>): SQL {
  return sql`${liquidacionTurnos(ctx)},
    ns AS (
      SELECT v.id, v.empresa_id, v.fecha_negocio AS dia, v.tipo_negocio, v.total, v.cantidad
        FROM ventas v
       WHERE v.empresa_id = ANY(${enteros(ctx.ids)}::int[]) AND v.fecha_negocio BETWEEN ${ctx.desde}::date AND ${ctx.hasta}::date
         AND v.turno_id IS NULL AND right(v.estado_movimiento, 3) = '001'),
    ln AS (
      SELECT tu.empresa_id, tu.dia, tu.turno_n, 1 AS seccion_n, p.descripcion AS concepto,
             cb.galones_medidor, cb.calibraciones, cb.venta_neta, NULL::numeric AS cantidad, cb.valor
        FROM cb JOIN tu ON tu.id = cb.turno_id JOIN productos p ON p.id = cb.producto_id
      UNION ALL
      SELECT ns.empresa_id, ns.dia, 0, 1, p.descripcion, NULL, 0, d.cantidad, NULL, d.cantidad * d.precio
        FROM ns JOIN ventas_detalles d ON d.venta_id = ns.id AND d.fecha_negocio = ns.dia JOIN productos p ON p.id = d.producto_id
       WHERE ns.tipo_negocio = 'C'
      UNION ALL
      SELECT tu.empresa_id, tu.dia, tu.turno_n, 2, CASE WHEN v.tipo_negocio = 'S' THEN ${C.canastilla} ELSE ${C.kiosco} END,
             NULL, NULL, NULL, v.cantidad, v.total
        FROM tu JOIN ventas v ON v.turno_id = tu.id
       WHERE v.tipo_negocio <> 'C' AND right(v.estado_movimiento, 3) = '001'
      UNION ALL
      SELECT ns.empresa_id, ns.dia, 0, 2, CASE WHEN ns.tipo_negocio = 'S' THEN ${C.canastilla} ELSE ${C.kiosco} END,
             NULL, NULL, NULL, ns.cantidad, ns.total
        FROM ns WHERE ns.tipo_negocio <> 'C'
      UNION ALL
      SELECT tu.empresa_id, tu.dia, tu.turno_n, 3, pg.categoria, NULL, NULL, NULL, pg.pagos, pg.valor
        FROM pg JOIN tu ON tu.id = pg.turno_id
      UNION ALL
      SELECT ns.empresa_id, ns.dia, 0, 3, mp.categoria_conciliacion, NULL, NULL, NULL, 1, p.valor
        FROM ns JOIN ventas_pagos p ON p.venta_id = ns.id AND p.fecha_negocio = ns.dia JOIN medios_pago mp ON mp.id = p.medio_pago_id)`;
}

/**
 * `tq`: each tank of the stations on each day of `dias` (empresa_id, dia), read as the fuel kardex reads it: inicial is
 * the last dip of an earlier day, compras the receipts, traslados the net transfers, medidor and calibraciones the
 * shifts closed that day, medido the day's last dip.
 */
const libroTanques = sql`
tq AS (
      SELECT dias.empresa_id, dias.dia, b.descripcion AS concepto,
             (SELECT x.volumen_final FROM tanques_dia x
               WHERE x.empresa_id = b.empresa_id AND x.bodega_id = b.id AND x.fecha_negocio < dias.dia AND x.volumen_final IS NOT NULL
               ORDER BY x.fecha_negocio DESC, x.medido_en DESC NULLS LAST LIMIT 1) AS inicial,
             coalesce(i.entradas, 0) AS compras, coalesce(i.tin, 0) - coalesce(i.tout, 0) AS traslados,
             coalesce(td.medidor, 0) AS medidor, coalesce(td.calibraciones, 0) AS calibraciones, td.medido
        FROM dias JOIN bodegas b ON b.empresa_id = dias.empresa_id AND b.tipo = 'TANQUE'
        LEFT JOIN LATERAL (
             SELECT sum(x.galones_medidor) AS medidor, sum(x.calibraciones) AS calibraciones,
                    (array_agg(x.volumen_final ORDER BY x.medido_en DESC NULLS LAST) FILTER (WHERE x.volumen_final IS NOT NULL))[1] AS medido
               FROM tanques_dia x WHERE x.empresa_id = b.empresa_id AND x.bodega_id = b.id AND x.fecha_negocio = dias.dia) td ON true
        LEFT JOIN LATERAL (
             SELECT sum(x.entradas) AS entradas, sum(x.traslados_entrada) AS tin, sum(x.traslados_salida) AS tout
               FROM inventario_dia x WHERE x.empresa_id = b.empresa_id AND x.bodega_id = b.id AND x.fecha_negocio = dias.dia) i ON true)`;

const seccion = (n: number) => [S.combustible, S.tienda, S.pagos, S.sobres, S.tanques, S.firmas][n - 1];
const SECCION_SQL = sql.raw(`CASE seccion_n ${[1, 2, 3, 4, 5, 6].map((n) => `WHEN ${n} THEN '${seccion(n)}'`).join(' ')} END`);

/**
 * cierre_diario: the closing sheet of each station and day asked for, section by section — fuel per product
 * (Galones medidor, Calibraciones, Venta neta, Precio promedio = valor / venta neta, Valor) and TOTAL COMBUSTIBLE;
 * CANASTILLA and KIOSCO (units, value) and TOTAL VENTA; payments by category and their total; each promoter's envelopes,
 * hand-over, expected cash and difference; each tank's book (the kardex's reading: inicial = the last dip of an
 * earlier day, BOOK = inicial + compras + calibraciones + traslados − galones medidor, over/short = medido − BOOK);
 * and the two signature lines. Lines are truncated once; a section's TOTAL adds its lines as shown.
 */
export const cierreDiario = reporteServidor<Record<string, never>>({
  definicion: REPORTE_CIERRE_DIARIO,
  clave: ['seccion_n', 'linea_n', 'concepto'],
  fuente: (ctx) => sql`
    WITH ${lineasDelDia(ctx)},
    pr AS (
      SELECT empresa_id, dia, seccion_n, 1 AS linea_n, concepto,
             ${trunc2(sql`sum(galones_medidor)`)} AS galones_medidor, ${trunc2(sql`sum(calibraciones)`)} AS calibraciones,
             ${trunc2(sql`sum(venta_neta)`)} AS venta_neta, ${razon(sql`sum(valor)`, sql`sum(venta_neta)`)} AS precio_promedio,
             ${trunc2(sql`sum(cantidad)`)} AS cantidad, ${trunc2(sql`sum(valor)`)} AS valor
        FROM ln GROUP BY empresa_id, dia, seccion_n, concepto),
    tot AS (
      SELECT empresa_id, dia, seccion_n, 9 AS linea_n,
             CASE seccion_n WHEN 1 THEN ${C.totalCombustible} WHEN 2 THEN ${C.totalVenta} ELSE ${C.totalPagos} END AS concepto,
             sum(galones_medidor) AS galones_medidor, sum(calibraciones) AS calibraciones, sum(venta_neta) AS venta_neta,
             ${razon(sql`sum(valor)`, sql`sum(venta_neta)`)} AS precio_promedio,
             CASE WHEN seccion_n = 2 THEN NULL ELSE sum(cantidad) END AS cantidad,
             sum(valor) + CASE WHEN seccion_n = 2
                               THEN coalesce((SELECT sum(x.valor) FROM pr x WHERE x.empresa_id = pr.empresa_id AND x.dia = pr.dia AND x.seccion_n = 1), 0)
                               ELSE 0 END AS valor
        FROM pr GROUP BY empresa_id, dia, seccion_n),
    so AS (
      SELECT lq.empresa_id, lq.dia, 4 AS seccion_n, 1 AS linea_n, trim(pe.nombres || ' ' || pe.apellidos) AS concepto,
             sum(lq.num_sobres) AS cantidad, ${trunc2(sql`sum(lq.entregado)`)} AS valor,
             ${trunc2(sql`sum(lq.esperado)`)} AS esperado, ${trunc2(sql`sum(lq.diferencia)`)} AS diferencia_efectivo
        FROM lq JOIN promotores p ON p.id = lq.promotor_id JOIN personas pe ON pe.id = p.persona_id
       GROUP BY 1, 2, 5),
    dias AS (SELECT empresa_id, dia FROM ln UNION SELECT empresa_id, dia FROM lq),
    ${libroTanques},
    lineas AS (
      SELECT empresa_id, dia, seccion_n, linea_n, concepto, galones_medidor, calibraciones, venta_neta, precio_promedio, cantidad, valor,
             NULL::numeric AS esperado, NULL::numeric AS diferencia_efectivo,
             NULL::numeric AS inicial, NULL::numeric AS compras, NULL::numeric AS book, NULL::numeric AS medido, NULL::numeric AS diferencia
        FROM pr
      UNION ALL
      SELECT empresa_id, dia, seccion_n, linea_n, concepto, galones_medidor, calibraciones, venta_neta, precio_promedio, cantidad, valor,
             NULL, NULL, NULL, NULL, NULL, NULL, NULL
        FROM tot
      UNION ALL
      SELECT empresa_id, dia, seccion_n, linea_n, concepto, NULL, NULL, NULL, NULL, cantidad, valor, esperado, diferencia_efectivo,
             NULL, NULL, NULL, NULL, NULL
        FROM so
      UNION ALL
      SELECT empresa_id, dia, 5, 1, concepto, ${trunc2(sql`medidor`)}, ${trunc2(sql`calibraciones`)}, NULL, NULL, NULL, NULL, NULL, NULL,
             ${trunc2(sql`inicial`)}, ${trunc2(sql`compras`)}, ${trunc2(sql`inicial + compras + calibraciones + traslados - medidor`)},
             ${trunc2(sql`medido`)}, ${trunc2(sql`medido - (inicial + compras + calibraciones + traslados - medidor)`)}
        FROM tq
      UNION ALL
      SELECT dias.empresa_id, dias.dia, 6, f.n, f.concepto, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL
        FROM dias CROSS JOIN (VALUES (1, ${C.elaborado}), (2, ${C.revisado})) f(n, concepto))
    SELECT e.id AS estacion_id, e.alias AS estacion, l.dia::text AS dia, l.seccion_n, l.linea_n, ${SECCION_SQL} AS seccion, l.concepto,
           l.galones_medidor, l.calibraciones, l.venta_neta, l.precio_promedio, l.cantidad, l.valor, l.esperado, l.diferencia_efectivo,
           l.inicial, l.compras, l.book, l.medido, l.diferencia
      FROM lineas l JOIN empresas e ON e.id = l.empresa_id`,
});

/** The v2 lines of a station and day: each concept and unit with its value per shift slot. */
const TURNOS_V2 = [1, 2, 3] as const;

/**
 * cierre_diario_v2: the sheet's lines with one column per shift of the day (Turno 1, 2, 3, then 4 and later together),
 * the sales that name no shift apart, and the total: fuel per product in gallons (venta neta) and in pesos, CANASTILLA
 * and KIOSCO, payments by category (RECAUDO and CONSUMO INTERNO always listed), and the cash: envelopes, final
 * hand-over, expected and difference. Each cell is truncated once; the total is the line's own sum, truncated once.
 */
export const cierreDiarioV2 = reporteServidor<Record<string, never>>({
  definicion: REPORTE_CIERRE_DIARIO_V2,
  clave: ['seccion_n', 'linea_n', 'concepto', 'unidad'],
  fuente: (ctx) => {
    const columna = (filtro: SQL) => trunc2(sql`coalesce(sum(x.valor) FILTER (WHERE ${filtro}), 0)`);
    return sql`
      WITH ${lineasDelDia(ctx)},
      dias AS (SELECT empresa_id, dia FROM ln UNION SELECT empresa_id, dia FROM lq),
      x AS (
        SELECT empresa_id, dia, turno_n, 1 AS seccion_n, 1 AS linea_n, concepto, 'gal' AS unidad, venta_neta AS valor FROM ln WHERE seccion_n = 1
        UNION ALL
        SELECT empresa_id, dia, turno_n, 1, 2, concepto, '$', valor FROM ln WHERE seccion_n = 1
        UNION ALL
        SELECT empresa_id, dia, turno_n, 2, 1, concepto, '$', valor FROM ln WHERE seccion_n = 2
        UNION ALL
        SELECT empresa_id, dia, turno_n, 3, 1, concepto, '$', valor FROM ln WHERE seccion_n = 3
        UNION ALL
        SELECT dias.empresa_id, dias.dia, 0, 3, 1, c.concepto, '$', 0 FROM dias CROSS JOIN (VALUES ('RECAUDO'), ('CONSUMO INTERNO')) c(concepto)
        UNION ALL
        SELECT lq.empresa_id, lq.dia, lq.turno_n, 4, c.n, c.concepto, '$',
               CASE c.n WHEN 1 THEN lq.total_sobres WHEN 2 THEN coalesce(lq.efectivo_entregado, 0) WHEN 3 THEN lq.esperado ELSE lq.diferencia END
          FROM lq CROSS JOIN (VALUES (1, ${C.sobres}), (2, ${C.entregaFinal}), (3, ${C.esperado}), (4, ${C.diferencia})) c(n, concepto))
      SELECT e.id AS estacion_id, e.alias AS estacion, x.dia::text AS dia, x.seccion_n, x.linea_n,
             CASE x.seccion_n WHEN 1 THEN ${S.combustible} WHEN 2 THEN ${S.tienda} WHEN 3 THEN ${S.pagos} ELSE ${S.caja} END AS seccion,
             x.concepto, x.unidad,
             ${sql.join(
               TURNOS_V2.map((n) => sql`${columna(sql`x.turno_n = ${n}`)} AS ${sql.identifier(`turno_${n}`)}`),
               sql`, `,
             )},
             ${columna(sql`x.turno_n >= 4`)} AS turno_4, ${columna(sql`x.turno_n = 0`)} AS sin_turno,
             ${trunc2(sql`coalesce(sum(x.valor), 0)`)} AS total
        FROM x JOIN empresas e ON e.id = x.empresa_id
       GROUP BY e.id, e.alias, x.dia, x.seccion_n, x.linea_n, x.concepto, x.unidad`;
  },
});

/**
 * cierre_diario_v3: one row per station and day with the sheet's totals — gallons (venta neta) and fuel value as
 * cierre_diario gives them, CANASTILLA and KIOSCO, the shifts' expected cash, hand-over and difference, the tanks'
 * over/short (null when no tank could be booked) — and the state of the day: SIN TURNOS, ABIERTO while a shift of it
 * is open, else CERRADO. Each figure is truncated once per row.
 */
export const cierreDiarioV3 = reporteServidor<Record<string, never>>({
  definicion: REPORTE_CIERRE_DIARIO_V3,
  clave: ['dia'],
  fuente: (ctx) => sql`
    WITH ${lineasDelDia(ctx)},
    dias AS (SELECT empresa_id, dia FROM ln UNION SELECT empresa_id, dia FROM lq),
    ${libroTanques},
    v AS (
      SELECT empresa_id, dia, sum(venta_neta) FILTER (WHERE seccion_n = 1) AS galones, sum(valor) FILTER (WHERE seccion_n = 1) AS combustible,
             sum(valor) FILTER (WHERE seccion_n = 2 AND concepto = ${C.canastilla}) AS canastilla,
             sum(valor) FILTER (WHERE seccion_n = 2 AND concepto = ${C.kiosco}) AS kiosco
        FROM ln GROUP BY 1, 2),
    c AS (
      SELECT empresa_id, dia, count(*) AS turnos, count(*) FILTER (WHERE estado = 'A') AS abiertos,
             sum(esperado) AS esperado, sum(entregado) AS entregado, sum(diferencia) AS diferencia
        FROM lq GROUP BY 1, 2),
    t AS (
      SELECT empresa_id, dia, sum(medido - (inicial + compras + calibraciones + traslados - medidor)) AS diferencia
        FROM tq GROUP BY 1, 2)
    SELECT e.id AS estacion_id, e.alias AS estacion, d.dia::text AS dia,
           ${trunc2(sql`coalesce(v.galones, 0)`)} AS galones, ${trunc2(sql`coalesce(v.combustible, 0)`)} AS venta_combustible,
           ${trunc2(sql`coalesce(v.canastilla, 0)`)} AS canastilla, ${trunc2(sql`coalesce(v.kiosco, 0)`)} AS kiosco,
           ${trunc2(sql`coalesce(v.combustible, 0) + coalesce(v.canastilla, 0) + coalesce(v.kiosco, 0)`)} AS total,
           ${trunc2(sql`coalesce(c.esperado, 0)`)} AS esperado, ${trunc2(sql`coalesce(c.entregado, 0)`)} AS entregado,
           ${trunc2(sql`coalesce(c.diferencia, 0)`)} AS diferencia_efectivo, ${trunc2(sql`t.diferencia`)} AS diferencia,
           CASE WHEN c.turnos IS NULL THEN 'SIN TURNOS' WHEN c.abiertos > 0 THEN 'ABIERTO' ELSE 'CERRADO' END AS estado
      FROM dias d
      JOIN empresas e ON e.id = d.empresa_id
      LEFT JOIN v ON v.empresa_id = d.empresa_id AND v.dia = d.dia
      LEFT JOIN c ON c.empresa_id = d.empresa_id AND c.dia = d.dia
      LEFT JOIN t ON t.empresa_id = d.empresa_id AND t.dia = d.dia`,
});
