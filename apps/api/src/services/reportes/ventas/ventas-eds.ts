import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { REPORTE_VENTAS_EDS } from '@eds/contracts/reportes/ventas-eds';
import { TIPOS_NEGOCIO } from '@eds/contracts/operacion';
import { filas } from '../../../db/client';
import { filasRollup, ROLLUPS } from '../../dashboard/fuentes';
import { periodoAnterior } from '../motor/contexto';
import { enteros, porcentaje, razon, trunc2 } from '../motor/sql';
import { reporteServidor, type ContextoReporte } from '../motor/tipos';
import { metaDelRango } from './metas';

type Filtros = z.output<typeof REPORTE_VENTAS_EDS.filtros>;

/** The stations of the call that hang (at any depth) from the regional, read from the session's scope tree. */
function deRegional(ctx: ContextoReporte<Filtros>): number[] {
  const regional = ctx.filtros.regional;
  if (regional === undefined) return [...ctx.ids];
  return ctx.ids.filter((id) => {
    for (let e = ctx.sesion.alcance.get(id); e; e = e.empresas_id === null ? undefined : ctx.sesion.alcance.get(e.empresas_id)) {
      if (e.id === regional) return true;
    }
    return false;
  });
}

/**
 * ventas_eds: per station, the day totals rollup (whole months from the monthly table), the same rollup for the
 * period of equal length before, and the goals of the days asked for. Cost: stations × (months + loose days).
 */
export const ventasEds = reporteServidor<Filtros>({
  definicion: REPORTE_VENTAS_EDS,
  clave: ['estacion_id'],
  fuente: (ctx) => {
    const ids = deRegional(ctx);
    const negocios = ctx.filtros.tipo_negocio ? [ctx.filtros.tipo_negocio] : TIPOS_NEGOCIO;
    const tipos = `{${negocios.join(',')}}`;
    const actual = filasRollup(ROLLUPS.totales, 'empresa_id, tipo_negocio, num_ventas, cantidad, valor', ids, ctx);
    const anterior = filasRollup(ROLLUPS.totales, 'empresa_id, tipo_negocio, valor', ids, periodoAnterior(ctx));
    return sql`
      WITH a AS (
        SELECT empresa_id,
               sum(cantidad) FILTER (WHERE tipo_negocio = 'C') AS galones,
               sum(valor) FILTER (WHERE tipo_negocio = 'C') AS combustible,
               sum(valor) FILTER (WHERE tipo_negocio = 'S') AS canastilla,
               sum(valor) FILTER (WHERE tipo_negocio = 'K') AS kiosco,
               sum(valor) AS total, sum(num_ventas) AS transacciones
          FROM ${actual} x WHERE tipo_negocio = ANY(${tipos}::char[]) GROUP BY empresa_id),
      p AS (SELECT empresa_id, sum(valor) AS total FROM ${anterior} x WHERE tipo_negocio = ANY(${tipos}::char[]) GROUP BY empresa_id),
      m AS (${metaDelRango(ids, ctx.desde, ctx.hasta, negocios)})
      SELECT e.id AS estacion_id, e.alias AS estacion, coalesce(c.nombre, e.atributos ->> 'ciudad') AS ciudad,
             ${trunc2(sql`coalesce(a.galones, 0)`)} AS galones,
             ${trunc2(sql`coalesce(a.combustible, 0)`)} AS venta_combustible,
             ${trunc2(sql`coalesce(a.canastilla, 0)`)} AS canastilla,
             ${trunc2(sql`coalesce(a.kiosco, 0)`)} AS kiosco,
             ${trunc2(sql`coalesce(a.total, 0)`)} AS total,
             coalesce(a.transacciones, 0)::int AS transacciones,
             ${razon(sql`a.total`, sql`a.transacciones`)} AS ticket_promedio,
             ${trunc2(sql`coalesce(p.total, 0)`)} AS total_anterior,
             ${porcentaje(sql`coalesce(a.total, 0) - p.total`, sql`p.total`)} AS variacion,
             ${trunc2(sql`coalesce(m.meta, 0)`)} AS meta,
             ${porcentaje(sql`coalesce(a.total, 0)`, sql`m.meta`)} AS cumplimiento
        FROM empresas e
        LEFT JOIN ciudades c ON c.id = e.ciudad_id
        LEFT JOIN a ON a.empresa_id = e.id
        LEFT JOIN p ON p.empresa_id = e.id
        LEFT JOIN m ON m.empresa_id = e.id
       WHERE e.id = ANY(${enteros(ids)}::int[]) AND (a.empresa_id IS NOT NULL OR p.empresa_id IS NOT NULL)`;
  },
  formulas: {
    ticket_promedio: (s) => razon(s('total'), s('transacciones')),
    variacion: (s) => porcentaje(sql`${s('total')} - ${s('total_anterior')}`, s('total_anterior')),
    cumplimiento: (s) => porcentaje(s('total'), s('meta')),
  },
  grafico: async (ctx, base) => {
    // The ranking: the 30 stations that sold most (a chart of hundreds of bars reads as nothing).
    const r = await filas<{ estacion: string; total: number }>(
      ctx.conn,
      sql`SELECT estacion, total::float8 AS total FROM (${base}) b ORDER BY b.total DESC, b.estacion LIMIT 30`,
    );
    return { categorias: r.map((f) => f.estacion), series: [{ nombre: 'Total', color: null, datos: r.map((f) => Number(f.total)) }] };
  },
});
