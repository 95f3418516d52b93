import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { REPORTE_PRODUCTOS_ACUERDOS } from '@eds/contracts/reportes/mercancia';
import { HOY_BOGOTA } from '../../../lib/tiempo';
import { enteros, razon, siHay, trunc2 } from '../motor/sql';
import { reporteServidor } from '../motor/tipos';

type Filtros = z.output<typeof REPORTE_PRODUCTOS_ACUERDOS.filtros>;

/**
 * productos-acuerdos: each product line of the supplier agreements that were in force (VIGENTE, or VENCIDO: in force
 * past its end date, as the agreements screen reads it) at some day asked for, once per station of the call the
 * agreement covers. Comprado is what that station received of the product from the agreement's supplier in the days
 * asked for that fall within the agreement's validity: the lines of its REGISTRADO entries and fuel deliveries
 * (through the `(empresa_id, fecha_negocio)` index). The agreed net cost is the agreed cost less its discount; the
 * overcost is what was paid above it, Σ value − quantity × net cost (negative: bought below the agreement).
 */
export const productosAcuerdos = reporteServidor<Filtros>({
  definicion: REPORTE_PRODUCTOS_ACUERDOS,
  clave: ['linea_id'],
  fuente: (ctx) => {
    const f = ctx.filtros;
    const estado = sql`CASE WHEN k.estado = 'VIGENTE' AND k.fecha_fin < ${HOY_BOGOTA} THEN 'VENCIDO' ELSE k.estado END`;
    return sql`
      WITH l AS (
        SELECT ce.empresa_id, cp.id AS linea_id, k.numero, k.proveedor_id, cp.producto_id, cp.costo, cp.descuento,
               k.fecha_inicio, k.fecha_fin, ${estado} AS estado,
               greatest(k.fecha_inicio, ${ctx.desde}::date) AS desde, least(k.fecha_fin, ${ctx.hasta}::date) AS hasta
          FROM contratos k
          JOIN contratos_estaciones ce ON ce.contrato_id = k.id
          JOIN contratos_productos cp ON cp.contrato_id = k.id
         WHERE ce.empresa_id = ANY(${enteros(ctx.ids)}::int[]) AND k.estado IN ('VIGENTE', 'VENCIDO')
           AND k.fecha_inicio <= ${ctx.hasta}::date AND k.fecha_fin >= ${ctx.desde}::date${siHay(
             f.proveedor,
             sql`k.proveedor_id = ${f.proveedor ?? 0}`,
           )}${siHay(f.producto, sql`cp.producto_id = ${f.producto ?? 0}`)}${siHay(f.estado, sql`${estado} = ${f.estado ?? ''}`)}),
      c AS (
        SELECT l.empresa_id, l.linea_id, sum(d.cantidad) AS cantidad, sum(d.valor) AS valor
          FROM l
          JOIN movimientos_inventario m ON m.empresa_id = l.empresa_id AND m.fecha_negocio BETWEEN l.desde AND l.hasta
                                       AND m.proveedor_id = l.proveedor_id AND m.tipo IN ('ENTRADA', 'RECIBO_COMBUSTIBLE') AND m.estado = 'REGISTRADO'
          JOIN movimientos_inventario_detalles d ON d.movimiento_id = m.id AND d.producto_id = l.producto_id
         GROUP BY l.empresa_id, l.linea_id),
      r AS (
        SELECT l.*, coalesce(c.cantidad, 0) AS cantidad, coalesce(c.valor, 0) AS valor, l.costo * (1 - l.descuento / 100) AS neto
          FROM l LEFT JOIN c ON c.empresa_id = l.empresa_id AND c.linea_id = l.linea_id)
      SELECT e.id AS estacion_id, e.alias AS estacion, r.linea_id, r.numero AS acuerdo, pr.razon_social AS proveedor, r.producto_id,
             p.descripcion AS producto, ${trunc2(sql`r.costo`)} AS costo_pactado, ${trunc2(sql`r.descuento`)} AS descuento,
             ${trunc2(sql`r.neto`)} AS costo_neto, r.fecha_inicio::text AS vigente_desde, r.fecha_fin::text AS vigente_hasta, r.estado,
             ${trunc2(sql`r.cantidad`)} AS comprado, ${trunc2(sql`r.valor`)} AS valor_comprado, ${razon(sql`r.valor`, sql`r.cantidad`)} AS costo_real,
             ${trunc2(sql`r.valor - r.cantidad * r.neto`)} AS sobrecosto
        FROM r
        JOIN empresas e ON e.id = r.empresa_id
        JOIN productos p ON p.id = r.producto_id
        JOIN proveedores pr ON pr.id = r.proveedor_id`;
  },
});
