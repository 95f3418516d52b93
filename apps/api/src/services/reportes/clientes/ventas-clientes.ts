import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { REPORTE_CONSUMO_PROPIO, REPORTE_VENTAS_CLIENTES_CONSUMO } from '@eds/contracts/reportes/clientes';
import { textoInstante } from '../../../lib/paginar';
import { enteros, razon, siHay, trunc2 } from '../motor/sql';
import { reporteServidor } from '../motor/tipos';

/**
 * ventas_clientes_consumo: per station and customer, the valid sales with a customer in the days asked for (through the
 * `(empresa_id, fecha_negocio)` index of `ventas`): # Ventas, Galones and Valor combustible (the fuel sales, tipo C),
 * Valor canastilla/kiosco (S and K), Total, Ticket promedio = total / ventas, Última compra. Tipo is the customer's.
 */
export const ventasClientesConsumo = reporteServidor<z.output<typeof REPORTE_VENTAS_CLIENTES_CONSUMO.filtros>>({
  definicion: REPORTE_VENTAS_CLIENTES_CONSUMO,
  clave: ['cliente_id'],
  fuente: (ctx) => sql`
    WITH g AS (
      SELECT v.empresa_id, v.cliente_id, count(*)::int AS ventas,
             coalesce(sum(v.cantidad) FILTER (WHERE v.tipo_negocio = 'C'), 0) AS galones,
             coalesce(sum(v.total) FILTER (WHERE v.tipo_negocio = 'C'), 0) AS combustible,
             coalesce(sum(v.total) FILTER (WHERE v.tipo_negocio <> 'C'), 0) AS tienda,
             sum(v.total) AS total, max(v.fecha) AS ultima
        FROM ventas v
       WHERE v.empresa_id = ANY(${enteros(ctx.ids)}::int[]) AND v.fecha_negocio BETWEEN ${ctx.desde}::date AND ${ctx.hasta}::date
         AND v.cliente_id IS NOT NULL AND right(v.estado_movimiento, 3) = '001'${siHay(
           ctx.filtros.tipo_negocio,
           sql`v.tipo_negocio = ${ctx.filtros.tipo_negocio ?? ''}`,
         )}
       GROUP BY v.empresa_id, v.cliente_id)
    SELECT e.id AS estacion_id, e.alias AS estacion, g.cliente_id, cl.nombre AS cliente, cl.identificacion AS documento, cl.tipo AS tipo_cliente,
           g.ventas, ${trunc2(sql`g.galones`)} AS galones, ${trunc2(sql`g.combustible`)} AS valor_combustible,
           ${trunc2(sql`g.tienda`)} AS valor_tienda, ${trunc2(sql`g.total`)} AS total, ${razon(sql`g.total`, sql`g.ventas`)} AS ticket,
           ${textoInstante(sql`g.ultima`)} AS ultima_compra
      FROM g
      JOIN empresas e ON e.id = g.empresa_id
      JOIN clientes cl ON cl.id = g.cliente_id`,
  formulas: { ticket: (s) => razon(s('total'), s('ventas')) },
});

/**
 * consumo-propio: each line of the valid sales paid (wholly or in part) with a payment method of the CONSUMO INTERNO
 * category in the days asked for, valued at the average cost frozen on the line (costo total = cantidad × costo
 * unitario) with its sale value for reference; Destino is the sale's plate. Internal-consumption stock outputs of the
 * back office are not read yet.
 */
export const consumoPropio = reporteServidor<z.output<typeof REPORTE_CONSUMO_PROPIO.filtros>>({
  definicion: REPORTE_CONSUMO_PROPIO,
  clave: ['linea_id'],
  fuente: (ctx) => sql`
    SELECT e.id AS estacion_id, e.alias AS estacion, d.id::int AS linea_id, ${textoInstante(sql`v.fecha`)} AS fecha,
           coalesce(v.prefijo || '-' || v.consecutivo, v.id::text) AS documento, p.descripcion AS producto,
           ${trunc2(sql`d.cantidad`)} AS cantidad, ${trunc2(sql`d.costo_unitario`)} AS costo_unitario,
           ${trunc2(sql`d.cantidad * d.costo_unitario`)} AS costo_total, ${trunc2(sql`d.valor`)} AS valor_venta,
           v.placa AS destino, cl.nombre AS cliente
      FROM ventas v
      JOIN ventas_detalles d ON d.venta_id = v.id AND d.fecha_negocio = v.fecha_negocio
      JOIN productos p ON p.id = d.producto_id
      JOIN empresas e ON e.id = v.empresa_id
      LEFT JOIN clientes cl ON cl.id = v.cliente_id
     WHERE v.empresa_id = ANY(${enteros(ctx.ids)}::int[]) AND v.fecha_negocio BETWEEN ${ctx.desde}::date AND ${ctx.hasta}::date
       AND right(v.estado_movimiento, 3) = '001'
       AND EXISTS (SELECT 1 FROM ventas_pagos vp JOIN medios_pago m ON m.id = vp.medio_pago_id
                    WHERE vp.venta_id = v.id AND vp.fecha_negocio = v.fecha_negocio AND m.categoria_conciliacion = 'CONSUMO INTERNO')${siHay(
                      ctx.filtros.producto,
                      sql`d.producto_id = ${ctx.filtros.producto ?? 0}`,
                    )}`,
});
