import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { COMBUSTIBLES_24_HORAS, REPORTE_CIERRE_24_HORAS } from '@eds/contracts/reportes/cierres';
import { filas } from '../../../db/client';
import { enteros, porcentaje, siHay, trunc2 } from '../motor/sql';
import { reporteServidor } from '../motor/tipos';
import { colorDeCombustible } from '../ventas/combustibles';

type Filtros = z.output<typeof REPORTE_CIERRE_24_HORAS.filtros>;

/**
 * cierre-dia-24-horas: the 24 hours of the business day (06:00 to 05:59), every hour listed, from the hourly rollup
 * (`ventas_resumen_hora`), so its cost does not grow with the sales: per fuel kind its gallons (m³ for GNV) and value,
 * canastilla, kiosco, transactions, the hour's total and its share of the station's total. Over several days each
 * hour adds those days. # Transacciones adds the rollup's sales per product (a sale of two products counts in each).
 */
export const cierre24Horas = reporteServidor<Filtros>({
  definicion: REPORTE_CIERRE_24_HORAS,
  clave: ['orden_hora'],
  fuente: (ctx) => {
    const f = ctx.filtros;
    const combustible = (id: number, campo: 'cantidad' | 'valor') =>
      sql`coalesce(sum(r.${sql.raw(campo)}) FILTER (WHERE r.tipo_negocio = 'C' AND p.combustible_id = ${id}), 0)`;
    return sql`
      WITH r AS (
        SELECT r.empresa_id, r.hora, r.tipo_negocio, r.producto_id, r.cantidad, r.valor, r.num_ventas
          FROM ventas_resumen_hora r
         WHERE r.empresa_id = ANY(${enteros(ctx.ids)}::int[]) AND r.fecha_negocio BETWEEN ${ctx.desde}::date AND ${ctx.hasta}::date
               ${siHay(f.tipo_negocio, sql`r.tipo_negocio = ${f.tipo_negocio ?? ''}`)}),
      h AS (
        SELECT e.id AS empresa_id, e.alias, x.hora,
               ${sql.join(
                 COMBUSTIBLES_24_HORAS.flatMap((c) => [
                   sql`${combustible(c.id, 'cantidad')} AS ${sql.identifier(`g_${c.clave}`)}`,
                   sql`${combustible(c.id, 'valor')} AS ${sql.identifier(`v_${c.clave}`)}`,
                 ]),
                 sql`, `,
               )},
               coalesce(sum(r.valor) FILTER (WHERE r.tipo_negocio = 'S'), 0) AS canastilla,
               coalesce(sum(r.valor) FILTER (WHERE r.tipo_negocio = 'K'), 0) AS kiosco,
               coalesce(sum(r.num_ventas), 0) AS transacciones, coalesce(sum(r.valor), 0) AS total
          FROM empresas e
         CROSS JOIN generate_series(0, 23) x(hora)
          LEFT JOIN r ON r.empresa_id = e.id AND r.hora = x.hora
          LEFT JOIN productos p ON p.id = r.producto_id
         WHERE e.id = ANY(${enteros(ctx.ids)}::int[])
         GROUP BY e.id, e.alias, x.hora)
      SELECT h.empresa_id AS estacion_id, h.alias AS estacion, lpad(h.hora::text, 2, '0') || ':00' AS hora,
             ((h.hora + 18) % 24)::int AS orden_hora,
             ${sql.join(
               COMBUSTIBLES_24_HORAS.flatMap((c) => [
                 sql`${trunc2(sql`h.${sql.identifier(`g_${c.clave}`)}`)} AS ${sql.identifier(`galones_${c.clave}`)}`,
                 sql`${trunc2(sql`h.${sql.identifier(`v_${c.clave}`)}`)} AS ${sql.identifier(`valor_${c.clave}`)}`,
               ]),
               sql`, `,
             )},
             ${trunc2(sql`h.canastilla`)} AS canastilla, ${trunc2(sql`h.kiosco`)} AS kiosco, h.transacciones::int AS transacciones,
             ${trunc2(sql`h.total`)} AS total,
             ${porcentaje(sql`h.total`, sql`sum(h.total) OVER (PARTITION BY h.empresa_id)`)} AS participacion
        FROM h`;
  },
  formulas: {
    participacion: (s, g) => porcentaje(s('total'), g('total')),
  },
  grafico: async (ctx, base) => {
    const r = await filas<Record<string, number | string>>(
      ctx.conn,
      sql`SELECT hora, min(orden_hora) AS o, ${sql.join(
        COMBUSTIBLES_24_HORAS.map((c) => sql`sum(${sql.identifier(`galones_${c.clave}`)})::float8 AS ${sql.identifier(c.clave)}`),
        sql`, `,
      )} FROM (${base}) b GROUP BY hora ORDER BY o`,
    );
    return {
      categorias: r.map((x) => String(x.hora)),
      series: COMBUSTIBLES_24_HORAS.map((c) => ({
        nombre: c.nombre,
        color: colorDeCombustible(c.id),
        datos: r.map((x) => Number(x[c.clave])),
      })),
    };
  },
});
