import { sql } from 'drizzle-orm';
import { fila, filas, type Conn } from '../../../db/client';

/** The business a company belongs to; undefined when the company does not exist. */
export async function negocioDeEmpresa(conn: Conn, empresaId: number): Promise<number | undefined> {
  const r = await fila<{ negocio_id: number }>(conn, sql`SELECT negocio_id FROM empresas WHERE id = ${empresaId}`);
  return r?.negocio_id;
}

const textos = (v: readonly string[]) => `{${v.join(',')}}`;

const COLUMNAS_PRODUCTO = sql`p.id, p.codigo, p.descripcion, p.tipo_producto_id, p.clase_producto_id, p.combustible_id, p.tipos_negocio,
  p.categoria_id, c.descripcion AS categoria, p.unidad_id, u.abreviatura AS unidad, p.codigos_barras, p.stock_minimo, p.stock_maximo,
  p.imagen_url, p.estado,
  coalesce((SELECT json_agg(json_build_object('id', i.id, 'codigo', i.codigo, 'descripcion', i.descripcion, 'codigo_dian', i.codigo_dian,
      'porcentaje_valor', i.porcentaje_valor, 'impuesto_valor', i.impuesto_valor) ORDER BY i.id)
     FROM productos_impuestos pi JOIN impuestos i ON i.id = pi.impuesto_id WHERE pi.producto_id = p.id), '[]') AS impuestos`;

/**
 * Active products of the company's business of a type (20, 21, 22; 0 = every type) sold in any of the
 * given business types (C, S, K): the catalogue (producto/empresa/...).
 */
export async function productosDeNegocio(conn: Conn, negocioId: number, tipo: number, tiposNegocio: readonly string[]) {
  return filas(
    conn,
    sql`SELECT ${COLUMNAS_PRODUCTO}, p.precio
          FROM productos p LEFT JOIN categorias c ON c.id = p.categoria_id JOIN unidades u ON u.id = p.unidad_id
         WHERE p.negocio_id = ${negocioId} AND p.estado = 'A' AND (${tipo} = 0 OR p.tipo_producto_id = ${tipo})
           AND p.tipos_negocio && ${textos(tiposNegocio)}::text[]
         ORDER BY p.descripcion`,
  );
}

/**
 * What a station sells (producto/empresa-final/...): the catalogue products that have a price in force at
 * the station, with that price and the station's stock.
 */
export async function productosDeEstacion(conn: Conn, empresaId: number, negocioId: number, tipo: number, tiposNegocio: readonly string[]) {
  return filas(
    conn,
    sql`SELECT ${COLUMNAS_PRODUCTO}, pr.precio, pr.vigente_desde AS precio_desde,
               coalesce((SELECT sum(e.cantidad) FROM existencias e JOIN bodegas b ON b.id = e.bodega_id
                          WHERE e.producto_id = p.id AND b.empresa_id = ${empresaId} AND b.estado = 'A'), 0) AS existencia
          FROM productos p
          JOIN precios pr ON pr.producto_id = p.id AND pr.empresa_id = ${empresaId} AND pr.vigente_hasta IS NULL
          LEFT JOIN categorias c ON c.id = p.categoria_id JOIN unidades u ON u.id = p.unidad_id
         WHERE p.negocio_id = ${negocioId} AND p.estado = 'A' AND (${tipo} = 0 OR p.tipo_producto_id = ${tipo})
           AND p.tipos_negocio && ${textos(tiposNegocio)}::text[]
         ORDER BY p.descripcion`,
  );
}

export async function mediosPagoDeNegocio(conn: Conn, negocioId: number) {
  return filas(
    conn,
    sql`SELECT id, codigo, descripcion, tipo, codigo_dian, categoria_conciliacion, requiere_datafono, requiere_cliente, da_cambio, estado
          FROM medios_pago WHERE negocio_id = ${negocioId} AND estado = 'A' ORDER BY descripcion`,
  );
}

/** Active taxes of the business, the version in force of each code. */
export async function impuestosDeNegocio(conn: Conn, negocioId: number) {
  return filas(
    conn,
    sql`SELECT DISTINCT ON (codigo) id, codigo, descripcion, codigo_dian, porcentaje_valor, impuesto_valor, incluido_precio,
               vigente_desde::text AS vigente_desde, estado
          FROM impuestos WHERE negocio_id = ${negocioId} AND estado = 'A' AND vigente_desde <= current_date
         ORDER BY codigo, vigente_desde DESC`,
  );
}

export async function proveedoresDeNegocios(conn: Conn, negocios: readonly number[]) {
  return filas(
    conn,
    sql`SELECT id, negocio_id, tipo_persona, nit, razon_social, nombre_comercial, correo, telefono, plazo_pago, tipo, estado
          FROM proveedores WHERE negocio_id = ANY(${`{${negocios.join(',')}}`}::int[]) AND estado = 'A' ORDER BY razon_social`,
  );
}

export async function flotasDeNegocio(conn: Conn, negocioId: number) {
  return filas(
    conn,
    sql`SELECT f.id, f.codigo, f.nombre, f.centro_costo, f.propia, f.cliente_id, c.nombre AS cliente, f.estado,
               (SELECT count(*)::int FROM vehiculos v WHERE v.flota_id = f.id AND v.estado = 'A') AS vehiculos
          FROM flotas f LEFT JOIN clientes c ON c.id = f.cliente_id
         WHERE f.negocio_id = ${negocioId} AND f.estado = 'A' ORDER BY f.nombre`,
  );
}

export async function financierasDeNegocio(conn: Conn, negocioId: number) {
  return filas(conn, sql`SELECT id, codigo, nit, razon_social, tipo, estado FROM financieras WHERE negocio_id = ${negocioId} AND estado = 'A' ORDER BY razon_social`);
}

/** Workshops whose authorisation has not expired (expired ones cannot be chosen). */
export async function talleresDeNegocio(conn: Conn, negocioId: number) {
  return filas(
    conn,
    sql`SELECT id, codigo, nit, razon_social, tipo, habilitacion, vigente_hasta::text AS vigente_hasta, estado FROM talleres
         WHERE negocio_id = ${negocioId} AND estado = 'A' AND (vigente_hasta IS NULL OR vigente_hasta >= current_date) ORDER BY razon_social`,
  );
}

export async function verificadorasDeNegocio(conn: Conn, negocioId: number) {
  return filas(
    conn,
    sql`SELECT id, codigo, nit, razon_social, acreditacion_onac, vigente_hasta::text AS vigente_hasta, estado FROM verificadoras
         WHERE negocio_id = ${negocioId} AND estado = 'A' AND (vigente_hasta IS NULL OR vigente_hasta >= current_date) ORDER BY razon_social`,
  );
}
