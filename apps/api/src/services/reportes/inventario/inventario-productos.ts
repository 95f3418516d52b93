import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { sumarDias } from '@eds/contracts/dia-operativo';
import { DIAS_VENTA_INVENTARIO, REPORTE_INVENTARIO_PRODUCTOS } from '@eds/contracts/reportes/inventario-productos';
import { razon, trunc2 } from '../motor/sql';
import { reporteServidor } from '../motor/tipos';
import { bodegasDeEstaciones, costoAlCorte, deCategoria, movimientoDeBodegas } from './saldos';

type Filtros = z.output<typeof REPORTE_INVENTARIO_PRODUCTOS.filtros>;

/**
 * inventario_productos: the goods warehouses of the stations (tanks are inventario_tanques'), the stock at the end of
 * the last day asked for and the sales of the 30 days up to it, both from the inventory rollup (movimientoDeBodegas
 * over those 30 days: its balance before them plus their movement is the stock at the cut-off). The price is the one in
 * force at the cut-off, else the product's list price.
 */
export const inventarioProductos = reporteServidor<Filtros>({
  definicion: REPORTE_INVENTARIO_PRODUCTOS,
  clave: ['bodega_id', 'producto_id'],
  fuente: (ctx) => {
    const f = ctx.filtros;
    const desde = sumarDias(ctx.hasta, -(DIAS_VENTA_INVENTARIO - 1));
    const corte = ctx.instanteHasta.toISOString();
    return sql`
      WITH bs AS (${bodegasDeEstaciones(ctx.ids, { ...f, sinTanques: true })}),
      m AS (${movimientoDeBodegas(ctx.ids, sql`SELECT * FROM bs`, desde, ctx.hasta)}),
      r AS (
        SELECT m.empresa_id, m.bodega_id, m.producto_id, bs.bodega, m.final AS existencia, m.ventas / ${DIAS_VENTA_INVENTARIO}::numeric AS venta_diaria,
               ${costoAlCorte(sql`m.bodega_id`, sql`m.producto_id`, ctx.hasta)} AS costo
          FROM m JOIN bs ON bs.bodega_id = m.bodega_id)
      SELECT e.id AS estacion_id, e.alias AS estacion, r.producto_id, r.bodega_id, p.codigo, p.descripcion AS producto,
             c.descripcion AS categoria, r.bodega, ${trunc2(sql`r.existencia`)} AS existencia, ${trunc2(sql`p.stock_minimo`)} AS minimo,
             ${trunc2(sql`r.costo`)} AS costo_promedio, ${trunc2(sql`r.existencia * coalesce(r.costo, 0)`)} AS valor_costo,
             ${trunc2(sql`pr.precio`)} AS precio, ${trunc2(sql`r.existencia * coalesce(pr.precio, 0)`)} AS valor_venta,
             ${trunc2(sql`r.venta_diaria`)} AS venta_diaria, ${razon(sql`r.existencia`, sql`r.venta_diaria`)} AS dias_inventario
        FROM r
        JOIN empresas e ON e.id = r.empresa_id
        JOIN productos p ON p.id = r.producto_id
        LEFT JOIN categorias c ON c.id = p.categoria_id
        LEFT JOIN LATERAL (
             SELECT coalesce(
               (SELECT x.precio FROM precios x WHERE x.empresa_id = r.empresa_id AND x.producto_id = r.producto_id
                   AND x.vigente_desde < ${corte}::timestamptz AND (x.vigente_hasta IS NULL OR x.vigente_hasta >= ${corte}::timestamptz)
                 ORDER BY x.vigente_desde DESC LIMIT 1), p.precio) AS precio) pr ON true
       WHERE (r.existencia <> 0 OR r.venta_diaria <> 0)${deCategoria(f.categoria)}${
         f.bajo_minimo === 'S' ? sql` AND p.stock_minimo IS NOT NULL AND r.existencia < p.stock_minimo` : sql``
       }`;
  },
});
