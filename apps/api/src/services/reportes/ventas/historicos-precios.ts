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
 * come from the sale lines that carry that price").
 *
 * Flat as sales grow: the quantities come from the price rollup `ventas_precio_dia` (station × business day × product
 * × line price, with the first and last moment sold; kept with the sales). A sale's business day is its Bogotá date or
 * the one before, so a period from Bogotá date `a` to `b` reads the rollup rows of days a−1 … b+1 at its price: a day
 * whose first and last sale fall inside the period counts whole, one wholly outside counts nothing, and only a day
 * with lines at that price on both sides of an end (a price set back the same day, a device selling at the old price
 * after the change) reads its lines, through `ventas_detalles_precio_idx`. The cost follows the days and the price
 * changes listed, not the sales.
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
      lim AS (
        SELECT sel.id, sel.empresa_id, sel.producto_id, sel.precio, sel.vigente_desde, sel.vigente_hasta,
               ${bogota(sql`sel.vigente_desde`)}::date AS a, ${bogota(sql`coalesce(sel.vigente_hasta, ${ahora}::timestamptz)`)}::date AS b
          FROM sel),
      vendido AS (
        SELECT lim.id, coalesce(sum(CASE WHEN r.dentro THEN r.cantidad END), 0) + coalesce(sum(l.cantidad), 0) AS cantidad
          FROM lim
          JOIN LATERAL (
            SELECT r.fecha_negocio, r.cantidad,
                   coalesce(r.primera >= lim.vigente_desde AND (lim.vigente_hasta IS NULL OR r.ultima < lim.vigente_hasta), false) AS dentro,
                   coalesce(r.ultima < lim.vigente_desde OR r.primera >= lim.vigente_hasta, false) AS fuera
              FROM ventas_precio_dia r
             WHERE r.empresa_id = lim.empresa_id AND r.producto_id = lim.producto_id AND r.precio = lim.precio
               AND r.fecha_negocio BETWEEN lim.a - 1 AND lim.b + 1) r ON true
          LEFT JOIN LATERAL (
            SELECT sum(d.cantidad) AS cantidad FROM ventas_detalles d JOIN ventas v ON v.id = d.venta_id AND v.fecha_negocio = d.fecha_negocio
             WHERE NOT r.dentro AND NOT r.fuera
               AND d.empresa_id = lim.empresa_id AND d.producto_id = lim.producto_id AND d.precio = lim.precio
               AND d.fecha_negocio = r.fecha_negocio
               AND v.fecha >= lim.vigente_desde AND (lim.vigente_hasta IS NULL OR v.fecha < lim.vigente_hasta)
               AND right(v.estado_movimiento, 3) = '001') l ON true
         GROUP BY lim.id)
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
