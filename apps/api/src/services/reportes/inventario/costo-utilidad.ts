import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { REPORTE_COSTO_UTILIDAD_COMBUSTIBLE } from '@eds/contracts/reportes/inventario-costo-utilidad';
import { filas } from '../../../db/client';
import { kardexCombustible } from '../combustible/kardex-combustible';
import { enteros, razon, porcentaje, siHay, trunc2 } from '../motor/sql';
import { reporteServidor } from '../motor/tipos';

type Filtros = z.output<typeof REPORTE_COSTO_UTILIDAD_COMBUSTIBLE.filtros>;

/**
 * costo-utilidad-combustible: the fuel rows of the daily product rollup (valor, taxes and the cost frozen on each sale
 * line), grouped by product and, when asked, by day or month; the over/short of the tanks holding each fuel is
 * kardex-combustible's daily figure, valued at the group's average cost (cost of sale / gallons).
 */
export const costoUtilidadCombustible = reporteServidor<Filtros>({
  definicion: REPORTE_COSTO_UTILIDAD_COMBUSTIBLE,
  clave: ['producto_id', 'dia', 'mes'],
  fuente: (ctx) => {
    const f = ctx.filtros;
    const porDia = f.agrupar.includes('dia');
    const porMes = f.agrupar.includes('mes');
    const dia = porDia ? sql`x.fecha_negocio` : sql`NULL::date`;
    const mes = porMes ? sql`to_char(x.fecha_negocio, 'YYYY-MM')` : sql`NULL::text`;
    const kardex = kardexCombustible.fuente({ ...ctx, filtros: { producto: f.producto ?? null } });
    return sql`
      WITH v AS (
        SELECT x.empresa_id, x.producto_id, ${dia} AS dia, ${mes} AS mes, sum(x.cantidad) AS galones, sum(x.valor) AS valor,
               sum(x.valor - x.impuestos) AS base, sum(x.costo) AS costo
          FROM ventas_resumen_dia x
         WHERE x.empresa_id = ANY(${enteros(ctx.ids)}::int[]) AND x.fecha_negocio BETWEEN ${ctx.desde}::date AND ${ctx.hasta}::date
           AND x.tipo_negocio = 'C'${siHay(f.producto, sql`x.producto_id = ${f.producto ?? 0}`)}
         GROUP BY 1, 2, 3, 4),
      k AS (
        SELECT kx.estacion_id AS empresa_id, b.producto_id, ${porDia ? sql`kx.dia::date` : sql`NULL::date`} AS dia,
               ${porMes ? sql`left(kx.dia, 7)` : sql`NULL::text`} AS mes, sum(kx.diferencia) AS sobrante
          FROM (${kardex}) kx JOIN bodegas b ON b.id = kx.bodega_id
         GROUP BY 1, 2, 3, 4),
      r AS (
        SELECT v.*, k.sobrante, k.sobrante * v.costo / NULLIF(v.galones, 0) AS valorizado
          FROM v LEFT JOIN k ON k.empresa_id = v.empresa_id AND k.producto_id = v.producto_id
                            AND k.dia IS NOT DISTINCT FROM v.dia AND k.mes IS NOT DISTINCT FROM v.mes)
      SELECT e.id AS estacion_id, e.alias AS estacion, r.producto_id, p.descripcion AS producto, r.dia::text AS dia, r.mes,
             ${trunc2(sql`r.galones`)} AS galones, ${trunc2(sql`r.valor`)} AS valor, ${razon(sql`r.valor`, sql`r.galones`)} AS precio_promedio,
             ${trunc2(sql`r.base`)} AS base, ${razon(sql`r.costo`, sql`r.galones`)} AS costo_promedio, ${trunc2(sql`r.costo`)} AS costo,
             ${trunc2(sql`r.base - r.costo`)} AS utilidad, ${razon(sql`r.base - r.costo`, sql`r.galones`)} AS margen_galon,
             ${porcentaje(sql`r.base - r.costo`, sql`r.base`)} AS margen, ${trunc2(sql`r.sobrante`)} AS sobrante,
             ${trunc2(sql`r.valorizado`)} AS sobrante_valorizado, ${trunc2(sql`r.base - r.costo + coalesce(r.valorizado, 0)`)} AS utilidad_ajustada
        FROM r JOIN empresas e ON e.id = r.empresa_id JOIN productos p ON p.id = r.producto_id`;
  },
  formulas: {
    precio_promedio: (s) => razon(s('valor'), s('galones')),
    costo_promedio: (s) => razon(s('costo'), s('galones')),
    margen_galon: (s) => razon(s('utilidad'), s('galones')),
    margen: (s) => porcentaje(s('utilidad'), s('base')),
  },
  grafico: async (ctx, base) => {
    // Margin per gallon of each fuel over the range.
    const r = await filas<{ producto: string; margen: number | null }>(
      ctx.conn,
      sql`SELECT producto, (sum(utilidad) / NULLIF(sum(galones), 0))::float8 AS margen FROM (${base}) b GROUP BY producto_id, producto ORDER BY producto`,
    );
    return {
      categorias: r.map((x) => x.producto),
      series: [
        { nombre: 'Margen/gal', color: null, datos: r.map((x) => (x.margen === null ? null : Math.trunc(Number(x.margen) * 100) / 100)) },
      ],
    };
  },
});
