import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { TIPOS_NEGOCIO } from '@eds/contracts/operacion';
import { MESES_BALANCE, REPORTE_BALANCE_ACUMULADO } from '@eds/contracts/reportes/inventario-balance';
import { filas } from '../../../db/client';
import { enteros, porcentaje, trunc2 } from '../motor/sql';
import { reporteServidor, type ContextoReporte } from '../motor/tipos';
import { cifrasBalance } from './balance';
import { fechaBogota } from '../../../lib/tiempo';

type Filtros = z.output<typeof REPORTE_BALANCE_ACUMULADO.filtros>;

/** The year of the report: the `anio` filter, else the year of the last day asked for. */
const anioDe = (ctx: ContextoReporte<Filtros>) => ctx.filtros.anio ?? Number(ctx.hasta.slice(0, 4));

/**
 * balance-acumulado: the twelve months of the year per station, from the monthly rollups (this year and the one
 * before) and the peso goals of `metas_venta`; the over/short adds the tank book's daily figures of each month. The
 * running totals add the months as shown, so the December running total is the year's foot.
 */
export const balanceAcumulado = reporteServidor<Filtros>({
  definicion: REPORTE_BALANCE_ACUMULADO,
  clave: ['mes'],
  fuente: (ctx) => {
    const anio = anioDe(ctx);
    const negocios = ctx.filtros.tipo_negocio ? [ctx.filtros.tipo_negocio] : [...TIPOS_NEGOCIO];
    const hoy = fechaBogota(ctx.ahora);
    const fin = `${anio}-12-31` < hoy ? `${anio}-12-31` : hoy;
    const ids = enteros(ctx.ids);
    const actual = cifrasBalance(
      ctx,
      { ids: ctx.ids, desde: `${anio}-01-01`, hasta: fin < `${anio}-01-01` ? `${anio}-01-01` : fin, negocios },
      'mes',
    );
    const nombres = `{${MESES_BALANCE.join(',')}}`;
    return sql`
      WITH meses AS (
        SELECT e.id AS empresa_id, e.alias, m.n AS mes, make_date(${anio}, m.n, 1) AS inicio
          FROM empresas e CROSS JOIN generate_series(1, 12) m(n) WHERE e.id = ANY(${ids}::int[])),
      c AS (${actual}),
      ant AS (
        SELECT empresa_id, extract(month FROM mes)::int AS mes, sum(valor) AS total FROM ventas_resumen_mes
         WHERE empresa_id = ANY(${ids}::int[]) AND mes BETWEEN make_date(${anio - 1}, 1, 1) AND make_date(${anio - 1}, 12, 1)
           AND tipo_negocio = ANY(${`{${negocios.join(',')}}`}::char[])
         GROUP BY 1, 2),
      pre AS (
        SELECT empresa_id, mes, sum(meta) AS meta FROM metas_venta
         WHERE empresa_id = ANY(${ids}::int[]) AND anio = ${anio} AND estado = 'A' AND unidad = 'VALOR'
           AND producto_id IS NULL AND categoria_id IS NULL AND tipo_negocio = ANY(${`{${negocios.join(',')}}`}::char[])
         GROUP BY 1, 2),
      r AS (
        SELECT meses.empresa_id, meses.alias, meses.mes, meses.inicio,
               ${trunc2(sql`coalesce(c.galones, 0)`)} AS galones, ${trunc2(sql`coalesce(c.combustible, 0)`)} AS venta_combustible,
               ${trunc2(sql`coalesce(c.canastilla, 0)`)} AS canastilla, ${trunc2(sql`coalesce(c.kiosco, 0)`)} AS kiosco,
               ${trunc2(sql`coalesce(c.total, 0)`)} AS total, ${trunc2(sql`coalesce(c.base - c.costo, 0)`)} AS utilidad,
               ${trunc2(sql`c.sobrante`)} AS sobrante, ${trunc2(sql`coalesce(ant.total, 0)`)} AS anterior,
               ${trunc2(sql`coalesce(pre.meta, 0)`)} AS presupuesto
          FROM meses
          LEFT JOIN c ON c.empresa_id = meses.empresa_id AND c.periodo = meses.inicio
          LEFT JOIN ant ON ant.empresa_id = meses.empresa_id AND ant.mes = meses.mes
          LEFT JOIN pre ON pre.empresa_id = meses.empresa_id AND pre.mes = meses.mes),
      a AS (
        SELECT r.*, sum(total) OVER w AS acumulado, sum(anterior) OVER w AS acumulado_anterior, sum(presupuesto) OVER w AS presupuesto_acumulado
          FROM r WINDOW w AS (PARTITION BY empresa_id ORDER BY mes ROWS UNBOUNDED PRECEDING))
      SELECT a.empresa_id AS estacion_id, a.alias AS estacion, a.mes, (${nombres}::text[])[a.mes] AS nombre_mes, a.inicio::text AS inicio_mes,
             (a.inicio + interval '1 month - 1 day')::date::text AS fin_mes, a.galones, a.venta_combustible, a.canastilla, a.kiosco,
             a.total, a.utilidad, a.sobrante, a.acumulado, a.anterior, a.acumulado_anterior,
             ${porcentaje(sql`a.acumulado - a.acumulado_anterior`, sql`a.acumulado_anterior`)} AS variacion,
             a.presupuesto, a.presupuesto_acumulado, ${porcentaje(sql`a.acumulado`, sql`a.presupuesto_acumulado`)} AS cumplimiento
        FROM a`;
  },
  formulas: {
    acumulado: (s) => s('total'),
    acumulado_anterior: (s) => s('anterior'),
    presupuesto_acumulado: (s) => s('presupuesto'),
    variacion: (s) => porcentaje(sql`${s('total')} - ${s('anterior')}`, s('anterior')),
    cumplimiento: (s) => porcentaje(s('total'), s('presupuesto')),
  },
  grafico: async (ctx, base) => {
    const r = await filas<{ nombre_mes: string; acumulado: number; anterior: number; presupuesto: number }>(
      ctx.conn,
      sql`SELECT mes, min(nombre_mes) AS nombre_mes, sum(acumulado)::float8 AS acumulado, sum(acumulado_anterior)::float8 AS anterior,
                 sum(presupuesto_acumulado)::float8 AS presupuesto FROM (${base}) b GROUP BY mes ORDER BY mes`,
    );
    return {
      categorias: r.map((x) => x.nombre_mes),
      series: [
        { nombre: 'Venta acumulada', color: null, datos: r.map((x) => Number(x.acumulado)) },
        { nombre: 'Acumulado año anterior', color: null, datos: r.map((x) => Number(x.anterior)) },
        { nombre: 'Presupuesto acumulado', color: null, datos: r.map((x) => Number(x.presupuesto)) },
      ],
    };
  },
});
