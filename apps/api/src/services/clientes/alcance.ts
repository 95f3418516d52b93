import { sql, type SQL } from 'drizzle-orm';

/**
 * Whose customers a caller sees (decision 071): a business-level user every customer of the business; a user limited
 * to some stations the customers linked to one of them (`clientes_empresas`) and those linked to none (customers of
 * the whole business). Fleets and vehicles follow their customer; the business's own fleet (`propia`) is the
 * business's, seen by all its users.
 */
export interface AlcanceClientes {
  negocioId: number;
  /** The caller's stations; null for a business-level user. */
  estaciones: readonly number[] | null;
}

const lista = (ids: readonly number[]) => `{${ids.join(',')}}`;

/** The customer `cliente` (an id column) is one the caller sees. */
export function clienteVisible(a: AlcanceClientes, cliente: SQL): SQL {
  if (a.estaciones === null) return sql`true`;
  return sql`(NOT EXISTS (SELECT 1 FROM clientes_empresas ce WHERE ce.cliente_id = ${cliente})
              OR EXISTS (SELECT 1 FROM clientes_empresas ce WHERE ce.cliente_id = ${cliente} AND ce.empresa_id = ANY(${lista(a.estaciones)}::int[])))`;
}

/** The station ids of the caller's scope as an SQL array, or null for the whole business. */
export function estacionesSql(a: AlcanceClientes): SQL | null {
  return a.estaciones === null ? null : sql`${lista(a.estaciones)}::int[]`;
}
