import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { REPORTE_KARDEX_CONSOLIDADO } from '@eds/contracts/reportes/inventario-kardex-consolidado';
import { razon, trunc2 } from '../motor/sql';
import { reporteServidor } from '../motor/tipos';
import { bodegasDeEstaciones, costoAlCorte, deCategoria, medidoAlCorte, movimientoDeBodegas } from './saldos';

type Filtros = z.output<typeof REPORTE_KARDEX_CONSOLIDADO.filtros>;

/**
 * kardex_consolidado: per station and product, the movement of every warehouse chosen from the inventory rollup, the
 * closing balance valued at each warehouse's average cost at the end of the range, and for tanks the last dip against
 * that balance. Cost: the rollup rows of the stations' warehouses up to the last day.
 */
export const kardexConsolidado = reporteServidor<Filtros>({
  definicion: REPORTE_KARDEX_CONSOLIDADO,
  clave: ['producto_id'],
  fuente: (ctx) => {
    const f = ctx.filtros;
    const bodegas = bodegasDeEstaciones(ctx.ids, f);
    return sql`
      WITH bs AS (${bodegas}),
      m AS (${movimientoDeBodegas(ctx.ids, sql`SELECT * FROM bs`, ctx.desde, ctx.hasta)}),
      v AS (
        SELECT m.*, bs.tipo,
               m.final * ${costoAlCorte(sql`m.bodega_id`, sql`m.producto_id`, ctx.hasta)} AS valor,
               CASE WHEN bs.tipo = 'TANQUE' THEN ${medidoAlCorte(sql`m.empresa_id`, sql`m.bodega_id`, ctx.hasta)} END AS medido
          FROM m JOIN bs ON bs.bodega_id = m.bodega_id),
      r AS (
        SELECT empresa_id, producto_id, sum(inicial) AS inicial, sum(entradas) AS compras, sum(traslados_entrada) AS tin,
               sum(ajustes) AS ajustes, sum(ventas) AS ventas, sum(traslados_salida) AS tout, sum(salidas) AS salidas,
               sum(final) AS final, sum(valor) AS valor, sum(medido) AS medido,
               sum(medido - final) FILTER (WHERE medido IS NOT NULL) AS diferencia,
               bool_or(inicial <> 0 OR entradas <> 0 OR traslados_entrada <> 0 OR ajustes <> 0 OR ventas <> 0
                       OR traslados_salida <> 0 OR salidas <> 0 OR final <> 0) AS con_datos
          FROM v GROUP BY empresa_id, producto_id)
      SELECT e.id AS estacion_id, e.alias AS estacion, p.id AS producto_id, p.codigo, p.descripcion AS producto, u.abreviatura AS unidad,
             ${trunc2(sql`r.inicial`)} AS saldo_inicial, ${trunc2(sql`r.compras`)} AS compras, ${trunc2(sql`r.tin`)} AS traslados_entrada,
             ${trunc2(sql`r.ajustes`)} AS ajustes, ${trunc2(sql`r.ventas`)} AS ventas, ${trunc2(sql`r.tout`)} AS traslados_salida,
             ${trunc2(sql`r.salidas`)} AS otras_salidas, ${trunc2(sql`r.final`)} AS saldo_final,
             ${razon(sql`r.valor`, sql`r.final`)} AS costo_promedio, ${trunc2(sql`coalesce(r.valor, 0)`)} AS valor_final,
             ${trunc2(sql`r.medido`)} AS medido, ${trunc2(sql`r.diferencia`)} AS diferencia
        FROM r
        JOIN empresas e ON e.id = r.empresa_id
        JOIN productos p ON p.id = r.producto_id
        LEFT JOIN categorias c ON c.id = p.categoria_id
        LEFT JOIN unidades u ON u.id = p.unidad_id
       WHERE r.con_datos${deCategoria(f.categoria)}`;
  },
  formulas: {
    costo_promedio: (s) => razon(s('valor_final'), s('saldo_final')),
  },
});
