import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { ESTADOS_CONTROL_BALANCE, REPORTE_BALANCE_OPERATIVO } from '@eds/contracts/reportes/inventario-balance-operativo';
import { NOMBRE_TIPO_NEGOCIO } from '@eds/contracts/operacion';
import { kardexCombustible } from '../combustible/kardex-combustible';
import { enteros, porcentaje, trunc2 } from '../motor/sql';
import { reporteServidor } from '../motor/tipos';
import { cifrasBalance } from './balance';

type Filtros = z.output<typeof REPORTE_BALANCE_OPERATIVO.filtros>;
const [CUADRA, DESCUADRE] = ESTADOS_CONTROL_BALANCE;

/**
 * balance-operativo: the lines of each station's statement, one UNION of small aggregates over rollups — the daily
 * product rollup (sales, cost), the daily payments rollup by payment method and its reconciliation category, the
 * balances' cash and totals (balance.ts) and kardex-combustible's rows (the fuel book per tank and day). Each figure is
 * truncated once.
 */
export const balanceOperativo = reporteServidor<Filtros>({
  definicion: REPORTE_BALANCE_OPERATIVO,
  clave: ['orden'],
  fuente: (ctx) => {
    const ids = enteros(ctx.ids);
    const negocio = sql.raw(
      `CASE v.tipo_negocio ${Object.entries(NOMBRE_TIPO_NEGOCIO)
        .map(([k, v]) => `WHEN '${k}' THEN '${v}'`)
        .join(' ')} END`,
    );
    const kardex = kardexCombustible.fuente({ ...ctx, filtros: {} });
    return sql`
      WITH ventas AS (
        SELECT x.empresa_id, x.tipo_negocio, x.producto_id, sum(x.cantidad) AS cantidad, sum(x.valor) AS valor,
               sum(x.valor - x.impuestos) AS base, sum(x.costo) AS costo
          FROM ventas_resumen_dia x WHERE x.empresa_id = ANY(${ids}::int[]) AND x.fecha_negocio BETWEEN ${ctx.desde}::date AND ${ctx.hasta}::date
         GROUP BY 1, 2, 3),
      pagos AS (
        SELECT x.empresa_id, mp.categoria_conciliacion AS categoria, mp.descripcion AS medio, sum(x.valor) AS valor
          FROM ventas_pagos_dia x JOIN medios_pago mp ON mp.id = x.medio_pago_id
         WHERE x.empresa_id = ANY(${ids}::int[]) AND x.fecha_negocio BETWEEN ${ctx.desde}::date AND ${ctx.hasta}::date
         GROUP BY 1, 2, 3),
      caja AS (
        SELECT empresa_id, sum(esperado) AS esperado, sum(entregado) AS entregado
          FROM (${cifrasBalance(ctx, { ids: ctx.ids, desde: ctx.desde, hasta: ctx.hasta }, 'dia')}) c GROUP BY 1),
      k AS (SELECT * FROM (${kardex}) kx),
      libro AS (
        SELECT k.estacion_id AS empresa_id, k.producto,
               sum(k.inicial) FILTER (WHERE k.dia = ${ctx.desde}) AS inicial, sum(k.compras) AS compras, sum(k.calibraciones) AS calibraciones,
               sum(k.traslados_entrada - k.traslados_salida) AS traslados, sum(k.galones_medidor) AS medidor,
               sum(k.medido) FILTER (WHERE k.dia = ${ctx.hasta}) AS medido, sum(k.diferencia) AS diferencia
          FROM k GROUP BY 1, 2),
      t AS (SELECT empresa_id, sum(valor) AS total, sum(base) AS base, sum(costo) AS costo FROM ventas GROUP BY 1),
      pg AS (SELECT empresa_id, sum(valor) FILTER (WHERE categoria <> 'RECAUDO') AS pagado, sum(valor) FILTER (WHERE categoria = 'CREDITO') AS credito,
                    sum(valor) FILTER (WHERE categoria = 'RECAUDO') AS recaudos FROM pagos GROUP BY 1),
      l AS (
        SELECT v.empresa_id, 100 AS bloque, ${negocio} || ' · ' || p.descripcion AS concepto, 'Ventas' AS seccion,
               v.cantidad, v.valor, NULL::numeric AS pct, NULL::text AS estado, NULL::text AS k
          FROM ventas v JOIN productos p ON p.id = v.producto_id
        UNION ALL SELECT empresa_id, 199, 'Venta total', 'Ventas', NULL, total, NULL, NULL, NULL FROM t
        UNION ALL SELECT empresa_id, 200, categoria || ' · ' || medio, 'Medios de pago', NULL, valor, NULL, NULL, NULL FROM pagos
        UNION ALL SELECT empresa_id, 301, 'Base', 'Costo y utilidad', NULL, base, NULL, NULL, NULL FROM t
        UNION ALL SELECT empresa_id, 302, 'Costo', 'Costo y utilidad', NULL, costo, NULL, NULL, NULL FROM t
        UNION ALL SELECT empresa_id, 303, 'Utilidad', 'Costo y utilidad', NULL, base - costo, ${porcentaje(sql`base - costo`, sql`base`)}, NULL, NULL FROM t
        UNION ALL SELECT empresa_id, 400, producto || ' · ' || nombre, 'Inventario combustible', cantidad, NULL, NULL, NULL, producto || '|' || n
          FROM libro CROSS JOIN LATERAL (VALUES (1, 'Inventario inicial', inicial), (2, 'Compras', compras), (3, 'Calibraciones', calibraciones),
               (4, 'Traslados (neto)', traslados), (5, 'Galones medidor', medidor),
               (6, 'BOOK', inicial + compras + calibraciones + traslados - medidor), (7, 'Medido final', medido), (8, 'Sobrante/Faltante', diferencia)) f(n, nombre, cantidad)
        UNION ALL SELECT empresa_id, 501, 'Efectivo esperado', 'Caja', NULL, esperado, NULL, NULL, NULL FROM caja
        UNION ALL SELECT empresa_id, 502, 'Entregado', 'Caja', NULL, entregado, NULL, NULL, NULL FROM caja
        UNION ALL SELECT empresa_id, 503, 'Diferencia', 'Caja', NULL, entregado - esperado, NULL, NULL, NULL FROM caja
        UNION ALL SELECT empresa_id, 601, 'Ventas a crédito', 'Cartera', NULL, coalesce(credito, 0), NULL, NULL, NULL FROM pg
        UNION ALL SELECT empresa_id, 602, 'Recaudos', 'Cartera', NULL, coalesce(recaudos, 0), NULL, NULL, NULL FROM pg
        UNION ALL SELECT t.empresa_id, 700, 'Venta total − medios de pago (sin recaudos)', 'Control', NULL, t.total - coalesce(pg.pagado, 0), NULL,
               CASE WHEN t.total - coalesce(pg.pagado, 0) = 0 THEN ${CUADRA}::text ELSE ${DESCUADRE}::text END, NULL
          FROM t LEFT JOIN pg ON pg.empresa_id = t.empresa_id)
      SELECT e.id AS estacion_id, e.alias AS estacion,
             (row_number() OVER (PARTITION BY l.empresa_id ORDER BY l.bloque, coalesce(l.k, l.concepto)))::int AS orden,
             l.seccion, l.concepto, ${trunc2(sql`l.cantidad`)} AS cantidad, ${trunc2(sql`l.valor`)} AS valor, l.pct AS porcentaje, l.estado
        FROM l JOIN empresas e ON e.id = l.empresa_id`;
  },
});
