import { sql, type SQL } from 'drizzle-orm';

/** Pieces of SQL every report's query uses. */

/** A `{1,2,3}` literal for `= ANY(…::int[])`: one parameter whatever the number of ids. */
export const enteros = (ids: Iterable<number>): string => `{${[...ids].join(',')}}`;

/** `x` truncated toward zero to 2 decimals, once: what a row shows (REPORTS.md §0 "Numbers"). */
export const trunc2 = (x: SQL): SQL => sql`trunc((${x})::numeric, 2)`;

/** `a / b` at full precision, null when b is zero (the screen shows `—`). */
export const dividir = (a: SQL, b: SQL): SQL => sql`((${a})::numeric / NULLIF((${b})::numeric, 0))`;

/** `a / b × 100`, truncated to 2 decimals, null when b is zero. */
export const porcentaje = (a: SQL, b: SQL): SQL => trunc2(sql`${dividir(a, b)} * 100`);

/** `a / b`, truncated to 2 decimals, null when b is zero. */
export const razon = (a: SQL, b: SQL): SQL => trunc2(dividir(a, b));

/** A filter that applies only when given: `AND col = value`, or nothing. */
export const siHay = (valor: unknown, condicion: SQL): SQL => (valor === undefined || valor === null ? sql`` : sql` AND ${condicion}`);

/** A cell or filter value as text (a file's cell, the Filtros sheet): numbers readable, objects as JSON, nothing as ''. */
export function texto(valor: unknown): string {
  if (valor === null || valor === undefined) return '';
  if (typeof valor === 'string') return valor;
  if (typeof valor === 'number' || typeof valor === 'boolean' || typeof valor === 'bigint') return String(valor);
  return JSON.stringify(valor);
}

/** A person's full name. */
export const nombrePersona = (alias: string): SQL => sql.raw(`trim(${alias}.nombres || ' ' || ${alias}.apellidos)`);
