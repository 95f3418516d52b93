import { sql, type SQL } from 'drizzle-orm';
import {
  type CAMPOS_ORDEN_DOCUMENTO,
  MENSAJES_REMARCACION as M,
  type TDocumentoFila,
  type TDocumentosQuery,
  type TRemarcacionProductos,
  type TRemarcacionProductosQuery,
} from '@eds/contracts/inventario-remarcacion';
import { fila, filas, type Conn } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { paginar, textoInstante } from '../../lib/paginar';
import type { TipoDocumento } from './documentos';
import { coincide } from '../../lib/busqueda';

/**
 * What the Remarcación screen reads (SCREENS.md G13): the station's goods of a business type with their average cost,
 * price in force and margin; and the numbered documents of one kind at the stations the user reaches.
 */

const lista = (ids: Iterable<number>) => `{${[...ids].join(',')}}`;

/** The station's active goods warehouse of the business type: KIOSCO for K; CANASTILLA, else GENERAL, for S. */
async function bodegaDe(conn: Conn, empresaId: number, tipoNegocio: 'S' | 'K') {
  const tipos = tipoNegocio === 'K' ? ['KIOSCO'] : ['CANASTILLA', 'GENERAL'];
  return fila<{ id: number; descripcion: string }>(
    conn,
    sql`SELECT id, descripcion FROM bodegas WHERE empresa_id = ${empresaId} AND estado = 'A' AND tipo = ANY (${`{${tipos.join(',')}}`}::text[])
         ORDER BY array_position(${`{${tipos.join(',')}}`}::text[], tipo), id LIMIT 1`,
  );
}

/**
 * The grid: active products of the business sold in the business type (of the category, or supplied by the supplier
 * through an agreement line or an entry at the station), with the warehouse's stock and average cost and the
 * station's price in force now.
 */
export async function productosRemarcacion(
  conn: Conn,
  negocioId: number,
  q: TRemarcacionProductosQuery,
  ahora: Date,
): Promise<TRemarcacionProductos> {
  const bodega = await bodegaDe(conn, q.empresa_id, q.tipo_negocio);
  if (!bodega) throw badRequest(M.sinBodega, [{ campo: 'tipo_negocio', mensaje: M.sinBodega }]);
  const cond: SQL[] = [
    sql`p.negocio_id = ${negocioId}`,
    sql`p.estado = 'A'`,
    sql`${q.tipo_negocio} = ANY (p.tipos_negocio)`,
    sql`p.tipo_producto_id <> 21`,
  ];
  if (q.categoria_id) cond.push(sql`(p.categoria_id = ${q.categoria_id} OR c.padre_id = ${q.categoria_id})`);
  if (q.proveedor_id)
    cond.push(sql`(EXISTS (SELECT 1 FROM contratos_productos cp JOIN contratos co ON co.id = cp.contrato_id
                           WHERE cp.producto_id = p.id AND co.proveedor_id = ${q.proveedor_id} AND co.estado <> 'CANCELADO')
              OR EXISTS (SELECT 1 FROM movimientos_inventario mi JOIN movimientos_inventario_detalles md ON md.movimiento_id = mi.id
                           WHERE mi.empresa_id = ${q.empresa_id} AND mi.tipo = 'ENTRADA' AND mi.proveedor_id = ${q.proveedor_id} AND md.producto_id = p.id))`);
  const momento = ahora.toISOString();
  const productos = await filas<TRemarcacionProductos['productos'][number]>(
    conn,
    sql`SELECT p.id AS producto_id, p.codigo, p.descripcion, c.descripcion AS categoria, ${bodega.id}::int AS bodega_id,
               coalesce(x.cantidad, 0)::float8 AS existencia, coalesce(x.costo_promedio, 0)::float8 AS costo_promedio,
               pr.precio::float8 AS precio_actual,
               CASE WHEN pr.precio > 0 THEN round((pr.precio - coalesce(x.costo_promedio, 0)) * 100 / pr.precio, 2)::float8 END AS margen_pct
          FROM productos p
          LEFT JOIN categorias c ON c.id = p.categoria_id
          LEFT JOIN existencias x ON x.bodega_id = ${bodega.id} AND x.producto_id = p.id
          LEFT JOIN precios pr ON pr.empresa_id = ${q.empresa_id} AND pr.producto_id = p.id
                AND pr.vigente_desde <= ${momento}::timestamptz AND (pr.vigente_hasta IS NULL OR pr.vigente_hasta > ${momento}::timestamptz)
         WHERE ${sql.join(cond, sql` AND `)}
         ORDER BY p.descripcion, p.id
         LIMIT 500`,
  );
  return { bodega_id: bodega.id, bodega: bodega.descripcion, productos };
}

type Campo = (typeof CAMPOS_ORDEN_DOCUMENTO)[number];
const ORDEN: Record<Campo, SQL> = { consecutivo: sql`m.consecutivo`, fecha: sql`m.fecha`, estacion: sql`e.alias` };

/** Documents of one kind at the stations under the company that the user reaches, newest first. */
export async function listarDocumentos(
  conn: Conn,
  alcance: ReadonlySet<number>,
  tipo: TipoDocumento,
  empresaId: number,
  q: TDocumentosQuery,
): Promise<{ filas: TDocumentoFila[]; total: number }> {
  const cond: SQL[] = [
    sql`m.tipo = ${tipo}`,
    sql`m.empresa_id = ANY (${lista(alcance)}::int[])`,
    sql`m.empresa_id IN (WITH RECURSIVE bajo(id) AS (SELECT ${empresaId}::int UNION SELECT x.id FROM empresas x JOIN bajo b ON x.empresas_id = b.id) SELECT id FROM bajo)`,
  ];
  if (q.estacion_id) cond.push(sql`m.empresa_id = ${q.estacion_id}`);
  if (q.bodega_id) cond.push(sql`(m.bodega_id = ${q.bodega_id} OR m.bodega_destino_id = ${q.bodega_id})`);
  if (q.tipo_negocio) cond.push(sql`m.tipo_negocio = ${q.tipo_negocio}`);
  if (q.fecha_inicial) cond.push(sql`m.fecha_negocio >= ${q.fecha_inicial}::date`);
  if (q.fecha_final) cond.push(sql`m.fecha_negocio <= ${q.fecha_final}::date`);
  if (q.estado === 'A') cond.push(sql`m.estado = 'REGISTRADO'`);
  if (q.estado === 'I') cond.push(sql`m.estado = 'ANULADO'`);
  if (q.buscar) {
    const b = `%${q.buscar.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    cond.push(sql`(${coincide(sql`m.consecutivo::text`, b)} OR ${coincide(sql`e.alias`, b)} OR ${coincide(sql`m.observaciones`, b)} OR ${coincide(sql`u.usuario`, b)}
      OR EXISTS (SELECT 1 FROM movimientos_inventario_detalles d JOIN productos p ON p.id = d.producto_id
                  WHERE d.movimiento_id = m.id AND (${coincide(sql`p.descripcion`, b)} OR ${coincide(sql`p.codigo`, b)})))`);
  }
  const orden = (q.orden?.length ? q.orden : [{ campo: 'fecha' as const, direccion: 'desc' as const }]).map(
    (o) => sql`${ORDEN[o.campo]} ${o.direccion === 'desc' ? sql`DESC` : sql`ASC`}`,
  );
  orden.push(sql`m.id DESC`);
  return paginar<TDocumentoFila>(
    conn,
    {
      columnas: sql`m.id::int AS id, m.empresa_id, e.alias AS estacion, m.consecutivo::int AS consecutivo, ${textoInstante(sql`m.fecha`)} AS fecha,
        m.tipo_negocio, b.descripcion AS bodega,
        (SELECT count(*)::int FROM movimientos_inventario_detalles d WHERE d.movimiento_id = m.id) AS lineas,
        u.usuario, m.observaciones, m.estado, bd.descripcion AS bodega_destino, pr.razon_social AS proveedor, m.factura_proveedor,
        m.concepto, m.total::float8 AS total`,
      origen: sql`FROM movimientos_inventario m JOIN empresas e ON e.id = m.empresa_id JOIN bodegas b ON b.id = m.bodega_id
        LEFT JOIN bodegas bd ON bd.id = m.bodega_destino_id LEFT JOIN proveedores pr ON pr.id = m.proveedor_id
        LEFT JOIN usuarios u ON u.id = m.usuario_id WHERE ${sql.join(cond, sql` AND `)}`,
      orden: sql.join(orden, sql`, `),
    },
    q,
  );
}
