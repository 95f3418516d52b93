import { sql, type SQL } from 'drizzle-orm';
import { MENSAJES_CATALOGO } from '@eds/contracts/configuracion/catalogo';
import {
  type CAMPOS_ORDEN_PRODUCTO,
  MENSAJES_PRODUCTO as M,
  type THistoricoPrecio,
  type TIngredienteTodo,
  type TProductoEdicion,
  type TProductoGestion,
  type TProductoGuardar,
  type TProductoOpcion,
} from '@eds/contracts/configuracion/productos';
import type { EstadoFiltro, OrdenCampo, TPaginacionQuery } from '@eds/contracts/paginacion';
import type { TPrecioEspecial } from '@eds/contracts/comercial';
import { TIPO_EMPRESA } from '@eds/contracts/constantes';
import { fila, filas, type Conn } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { textoInstante } from '../../lib/paginar';
import { fijarPrecio } from './precios';
import { coincide } from '../../lib/busqueda';

/**
 * Products of a business (SCREENS.md G13): list, read, create, edit, switch and delete, with taxes, barcodes and
 * ingredients (never a cycle). Every query is bounded by the caller's business, so an id of another business
 * answers as missing.
 */

type CampoOrden = (typeof CAMPOS_ORDEN_PRODUCTO)[number];

export interface FiltroProductos extends TPaginacionQuery {
  buscar?: string;
  estado: EstadoFiltro;
  orden?: OrdenCampo<CampoOrden>[];
  negocio?: 'C' | 'S' | 'K';
}

const COLUMNA_ORDEN: Record<CampoOrden, SQL> = {
  codigo: sql`p.codigo`,
  descripcion: sql`p.descripcion`,
  categoria: sql`c.descripcion`,
  precio: sql`p.precio`,
  tipo_producto_id: sql`p.tipo_producto_id`,
  estado: sql`p.estado`,
};

// Sold at all: read from the monthly rollup (equal to the raw sums, decision 032) rather than every stored line, so the
// list does not slow down as sales grow. The lines' foreign key still refuses deleting a product that was sold.
const EN_USO = sql`(EXISTS (SELECT 1 FROM ventas_resumen_mes x WHERE x.producto_id = p.id)
  OR EXISTS (SELECT 1 FROM precios pr WHERE pr.producto_id = p.id AND pr.origen <> 'INICIAL')
  OR EXISTS (SELECT 1 FROM existencias ex WHERE ex.producto_id = p.id)
  OR EXISTS (SELECT 1 FROM movimientos_inventario_detalles md WHERE md.producto_id = p.id)
  OR EXISTS (SELECT 1 FROM productos_ingredientes pi2 WHERE pi2.ingrediente_id = p.id))`;

const COLUMNAS = sql`p.id, p.codigo, p.descripcion, p.codigos_barras, p.tipo_producto_id, p.clase_producto_id, p.combustible_id,
  p.tipos_negocio, p.categoria_id, c.descripcion AS categoria, p.unidad_id, u.abreviatura AS unidad, p.precio::float8 AS precio,
  coalesce((SELECT round(sum(ex.cantidad * ex.costo_promedio) / nullif(sum(ex.cantidad), 0), 2)
              FROM existencias ex WHERE ex.producto_id = p.id AND ex.cantidad > 0), 0)::float8 AS costo,
  p.stock_minimo::float8 AS stock_minimo, p.stock_maximo::float8 AS stock_maximo, p.estado, false AS sistema,
  coalesce((SELECT array_agg(pi.impuesto_id ORDER BY pi.impuesto_id) FROM productos_impuestos pi WHERE pi.producto_id = p.id), '{}') AS impuestos,
  coalesce((SELECT json_agg(json_build_object('ingrediente_id', i.id, 'codigo', i.codigo, 'descripcion', i.descripcion,
      'unidad', iu.abreviatura, 'cantidad', pin.cantidad::float8) ORDER BY i.descripcion)
     FROM productos_ingredientes pin JOIN productos i ON i.id = pin.ingrediente_id JOIN unidades iu ON iu.id = i.unidad_id
    WHERE pin.producto_id = p.id), '[]') AS ingredientes,
  ${EN_USO} AS en_uso`;

const ORIGEN = sql`FROM productos p LEFT JOIN categorias c ON c.id = p.categoria_id JOIN unidades u ON u.id = p.unidad_id`;

const patron = (buscar: string) => `%${buscar.replace(/[\\%_]/g, (x) => `\\${x}`)}%`;

export async function listarProductos(
  conn: Conn,
  negocioId: number,
  f: FiltroProductos,
): Promise<{ filas: TProductoGestion[]; total: number }> {
  const cond = [sql`p.negocio_id = ${negocioId}`];
  if (f.estado !== 'T') cond.push(sql`p.estado = ${f.estado}`);
  if (f.negocio) cond.push(sql`${f.negocio} = ANY (p.tipos_negocio)`);
  if (f.buscar) {
    const b = patron(f.buscar);
    cond.push(
      sql`(${coincide(sql`p.codigo`, b)} OR ${coincide(sql`p.descripcion`, b)} OR ${coincide(sql`c.descripcion`, b)} OR ${f.buscar.trim()} = ANY (p.codigos_barras))`,
    );
  }
  const orden = (f.orden?.length ? f.orden : [{ campo: 'descripcion' as const, direccion: 'asc' as const }]).map(
    (o) => sql`${COLUMNA_ORDEN[o.campo]} ${o.direccion === 'desc' ? sql`DESC` : sql`ASC`}`,
  );
  orden.push(sql`p.id`);
  const donde = sql.join(cond, sql` AND `);
  const total = await fila<{ total: number }>(conn, sql`SELECT count(*)::int AS total ${ORIGEN} WHERE ${donde}`);
  const r = await filas<TProductoGestion>(
    conn,
    sql`SELECT ${COLUMNAS} ${ORIGEN} WHERE ${donde} ORDER BY ${sql.join(orden, sql`, `)} LIMIT ${f.limite} OFFSET ${f.desde}`,
  );
  return { filas: r, total: total?.total ?? 0 };
}

/** Active products of the business for selectors (ingredients), by description. */
export async function opcionesProducto(conn: Conn, negocioId: number, p: TPaginacionQuery) {
  const r = await filas<TProductoOpcion & { total: number }>(
    conn,
    sql`SELECT p.id, p.codigo, p.descripcion, p.clase_producto_id, count(*) OVER ()::int AS total FROM productos p
         WHERE p.negocio_id = ${negocioId} AND p.estado = 'A' AND p.tipo_producto_id <> 21
         ORDER BY p.descripcion, p.id LIMIT ${p.limite} OFFSET ${p.desde}`,
  );
  return { filas: r.map(({ total: _t, ...o }) => o), total: r[0]?.total ?? 0 };
}

export async function obtenerProducto(conn: Conn, negocioId: number, id: number): Promise<TProductoGestion> {
  const p = await fila<TProductoGestion>(conn, sql`SELECT ${COLUMNAS} ${ORIGEN} WHERE p.id = ${id} AND p.negocio_id = ${negocioId}`);
  if (!p) throw notFound(M.noExiste);
  return p;
}

/** Locks the business's product for a write, or 404. */
async function propio(conn: Conn, negocioId: number, id: number): Promise<void> {
  const p = await fila<{ id: number }>(conn, sql`SELECT id FROM productos WHERE id = ${id} AND negocio_id = ${negocioId} FOR UPDATE`);
  if (!p) throw notFound(M.noExiste);
}

const error = (campo: string, mensaje: string) => badRequest(mensaje, [{ campo, mensaje }]);

/** Category, unit, taxes and ingredients must be the business's (or the system's units), active. */
async function exigirReferencias(conn: Conn, negocioId: number, p: TProductoGuardar): Promise<void> {
  const r = await fila<{ categoria: boolean; unidad: boolean; impuestos: number; ingredientes: number }>(
    conn,
    sql`SELECT EXISTS (SELECT 1 FROM categorias WHERE id = ${p.categoria_id} AND negocio_id = ${negocioId} AND estado = 'A') AS categoria,
               EXISTS (SELECT 1 FROM unidades WHERE id = ${p.unidad_id} AND (negocio_id = ${negocioId} OR negocio_id IS NULL) AND estado = 'A') AS unidad,
               (SELECT count(*)::int FROM impuestos WHERE id = ANY (${`{${p.impuestos.join(',')}}`}::int[]) AND negocio_id = ${negocioId}) AS impuestos,
               (SELECT count(*)::int FROM productos WHERE id = ANY (${`{${p.ingredientes.map((i) => i.ingrediente_id).join(',')}}`}::int[])
                   AND negocio_id = ${negocioId} AND tipo_producto_id <> 21) AS ingredientes`,
  );
  if (!r!.categoria) throw error('categoria_id', M.categoriaNoValida);
  if (!r!.unidad) throw error('unidad_id', M.unidadNoValida);
  if (r!.impuestos !== new Set(p.impuestos).size) throw error('impuestos', M.impuestoNoValido);
  if (r!.ingredientes !== p.ingredientes.length) throw error('ingredientes', M.ingredienteNoValido);
}

/** No ingredient may be the product itself or contain it at any depth. */
async function exigirSinCiclos(conn: Conn, id: number, ingredientes: readonly number[]): Promise<void> {
  if (ingredientes.length === 0) return;
  if (ingredientes.includes(id)) throw error('ingredientes', M.contenerse);
  const ciclo = await fila<{ si: boolean }>(
    conn,
    sql`WITH RECURSIVE abajo(id) AS (
          SELECT unnest(${`{${ingredientes.join(',')}}`}::int[])
          UNION SELECT pi.ingrediente_id FROM productos_ingredientes pi JOIN abajo a ON a.id = pi.producto_id)
        SELECT EXISTS (SELECT 1 FROM abajo WHERE id = ${id}) AS si`,
  );
  if (ciclo?.si) throw error('ingredientes', M.contenerse);
}

const codigoRepetido = () => error('codigo', MENSAJES_CATALOGO.codigoRepetido);

async function exigirCodigoLibre(conn: Conn, negocioId: number, codigo: string, salvo = 0): Promise<void> {
  const otro = await fila(conn, sql`SELECT id FROM productos WHERE negocio_id = ${negocioId} AND codigo = ${codigo} AND id <> ${salvo}`);
  if (otro) throw codigoRepetido();
}

async function conCodigoUnico<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    const e = err as { code?: string; cause?: { code?: string } };
    if ((e.code ?? e.cause?.code) === '23505') throw codigoRepetido();
    throw err;
  }
}

async function guardarRelaciones(conn: Conn, id: number, p: TProductoGuardar): Promise<void> {
  await conn.execute(sql`DELETE FROM productos_impuestos WHERE producto_id = ${id}`);
  for (const impuesto of new Set(p.impuestos)) {
    await conn.execute(sql`INSERT INTO productos_impuestos (producto_id, impuesto_id) VALUES (${id}, ${impuesto})`);
  }
  await conn.execute(sql`DELETE FROM productos_ingredientes WHERE producto_id = ${id}`);
  for (const i of p.ingredientes) {
    await conn.execute(
      sql`INSERT INTO productos_ingredientes (producto_id, ingrediente_id, cantidad) VALUES (${id}, ${i.ingrediente_id}, ${i.cantidad})`,
    );
  }
}

/**
 * Opens the list price at every active station of the business that sells none of it yet, so POS devices and
 * sales find it (producto/empresa-final, the POS configuration); later changes go through price changes.
 */
async function abrirPreciosIniciales(conn: Conn, negocioId: number, id: number, precio: number, usuarioId: number): Promise<void> {
  const estaciones = await filas<{ id: number }>(
    conn,
    sql`SELECT e.id FROM empresas e WHERE e.negocio_id = ${negocioId} AND e.estado = 'A'
          AND e.tipo IN (${TIPO_EMPRESA.EDS}, ${TIPO_EMPRESA.CDL}, ${TIPO_EMPRESA.KIOSCO}, ${TIPO_EMPRESA.CANASTILLA})
          AND NOT EXISTS (SELECT 1 FROM precios pr WHERE pr.empresa_id = e.id AND pr.producto_id = ${id} AND pr.vigente_hasta IS NULL)`,
  );
  const ahora = new Date();
  for (const e of estaciones) {
    await fijarPrecio(conn, {
      empresaId: e.id,
      productoId: id,
      precio: Math.round(precio * 100),
      desde: ahora,
      origen: 'INICIAL',
      usuarioId,
    });
  }
}

export async function crearProducto(conn: Conn, negocioId: number, usuarioId: number, p: TProductoGuardar): Promise<number> {
  await exigirCodigoLibre(conn, negocioId, p.codigo);
  await exigirReferencias(conn, negocioId, p);
  const r = await conCodigoUnico(() =>
    fila<{ id: number }>(
      conn,
      sql`INSERT INTO productos (negocio_id, codigo, descripcion, tipo_producto_id, clase_producto_id, combustible_id, tipos_negocio,
            categoria_id, unidad_id, codigos_barras, precio, stock_minimo, stock_maximo)
          VALUES (${negocioId}, ${p.codigo}, ${p.descripcion}, ${p.tipo_producto_id}, ${p.clase_producto_id},
            ${p.tipo_producto_id === 21 ? p.combustible_id : null}, ${`{${p.tipos_negocio.join(',')}}`}::text[], ${p.categoria_id}, ${p.unidad_id},
            ${`{${p.codigos_barras.join(',')}}`}::text[], ${p.precio}, ${p.stock_minimo}, ${p.stock_maximo})
          RETURNING id`,
    ),
  );
  const id = r!.id;
  await exigirSinCiclos(
    conn,
    id,
    p.ingredientes.map((i) => i.ingrediente_id),
  );
  await guardarRelaciones(conn, id, p);
  await abrirPreciosIniciales(conn, negocioId, id, p.precio, usuarioId);
  return id;
}

export async function editarProducto(conn: Conn, negocioId: number, usuarioId: number, p: TProductoEdicion): Promise<void> {
  await propio(conn, negocioId, p.id);
  await exigirCodigoLibre(conn, negocioId, p.codigo, p.id);
  await exigirReferencias(conn, negocioId, p);
  await exigirSinCiclos(
    conn,
    p.id,
    p.ingredientes.map((i) => i.ingrediente_id),
  );
  await conCodigoUnico(() =>
    conn.execute(
      sql`UPDATE productos SET codigo = ${p.codigo}, descripcion = ${p.descripcion}, tipo_producto_id = ${p.tipo_producto_id},
            clase_producto_id = ${p.clase_producto_id}, combustible_id = ${p.tipo_producto_id === 21 ? p.combustible_id : null},
            tipos_negocio = ${`{${p.tipos_negocio.join(',')}}`}::text[], categoria_id = ${p.categoria_id}, unidad_id = ${p.unidad_id},
            codigos_barras = ${`{${p.codigos_barras.join(',')}}`}::text[], precio = ${p.precio},
            stock_minimo = ${p.stock_minimo}, stock_maximo = ${p.stock_maximo}
          WHERE id = ${p.id}`,
    ),
  );
  await guardarRelaciones(conn, p.id, p);
  await abrirPreciosIniciales(conn, negocioId, p.id, p.precio, usuarioId);
}

export async function cambiarEstadoProducto(conn: Conn, negocioId: number, id: number, estado: 'A' | 'I'): Promise<void> {
  await propio(conn, negocioId, id);
  await conn.execute(sql`UPDATE productos SET estado = ${estado} WHERE id = ${id}`);
}

export async function eliminarProducto(conn: Conn, negocioId: number, id: number): Promise<void> {
  await propio(conn, negocioId, id);
  const uso = await fila<{ si: boolean }>(conn, sql`SELECT ${EN_USO} AS si FROM productos p WHERE p.id = ${id}`);
  if (uso?.si) throw badRequest(MENSAJES_CATALOGO.enUso);
  // Never sold nor stocked: the opening prices go with it. Any other reference (special prices, promotions,
  // agreements, orders...) keeps it, and the foreign key says so.
  await conn.execute(sql`DELETE FROM precios WHERE producto_id = ${id} AND origen = 'INICIAL'`);
  try {
    await conn.execute(sql`DELETE FROM productos WHERE id = ${id}`);
  } catch (err) {
    const e = err as { code?: string; cause?: { code?: string } };
    if ((e.code ?? e.cause?.code) !== '23503') throw err;
    // The request's transaction rolls back, opening prices included.
    throw badRequest(MENSAJES_CATALOGO.enUso);
  }
}

/** The next free numeric code of the business's products (producto/posible-consecutivo). */
export async function posibleConsecutivo(conn: Conn, negocioId: number): Promise<string> {
  const r = await fila<{ codigo: string }>(
    conn,
    sql`SELECT (coalesce(max(codigo::numeric) FILTER (WHERE codigo ~ '^[0-9]{1,18}$'), 0) + 1)::text AS codigo
          FROM productos WHERE negocio_id = ${negocioId}`,
  );
  return r!.codigo;
}

/**
 * The product's ingredients expanded down to the products that have none (producto/get-ingredientes-todos): the
 * quantity multiplies along each path and adds up when an ingredient appears on several.
 */
export async function ingredientesTodos(conn: Conn, negocioId: number, id: number): Promise<TIngredienteTodo[]> {
  await obtenerProducto(conn, negocioId, id);
  return filas<TIngredienteTodo>(
    conn,
    sql`WITH RECURSIVE arbol(id, cantidad, nivel) AS (
          SELECT pi.ingrediente_id, pi.cantidad::numeric, 1 FROM productos_ingredientes pi WHERE pi.producto_id = ${id}
          UNION ALL
          SELECT pi.ingrediente_id, (a.cantidad * pi.cantidad)::numeric, a.nivel + 1
            FROM productos_ingredientes pi JOIN arbol a ON a.id = pi.producto_id WHERE a.nivel < 20)
        SELECT p.id AS ingrediente_id, p.codigo, p.descripcion, u.abreviatura AS unidad, sum(a.cantidad)::float8 AS cantidad
          FROM arbol a JOIN productos p ON p.id = a.id JOIN unidades u ON u.id = p.unidad_id
         WHERE NOT EXISTS (SELECT 1 FROM productos_ingredientes h WHERE h.producto_id = a.id)
         GROUP BY p.id, p.codigo, p.descripcion, u.abreviatura ORDER BY p.descripcion, p.id`,
  );
}

/**
 * Price periods of the product at the company and the companies below it (historicos-precios), newest first, each
 * with the price it replaced.
 */
export async function historicoPrecios(
  conn: Conn,
  negocioId: number,
  productoId: number,
  empresaId: number,
  alcance: ReadonlySet<number>,
  pagina: TPaginacionQuery,
): Promise<{ filas: THistoricoPrecio[]; total: number }> {
  await obtenerProducto(conn, negocioId, productoId);
  const visibles = `{${[...alcance].join(',')}}`;
  const base = sql`WITH RECURSIVE bajo(id) AS (
        SELECT id FROM empresas WHERE id = ${empresaId}
        UNION SELECT e.id FROM empresas e JOIN bajo b ON e.empresas_id = b.id)
      SELECT pr.id, pr.empresa_id, e.alias AS estacion, pr.precio::float8 AS precio,
             lag(pr.precio::float8) OVER (PARTITION BY pr.empresa_id ORDER BY pr.vigente_desde, pr.id) AS precio_anterior,
             ${textoInstante(sql`pr.vigente_desde`)} AS vigente_desde,
             CASE WHEN pr.vigente_hasta IS NULL THEN NULL ELSE ${textoInstante(sql`pr.vigente_hasta`)} END AS vigente_hasta,
             pr.origen, us.usuario, mi.consecutivo AS documento, pr.vigente_desde AS instante
        FROM precios pr JOIN bajo b ON b.id = pr.empresa_id JOIN empresas e ON e.id = pr.empresa_id
        LEFT JOIN usuarios us ON us.id = pr.usuario_id LEFT JOIN movimientos_inventario mi ON mi.id = pr.movimiento_id
       WHERE pr.producto_id = ${productoId} AND pr.empresa_id = ANY (${visibles}::int[])`;
  const total = await fila<{ total: number }>(conn, sql`SELECT count(*)::int AS total FROM (${base}) h`);
  const r = await filas<THistoricoPrecio & { instante?: unknown }>(
    conn,
    sql`SELECT * FROM (${base}) h ORDER BY h.instante DESC, h.id DESC LIMIT ${pagina.limite} OFFSET ${pagina.desde}`,
  );
  return { filas: r.map(({ instante: _i, ...h }) => h), total: total?.total ?? 0 };
}

/**
 * Special prices of one product (the form's Precios especiales): those for every station and those of stations the
 * user reaches; precio_lista is the product's list price.
 */
export async function preciosEspecialesDeProducto(conn: Conn, negocioId: number, id: number, alcance: ReadonlySet<number>) {
  await obtenerProducto(conn, negocioId, id);
  return filas<TPrecioEspecial>(
    conn,
    sql`SELECT pe.id, pe.producto_id, p.codigo, p.descripcion AS producto, pe.cliente_id, c.nombre AS cliente, pe.flota_id, f.nombre AS flota,
               pe.empresa_id, e.alias AS estacion, pe.precio::float8 AS precio, p.precio::float8 AS precio_lista,
               pe.fecha_inicio::text AS fecha_inicio, pe.fecha_fin::text AS fecha_fin, pe.estado
          FROM precios_especiales pe JOIN productos p ON p.id = pe.producto_id
          LEFT JOIN clientes c ON c.id = pe.cliente_id LEFT JOIN flotas f ON f.id = pe.flota_id LEFT JOIN empresas e ON e.id = pe.empresa_id
         WHERE pe.producto_id = ${id} AND pe.negocio_id = ${negocioId}
           AND (pe.empresa_id IS NULL OR pe.empresa_id = ANY (${`{${[...alcance].join(',')}}`}::int[]))
         ORDER BY pe.fecha_inicio DESC, pe.id DESC
         LIMIT 500`,
  );
}
