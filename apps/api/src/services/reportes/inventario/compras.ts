import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { REPORTE_COMPRAS } from '@eds/contracts/reportes/inventario-compras';
import { filas } from '../../../db/client';
import { colorDeCombustible } from '../ventas/combustibles';
import { enteros, siHay, trunc2 } from '../motor/sql';
import { reporteServidor } from '../motor/tipos';

type Filtros = z.output<typeof REPORTE_COMPRAS.filtros>;

/**
 * reporte_compras: the lines of the purchase orders dated in the range (ordered against what their entries received,
 * the suppliers' invoices and guides of those entries gathered on the order's line) and the lines of the entries of
 * the range posted without an order (through the `(empresa_id, fecha_negocio)` index). An entry's line is valued as it
 * was posted; an order's at what it received × its cost. VAT is the line's rate over that subtotal.
 */
export const reporteCompras = reporteServidor<Filtros>({
  definicion: REPORTE_COMPRAS,
  clave: ['clave'],
  fuente: (ctx) => {
    const f = ctx.filtros;
    const ids = enteros(ctx.ids);
    return sql`
      WITH r AS (
        SELECT o.empresa_id, 'O' || d.id AS clave, o.fecha AS dia, o.consecutivo AS orden, o.proveedor_id, d.producto_id, o.bodega_id,
               o.tipo_negocio, d.cantidad AS pedida, d.cantidad_recibida AS recibida, d.costo, d.cantidad_recibida * d.costo AS subtotal,
               d.iva_pct, o.estado, e.facturas, e.guias
          FROM ordenes_compra o JOIN ordenes_compra_detalles d ON d.orden_id = o.id
          LEFT JOIN LATERAL (
               SELECT string_agg(DISTINCT m.factura_proveedor, ', ') AS facturas, string_agg(DISTINCT m.datos ->> 'guia_sicom', ', ') AS guias
                 FROM movimientos_inventario m WHERE m.orden_compra_id = o.id AND m.estado = 'REGISTRADO') e ON true
         WHERE o.empresa_id = ANY(${ids}::int[]) AND o.fecha BETWEEN ${ctx.desde}::date AND ${ctx.hasta}::date
        UNION ALL
        SELECT m.empresa_id, 'E' || d.id, m.fecha_negocio, NULL, m.proveedor_id, d.producto_id, m.bodega_id, m.tipo_negocio, NULL, d.cantidad,
               d.costo_unitario, d.valor, d.iva_pct, m.estado, m.factura_proveedor, m.datos ->> 'guia_sicom'
          FROM movimientos_inventario m JOIN movimientos_inventario_detalles d ON d.movimiento_id = m.id
         WHERE m.empresa_id = ANY(${ids}::int[]) AND m.fecha_negocio BETWEEN ${ctx.desde}::date AND ${ctx.hasta}::date
           AND m.tipo IN ('ENTRADA', 'RECIBO_COMBUSTIBLE') AND m.orden_compra_id IS NULL)
      SELECT e.id AS estacion_id, e.alias AS estacion, r.clave, r.dia::text AS dia, r.orden, r.facturas AS factura, r.guias AS guia,
             pr.razon_social AS proveedor, r.producto_id, p.descripcion AS producto,
             CASE WHEN b.tipo = 'TANQUE' THEN b.id END AS tanque_id,
             ${trunc2(sql`r.pedida`)} AS pedida, ${trunc2(sql`r.recibida`)} AS recibida, ${trunc2(sql`r.recibida - r.pedida`)} AS diferencia,
             ${trunc2(sql`r.costo`)} AS costo_unitario, ${trunc2(sql`r.subtotal`)} AS subtotal,
             ${trunc2(sql`r.subtotal * r.iva_pct / 100`)} AS iva, ${trunc2(sql`r.subtotal * (1 + r.iva_pct / 100)`)} AS total, r.estado
        FROM r
        JOIN empresas e ON e.id = r.empresa_id
        JOIN productos p ON p.id = r.producto_id
        JOIN bodegas b ON b.id = r.bodega_id
        LEFT JOIN proveedores pr ON pr.id = r.proveedor_id
       WHERE true${siHay(f.tipo_negocio, sql`r.tipo_negocio = ${f.tipo_negocio ?? ''}`)}${siHay(f.proveedor, sql`r.proveedor_id = ${f.proveedor ?? 0}`)}${siHay(
         f.producto,
         sql`r.producto_id = ${f.producto ?? 0}`,
       )}${siHay(f.orden, sql`r.orden = ${f.orden ?? 0}`)}${siHay(f.estado, sql`r.estado = ${f.estado ?? ''}`)}`;
  },
  grafico: async (ctx, base) => {
    // The cost per gallon of each fuel received, day by day.
    const r = await filas<{ dia: string; producto: string; combustible_id: number | null; costo: number }>(
      ctx.conn,
      sql`SELECT b.dia, b.producto, p.combustible_id, (sum(b.subtotal) / NULLIF(sum(b.recibida), 0))::float8 AS costo
            FROM (${base}) b JOIN productos p ON p.id = b.producto_id
           WHERE b.tanque_id IS NOT NULL AND b.recibida > 0 GROUP BY b.dia, b.producto, p.combustible_id ORDER BY b.dia, b.producto`,
    );
    const dias = [...new Set(r.map((x) => x.dia))];
    const productos = [...new Map(r.map((x) => [x.producto, x.combustible_id])).entries()];
    return {
      categorias: dias,
      series: productos.map(([producto, combustible]) => ({
        nombre: producto,
        color: colorDeCombustible(combustible),
        datos: dias.map((d) => {
          const x = r.find((y) => y.dia === d && y.producto === producto);
          return x ? Math.trunc(Number(x.costo) * 100) / 100 : null;
        }),
      })),
    };
  },
});
