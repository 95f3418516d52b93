import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { REPORTE_VENTAS_PRODUCTOS } from '@eds/contracts/reportes/ventas-productos';
import { filas } from '../../../db/client';
import { filasRollup, ROLLUPS } from '../../dashboard/fuentes';
import { enteros, porcentaje, razon, siHay, trunc2 } from '../motor/sql';
import { reporteServidor } from '../motor/tipos';

type Filtros = z.output<typeof REPORTE_VENTAS_PRODUCTOS.filtros>;

/**
 * ventas_productos: per station and product, the product rollups (whole months from the monthly table, loose days
 * from the daily one), so a year costs twelve rows per station and product. The share is over every row shown.
 */
export const ventasProductos = reporteServidor<Filtros>({
  definicion: REPORTE_VENTAS_PRODUCTOS,
  clave: ['producto_id'],
  fuente: (ctx) => {
    const f = ctx.filtros;
    const rollup = filasRollup(ROLLUPS.productos, 'empresa_id, tipo_negocio, producto_id, cantidad, valor, impuestos', [...ctx.ids], ctx);
    return sql`
      WITH r AS (
        SELECT empresa_id, producto_id, sum(cantidad) AS cantidad, sum(valor) AS valor, sum(impuestos) AS impuestos
          FROM ${rollup} x WHERE true${siHay(f.tipo_negocio, sql`tipo_negocio = ${f.tipo_negocio ?? ''}`)}${siHay(f.producto, sql`producto_id = ${f.producto ?? 0}`)}
         GROUP BY empresa_id, producto_id)
      SELECT e.id AS estacion_id, e.alias AS estacion, p.id AS producto_id, p.codigo, p.descripcion AS producto,
             c.descripcion AS categoria, u.abreviatura AS unidad,
             ${trunc2(sql`r.cantidad`)} AS cantidad,
             ${trunc2(sql`r.valor - r.impuestos`)} AS base,
             ${trunc2(sql`r.impuestos`)} AS impuestos,
             ${trunc2(sql`r.valor`)} AS valor,
             ${razon(sql`r.valor`, sql`r.cantidad`)} AS precio_promedio,
             ${porcentaje(sql`r.valor`, sql`sum(r.valor) OVER ()`)} AS participacion
        FROM r
        JOIN empresas e ON e.id = r.empresa_id
        JOIN productos p ON p.id = r.producto_id
        LEFT JOIN categorias c ON c.id = p.categoria_id
        LEFT JOIN unidades u ON u.id = p.unidad_id
       WHERE e.id = ANY(${enteros(ctx.ids)}::int[])${siHay(f.categoria, sql`(p.categoria_id = ${f.categoria ?? 0} OR c.padre_id = ${f.categoria ?? 0})`)}`;
  },
  formulas: {
    precio_promedio: (s) => razon(s('valor'), s('cantidad')),
    participacion: (s, g) => porcentaje(s('valor'), g('valor')),
  },
  grafico: async (ctx, base) => {
    // The top ten products of every station chosen, as the dashboard's top-selling widget reads them.
    const r = await filas<{ producto: string; valor: number }>(
      ctx.conn,
      sql`SELECT producto, sum(valor)::float8 AS valor FROM (${base}) b GROUP BY producto_id, producto ORDER BY 2 DESC, producto LIMIT 10`,
    );
    return { categorias: r.map((f) => f.producto), series: [{ nombre: 'Valor', color: null, datos: r.map((f) => Number(f.valor)) }] };
  },
});
