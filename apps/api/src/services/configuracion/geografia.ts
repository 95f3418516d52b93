import { sql } from 'drizzle-orm';
import type { TCiudad, TDepartamento, TPais } from '@eds/contracts/geografia';
import type { TPaginacionQuery } from '@eds/contracts/paginacion';
import type { Conn } from '../../db/client';
import { paginar } from '../../lib/paginar';

/**
 * The location catalogue in the shapes the spec gives: country (id_paises, nombre_pais), state
 * (id_departamento, nombre_departamento), city (id_provincia, name in nombre_departamento). One page each, by name,
 * of active rows only (Geografía inactivates them; geografia-admin.ts).
 */
export async function paises(conn: Conn, pagina: TPaginacionQuery) {
  return paginar<TPais>(
    conn,
    { columnas: sql`id AS id_paises, nombre AS nombre_pais`, origen: sql`FROM paises WHERE estado = 'A'`, orden: sql`nombre, id` },
    pagina,
  );
}

export async function departamentosDePais(conn: Conn, paisId: number, pagina: TPaginacionQuery) {
  return paginar<TDepartamento>(
    conn,
    {
      columnas: sql`id AS id_departamento, nombre AS nombre_departamento`,
      origen: sql`FROM departamentos WHERE paises_id = ${paisId} AND estado = 'A'`,
      orden: sql`nombre, id`,
    },
    pagina,
  );
}

export async function ciudadesDeDepartamento(conn: Conn, departamentoId: number, pagina: TPaginacionQuery) {
  return paginar<TCiudad>(
    conn,
    {
      columnas: sql`id AS id_provincia, nombre AS nombre_departamento`,
      origen: sql`FROM ciudades WHERE departamentos_id = ${departamentoId} AND estado = 'A'`,
      orden: sql`nombre, id`,
    },
    pagina,
  );
}
