import { sql, type SQL } from 'drizzle-orm';
import { TIPO_EMPRESA } from '@eds/contracts/constantes';
import type { TPaginacionQuery } from '@eds/contracts/paginacion';
import type { ListaOpcionesReporte, TOpcionReporte } from '@eds/contracts/reportes/motor';
import { fila, type Conn } from '../../../db/client';
import { paginar, type ConsultaLista } from '../../../lib/paginar';
import type { SesionActiva } from '../../sesion/contexto';
import { enteros } from './sql';

/** The businesses of some stations: catalogues (products, categories) belong to the business. */
const negocios = (ids: readonly number[]) => sql`(SELECT negocio_id FROM empresas WHERE id = ANY(${enteros(ids)}::int[]))`;

/** The query of each filter list over the stations chosen (already in the user's scope), optionally one value. */
function consulta(lista: ListaOpcionesReporte, ids: readonly number[], sesion: SesionActiva, valor?: number): ConsultaLista {
  const uno = (col: SQL) => (valor === undefined ? sql`` : sql` AND ${col} = ${valor}`);
  const est = enteros(ids);
  switch (lista) {
    case 'productos':
      return {
        columnas: sql`p.id AS valor, p.codigo || ' · ' || p.descripcion AS etiqueta, NULL::int AS estacion_id`,
        origen: sql`FROM productos p WHERE p.negocio_id IN ${negocios(ids)} AND p.estado = 'A'${uno(sql`p.id`)}`,
        orden: sql`p.descripcion, p.id`,
      };
    case 'categorias':
      return {
        columnas: sql`c.id AS valor, c.descripcion AS etiqueta, NULL::int AS estacion_id`,
        origen: sql`FROM categorias c WHERE c.negocio_id IN ${negocios(ids)} AND c.estado = 'A'${uno(sql`c.id`)}`,
        orden: sql`c.descripcion, c.id`,
      };
    case 'promotores':
      return {
        columnas: sql`p.id AS valor, trim(pe.nombres || ' ' || pe.apellidos) AS etiqueta, p.empresa_id AS estacion_id`,
        origen: sql`FROM promotores p JOIN personas pe ON pe.id = p.persona_id WHERE p.empresa_id = ANY(${est}::int[])${uno(sql`p.id`)}`,
        orden: sql`2, p.id`,
      };
    case 'islas':
      return {
        columnas: sql`i.id AS valor, i.descripcion AS etiqueta, i.empresa_id AS estacion_id`,
        origen: sql`FROM islas i WHERE i.empresa_id = ANY(${est}::int[])${uno(sql`i.id`)}`,
        orden: sql`i.empresa_id, i.descripcion, i.id`,
      };
    case 'mangueras':
      return {
        columnas: sql`m.id AS valor, 'Surtidor ' || s.numero || ' · Manguera ' || m.numero || ' · ' || p.descripcion AS etiqueta, m.empresa_id AS estacion_id`,
        origen: sql`FROM mangueras m JOIN surtidores s ON s.id = m.surtidor_id JOIN productos p ON p.id = m.producto_id
                    WHERE m.empresa_id = ANY(${est}::int[])${uno(sql`m.id`)}`,
        orden: sql`m.empresa_id, s.numero, m.numero, m.id`,
      };
    case 'tanques':
      return {
        columnas: sql`b.id AS valor, b.descripcion AS etiqueta, b.empresa_id AS estacion_id`,
        origen: sql`FROM bodegas b WHERE b.tipo = 'TANQUE' AND b.empresa_id = ANY(${est}::int[])${uno(sql`b.id`)}`,
        orden: sql`b.empresa_id, b.descripcion, b.id`,
      };
    case 'bodegas':
      return {
        columnas: sql`b.id AS valor, b.descripcion AS etiqueta, b.empresa_id AS estacion_id`,
        origen: sql`FROM bodegas b WHERE b.empresa_id = ANY(${est}::int[])${uno(sql`b.id`)}`,
        orden: sql`b.empresa_id, b.descripcion, b.id`,
      };
    case 'proveedores':
      return {
        columnas: sql`p.id AS valor, p.razon_social AS etiqueta, NULL::int AS estacion_id`,
        origen: sql`FROM proveedores p WHERE p.negocio_id IN ${negocios(ids)} AND p.estado = 'A'${uno(sql`p.id`)}`,
        orden: sql`p.razon_social, p.id`,
      };
    case 'regionales': {
      // The regional groupings of the user's scope, from the session (no query of the tree).
      const regionales = [...sesion.alcance.values()]
        .filter((e) => e.tipo === TIPO_EMPRESA.REGIONAL && (valor === undefined || e.id === valor))
        .map((e) => e.id);
      return {
        columnas: sql`e.id AS valor, e.alias AS etiqueta, NULL::int AS estacion_id`,
        origen: sql`FROM empresas e WHERE e.id = ANY(${enteros(regionales)}::int[])`,
        orden: sql`e.alias, e.id`,
      };
    }
  }
}

/** One page of a filter list of the report bar. */
export function opcionesDeLista(
  conn: Conn,
  sesion: SesionActiva,
  lista: ListaOpcionesReporte,
  ids: readonly number[],
  pagina: TPaginacionQuery,
) {
  return paginar<TOpcionReporte>(conn, consulta(lista, ids, sesion), pagina);
}

/** The label of one value of a list (the exports' Filtros sheet), or the value itself when it is not there. */
export async function etiquetaDeOpcion(
  conn: Conn,
  sesion: SesionActiva,
  lista: ListaOpcionesReporte,
  ids: readonly number[],
  valor: number,
): Promise<string> {
  const c = consulta(lista, ids, sesion, valor);
  const r = await fila<{ etiqueta: string }>(conn, sql`SELECT ${c.columnas} ${c.origen} LIMIT 1`);
  return r?.etiqueta ?? String(valor);
}
