import { sql } from 'drizzle-orm';
import { filaPreparada, filas, type Conn } from '../../db/client';
import { TIPO_EMPRESA } from '@eds/contracts/constantes';

/** The company and all its descendants. */
export async function descendientes(conn: Conn, empresaId: number): Promise<number[]> {
  const r = await filas<{ id: number }>(
    conn,
    sql`WITH RECURSIVE arbol AS (
          SELECT id FROM empresas WHERE id = ${empresaId}
          UNION
          SELECT e.id FROM empresas e JOIN arbol a ON e.empresas_id = a.id
        ) SELECT id FROM arbol`,
  );
  return r.map((x) => x.id);
}

/** The company's ancestors, nearest first. */
export async function ancestros(conn: Conn, empresaId: number): Promise<number[]> {
  const r = await filas<{ id: number; nivel: number }>(
    conn,
    sql`WITH RECURSIVE arriba AS (
          SELECT empresas_id AS id, 1 AS nivel FROM empresas WHERE id = ${empresaId}
          UNION ALL
          SELECT e.empresas_id, a.nivel + 1 FROM empresas e JOIN arriba a ON e.id = a.id WHERE a.nivel < 50
        ) SELECT id, nivel FROM arriba WHERE id IS NOT NULL ORDER BY nivel`,
  );
  return r.map((x) => x.id);
}

export interface UsuarioAlcance {
  tipo: number;
  empresaId: number;
  negocioId: number;
}

/**
 * The companies a user may see, computed at sign-in (spec: types 1, 3, 4 and 5 load the descendants
 * of the user's company; type 3 also loads every station of the business; type 2 loads the children
 * of the domain, that is the whole tree of the business the domain points at).
 */
export async function empresasPermitidas(conn: Conn, u: UsuarioAlcance): Promise<number[]> {
  if (u.tipo === 2) {
    const r = await filas<{ id: number }>(conn, sql`SELECT id FROM empresas WHERE negocio_id = ${u.negocioId}`);
    return r.map((x) => x.id).sort((a, b) => a - b);
  }
  const propias = new Set(await descendientes(conn, u.empresaId));
  if (u.tipo === 3) {
    const estaciones = await filas<{ id: number }>(
      conn,
      sql`WITH RECURSIVE arbol AS (
            SELECT id FROM empresas WHERE negocio_id = ${u.negocioId} AND tipo = ${TIPO_EMPRESA.EDS}
            UNION
            SELECT e.id FROM empresas e JOIN arbol a ON e.empresas_id = a.id
          ) SELECT id FROM arbol`,
    );
    for (const e of estaciones) propias.add(e.id);
  }
  return [...propias].sort((a, b) => a - b);
}

/** The business a company belongs to; undefined when the company does not exist. */
export async function negocioDeEmpresa(conn: Conn, empresaId: number): Promise<number | undefined> {
  const r = await filaPreparada<{ negocio_id: number }>(conn, sql`SELECT negocio_id FROM empresas WHERE id = ${empresaId}`);
  return r?.negocio_id;
}
