import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { diaOperativo } from '@eds/contracts/dia-operativo';
import { REPORTE_PRODUCTOS_EMPRESA } from '@eds/contracts/reportes/mercancia';
import { deCategoria } from '../inventario/saldos';
import { enteros, porcentaje, siHay, trunc2 } from '../motor/sql';
import { reporteServidor } from '../motor/tipos';

type Filtros = z.output<typeof REPORTE_PRODUCTOS_EMPRESA.filtros>;

/**
 * productos_empresa: the catalogue as each station chosen has it now (REPORTS.md: "there is no date range"; the
 * engine's days only title the files). Every product of the station's business, with the station's price in force
 * (else the list price), the station's own special price in force today (one not tied to a customer or a fleet), the
 * percentage taxes, the stock of the station's warehouses and their average cost weighted by that stock (the
 * `existencias` rows; the last known average where nothing is in stock). Margen % is over the price without the taxes
 * included in it: (price − per-unit taxes) / (1 + Σ % / 100).
 */
export const productosEmpresa = reporteServidor<Filtros>({
  definicion: REPORTE_PRODUCTOS_EMPRESA,
  clave: ['producto_id'],
  fuente: (ctx) => {
    const f = ctx.filtros;
    const ahora = ctx.ahora.toISOString();
    const hoy = diaOperativo(ctx.ahora);
    return sql`
      WITH r AS (
        SELECT e.id AS empresa_id, e.alias, p.id AS producto_id, p.codigo, p.descripcion, p.tipo_producto_id, p.clase_producto_id, p.estado,
               c.descripcion AS categoria, u.abreviatura AS unidad,
               coalesce(
                 (SELECT x.precio FROM precios x WHERE x.empresa_id = e.id AND x.producto_id = p.id
                     AND x.vigente_desde <= ${ahora}::timestamptz AND (x.vigente_hasta IS NULL OR x.vigente_hasta > ${ahora}::timestamptz)
                   ORDER BY x.vigente_desde DESC LIMIT 1), p.precio) AS precio,
               (SELECT s.precio FROM precios_especiales s
                 WHERE s.negocio_id = p.negocio_id AND s.producto_id = p.id AND s.empresa_id = e.id AND s.cliente_id IS NULL AND s.flota_id IS NULL
                   AND s.estado = 'A' AND s.fecha_inicio <= ${hoy}::date AND (s.fecha_fin IS NULL OR s.fecha_fin >= ${hoy}::date)
                 ORDER BY s.fecha_inicio DESC, s.id DESC LIMIT 1) AS precio_especial,
               t.porcentaje, t.por_unidad, t.porcentaje_incluido, k.existencia, k.costo
          FROM empresas e
          JOIN productos p ON p.negocio_id = e.negocio_id
          LEFT JOIN categorias c ON c.id = p.categoria_id
          LEFT JOIN unidades u ON u.id = p.unidad_id
          LEFT JOIN LATERAL (
               SELECT coalesce(sum(i.impuesto_valor) FILTER (WHERE i.porcentaje_valor = '%'), 0) AS porcentaje,
                      coalesce(sum(i.impuesto_valor) FILTER (WHERE i.porcentaje_valor = '%' AND i.incluido_precio), 0) AS porcentaje_incluido,
                      coalesce(sum(i.impuesto_valor) FILTER (WHERE i.porcentaje_valor = '$' AND i.incluido_precio), 0) AS por_unidad
                 FROM productos_impuestos pi JOIN impuestos i ON i.id = pi.impuesto_id
                WHERE pi.producto_id = p.id AND i.estado = 'A') t ON true
          LEFT JOIN LATERAL (
               SELECT coalesce(sum(x.cantidad), 0) AS existencia,
                      coalesce(sum(x.cantidad * x.costo_promedio) FILTER (WHERE x.cantidad > 0) / NULLIF(sum(x.cantidad) FILTER (WHERE x.cantidad > 0), 0),
                               max(x.costo_promedio) FILTER (WHERE x.costo_promedio > 0)) AS costo
                 FROM bodegas bo JOIN existencias x ON x.bodega_id = bo.id AND x.producto_id = p.id WHERE bo.empresa_id = e.id) k ON true
         WHERE e.id = ANY(${enteros(ctx.ids)}::int[])${siHay(f.tipo_producto, sql`p.tipo_producto_id = ${Number(f.tipo_producto ?? 0)}`)}${siHay(
           f.tipo_negocio,
           sql`${f.tipo_negocio ?? ''} = ANY(p.tipos_negocio)`,
         )}${deCategoria(f.categoria)}${siHay(f.estado, sql`p.estado = ${f.estado === 'ACTIVO' ? 'A' : 'I'}`)}),
      s AS (SELECT r.*, (r.precio - r.por_unidad) / (1 + r.porcentaje_incluido / 100) AS sin_impuesto FROM r)
      SELECT s.empresa_id AS estacion_id, s.alias AS estacion, s.producto_id, s.codigo, s.descripcion AS producto, s.categoria,
             s.tipo_producto_id AS tipo, s.clase_producto_id AS clase_producto, s.unidad, ${trunc2(sql`s.precio`)} AS precio,
             ${trunc2(sql`s.precio_especial`)} AS precio_especial, ${trunc2(sql`s.costo`)} AS costo_promedio, ${trunc2(sql`s.porcentaje`)} AS impuesto,
             ${porcentaje(sql`s.sin_impuesto - s.costo`, sql`s.sin_impuesto`)} AS margen, ${trunc2(sql`s.existencia`)} AS existencia,
             CASE WHEN s.estado = 'A' THEN 'ACTIVO' ELSE 'INACTIVO' END AS estado
        FROM s`;
  },
});
