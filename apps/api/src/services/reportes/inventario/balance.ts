import { sql, type SQL } from 'drizzle-orm';
import { TIPOS_NEGOCIO } from '@eds/contracts/operacion';
import { kardexCombustible } from '../combustible/kardex-combustible';
import { enteros } from '../motor/sql';
import type { ContextoReporte } from '../motor/tipos';

/**
 * The figures of the operating balances (balance-operativo-diario, balance-acumulado), per station and business day
 * or month, all from rollups: sales, taxes and cost from the product rollup (`ventas_resumen_dia` / `_mes`), the cash of
 * the closed shifts from their counters (`turnos`: expected = the cash their sales took in, delivered = envelopes +
 * final hand-over, as ventas_promotor reads them) and the fuel over/short from kardex-combustible's own query (the daily
 * figure of each tank, as that report shows it). Every figure at full precision; the reports truncate once.
 */
export type Periodo = 'dia' | 'mes';

export interface CifrasBalance {
  ids: readonly number[];
  desde: string;
  hasta: string;
  negocios?: readonly string[];
}

/** `empresa_id, periodo (date), galones, combustible, canastilla, kiosco, total, base, costo, esperado, entregado, diferencia_caja, sobrante`. */
export function cifrasBalance(ctx: ContextoReporte<unknown>, c: CifrasBalance, periodo: Periodo): SQL {
  const ids = enteros(c.ids);
  const negocios = `{${(c.negocios ?? TIPOS_NEGOCIO).join(',')}}`;
  const ventas =
    periodo === 'mes'
      ? sql`SELECT empresa_id, mes AS periodo, tipo_negocio, cantidad, valor, impuestos, costo FROM ventas_resumen_mes
             WHERE empresa_id = ANY(${ids}::int[]) AND mes BETWEEN date_trunc('month', ${c.desde}::date)::date AND ${c.hasta}::date`
      : sql`SELECT empresa_id, fecha_negocio AS periodo, tipo_negocio, cantidad, valor, impuestos, costo FROM ventas_resumen_dia
             WHERE empresa_id = ANY(${ids}::int[]) AND fecha_negocio BETWEEN ${c.desde}::date AND ${c.hasta}::date`;
  const aPeriodo = (col: SQL) => (periodo === 'mes' ? sql`date_trunc('month', ${col})::date` : sql`${col}::date`);
  const kardex = kardexCombustible.fuente({ ...ctx, ids: c.ids, desde: c.desde, hasta: c.hasta, filtros: {} });
  const combustible = (c.negocios ?? TIPOS_NEGOCIO).includes('C');
  return sql`
    WITH v AS (
      SELECT empresa_id, periodo,
             sum(cantidad) FILTER (WHERE tipo_negocio = 'C') AS galones,
             sum(valor) FILTER (WHERE tipo_negocio = 'C') AS combustible,
             sum(valor) FILTER (WHERE tipo_negocio = 'S') AS canastilla,
             sum(valor) FILTER (WHERE tipo_negocio = 'K') AS kiosco,
             sum(valor) AS total, sum(valor - impuestos) AS base, sum(costo) AS costo
        FROM (${ventas}) x WHERE tipo_negocio = ANY(${negocios}::char[]) GROUP BY empresa_id, periodo),
    t AS (
      SELECT empresa_id, ${aPeriodo(sql`fecha_negocio`)} AS periodo, sum(total_efectivo) AS esperado,
             sum(total_sobres + coalesce(efectivo_entregado, 0)) AS entregado
        FROM turnos WHERE empresa_id = ANY(${ids}::int[]) AND fecha_negocio BETWEEN ${c.desde}::date AND ${c.hasta}::date AND estado <> 'A'
       GROUP BY 1, 2),
    k AS (
      SELECT estacion_id AS empresa_id, ${aPeriodo(sql`dia::date`)} AS periodo, sum(diferencia) AS sobrante
        FROM (${kardex}) kx WHERE ${combustible} GROUP BY 1, 2),
    p AS (SELECT empresa_id, periodo FROM v UNION SELECT empresa_id, periodo FROM t UNION SELECT empresa_id, periodo FROM k WHERE sobrante IS NOT NULL)
    SELECT p.empresa_id, p.periodo, coalesce(v.galones, 0) AS galones, coalesce(v.combustible, 0) AS combustible,
           coalesce(v.canastilla, 0) AS canastilla, coalesce(v.kiosco, 0) AS kiosco, coalesce(v.total, 0) AS total,
           coalesce(v.base, 0) AS base, coalesce(v.costo, 0) AS costo, coalesce(t.esperado, 0) AS esperado,
           coalesce(t.entregado, 0) AS entregado, coalesce(t.entregado, 0) - coalesce(t.esperado, 0) AS diferencia_caja,
           k.sobrante
      FROM p LEFT JOIN v USING (empresa_id, periodo) LEFT JOIN t USING (empresa_id, periodo) LEFT JOIN k USING (empresa_id, periodo)`;
}
