import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { REPORTE_VENTAS_PLACAS } from '@eds/contracts/reportes/clientes';
import { textoInstante } from '../../../lib/paginar';
import { dividir, enteros, razon, siHay, trunc2 } from '../motor/sql';
import { reporteServidor } from '../motor/tipos';

/**
 * ventas_placas: per station and plate, the valid fuel sales (tipo de negocio C, not annulled) with a plate in the days
 * asked for, read through the `(empresa_id, fecha_negocio)` index of `ventas`. Cantidad is Σ the fuel lines' quantity
 * (gallons, m³ for GNV), Valor Σ their value; with the Producto filter only that product's lines count. Días promedio
 * entre tanqueos = (último − primero) / (tanqueos − 1), empty for a single fill. The customer, fleet and vehicle type
 * are the plate's vehicle's.
 */
export const ventasPlacas = reporteServidor<z.output<typeof REPORTE_VENTAS_PLACAS.filtros>>({
  definicion: REPORTE_VENTAS_PLACAS,
  clave: ['placa'],
  fuente: (ctx) => sql`
    WITH l AS (
      SELECT v.empresa_id, v.id, v.placa, v.fecha, sum(d.cantidad) AS cantidad, sum(d.valor) AS valor
        FROM ventas v
        JOIN ventas_detalles d ON d.venta_id = v.id AND d.fecha_negocio = v.fecha_negocio
        JOIN productos p ON p.id = d.producto_id AND p.tipo_producto_id = 21
       WHERE v.empresa_id = ANY(${enteros(ctx.ids)}::int[]) AND v.fecha_negocio BETWEEN ${ctx.desde}::date AND ${ctx.hasta}::date
         AND v.placa IS NOT NULL AND v.tipo_negocio = 'C' AND right(v.estado_movimiento, 3) = '001'${siHay(
           ctx.filtros.producto,
           sql`d.producto_id = ${ctx.filtros.producto ?? 0}`,
         )}
       GROUP BY v.empresa_id, v.id, v.placa, v.fecha),
    g AS (
      SELECT empresa_id, placa, count(*)::int AS tanqueos, sum(cantidad) AS cantidad, sum(valor) AS valor, min(fecha) AS primero, max(fecha) AS ultimo
        FROM l GROUP BY empresa_id, placa)
    SELECT e.id AS estacion_id, e.alias AS estacion, g.placa, cl.nombre AS cliente, fl.nombre AS flota, vh.tipo_vehiculo,
           g.tanqueos, ${trunc2(sql`g.cantidad`)} AS galones, ${trunc2(sql`g.valor`)} AS valor,
           ${razon(sql`g.cantidad`, sql`g.tanqueos`)} AS galones_tanqueo,
           ${textoInstante(sql`g.primero`)} AS primer_tanqueo, ${textoInstante(sql`g.ultimo`)} AS ultimo_tanqueo,
           ${trunc2(dividir(sql`extract(epoch FROM g.ultimo - g.primero) / 86400`, sql`g.tanqueos - 1`))} AS dias_entre
      FROM g
      JOIN empresas e ON e.id = g.empresa_id
      LEFT JOIN vehiculos vh ON vh.negocio_id = e.negocio_id AND vh.placa = g.placa
      LEFT JOIN clientes cl ON cl.id = vh.cliente_id
      LEFT JOIN flotas fl ON fl.id = vh.flota_id`,
  formulas: {
    galones_tanqueo: (s) => razon(s('galones'), s('tanqueos')),
  },
});
