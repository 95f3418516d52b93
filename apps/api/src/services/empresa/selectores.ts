import { sql } from 'drizzle-orm';
import { TIPO_EMPRESA } from '@eds/contracts/constantes';
import { MENSAJES } from '@eds/contracts/mensajes';
import { TIPOS_ESTACION, type TEmpresaOpcion } from '@eds/contracts/empresa/empresas';
import type { TPaginacionQuery } from '@eds/contracts/paginacion';
import { fila, type Conn } from '../../db/client';
import { notFound } from '../../lib/errors';
import { paginar } from '../../lib/paginar';

/** Company selectors of the specification's century service, each limited to the companies the caller may see. */

const enteros = (ids: Iterable<number>) => `{${[...ids].join(',')}}`;
const COLUMNAS = sql`e.id, e.alias, e.nombre, e.razon_social, e.tipo, e.empresas_id, e.estado`;
const ESTACIONES = sql`(${sql.join(
  TIPOS_ESTACION.map((t) => sql`${t}`),
  sql`, `,
)})`;

/** GET empresa/select/empresa/{ids}: the given active companies, by alias. */
export async function empresasPorIds(conn: Conn, ids: readonly number[], pagina: TPaginacionQuery) {
  return paginar<TEmpresaOpcion>(
    conn,
    {
      columnas: COLUMNAS,
      origen: sql`FROM empresas e WHERE e.id = ANY(${enteros(ids)}::int[]) AND e.estado = 'A'`,
      orden: sql`e.alias, e.id`,
    },
    pagina,
  );
}

/** GET empresa/select/empresa/5/{ids}: the active stations under the given companies (themselves included) the caller sees. */
export async function estacionesBajo(conn: Conn, ids: readonly number[], visibles: ReadonlySet<number>, pagina: TPaginacionQuery) {
  return paginar<TEmpresaOpcion>(
    conn,
    {
      columnas: COLUMNAS,
      origen: sql`FROM empresas e
         WHERE e.tipo IN ${ESTACIONES} AND e.estado = 'A' AND e.id = ANY(${enteros(visibles)}::int[])
           AND e.id IN (WITH RECURSIVE arbol AS (
                          SELECT id FROM empresas WHERE id = ANY(${enteros(ids)}::int[])
                          UNION SELECT h.id FROM empresas h JOIN arbol a ON h.empresas_id = a.id
                        ) SELECT id FROM arbol)`,
      orden: sql`e.alias, e.id`,
    },
    pagina,
  );
}

/** GET empresa/tipo/{tipo}/padre/{id}: the active children of a company with the given type. */
export async function hijosPorTipo(conn: Conn, tipo: number, padreId: number, visibles: ReadonlySet<number>, pagina: TPaginacionQuery) {
  return paginar<TEmpresaOpcion>(
    conn,
    {
      columnas: COLUMNAS,
      origen: sql`FROM empresas e WHERE e.empresas_id = ${padreId} AND e.tipo = ${tipo} AND e.estado = 'A'
                    AND e.id = ANY(${enteros(visibles)}::int[])`,
      orden: sql`e.alias, e.id`,
    },
    pagina,
  );
}

/** GET empresa/beta-cuatro/estaciones/beta4: active stations on the BETA 4 POS platform the caller sees. */
export async function estacionesBeta4(conn: Conn, negocioId: number, visibles: ReadonlySet<number>, pagina: TPaginacionQuery) {
  return paginar<{ idEds: number; alias: string; nombre: string; codigo: string | null }>(
    conn,
    {
      columnas: sql`e.id AS "idEds", e.alias, e.nombre, e.codigo`,
      origen: sql`FROM empresas e WHERE e.negocio_id = ${negocioId} AND e.tipo IN ${ESTACIONES} AND e.estado = 'A'
                    AND e.atributos ->> 'plataforma' = 'BETA 4' AND e.id = ANY(${enteros(visibles)}::int[])`,
      orden: sql`e.alias, e.id`,
    },
    pagina,
  );
}

/** GET empresa/dominio/{id}: the domains of the company's business (host, type, theme colours). */
export async function dominiosDeEmpresa(conn: Conn, empresaId: number, pagina: TPaginacionQuery) {
  return paginar<{
    id: number;
    host: string;
    alias: string;
    tipo: string | null;
    color1: string | null;
    color2: string | null;
    formato_numero: string | null;
    estado: 'A' | 'I';
  }>(
    conn,
    {
      columnas: sql`d.id, d.host, d.alias, d.tipo, d.parametros ->> 'color1' AS color1, d.parametros ->> 'color2' AS color2,
                    d.parametros ->> 'formato_numero' AS formato_numero, d.estado`,
      origen: sql`FROM dominios d JOIN empresas e ON e.negocio_id = d.negocio_id WHERE e.id = ${empresaId}`,
      orden: sql`d.host, d.id`,
    },
    pagina,
  );
}

/** GET negocio/getempresa/{id}: the business of a company, with its root company. */
export async function negocioDeEmpresa(conn: Conn, empresaId: number) {
  const n = await fila<{ id: number; nombre: string; nit: string; estado: 'A' | 'I'; empresa_raiz_id: number | null }>(
    conn,
    sql`SELECT n.id, n.nombre, n.nit, n.estado,
               (SELECT r.id FROM empresas r WHERE r.negocio_id = n.id AND r.empresas_id IS NULL AND r.tipo = ${TIPO_EMPRESA.NEGOCIO} ORDER BY r.id LIMIT 1) AS empresa_raiz_id
          FROM negocios n JOIN empresas e ON e.negocio_id = n.id WHERE e.id = ${empresaId}`,
  );
  if (!n) throw notFound(MENSAJES.empresaNoExiste);
  return n;
}
