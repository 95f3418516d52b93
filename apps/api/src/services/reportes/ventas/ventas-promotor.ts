import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { REPORTE_VENTAS_PROMOTOR } from '@eds/contracts/reportes/ventas-promotor';
import { filas } from '../../../db/client';
import { enteros, porcentaje, razon, siHay, trunc2 } from '../motor/sql';
import { reporteServidor } from '../motor/tipos';

type Filtros = z.output<typeof REPORTE_VENTAS_PROMOTOR.filtros>;

/**
 * ventas_promotor: the shifts of the days asked for (hours, and the cash difference of the closed ones: envelopes
 * plus the final hand-over against the cash the shift's sales took in) and the valid sales of those days, each
 * filed under its promoter (the sale's own, else its shift's). A detail: at most 31 days of sales.
 */
export const ventasPromotor = reporteServidor<Filtros>({
  definicion: REPORTE_VENTAS_PROMOTOR,
  clave: ['promotor_id'],
  fuente: (ctx) => {
    const f = ctx.filtros;
    const ids = enteros(ctx.ids);
    const ahora = ctx.ahora.toISOString();
    return sql`
      WITH t AS (
        SELECT empresa_id, promotor_id, count(*) AS turnos,
               sum(extract(epoch FROM coalesce(fecha_fin, ${ahora}::timestamptz) - fecha_inicio)) / 3600 AS horas,
               sum(CASE WHEN estado <> 'A' THEN total_sobres + coalesce(efectivo_entregado, 0) - total_efectivo ELSE 0 END) AS diferencia
          FROM turnos
         WHERE empresa_id = ANY(${ids}::int[]) AND fecha_negocio BETWEEN ${ctx.desde}::date AND ${ctx.hasta}::date
               ${siHay(f.isla, sql`isla_id = ${f.isla ?? 0}`)}${siHay(f.turno, sql`id = ${f.turno ?? 0}`)}${siHay(f.promotor, sql`promotor_id = ${f.promotor ?? 0}`)}
         GROUP BY empresa_id, promotor_id),
      v AS (
        SELECT v.empresa_id, coalesce(v.promotor_id, tu.promotor_id) AS promotor_id,
               sum(v.cantidad) FILTER (WHERE v.tipo_negocio = 'C') AS galones,
               sum(v.total) FILTER (WHERE v.tipo_negocio = 'C') AS combustible,
               sum(v.total) FILTER (WHERE v.tipo_negocio <> 'C') AS canastilla,
               count(*) AS ventas, count(*) FILTER (WHERE v.fidelizacion IS NOT NULL) AS fidelizadas
          FROM ventas v LEFT JOIN turnos tu ON tu.id = v.turno_id
         WHERE v.empresa_id = ANY(${ids}::int[]) AND v.fecha_negocio BETWEEN ${ctx.desde}::date AND ${ctx.hasta}::date
           AND right(v.estado_movimiento, 3) = '001'
               ${siHay(f.isla, sql`tu.isla_id = ${f.isla ?? 0}`)}${siHay(f.turno, sql`v.turno_id = ${f.turno ?? 0}`)}${siHay(f.promotor, sql`coalesce(v.promotor_id, tu.promotor_id) = ${f.promotor ?? 0}`)}
         GROUP BY 1, 2),
      k AS (SELECT empresa_id, promotor_id FROM t UNION SELECT empresa_id, promotor_id FROM v WHERE promotor_id IS NOT NULL)
      SELECT e.id AS estacion_id, e.alias AS estacion, p.id AS promotor_id, trim(pe.nombres || ' ' || pe.apellidos) AS promotor,
             coalesce(t.turnos, 0)::int AS turnos,
             ${trunc2(sql`coalesce(t.horas, 0)`)} AS horas,
             ${trunc2(sql`coalesce(v.galones, 0)`)} AS galones,
             ${razon(sql`v.galones`, sql`t.horas`)} AS galones_hora,
             ${trunc2(sql`coalesce(v.combustible, 0)`)} AS valor_combustible,
             ${trunc2(sql`coalesce(v.canastilla, 0)`)} AS valor_canastilla,
             coalesce(v.ventas, 0)::int AS ventas,
             ${razon(sql`coalesce(v.combustible, 0) + coalesce(v.canastilla, 0)`, sql`v.ventas`)} AS ticket_promedio,
             coalesce(v.fidelizadas, 0)::int AS ventas_fidelizadas,
             ${porcentaje(sql`v.fidelizadas`, sql`v.ventas`)} AS fidelizadas,
             ${trunc2(sql`coalesce(t.diferencia, 0)`)} AS diferencia_caja
        FROM k
        JOIN promotores p ON p.id = k.promotor_id
        JOIN personas pe ON pe.id = p.persona_id
        JOIN empresas e ON e.id = k.empresa_id
        LEFT JOIN t ON t.empresa_id = k.empresa_id AND t.promotor_id = k.promotor_id
        LEFT JOIN v ON v.empresa_id = k.empresa_id AND v.promotor_id = k.promotor_id`;
  },
  formulas: {
    galones_hora: (s) => razon(s('galones'), s('horas')),
    ticket_promedio: (s) => razon(sql`${s('valor_combustible')} + ${s('valor_canastilla')}`, s('ventas')),
    fidelizadas: (s) => porcentaje(s('ventas_fidelizadas'), s('ventas')),
  },
  grafico: async (ctx, base) => {
    const r = await filas<{ promotor: string; estacion: string; galones: number }>(
      ctx.conn,
      sql`SELECT promotor, estacion, galones::float8 AS galones FROM (${base}) b ORDER BY b.galones DESC, b.promotor LIMIT 30`,
    );
    const nombre = (f: { promotor: string; estacion: string }) => (ctx.ids.length > 1 ? `${f.promotor} · ${f.estacion}` : f.promotor);
    return { categorias: r.map(nombre), series: [{ nombre: 'Galones', color: null, datos: r.map((f) => Number(f.galones)) }] };
  },
});
