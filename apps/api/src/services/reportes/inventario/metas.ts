import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { inicioMes } from '@eds/contracts/dia-operativo';
import { TIPOS_NEGOCIO } from '@eds/contracts/operacion';
import { REPORTE_CUMPLIMIENTO_DIARIO, REPORTE_PRESUPUESTO_VENTA } from '@eds/contracts/reportes/inventario-metas';
import { filas } from '../../../db/client';
import { enteros, porcentaje, trunc2 } from '../motor/sql';
import { reporteServidor, type ContextoReporte } from '../motor/tipos';

/**
 * The goal reports' shared query: per station and day of the month of the last day asked for, the day's goal of the
 * station's general goals (no product or category): the day's part of its stored split in `metas_venta_dias`
 * (UNIFORME, POR DÍA DE SEMANA or MANUAL) times the goal, else the older manual split in `metas_venta.dias`, else the month's goal over its days) and
 * what was sold that day of the business lines that have a goal in the month (the dashboard's rule), from the daily
 * product rollup; running totals over the month. Pesos, or fuel gallons for GALONES goals.
 */
function metaYRealPorDia(ctx: ContextoReporte<unknown>, negocios: readonly string[], unidad: 'VALOR' | 'GALONES'): SQL {
  const desde = inicioMes(ctx.hasta);
  const ids = enteros(ctx.ids);
  const tipos = `{${negocios.join(',')}}`;
  return sql`
    WITH d AS (
      SELECT e.id AS empresa_id, e.alias, x.dia::date AS dia
        FROM empresas e CROSS JOIN generate_series(${desde}::date, (${desde}::date + interval '1 month - 1 day')::date, interval '1 day') x(dia)
       WHERE e.id = ANY(${ids}::int[])),
    m AS (
      SELECT m.id, m.empresa_id, m.tipo_negocio, m.meta, m.dias,
             (SELECT sum(x.valor) FROM metas_venta_dias x WHERE x.meta_id = m.id) AS total_dias FROM metas_venta m
       WHERE m.empresa_id = ANY(${ids}::int[]) AND m.estado = 'A' AND m.unidad = ${unidad}
         AND m.producto_id IS NULL AND m.categoria_id IS NULL
         AND make_date(m.anio, m.mes, 1) = ${desde}::date AND m.tipo_negocio = ANY(${tipos}::char[])),
    v AS (
      SELECT x.empresa_id, x.fecha_negocio AS dia, sum(${unidad === 'GALONES' ? sql`x.cantidad` : sql`x.valor`}) AS real
        FROM ventas_resumen_dia x
       WHERE x.empresa_id = ANY(${ids}::int[]) AND x.fecha_negocio BETWEEN ${desde}::date AND (${desde}::date + interval '1 month - 1 day')::date
         AND EXISTS (SELECT 1 FROM m WHERE m.empresa_id = x.empresa_id AND m.tipo_negocio = x.tipo_negocio)
       GROUP BY 1, 2),
    r AS (
      SELECT d.empresa_id, d.alias, d.dia, extract(day FROM d.dia)::int AS n,
             extract(day FROM (date_trunc('month', d.dia) + interval '1 month - 1 day'))::int AS dias_mes,
             coalesce((SELECT sum(coalesce(m.meta * (SELECT md.valor FROM metas_venta_dias md WHERE md.meta_id = m.id AND md.dia = extract(day FROM d.dia)::int) / nullif(m.total_dias, 0),
                                          (m.dias ->> extract(day FROM d.dia)::int::text)::numeric,
                                          m.meta / extract(day FROM (date_trunc('month', d.dia) + interval '1 month - 1 day'))::numeric))
                         FROM m WHERE m.empresa_id = d.empresa_id), 0) AS meta,
             coalesce(v.real, 0) AS real
        FROM d LEFT JOIN v ON v.empresa_id = d.empresa_id AND v.dia = d.dia)
    SELECT r.*, sum(r.meta) OVER w AS meta_acumulada, sum(r.real) OVER w AS real_acumulado
      FROM r WINDOW w AS (PARTITION BY r.empresa_id ORDER BY r.dia ROWS UNBOUNDED PRECEDING)`;
}

/** A chart of each day's figure (columns) and its goal (line), over every station chosen. */
async function graficoMetas(ctx: ContextoReporte<unknown>, base: SQL, real: string, meta: string, nombres: [string, string]) {
  const r = await filas<{ dia: string; real: number; meta: number }>(
    ctx.conn,
    sql`SELECT dia, sum(${sql.identifier(real)})::float8 AS real, sum(${sql.identifier(meta)})::float8 AS meta FROM (${base}) b GROUP BY dia ORDER BY dia`,
  );
  return {
    categorias: r.map((x) => x.dia),
    series: [
      { nombre: nombres[0], color: null, datos: r.map((x) => Number(x.real)) },
      { nombre: nombres[1], color: null, datos: r.map((x) => Number(x.meta)) },
    ],
  };
}

type FiltrosPresupuesto = z.output<typeof REPORTE_PRESUPUESTO_VENTA.filtros>;

/** pdv/presupuesto_venta: the month's days with the day's budget and execution and their running totals. */
export const presupuestoVenta = reporteServidor<FiltrosPresupuesto>({
  definicion: REPORTE_PRESUPUESTO_VENTA,
  clave: ['dia'],
  fuente: (ctx) => {
    const negocios = ctx.filtros.tipo_negocio ? [ctx.filtros.tipo_negocio] : TIPOS_NEGOCIO;
    return sql`
      SELECT q.empresa_id AS estacion_id, q.alias AS estacion, q.dia::text AS dia, ${trunc2(sql`q.meta`)} AS presupuesto,
             ${trunc2(sql`q.meta_acumulada`)} AS presupuesto_acumulado, ${trunc2(sql`q.real`)} AS ejecutado,
             ${trunc2(sql`q.real_acumulado`)} AS ejecutado_acumulado, ${trunc2(sql`q.real_acumulado - q.meta_acumulada`)} AS diferencia,
             ${porcentaje(sql`q.real_acumulado`, sql`q.meta_acumulada`)} AS cumplimiento
        FROM (${metaYRealPorDia(ctx, negocios, 'VALOR')}) q`;
  },
  formulas: {
    presupuesto_acumulado: (s) => s('presupuesto'),
    ejecutado_acumulado: (s) => s('ejecutado'),
    diferencia: (s) => sql`${s('ejecutado')} - ${s('presupuesto')}`,
    cumplimiento: (s) => porcentaje(s('ejecutado'), s('presupuesto')),
  },
  grafico: (ctx, base) => graficoMetas(ctx, base, 'ejecutado_acumulado', 'presupuesto_acumulado', ['Ejecutado', 'Esperado']),
});

type FiltrosCumplimiento = z.output<typeof REPORTE_CUMPLIMIENTO_DIARIO.filtros>;

/** cuplimiento-diario: the month's days with the day's goal and sales, running totals and the month's projection. */
export const cumplimientoDiario = reporteServidor<FiltrosCumplimiento>({
  definicion: REPORTE_CUMPLIMIENTO_DIARIO,
  clave: ['dia'],
  fuente: (ctx) => {
    const unidad = ctx.filtros.unidad;
    const negocios = unidad === 'GALONES' ? ['C'] : ctx.filtros.tipo_negocio ? [ctx.filtros.tipo_negocio] : TIPOS_NEGOCIO;
    return sql`
      SELECT q.empresa_id AS estacion_id, q.alias AS estacion, q.dia::text AS dia, ${trunc2(sql`q.meta`)} AS meta, ${trunc2(sql`q.real`)} AS real,
             ${porcentaje(sql`q.real`, sql`q.meta`)} AS cumplimiento, ${trunc2(sql`q.meta_acumulada`)} AS meta_acumulada,
             ${trunc2(sql`q.real_acumulado`)} AS real_acumulado, ${porcentaje(sql`q.real_acumulado`, sql`q.meta_acumulada`)} AS cumplimiento_acumulado,
             ${trunc2(sql`q.real_acumulado / q.n * q.dias_mes`)} AS proyeccion
        FROM (${metaYRealPorDia(ctx, negocios, unidad)}) q`;
  },
  formulas: {
    cumplimiento: (s) => porcentaje(s('real'), s('meta')),
    meta_acumulada: (s) => s('meta'),
    real_acumulado: (s) => s('real'),
    cumplimiento_acumulado: (s) => porcentaje(s('real'), s('meta')),
  },
  grafico: (ctx, base) => graficoMetas(ctx, base, 'real', 'meta', ['Real', 'Meta']),
});
