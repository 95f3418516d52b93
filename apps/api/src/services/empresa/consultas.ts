import { sql } from 'drizzle-orm';
import { TIPO_EMPRESA } from '@eds/contracts/constantes';
import type { TEmpresaNodo, TEstacionNegocio } from '@eds/contracts/empresa';
import type { TPaginacionQuery } from '@eds/contracts/paginacion';
import type { Conn } from '../../db/client';
import { paginar } from '../../lib/paginar';
import { ancestros } from './alcance';

const enteros = (ids: Iterable<number>) => `{${[...ids].join(',')}}`;

const COLUMNAS_RESUMEN = sql`e.id, e.alias, e.nombre, e.razon_social, e.tipo, e.empresas_id, e.estado,
  e.atributos ->> 'ciudad' AS ciudad, e.atributos ->> 'provincia' AS departamento, e.atributos ->> 'pais' AS pais`;

/** Direct children of a company, limited to the companies the caller may see: one page by alias. */
export async function hijosDeEmpresa(conn: Conn, empresaId: number, visibles: ReadonlySet<number>, pagina: TPaginacionQuery) {
  return paginar<TEmpresaNodo>(
    conn,
    {
      columnas: COLUMNAS_RESUMEN,
      origen: sql`FROM empresas e WHERE e.empresas_id = ${empresaId} AND e.id = ANY(${enteros(visibles)}::int[])`,
      orden: sql`e.alias, e.id`,
    },
    pagina,
  );
}

/** Ancestors of a company within the business, nearest parent first (one page; the tree is a few levels deep). */
export async function padresDeEmpresa(conn: Conn, empresaId: number, negocioId: number, pagina: TPaginacionQuery) {
  const ids = await ancestros(conn, empresaId);
  return paginar<TEmpresaNodo>(
    conn,
    {
      columnas: COLUMNAS_RESUMEN,
      origen: sql`FROM unnest(${enteros(ids)}::int[]) WITH ORDINALITY AS a(id, n) JOIN empresas e ON e.id = a.id WHERE e.negocio_id = ${negocioId}`,
      orden: sql`a.n`,
    },
    pagina,
  );
}

/** Descendants of a company the caller may see, by type and alias: one page. */
export async function descendientesVisibles(conn: Conn, empresaId: number, visibles: ReadonlySet<number>, pagina: TPaginacionQuery) {
  return paginar<TEmpresaNodo>(
    conn,
    {
      columnas: COLUMNAS_RESUMEN,
      origen: sql`FROM empresas e
         WHERE e.id = ANY(${enteros(visibles)}::int[])
           AND e.id IN (WITH RECURSIVE arbol AS (
                          SELECT id FROM empresas WHERE empresas_id = ${empresaId}
                          UNION SELECT h.id FROM empresas h JOIN arbol a ON h.empresas_id = a.id
                        ) SELECT id FROM arbol)`,
      orden: sql`e.tipo, e.alias, e.id`,
    },
    pagina,
  );
}

/** Active stations (EDS, CDL, kiosk) of the business that the caller may see, with their location: one page. */
export async function estacionesVisibles(conn: Conn, negocioId: number, visibles: ReadonlySet<number>, pagina: TPaginacionQuery) {
  const r = await paginar<Omit<TEstacionNegocio, 'localizacion'> & { lat: number | null; lng: number | null }>(
    conn,
    {
      columnas: sql`e.id AS "idEds", e.nombre, e.razon_social, e.alias, e.tipo, e.empresas_id,
               e.ciudad_id, e.departamento_id, e.pais_id,
               e.atributos ->> 'ciudad' AS ciudad, e.atributos ->> 'provincia' AS departamento, e.atributos ->> 'pais' AS pais,
               e.latitud::float8 AS lat, e.longitud::float8 AS lng`,
      origen: sql`FROM empresas e
         WHERE e.negocio_id = ${negocioId} AND e.tipo IN (${TIPO_EMPRESA.EDS}, ${TIPO_EMPRESA.CDL}, ${TIPO_EMPRESA.KIOSCO})
           AND e.estado = 'A' AND e.id = ANY(${enteros(visibles)}::int[])`,
      orden: sql`e.alias, e.id`,
    },
    pagina,
  );
  return { total: r.total, filas: r.filas.map(({ lat, lng, ...e }): TEstacionNegocio => ({ ...e, localizacion: { lat, lng } })) };
}
