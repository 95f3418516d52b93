import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { ESTADOS_TANQUE, REPORTE_INVENTARIO_TANQUES } from '@eds/contracts/reportes/inventario-tanques';
import { filas } from '../../../db/client';
import { textoInstante } from '../../../lib/paginar';
import { enteros, porcentaje, razon, siHay, trunc2 } from '../motor/sql';
import { reporteServidor } from '../motor/tipos';
import { movidoDeTanque, vendidoDeTanque } from '../../lecturas/libro';

type Filtros = z.output<typeof REPORTE_INVENTARIO_TANQUES.filtros>;
const [NORMAL, BAJO_MINIMO, SECADO] = ESTADOS_TANQUE;

/**
 * inventario_tanques: per tank, the last dip up to the cut-off (the end of the last day asked for, or now), and the
 * book volume after it: the dip, minus the valid POS sale lines drawn from the tank after it, plus the receipts and
 * transfers in and minus the transfers out posted after it (shift meters are only known at closing; the POS sells in
 * real time). Days of autonomy divide the book by the tank's average daily sales of the seven days to the cut-off
 * (the daily kardex rollup).
 */
export const inventarioTanques = reporteServidor<Filtros>({
  definicion: REPORTE_INVENTARIO_TANQUES,
  clave: ['bodega_id'],
  fuente: (ctx) => {
    const corte = new Date(Math.min(ctx.instanteHasta.getTime(), ctx.ahora.getTime())).toISOString();
    return sql`
      WITH t AS (
        SELECT b.id AS bodega_id, b.empresa_id, b.descripcion AS tanque, p.descripcion AS producto, b.capacidad, b.volumen_minimo,
               l.fecha AS leida, l.volumen AS medido, l.volumen_agua AS agua
          FROM bodegas b
          LEFT JOIN productos p ON p.id = b.producto_id
          LEFT JOIN LATERAL (SELECT x.fecha, x.volumen, x.volumen_agua FROM lecturas_tanque x
                              WHERE x.bodega_id = b.id AND x.fecha <= ${corte}::timestamptz ORDER BY x.fecha DESC, x.id DESC LIMIT 1) l ON true
         WHERE b.tipo = 'TANQUE' AND b.estado = 'A' AND b.empresa_id = ANY(${enteros(ctx.ids)}::int[])
               ${siHay(ctx.filtros.producto, sql`b.producto_id = ${ctx.filtros.producto ?? 0}`)}),
      k AS (
        SELECT t.*,
               ${vendidoDeTanque(sql`t.empresa_id`, sql`t.bodega_id`, sql`t.leida`, sql`${corte}::timestamptz`, sql`${ctx.hasta}::date`)} AS vendido,
               ${movidoDeTanque(sql`t.empresa_id`, sql`t.bodega_id`, sql`t.leida`, sql`${corte}::timestamptz`)} AS movido,
               (SELECT coalesce(sum(x.ventas), 0) / 7 FROM inventario_dia x
                 WHERE x.empresa_id = t.empresa_id AND x.bodega_id = t.bodega_id
                   AND x.fecha_negocio BETWEEN ${ctx.hasta}::date - 6 AND ${ctx.hasta}::date) AS diaria
          FROM t)
      SELECT e.id AS estacion_id, e.alias AS estacion, k.bodega_id, k.tanque, k.producto, k.capacidad,
             ${textoInstante(sql`k.leida`)} AS ultima_lectura, k.medido,
             ${trunc2(sql`k.medido - k.vendido + k.movido`)} AS libro, k.agua,
             ${trunc2(sql`k.capacidad - k.medido`)} AS vacio,
             ${porcentaje(sql`k.medido`, sql`k.capacidad`)} AS llenado, k.volumen_minimo AS minimo,
             ${trunc2(sql`k.diaria`)} AS venta_diaria,
             ${razon(sql`k.medido - k.vendido + k.movido`, sql`k.diaria`)} AS dias_autonomia,
             CASE WHEN k.medido IS NOT NULL AND k.medido <= k.volumen_minimo THEN ${BAJO_MINIMO}::text
                  WHEN k.medido IS NOT NULL AND k.medido - k.vendido + k.movido <= k.volumen_minimo THEN ${SECADO}::text
                  ELSE ${NORMAL}::text END AS estado
        FROM k JOIN empresas e ON e.id = k.empresa_id`;
  },
  formulas: {
    llenado: (s) => porcentaje(s('medido'), s('capacidad')),
  },
  grafico: async (ctx, base) => {
    // The fill of each tank, as the dashboard's gauges show it.
    const r = await filas<{ nombre: string; llenado: number | null }>(
      ctx.conn,
      sql`SELECT ${ctx.ids.length > 1 ? sql`estacion || ' · ' || tanque` : sql`tanque`} AS nombre, llenado::float8 AS llenado
            FROM (${base}) b ORDER BY estacion, tanque LIMIT 60`,
    );
    return { categorias: r.map((x) => x.nombre), series: [{ nombre: '% llenado', color: null, datos: r.map((x) => x.llenado) }] };
  },
});
