import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { ESTADOS_RECIBO, REPORTE_DIFERENCIA_RECIBO, TOLERANCIA_RECIBO } from '@eds/contracts/reportes/inventario-diferencia-recibo';
import { textoInstante } from '../../../lib/paginar';
import { enteros, porcentaje, siHay, trunc2 } from '../motor/sql';
import { reporteServidor } from '../motor/tipos';

type Filtros = z.output<typeof REPORTE_DIFERENCIA_RECIBO.filtros>;
const [OK, FUERA, SIN_LECTURA] = ESTADOS_RECIBO;

/**
 * diferencia-recibo: the fuel deliveries of the business days asked for (documents into a tank, through the
 * `(empresa_id, fecha_negocio)` index). Invoiced gallons are the guide's `volumen_facturado` when the document carries
 * it, else the quantity entered. The dips are the tank's last reading at or before the delivery and its first one after
 * (or the `medido_antes` / `medido_despues` the document carries); the sale during the unloading is what the POS sold
 * from the tank between those two readings. Recibidos = después − antes + venta; Diferencia = recibidos − facturados.
 */
export const diferenciaRecibo = reporteServidor<Filtros>({
  definicion: REPORTE_DIFERENCIA_RECIBO,
  clave: ['movimiento_id', 'producto_id'],
  fuente: (ctx) => {
    const f = ctx.filtros;
    const tolerancia = f.tolerancia ?? TOLERANCIA_RECIBO;
    const diferencia = sql`(k.despues - k.antes + k.venta - k.facturados)`;
    const pct = sql`(${diferencia}::numeric / NULLIF(k.facturados, 0) * 100)`;
    return sql`
      WITH r AS (
        SELECT m.id AS movimiento_id, m.empresa_id, m.fecha, m.fecha_negocio, m.bodega_id, d.producto_id, m.proveedor_id,
               concat_ws(' / ', m.factura_proveedor, m.datos ->> 'guia_sicom') AS factura,
               coalesce((m.datos ->> 'volumen_facturado')::numeric, d.cantidad) AS facturados, d.costo_unitario,
               (m.datos ->> 'medido_antes')::numeric AS antes_doc, (m.datos ->> 'medido_despues')::numeric AS despues_doc
          FROM movimientos_inventario m
          JOIN bodegas b ON b.id = m.bodega_id AND b.tipo = 'TANQUE'
          JOIN movimientos_inventario_detalles d ON d.movimiento_id = m.id
         WHERE m.empresa_id = ANY(${enteros(ctx.ids)}::int[]) AND m.fecha_negocio BETWEEN ${ctx.desde}::date AND ${ctx.hasta}::date
           AND m.tipo IN ('ENTRADA', 'RECIBO_COMBUSTIBLE') AND m.estado = 'REGISTRADO'
               ${siHay(f.tanque, sql`m.bodega_id = ${f.tanque ?? 0}`)}${siHay(f.producto, sql`d.producto_id = ${f.producto ?? 0}`)}${siHay(
                 f.proveedor,
                 sql`m.proveedor_id = ${f.proveedor ?? 0}`,
               )}),
      l AS (
        SELECT r.*,
               a.fecha AS antes_en, a.volumen AS antes_lectura, p.fecha AS despues_en, p.volumen AS despues_lectura
          FROM r
          LEFT JOIN LATERAL (SELECT lt.fecha, lt.volumen FROM lecturas_tanque lt WHERE lt.bodega_id = r.bodega_id AND lt.fecha <= r.fecha
                              ORDER BY lt.fecha DESC, lt.id DESC LIMIT 1) a ON true
          LEFT JOIN LATERAL (SELECT lt.fecha, lt.volumen FROM lecturas_tanque lt WHERE lt.bodega_id = r.bodega_id AND lt.fecha > r.fecha
                              ORDER BY lt.fecha, lt.id LIMIT 1) p ON true),
      k AS (
        SELECT l.*, coalesce(l.antes_doc, l.antes_lectura) AS antes, coalesce(l.despues_doc, l.despues_lectura) AS despues,
               coalesce((SELECT sum(vd.cantidad) FROM ventas v JOIN ventas_detalles vd ON vd.venta_id = v.id AND vd.fecha_negocio = v.fecha_negocio
                          WHERE v.empresa_id = l.empresa_id AND v.fecha_negocio BETWEEN l.fecha_negocio - 1 AND l.fecha_negocio + 1
                            AND v.fecha > l.antes_en AND v.fecha < l.despues_en AND vd.bodega_id = l.bodega_id), 0) AS venta
          FROM l),
      c AS (
        SELECT k.*, ${pct} AS pct, ${diferencia} AS dif FROM k)
      SELECT e.id AS estacion_id, e.alias AS estacion, c.movimiento_id::int AS movimiento_id, c.fecha_negocio::text AS dia,
             ${textoInstante(sql`c.fecha`)} AS fecha, c.bodega_id, c.producto_id, b.descripcion AS tanque, p.descripcion AS producto,
             pr.razon_social AS proveedor, nullif(c.factura, '') AS factura,
             ${trunc2(sql`c.facturados`)} AS facturados, ${trunc2(sql`c.antes`)} AS medido_antes, ${trunc2(sql`c.despues`)} AS medido_despues,
             ${trunc2(sql`c.venta`)} AS venta_descargue, ${trunc2(sql`c.despues - c.antes + c.venta`)} AS recibidos,
             ${trunc2(sql`c.dif`)} AS diferencia, ${trunc2(sql`c.pct`)} AS porcentaje, c.costo_unitario,
             ${trunc2(sql`c.dif * c.costo_unitario`)} AS valor_diferencia,
             CASE WHEN c.dif IS NULL THEN ${SIN_LECTURA}::text WHEN abs(coalesce(c.pct, 0)) <= ${tolerancia} THEN ${OK}::text ELSE ${FUERA}::text END AS estado
        FROM c
        JOIN empresas e ON e.id = c.empresa_id
        JOIN bodegas b ON b.id = c.bodega_id
        JOIN productos p ON p.id = c.producto_id
        LEFT JOIN proveedores pr ON pr.id = c.proveedor_id
       WHERE true${f.fuera_tolerancia === 'S' ? sql` AND c.dif IS NOT NULL AND abs(coalesce(c.pct, 0)) > ${tolerancia}` : sql``}`;
  },
  formulas: {
    porcentaje: (s) => porcentaje(s('diferencia'), s('facturados')),
  },
});
