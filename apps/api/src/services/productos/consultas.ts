import { sql, type SQL } from 'drizzle-orm';
import type { TPaginacionQuery } from '@eds/contracts/paginacion';
import type { TProducto, TProductoEstacion } from '@eds/contracts/productos';
import { filas, type Conn } from '../../db/client';
import { paginar, textoInstante } from '../../lib/paginar';

const textos = (v: readonly string[]) => `{${v.join(',')}}`;

const COLUMNAS_PRODUCTO = sql`p.id, p.codigo, p.descripcion, p.tipo_producto_id, p.clase_producto_id, p.combustible_id, p.tipos_negocio,
  p.categoria_id, c.descripcion AS categoria, p.unidad_id, u.abreviatura AS unidad, p.codigos_barras,
  p.stock_minimo::float8 AS stock_minimo, p.stock_maximo::float8 AS stock_maximo, p.imagen_url, p.estado,
  coalesce((SELECT json_agg(json_build_object('id', i.id, 'codigo', i.codigo, 'descripcion', i.descripcion, 'codigo_dian', i.codigo_dian,
      'porcentaje_valor', i.porcentaje_valor, 'impuesto_valor', i.impuesto_valor) ORDER BY i.id)
     FROM productos_impuestos pi JOIN impuestos i ON i.id = pi.impuesto_id WHERE pi.producto_id = p.id), '[]') AS impuestos`;

/**
 * Active products of the company's business of a type (20, 21, 22; 0 = every type) sold in any of the
 * given business types (C, S, K): the catalogue (producto/empresa/...), one page by description.
 */
export async function productosDeNegocio(
  conn: Conn,
  negocioId: number,
  tipo: number,
  tiposNegocio: readonly string[],
  pagina: TPaginacionQuery,
) {
  return paginar<TProducto>(
    conn,
    {
      columnas: sql`${COLUMNAS_PRODUCTO}, p.precio::float8 AS precio`,
      origen: sql`FROM productos p LEFT JOIN categorias c ON c.id = p.categoria_id JOIN unidades u ON u.id = p.unidad_id
         WHERE p.negocio_id = ${negocioId} AND p.estado = 'A' AND (${tipo} = 0 OR p.tipo_producto_id = ${tipo})
           AND p.tipos_negocio && ${textos(tiposNegocio)}::text[]`,
      orden: sql`p.descripcion, p.id`,
    },
    pagina,
  );
}

function consultaEstacion(
  empresaId: number,
  negocioId: number,
  tipo: number,
  tiposNegocio: readonly string[],
): { columnas: SQL; origen: SQL; orden: SQL } {
  return {
    columnas: sql`${COLUMNAS_PRODUCTO}, pr.precio::float8 AS precio, ${textoInstante(sql`pr.vigente_desde`)} AS precio_desde,
               coalesce((SELECT sum(e.cantidad) FROM existencias e JOIN bodegas b ON b.id = e.bodega_id
                          WHERE e.producto_id = p.id AND b.empresa_id = ${empresaId} AND b.estado = 'A'), 0)::float8 AS existencia`,
    origen: sql`FROM productos p
          JOIN precios pr ON pr.producto_id = p.id AND pr.empresa_id = ${empresaId} AND pr.vigente_hasta IS NULL
          LEFT JOIN categorias c ON c.id = p.categoria_id JOIN unidades u ON u.id = p.unidad_id
         WHERE p.negocio_id = ${negocioId} AND p.estado = 'A' AND (${tipo} = 0 OR p.tipo_producto_id = ${tipo})
           AND p.tipos_negocio && ${textos(tiposNegocio)}::text[]`,
    orden: sql`p.descripcion, p.id`,
  };
}

/**
 * What a station sells (producto/empresa-final/...): the catalogue products that have a price in force at
 * the station, with that price and the station's stock; one page by description.
 */
export async function productosDeEstacion(
  conn: Conn,
  empresaId: number,
  negocioId: number,
  tipo: number,
  tiposNegocio: readonly string[],
  pagina: TPaginacionQuery,
) {
  return paginar<TProductoEstacion>(conn, consultaEstacion(empresaId, negocioId, tipo, tiposNegocio), pagina);
}

/** Everything a station sells (a POS device's own configuration, bounded by the station's price list). */
export async function todosLosProductosDeEstacion(conn: Conn, empresaId: number, negocioId: number) {
  const c = consultaEstacion(empresaId, negocioId, 0, ['C', 'S', 'K']);
  return filas<TProductoEstacion>(conn, sql`SELECT ${c.columnas} ${c.origen} ORDER BY ${c.orden}`);
}
