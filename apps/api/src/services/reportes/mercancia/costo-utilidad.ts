import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { NEGOCIO_DE_REPORTE, REPORTE_COSTO_UTILIDAD_CANASTILLA, REPORTE_COSTO_UTILIDAD_KIOSCO } from '@eds/contracts/reportes/mercancia';
import { filas } from '../../../db/client';
import { filasRollup, ROLLUPS } from '../../dashboard/fuentes';
import { deCategoria } from '../inventario/saldos';
import { enteros, porcentaje, razon, siHay, trunc2 } from '../motor/sql';
import { reporteServidor } from '../motor/tipos';

type Filtros = z.output<typeof REPORTE_COSTO_UTILIDAD_KIOSCO.filtros>;

/**
 * Cost and profit of the kiosk (K) or the store (S): per station and product, the product rollups of that business
 * type (whole months from the monthly table, loose days from the daily one) — value, taxes and the cost frozen on each
 * sale line — so a year costs twelve rows per station and product, never a scan of the sales. The share of the profit
 * is over every row shown (after the negative-margin filter).
 */
function costoUtilidad(definicion: typeof REPORTE_COSTO_UTILIDAD_KIOSCO) {
  const negocio = NEGOCIO_DE_REPORTE[definicion.ruta];
  return reporteServidor<Filtros>({
    definicion,
    clave: ['producto_id'],
    fuente: (ctx) => {
      const f = ctx.filtros;
      const rollup = filasRollup(
        ROLLUPS.productos,
        'empresa_id, tipo_negocio, producto_id, cantidad, valor, impuestos, costo',
        [...ctx.ids],
        ctx,
      );
      return sql`
        WITH r AS (
          SELECT empresa_id, producto_id, sum(cantidad) AS cantidad, sum(valor) AS valor, sum(valor - impuestos) AS base, sum(costo) AS costo
            FROM ${rollup} x WHERE tipo_negocio = ${negocio}${siHay(f.producto, sql`producto_id = ${f.producto ?? 0}`)}
           GROUP BY empresa_id, producto_id),
        v AS (
          SELECT e.id AS estacion_id, e.alias AS estacion, p.id AS producto_id, c.descripcion AS categoria, p.descripcion AS producto,
                 ${trunc2(sql`r.cantidad`)} AS cantidad, ${trunc2(sql`r.valor`)} AS valor, ${razon(sql`r.valor`, sql`r.cantidad`)} AS precio_promedio,
                 ${trunc2(sql`r.base`)} AS base, ${razon(sql`r.costo`, sql`r.cantidad`)} AS costo_promedio, ${trunc2(sql`r.costo`)} AS costo,
                 ${trunc2(sql`r.base - r.costo`)} AS utilidad, ${porcentaje(sql`r.base - r.costo`, sql`r.base`)} AS margen
            FROM r
            JOIN empresas e ON e.id = r.empresa_id
            JOIN productos p ON p.id = r.producto_id
            LEFT JOIN categorias c ON c.id = p.categoria_id
           WHERE e.id = ANY(${enteros(ctx.ids)}::int[])${deCategoria(f.categoria)}${f.margen_negativo === 'S' ? sql` AND r.base - r.costo < 0` : sql``})
        SELECT v.*, ${porcentaje(sql`v.utilidad`, sql`sum(v.utilidad) OVER ()`)} AS participacion FROM v`;
    },
    formulas: {
      precio_promedio: (s) => razon(s('valor'), s('cantidad')),
      costo_promedio: (s) => razon(s('costo'), s('cantidad')),
      margen: (s) => porcentaje(s('utilidad'), s('base')),
      participacion: (s, g) => porcentaje(s('utilidad'), g('utilidad')),
    },
    grafico: async (ctx, base) => {
      // The profit of each category over every station chosen.
      const r = await filas<{ categoria: string | null; utilidad: number }>(
        ctx.conn,
        sql`SELECT categoria, sum(utilidad)::float8 AS utilidad FROM (${base}) b GROUP BY categoria ORDER BY 2 DESC, categoria`,
      );
      return {
        categorias: r.map((x) => x.categoria ?? 'SIN CATEGORÍA'),
        series: [{ nombre: 'Utilidad', color: null, datos: r.map((x) => Number(x.utilidad)) }],
      };
    },
  });
}

export const costoUtilidadKiosco = costoUtilidad(REPORTE_COSTO_UTILIDAD_KIOSCO);
export const costoUtilidadCanastilla = costoUtilidad(REPORTE_COSTO_UTILIDAD_CANASTILLA);
