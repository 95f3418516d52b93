import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { REPORTE_HISTORICOS_PRECIOS } from '@eds/contracts/reportes/historicos-precios';
import { filas } from '../../../db/client';
import { enteros, porcentaje, siHay, trunc2 } from '../motor/sql';
import { reporteServidor } from '../motor/tipos';
import { colorDeCombustible } from './combustibles';

type Filtros = z.output<typeof REPORTE_HISTORICOS_PRECIOS.filtros>;

const origen = (p: 'pr' | 'sel') =>
  sql.raw(`CASE WHEN ${p}.cambio_precio_id IS NOT NULL THEN 'PROGRAMADO' WHEN ${p}.origen = 'INICIAL' THEN 'INICIAL' ELSE 'MANUAL' END`);
const local = (x: ReturnType<typeof sql>) => sql`to_char((${x}) AT TIME ZONE 'America/Bogota', 'YYYY-MM-DD HH24:MI:SS')`;

/**
 * historicos-precios: the price periods of `precios` that began inside the window, with the price each replaced
 * (the period before it), who set it (or scheduled it), how long each lasted (up to now while in force) and what was
 * sold at it: the valid sale lines of the product that carry that price inside the period (REPORTS.md: "the galones
 * come from the sale lines that carry that price"; no rollup holds the price, so the lines are read). Each period reads
 * only its own lines, through `ventas_detalles_precio_idx` (station, product, price, business day) and the sale's
 * primary key for its moment and state, so the cost follows the lines sold at the prices listed, not every sale of the
 * station once per price.
 */
export const historicosPrecios = reporteServidor<Filtros>({
  definicion: REPORTE_HISTORICOS_PRECIOS,
  clave: ['precio_id'],
  fuente: (ctx) => {
    const f = ctx.filtros;
    const ahora = ctx.ahora.toISOString();
    const bogota = (x: SQL) => sql`((${x}) AT TIME ZONE 'America/Bogota')`;
    return sql`
      WITH pr AS (
        SELECT p.*, lag(p.precio) OVER (PARTITION BY p.empresa_id, p.producto_id ORDER BY p.vigente_desde, p.id) AS anterior
          FROM precios p
         WHERE p.empresa_id = ANY(${enteros(ctx.ids)}::int[]) AND p.vigente_desde < ${ctx.instanteHasta.toISOString()}::timestamptz
               ${siHay(f.producto, sql`p.producto_id = ${f.producto ?? 0}`)}),
      sel AS (
        SELECT pr.* FROM pr JOIN productos pd ON pd.id = pr.producto_id
         WHERE pr.vigente_desde >= ${ctx.instanteDesde.toISOString()}::timestamptz
               ${siHay(f.tipo_negocio, sql`${f.tipo_negocio ?? ''} = ANY(pd.tipos_negocio)`)}${siHay(f.origen, sql`${origen('pr')} = ${f.origen ?? ''}`)}),
      vendido AS (
        SELECT sel.id, sum(d.cantidad) AS cantidad
          FROM sel
          JOIN ventas_detalles d ON d.empresa_id = sel.empresa_id AND d.producto_id = sel.producto_id AND d.precio = sel.precio
           AND d.fecha_negocio BETWEEN ${bogota(sql`sel.vigente_desde`)}::date - 1
                                   AND ${bogota(sql`coalesce(sel.vigente_hasta, ${ahora}::timestamptz)`)}::date + 1
          JOIN ventas v ON v.id = d.venta_id
         WHERE v.fecha >= sel.vigente_desde AND (sel.vigente_hasta IS NULL OR v.fecha < sel.vigente_hasta)
           AND right(v.estado_movimiento, 3) = '001'
         GROUP BY sel.id)
      SELECT e.id AS estacion_id, e.alias AS estacion, sel.id::int AS precio_id, pd.id AS producto_id, pd.descripcion AS producto,
             pd.combustible_id AS combustible_id__,
             sel.anterior AS precio_anterior, sel.precio AS precio_nuevo,
             sel.precio - sel.anterior AS variacion,
             ${porcentaje(sql`sel.precio - sel.anterior`, sql`sel.anterior`)} AS variacion_pct,
             ${local(sql`sel.vigente_desde`)} AS vigente_desde,
             ${local(sql`sel.vigente_hasta`)} AS vigente_hasta,
             ${trunc2(sql`extract(epoch FROM coalesce(sel.vigente_hasta, ${ahora}::timestamptz) - sel.vigente_desde) / 86400`)} AS dias_vigente,
             ${trunc2(sql`coalesce(vendido.cantidad, 0)`)} AS cantidad,
             coalesce(u.usuario, uc.usuario) AS usuario, ${origen('sel')} AS origen
        FROM sel
        JOIN empresas e ON e.id = sel.empresa_id
        JOIN productos pd ON pd.id = sel.producto_id
        LEFT JOIN vendido ON vendido.id = sel.id
        LEFT JOIN usuarios u ON u.id = sel.usuario_id
        LEFT JOIN cambios_precio cp ON cp.id = sel.cambio_precio_id
        LEFT JOIN usuarios uc ON uc.id = cp.creado_por`;
  },
  grafico: async (ctx, base) => {
    // A step line per product (and station, when several): the price in force at each change of the range.
    const r = await filas<{
      estacion: string;
      producto: string;
      combustible_id__: number | null;
      vigente_desde: string;
      precio_nuevo: number;
    }>(
      ctx.conn,
      sql`SELECT estacion, producto, combustible_id__, vigente_desde, precio_nuevo::float8 AS precio_nuevo FROM (${base}) b ORDER BY vigente_desde, precio_id LIMIT 2000`,
    );
    const categorias = [...new Set(r.map((f) => f.vigente_desde))];
    const nombre = (f: { estacion: string; producto: string }) => (ctx.ids.length > 1 ? `${f.estacion} · ${f.producto}` : f.producto);
    const series = [...new Map(r.map((f) => [nombre(f), f.combustible_id__])).entries()].map(([serie, combustible]) => {
      let precio: number | null = null;
      const datos = categorias.map((c) => {
        const cambio = r.find((f) => nombre(f) === serie && f.vigente_desde === c);
        if (cambio) precio = Number(cambio.precio_nuevo);
        return precio;
      });
      return { nombre: serie, color: colorDeCombustible(combustible), datos };
    });
    return { categorias, series };
  },
});
