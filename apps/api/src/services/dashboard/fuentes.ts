import { sql, type SQL } from 'drizzle-orm';
import { partirRango, type RangoDias } from './rango';

/** A `{1,2,3}` literal for `= ANY(…::int[])`: one parameter whatever the number of stations. */
export const listaEnteros = (ids: Iterable<number>) => `{${[...ids].join(',')}}`;

/** Pairs of rollups: the monthly table and the daily table with the same columns. */
export const ROLLUPS = {
  totales: { mes: 'ventas_totales_mes', dia: 'ventas_totales_dia' },
  productos: { mes: 'ventas_resumen_mes', dia: 'ventas_resumen_dia' },
} as const;

/**
 * The rows of a rollup pair for the stations and days: whole months from the monthly table, loose days from the
 * daily table, as one UNION ALL subquery with the given columns. Its cost depends on stations × months (+ a
 * few days), never on the number of sales.
 */
export function filasRollup(par: { mes: string; dia: string }, columnas: string, empresas: number[], rango: RangoDias): SQL {
  const { meses, dias } = partirRango(rango);
  const partes: SQL[] = [];
  const ids = listaEnteros(empresas);
  if (meses) {
    partes.push(
      sql`SELECT ${sql.raw(columnas)} FROM ${sql.raw(par.mes)} WHERE empresa_id = ANY(${ids}::int[]) AND mes BETWEEN ${meses.desde}::date AND ${meses.hasta}::date`,
    );
  }
  for (const d of dias) {
    partes.push(
      sql`SELECT ${sql.raw(columnas)} FROM ${sql.raw(par.dia)} WHERE empresa_id = ANY(${ids}::int[]) AND fecha_negocio BETWEEN ${d.desde}::date AND ${d.hasta}::date`,
    );
  }
  return sql`(${sql.join(partes, sql` UNION ALL `)})`;
}

/** numeric comes back as text on both drivers. */
export const num = (v: string | number | null | undefined): number => (v === null || v === undefined ? 0 : Number(v));
