import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { REPORTE_HISTORICOS_PRECIOS } from '@eds/contracts/reportes/historicos-precios';
import { filas } from '../../../db/client';
import { enteros, porcentaje, siHay, trunc2 } from '../motor/sql';
import { reporteServidor } from '../motor/tipos';
import { colorDeCombustible } from './combustibles';

type Filtros = z.output<typeof REPORTE_HISTORICOS_PRECIOS.filtros>;

const ORIGEN = sql`CASE WHEN pr.cambio_precio_id IS NOT NULL THEN 'PROGRAMADO' WHEN pr.origen = 'INICIAL' THEN 'INICIAL' ELSE 'MANUAL' END`;
const local = (x: ReturnType<typeof sql>) => sql`to_char((${x}) AT TIME ZONE 'America/Bogota', 'YYYY-MM-DD HH24:MI:SS')`;

/**
 * historicos-precios: the price periods of `precios` that began inside the window, with the price each replaced
 * (the period before it), who set it (or scheduled it), how long each lasted (up to now while in force) and what was
 * sold at it: the valid sale
 * lines of the product at that price inside the period, read through the sales' (station, day) index.
 */
export const historicosPrecios = reporteServidor<Filtros>({
  definicion: REPORTE_HISTORICOS_PRECIOS,
  clave: ['precio_id'],
  fuente: (ctx) => {
    const f = ctx.filtros;
    const ahora = ctx.ahora.toISOString();
    return sql`
      WITH pr AS (
        SELECT p.*, lag(p.precio) OVER (PARTITION BY p.empresa_id, p.producto_id ORDER BY p.vigente_desde, p.id) AS anterior
          FROM precios p
         WHERE p.empresa_id = ANY(${enteros(ctx.ids)}::int[]) AND p.vigente_desde < ${ctx.instanteHasta.toISOString()}::timestamptz
               ${siHay(f.producto, sql`p.producto_id = ${f.producto ?? 0}`)})
      SELECT e.id AS estacion_id, e.alias AS estacion, pr.id::int AS precio_id, pd.id AS producto_id, pd.descripcion AS producto,
             pd.combustible_id AS combustible_id__,
             pr.anterior AS precio_anterior, pr.precio AS precio_nuevo,
             pr.precio - pr.anterior AS variacion,
             ${porcentaje(sql`pr.precio - pr.anterior`, sql`pr.anterior`)} AS variacion_pct,
             ${local(sql`pr.vigente_desde`)} AS vigente_desde,
             ${local(sql`pr.vigente_hasta`)} AS vigente_hasta,
             ${trunc2(sql`extract(epoch FROM coalesce(pr.vigente_hasta, ${ahora}::timestamptz) - pr.vigente_desde) / 86400`)} AS dias_vigente,
             ${trunc2(sql`coalesce((
               SELECT sum(d.cantidad) FROM ventas v JOIN ventas_detalles d ON d.venta_id = v.id
                WHERE v.empresa_id = pr.empresa_id
                  AND v.fecha_negocio BETWEEN (pr.vigente_desde AT TIME ZONE 'America/Bogota')::date - 1
                                          AND (coalesce(pr.vigente_hasta, ${ahora}::timestamptz) AT TIME ZONE 'America/Bogota')::date
                  AND v.fecha >= pr.vigente_desde AND (pr.vigente_hasta IS NULL OR v.fecha < pr.vigente_hasta)
                  AND right(v.estado_movimiento, 3) = '001' AND d.producto_id = pr.producto_id AND d.precio = pr.precio), 0)`)} AS cantidad,
             coalesce(u.usuario, uc.usuario) AS usuario, ${ORIGEN} AS origen
        FROM pr
        JOIN empresas e ON e.id = pr.empresa_id
        JOIN productos pd ON pd.id = pr.producto_id
        LEFT JOIN usuarios u ON u.id = pr.usuario_id
        LEFT JOIN cambios_precio cp ON cp.id = pr.cambio_precio_id
        LEFT JOIN usuarios uc ON uc.id = cp.creado_por
       WHERE pr.vigente_desde >= ${ctx.instanteDesde.toISOString()}::timestamptz
             ${siHay(f.tipo_negocio, sql`${f.tipo_negocio ?? ''} = ANY(pd.tipos_negocio)`)}${siHay(f.origen, sql`${ORIGEN} = ${f.origen ?? ''}`)}`;
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
