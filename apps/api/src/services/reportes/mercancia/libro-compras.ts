import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { NEGOCIO_DE_REPORTE, REPORTE_LIBRO_COMPRAS_CANASTILLA, REPORTE_LIBRO_COMPRAS_KIOSCO } from '@eds/contracts/reportes/mercancia';
import { enteros, siHay, trunc2 } from '../motor/sql';
import { reporteServidor } from '../motor/tipos';

type Filtros = z.output<typeof REPORTE_LIBRO_COMPRAS_KIOSCO.filtros>;

/**
 * The purchase book of the kiosk (K) or the store (S): the ENTRADA documents of that business type posted in the days
 * asked for (through the `(empresa_id, fecha_negocio)` index), one row each. Subtotal is Σ quantity × cost as posted
 * (the lines' `valor`), VAT each line's rate over its subtotal; both and the total are truncated once per document. An
 * annulled entry keeps its figures and reads ANULADO (the Estado filter leaves it out or shows only those).
 */
function libroCompras(definicion: typeof REPORTE_LIBRO_COMPRAS_KIOSCO) {
  const negocio = NEGOCIO_DE_REPORTE[definicion.ruta];
  return reporteServidor<Filtros>({
    definicion,
    clave: ['movimiento_id'],
    fuente: (ctx) => {
      const f = ctx.filtros;
      return sql`
        WITH m AS (
          SELECT m.id, m.empresa_id, m.fecha_negocio, m.proveedor_id, m.factura_proveedor, m.orden_compra_id, m.consecutivo, m.estado,
                 sum(d.valor) AS subtotal, sum(d.valor * d.iva_pct / 100) AS iva
            FROM movimientos_inventario m JOIN movimientos_inventario_detalles d ON d.movimiento_id = m.id
           WHERE m.empresa_id = ANY(${enteros(ctx.ids)}::int[]) AND m.fecha_negocio BETWEEN ${ctx.desde}::date AND ${ctx.hasta}::date
             AND m.tipo = 'ENTRADA' AND m.tipo_negocio = ${negocio}${siHay(f.proveedor, sql`m.proveedor_id = ${f.proveedor ?? 0}`)}${siHay(
               f.estado,
               sql`m.estado = ${f.estado ?? ''}`,
             )}
           GROUP BY m.id)
        SELECT e.id AS estacion_id, e.alias AS estacion, m.id AS movimiento_id, m.fecha_negocio::text AS dia, m.proveedor_id,
               pr.razon_social AS proveedor, pr.nit, m.factura_proveedor AS factura, o.consecutivo AS orden, m.consecutivo AS entrada,
               ${trunc2(sql`m.subtotal`)} AS subtotal, ${trunc2(sql`m.iva`)} AS iva, ${trunc2(sql`m.subtotal + m.iva`)} AS total, m.estado
          FROM m
          JOIN empresas e ON e.id = m.empresa_id
          LEFT JOIN proveedores pr ON pr.id = m.proveedor_id
          LEFT JOIN ordenes_compra o ON o.id = m.orden_compra_id`;
    },
  });
}

export const libroComprasKiosco = libroCompras(REPORTE_LIBRO_COMPRAS_KIOSCO);
export const libroComprasCanastilla = libroCompras(REPORTE_LIBRO_COMPRAS_CANASTILLA);
