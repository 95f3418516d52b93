import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { sumarDias } from '@eds/contracts/dia-operativo';
import { REPORTE_KARDEX_CANASTILLA } from '@eds/contracts/reportes/inventario-kardex-canastilla';
import { textoInstante } from '../../../lib/paginar';
import { enteros, siHay, trunc2 } from '../motor/sql';
import { reporteServidor } from '../motor/tipos';
import { bodegasDeEstaciones, costoAlCorte, deCategoria, movimientoDeBodegas } from './saldos';

type Filtros = z.output<typeof REPORTE_KARDEX_CANASTILLA.filtros>;

/** The card's label of each document kind at its own warehouse. */
const TIPO_DOCUMENTO = sql.raw(`CASE m.tipo WHEN 'AJUSTE_INICIAL' THEN 'Ajuste' WHEN 'ENTRADA' THEN 'Compra/Entrada'
  WHEN 'RECIBO_COMBUSTIBLE' THEN 'Compra/Entrada' WHEN 'SALIDA' THEN 'Salida' WHEN 'TRASLADO' THEN 'Traslado salida'
  ELSE 'Remarcación' END`);

/**
 * kardex-canastilla: per goods warehouse and product, the opening balance (the inventory rollup before the first day,
 * at the average cost stored by the last document up to then), then every document line and sale line of the
 * business days asked for (through their `(empresa_id, fecha_negocio)` indexes), in time order. The balance runs over
 * the card. The average cost is the one each movement stored (a document's kardex balance, a sale line's frozen cost);
 * a transfer into the warehouse recomputes it from the previous balance and the origin's cost, as posting did.
 */
export const kardexCanastilla = reporteServidor<Filtros>({
  definicion: REPORTE_KARDEX_CANASTILLA,
  clave: ['bodega_id', 'producto_id', 'orden'],
  fuente: (ctx) => {
    const f = ctx.filtros;
    const ids = enteros(ctx.ids);
    const rango = (col: string) => sql`${sql.raw(col)} BETWEEN ${ctx.desde}::date AND ${ctx.hasta}::date`;
    const anterior = sumarDias(ctx.desde, -1);
    return sql`
      WITH bs AS (${bodegasDeEstaciones(ctx.ids, { bodega: f.bodega, sinTanques: true })}),
      prods AS (
        SELECT p.id FROM productos p LEFT JOIN categorias c ON c.id = p.categoria_id
         WHERE p.negocio_id IN (SELECT negocio_id FROM empresas WHERE id = ANY(${ids}::int[]))${siHay(f.producto, sql`p.id = ${f.producto ?? 0}`)}${deCategoria(f.categoria)}),
      ev AS (
        SELECT m.empresa_id, m.bodega_id, d.producto_id, m.fecha, m.id AS movimiento_id, NULL::bigint AS venta_id, d.id AS linea,
               initcap(replace(m.tipo, '_', ' ')) || ' ' || m.consecutivo AS documento, ${TIPO_DOCUMENTO} AS tipo, 0::numeric AS inicial,
               CASE WHEN m.tipo IN ('AJUSTE_INICIAL', 'ENTRADA', 'RECIBO_COMBUSTIBLE') THEN d.cantidad ELSE 0 END AS entrada,
               CASE WHEN m.tipo IN ('SALIDA', 'TRASLADO') THEN d.cantidad ELSE 0 END AS salida,
               d.costo_unitario, d.saldo_costo AS guardado, false AS recalcular
          FROM movimientos_inventario m JOIN movimientos_inventario_detalles d ON d.movimiento_id = m.id JOIN bs ON bs.bodega_id = m.bodega_id
         WHERE m.empresa_id = ANY(${ids}::int[]) AND ${rango('m.fecha_negocio')} AND m.estado = 'REGISTRADO' AND d.producto_id IN (SELECT id FROM prods)
        UNION ALL
        SELECT m.empresa_id, m.bodega_destino_id, d.producto_id, m.fecha, m.id, NULL, d.id, 'Traslado ' || m.consecutivo, 'Traslado entrada', 0,
               d.cantidad, 0, d.costo_unitario, NULL, true
          FROM movimientos_inventario m JOIN movimientos_inventario_detalles d ON d.movimiento_id = m.id JOIN bs ON bs.bodega_id = m.bodega_destino_id
         WHERE m.empresa_id = ANY(${ids}::int[]) AND ${rango('m.fecha_negocio')} AND m.estado = 'REGISTRADO' AND m.tipo = 'TRASLADO'
           AND d.producto_id IN (SELECT id FROM prods)
        UNION ALL
        SELECT v.empresa_id, vd.bodega_id, vd.producto_id, v.fecha, NULL, v.id, vd.id,
               coalesce(v.prefijo || '-' || v.consecutivo, 'Venta ' || v.id), 'Venta', 0, 0, vd.cantidad, vd.costo_unitario, vd.costo_unitario, false
          FROM ventas v JOIN ventas_detalles vd ON vd.venta_id = v.id AND vd.fecha_negocio = v.fecha_negocio JOIN bs ON bs.bodega_id = vd.bodega_id
         WHERE v.empresa_id = ANY(${ids}::int[]) AND ${rango('v.fecha_negocio')} AND vd.producto_id IN (SELECT id FROM prods)),
      ini AS (
        SELECT m.empresa_id, m.bodega_id, m.producto_id, m.inicial,
               CASE WHEN m.inicial <> 0 THEN ${costoAlCorte(sql`m.bodega_id`, sql`m.producto_id`, anterior)} END AS costo
          FROM (${movimientoDeBodegas(ctx.ids, sql`SELECT * FROM bs`, ctx.desde, ctx.hasta)}) m
         WHERE m.producto_id IN (SELECT id FROM prods)),
      todo AS (
        SELECT ini.empresa_id, ini.bodega_id, ini.producto_id, ${ctx.instanteDesde.toISOString()}::timestamptz AS fecha, NULL::bigint AS movimiento_id,
               NULL::bigint AS venta_id, 0::bigint AS linea, 'Saldo inicial' AS documento, 'Saldo inicial' AS tipo, ini.inicial, 0::numeric AS entrada,
               0::numeric AS salida, NULL::numeric AS costo_unitario, ini.costo AS guardado, false AS recalcular, 0 AS clase
          FROM ini WHERE ini.inicial <> 0 OR EXISTS (SELECT 1 FROM ev WHERE ev.bodega_id = ini.bodega_id AND ev.producto_id = ini.producto_id)
        UNION ALL
        SELECT ev.*, 1 FROM ev),
      o AS (
        SELECT todo.*, row_number() OVER w AS orden, sum(inicial + entrada - salida) OVER w AS saldo,
               (array_agg(guardado) FILTER (WHERE guardado IS NOT NULL) OVER (w ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING)) AS previos
          FROM todo WINDOW w AS (PARTITION BY bodega_id, producto_id ORDER BY clase, fecha, movimiento_id NULLS LAST, venta_id NULLS LAST, linea)),
      c AS (
        SELECT o.*, o.previos[array_length(o.previos, 1)] AS previo, o.saldo - (o.inicial + o.entrada - o.salida) AS saldo_previo FROM o),
      k AS (
        SELECT c.*,
               CASE WHEN NOT c.recalcular THEN coalesce(c.guardado, c.previo)
                    WHEN c.saldo_previo <= 0 OR c.previo IS NULL THEN c.costo_unitario
                    ELSE round((c.saldo_previo * c.previo + c.entrada * c.costo_unitario) / (c.saldo_previo + c.entrada), 2) END AS promedio
          FROM c)
      SELECT e.id AS estacion_id, e.alias AS estacion, k.orden::int AS orden, (k.fecha AT TIME ZONE 'America/Bogota' - interval '6 hours')::date::text AS dia,
             ${textoInstante(sql`k.fecha`)} AS fecha, k.bodega_id, b.descripcion AS bodega, k.producto_id, p.descripcion AS producto,
             k.documento, k.movimiento_id::int AS movimiento_id, k.venta_id::int AS venta_id, k.tipo,
             ${trunc2(sql`k.entrada`)} AS entrada, ${trunc2(sql`k.salida`)} AS salida, ${trunc2(sql`k.saldo`)} AS saldo,
             ${trunc2(sql`k.costo_unitario`)} AS costo_unitario, ${trunc2(sql`k.promedio`)} AS costo_promedio,
             ${trunc2(sql`k.entrada * coalesce(k.costo_unitario, 0)`)} AS entrada_valor, ${trunc2(sql`k.salida * coalesce(k.promedio, 0)`)} AS salida_valor,
             ${trunc2(sql`k.saldo * coalesce(k.promedio, 0)`)} AS saldo_valor
        FROM k JOIN empresas e ON e.id = k.empresa_id JOIN bodegas b ON b.id = k.bodega_id JOIN productos p ON p.id = k.producto_id`;
  },
});
