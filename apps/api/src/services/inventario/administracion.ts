import { sql } from 'drizzle-orm';
import { diaOperativo, instanteBogota } from '@eds/contracts/dia-operativo';
import {
  MENSAJES_INVENTARIO as M,
  type TDocumentoDetalle,
  type TInfoMovimientoDetalle,
  type TMovimientoTipoFila,
  type TDocumentoForm,
  type TipoDocumentoRuta,
  type TOrdenCompraForm,
} from '@eds/contracts/inventario';
import { MENSAJES } from '@eds/contracts/mensajes';
import { MENSAJES_VALIDACION as MV } from '@eds/contracts/mensajes-validacion';
import { fila, filas, type Conn } from '../../db/client';
import { aEntero } from '../../lib/decimal';
import { badRequest, notFound } from '../../lib/errors';
import { textoInstante } from '../../lib/paginar';
import { inicioCicloDe } from '../empresa/ciclo';
import { registrarDocumento, type TipoDocumento } from './documentos';
import { permiteNegativo } from './negativo';
import { crearOrdenCompra } from './ordenes';

export const TIPO_DE_RUTA: Record<TipoDocumentoRuta, TipoDocumento> = {
  'ajuste-inicial': 'AJUSTE_INICIAL',
  entrada: 'ENTRADA',
  salida: 'SALIDA',
  traslado: 'TRASLADO',
  remarcacion: 'REMARCACION',
};

const campo = (c: string, mensaje: string) => badRequest(mensaje, [{ campo: c, mensaje }]);
const enteros = (ids: Iterable<number>) => `{${[...ids].join(',')}}`;

async function revisarComun(conn: Conn, d: TDocumentoForm, negocioId: number): Promise<void> {
  const bodegas = await filas<{ id: number }>(
    conn,
    sql`SELECT id FROM bodegas WHERE empresa_id = ${d.empresa_id} AND id = ANY(${enteros([d.bodega_id, d.bodega_destino_id ?? d.bodega_id])}::int[])`,
  );
  if (!bodegas.some((b) => b.id === d.bodega_id)) throw campo('bodega_id', M.bodegaOtraEstacion);
  if (d.bodega_destino_id !== undefined && !bodegas.some((b) => b.id === d.bodega_destino_id))
    throw campo('bodega_destino_id', M.bodegaOtraEstacion);
  const ajenos = await filas(
    conn,
    sql`SELECT x FROM unnest(${enteros(d.lineas.map((l) => l.producto_id))}::int[]) x
         WHERE NOT EXISTS (SELECT 1 FROM productos WHERE id = x AND negocio_id = ${negocioId})`,
  );
  if (ajenos.length > 0) throw campo('lineas', M.productoNoExiste);
}

async function revisarPorTipo(conn: Conn, tipo: TipoDocumento, d: TDocumentoForm, negocioId: number): Promise<void> {
  if (tipo === 'ENTRADA' || tipo === 'SALIDA' || tipo === 'TRASLADO') {
    const cero = d.lineas.findIndex((l) => l.cantidad <= 0);
    if (cero >= 0) throw campo(`lineas.${cero}.cantidad`, MENSAJES.valorNoValido);
  }
  if ((tipo === 'AJUSTE_INICIAL' || tipo === 'ENTRADA') && d.lineas.some((l) => l.costo_unitario === undefined))
    throw campo('lineas', M.costoRequerido);
  if (tipo === 'REMARCACION' && d.lineas.some((l) => l.precio_nuevo === undefined)) throw campo('lineas', M.precioRequerido);
  if (tipo === 'TRASLADO') {
    if (d.bodega_destino_id === undefined || d.bodega_destino_id === d.bodega_id) throw campo('bodega_destino_id', M.bodegaDestinoIgual);
  }
  if (tipo === 'ENTRADA') {
    if (!d.proveedor_id || !d.factura_proveedor) throw campo('proveedor_id', M.proveedorRequerido);
    const proveedor = await fila(conn, sql`SELECT 1 FROM proveedores WHERE id = ${d.proveedor_id} AND negocio_id = ${negocioId}`);
    if (!proveedor) throw campo('proveedor_id', M.proveedorRequerido);
    const repetida = await fila(
      conn,
      sql`SELECT 1 FROM movimientos_inventario WHERE proveedor_id = ${d.proveedor_id} AND factura_proveedor = ${d.factura_proveedor.toUpperCase()} AND estado = 'REGISTRADO'`,
    );
    if (repetida) throw campo('factura_proveedor', M.facturaProveedorRepetida);
    if (d.orden_compra_id) {
      const orden = await fila(
        conn,
        sql`SELECT 1 FROM ordenes_compra WHERE id = ${d.orden_compra_id} AND empresa_id = ${d.empresa_id} AND estado IN ('APROBADA', 'RECIBIDA PARCIAL')`,
      );
      if (!orden) throw campo('orden_compra_id', M.ordenNoAprobada);
    }
  }
  if (tipo === 'AJUSTE_INICIAL') {
    // Once per product and warehouse, and only before any other movement of the product there.
    const previos = await filas<{ producto: string; bodega: string; ajuste: boolean }>(
      conn,
      sql`SELECT p.descripcion AS producto, b.descripcion AS bodega, i.ajustes <> 0 AS ajuste
            FROM (SELECT producto_id, sum(ajustes) AS ajustes FROM inventario_dia WHERE bodega_id = ${d.bodega_id}
                   AND producto_id = ANY(${enteros(d.lineas.map((l) => l.producto_id))}::int[]) GROUP BY producto_id) i
            JOIN productos p ON p.id = i.producto_id JOIN bodegas b ON b.id = ${d.bodega_id}`,
    );
    const primero = previos[0];
    if (primero)
      throw badRequest(primero.ajuste ? M.ajusteRepetido(primero.producto, primero.bodega) : M.ajusteConMovimientos(primero.producto));
  }
}

/**
 * The document a station already posted with this idempotency key, if any. Two posts with the same key wait for
 * each other here (a transaction-level advisory lock on the key), so the second one finds the first one's document
 * once it commits instead of posting it again. A key used for another kind of document is a 400.
 */
async function documentoConClave(
  conn: Conn,
  empresaId: number,
  uuid: string,
  tipo: string,
): Promise<{ id: number; consecutivo: number } | undefined> {
  await conn.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`movimientos_inventario|uuid|${empresaId}|${uuid}`}))`);
  const previo = await fila<{ id: number; consecutivo: number; tipo: string }>(
    conn,
    sql`SELECT id, consecutivo, tipo FROM movimientos_inventario WHERE empresa_id = ${empresaId} AND uuid = ${uuid}::uuid`,
  );
  if (!previo) return undefined;
  if (previo.tipo !== tipo) throw campo('uuid', MV.claveIdempotenciaReusada);
  return { id: Number(previo.id), consecutivo: Number(previo.consecutivo) };
}

/**
 * Posts an inventory document typed in the back office (SCREENS G14): checks it, then the posting service. With an
 * idempotency key (`d.uuid`) a repeated post answers the document already stored (`repetido`) and stores nothing.
 */
export async function registrarDocumentoWeb(
  conn: Conn,
  ruta: TipoDocumentoRuta,
  d: TDocumentoForm,
  ctx: { negocioId: number; usuarioId: number; ahora?: Date },
): Promise<{ id: number; consecutivo: number; repetido: boolean }> {
  const tipo = TIPO_DE_RUTA[ruta];
  const uuid = d.uuid?.toLowerCase() ?? null;
  if (uuid !== null) {
    const previo = await documentoConClave(conn, d.empresa_id, uuid, tipo);
    if (previo) return { ...previo, repetido: true };
  }
  const ahora = ctx.ahora ?? new Date();
  const instante = d.fecha ? instanteBogota(d.fecha) : ahora;
  if (instante.getTime() > ahora.getTime() + 60_000) throw campo('fecha', M.fechaFutura);
  await revisarComun(conn, d, ctx.negocioId);
  await revisarPorTipo(conn, tipo, d, ctx.negocioId);
  const nuevo = await registrarDocumento(conn, {
    empresaId: d.empresa_id,
    uuid,
    tipo,
    fecha: instante.toISOString(),
    fechaNegocio: diaOperativo(instante, await inicioCicloDe(conn, d.empresa_id)),
    tipoNegocio: d.tipo_negocio,
    bodegaId: d.bodega_id,
    bodegaDestinoId: d.bodega_destino_id ?? null,
    proveedorId: d.proveedor_id ?? null,
    facturaProveedor: d.factura_proveedor?.toUpperCase() ?? null,
    ordenCompraId: d.orden_compra_id ?? null,
    concepto: d.concepto?.toUpperCase() ?? null,
    observaciones: d.observaciones ?? null,
    usuarioId: ctx.usuarioId,
    permitirNegativo: await permiteNegativo(conn, d.empresa_id),
    lineas: d.lineas.map((l) => ({
      productoId: l.producto_id,
      cantidad: aEntero(l.cantidad, 3),
      costoUnitario: l.costo_unitario === undefined ? undefined : aEntero(l.costo_unitario, 2),
      ivaPct: l.iva_pct === undefined ? undefined : String(l.iva_pct),
      precioNuevo: l.precio_nuevo === undefined ? undefined : aEntero(l.precio_nuevo, 2),
    })),
  });
  return { ...nuevo, repetido: false };
}

/** A document with its kardex lines (movimiento/detalles). */
export async function detalleDocumento(conn: Conn, id: number): Promise<TDocumentoDetalle | undefined> {
  const cabecera = await fila<Omit<TDocumentoDetalle, 'detalles'>>(
    conn,
    sql`SELECT m.id, m.empresa_id, m.tipo, m.tipo_movimiento, m.consecutivo, ${textoInstante(sql`m.fecha`)} AS fecha, m.fecha_negocio::text AS fecha_negocio,
               m.tipo_negocio, m.bodega_id, b.descripcion AS bodega, m.bodega_destino_id, m.proveedor_id, pr.razon_social AS proveedor, m.factura_proveedor,
               m.orden_compra_id, m.concepto, m.total::float8 AS total, m.estado, m.observaciones, m.datos
          FROM movimientos_inventario m JOIN bodegas b ON b.id = m.bodega_id LEFT JOIN proveedores pr ON pr.id = m.proveedor_id
         WHERE m.id = ${id}`,
  );
  if (!cabecera) return undefined;
  const detalles = await filas<TDocumentoDetalle['detalles'][number]>(
    conn,
    sql`SELECT d.producto_id, p.codigo, p.descripcion, d.cantidad::float8 AS cantidad, d.costo_unitario::float8 AS costo_unitario, d.valor::float8 AS valor,
               d.iva_pct::float8 AS iva_pct, d.precio_anterior::float8 AS precio_anterior, d.precio_nuevo::float8 AS precio_nuevo,
               d.saldo_cantidad::float8 AS saldo_cantidad, d.saldo_costo::float8 AS saldo_costo
          FROM movimientos_inventario_detalles d JOIN productos p ON p.id = d.producto_id WHERE d.movimiento_id = ${id} ORDER BY d.id`,
  );
  return { ...cabecera, detalles };
}

/** Creates a purchase order in BORRADOR after checking its supplier, warehouse and products. */
export async function crearOrdenWeb(
  conn: Conn,
  o: TOrdenCompraForm,
  ctx: { negocioId: number; usuarioId: number },
): Promise<{ id: number; consecutivo: number }> {
  const ok = await fila<{ proveedor: boolean; bodega: boolean; ajenos: number }>(
    conn,
    sql`SELECT EXISTS (SELECT 1 FROM proveedores WHERE id = ${o.proveedor_id} AND negocio_id = ${ctx.negocioId}) AS proveedor,
               EXISTS (SELECT 1 FROM bodegas WHERE id = ${o.bodega_id} AND empresa_id = ${o.empresa_id}) AS bodega,
               (SELECT count(*)::int FROM unnest(${enteros(o.lineas.map((l) => l.producto_id))}::int[]) x
                 WHERE NOT EXISTS (SELECT 1 FROM productos WHERE id = x AND negocio_id = ${ctx.negocioId})) AS ajenos`,
  );
  if (!ok!.proveedor) throw campo('proveedor_id', M.proveedorRequerido);
  if (!ok!.bodega) throw campo('bodega_id', M.bodegaOtraEstacion);
  if (ok!.ajenos > 0) throw campo('lineas', M.productoNoExiste);
  return crearOrdenCompra(conn, {
    empresaId: o.empresa_id,
    proveedorId: o.proveedor_id,
    bodegaId: o.bodega_id,
    fecha: o.fecha,
    fechaEntrega: o.fecha_entrega,
    tipoNegocio: o.tipo_negocio,
    estado: 'BORRADOR',
    observaciones: o.observaciones ?? null,
    usuarioId: ctx.usuarioId,
    lineas: o.lineas.map((l) => ({
      productoId: l.producto_id,
      cantidad: aEntero(l.cantidad, 3),
      costo: aEntero(l.costo, 2),
      ivaPct: String(l.iva_pct ?? 0),
    })),
  });
}

/** The station of an order, to check the caller's scope. */
export async function estacionDeOrden(conn: Conn, id: number): Promise<{ empresa_id: number; tipo_negocio: string } | undefined> {
  return fila<{ empresa_id: number; tipo_negocio: string }>(
    conn,
    sql`SELECT empresa_id, tipo_negocio FROM ordenes_compra WHERE id = ${id}`,
  );
}

/** Approves an order in BORRADOR; whoever created it may not approve it (letter A, SCREENS §0). */
export async function aprobarOrden(conn: Conn, id: number, usuarioId: number): Promise<void> {
  const orden = await fila<{ estado: string; creado_por: number | null }>(
    conn,
    sql`SELECT estado, creado_por FROM ordenes_compra WHERE id = ${id} FOR UPDATE`,
  );
  if (!orden) throw notFound(M.ordenNoExiste);
  if (orden.estado !== 'BORRADOR') throw badRequest(M.ordenNoBorrador);
  if (orden.creado_por === usuarioId) throw badRequest(M.aprobadorDistinto);
  await conn.execute(sql`UPDATE ordenes_compra SET estado = 'APROBADA', aprobado_por = ${usuarioId} WHERE id = ${id}`);
}

/** A document's lines with product, quantities, cost and warehouse (movimiento/get-info-movimientos-detalles). */
export async function infoDetalles(conn: Conn, id: number): Promise<{ empresaId: number; lineas: TInfoMovimientoDetalle[] } | undefined> {
  const doc = await fila<{ empresa_id: number }>(conn, sql`SELECT empresa_id FROM movimientos_inventario WHERE id = ${id}`);
  if (!doc) return undefined;
  const lineas = await filas<TInfoMovimientoDetalle>(
    conn,
    sql`SELECT m.id::int AS movimiento_id, m.tipo, m.consecutivo, m.estado, d.producto_id, p.codigo, p.descripcion, d.cantidad::float8 AS cantidad,
               d.costo_unitario::float8 AS costo_unitario, d.valor::float8 AS valor, d.iva_pct::float8 AS iva_pct, m.bodega_id, b.descripcion AS bodega,
               m.bodega_destino_id, bd.descripcion AS bodega_destino, d.saldo_cantidad::float8 AS saldo_cantidad, d.saldo_costo::float8 AS saldo_costo
          FROM movimientos_inventario m JOIN movimientos_inventario_detalles d ON d.movimiento_id = m.id JOIN productos p ON p.id = d.producto_id
          JOIN bodegas b ON b.id = m.bodega_id LEFT JOIN bodegas bd ON bd.id = m.bodega_destino_id
         WHERE m.id = ${id} ORDER BY d.id`,
  );
  return { empresaId: doc.empresa_id, lineas };
}

/** Documents of one kind at the stations under a company (in scope) in a business-day range (movimiento/movimientostipo). */
export async function movimientosTipo(
  conn: Conn,
  alcance: ReadonlySet<number>,
  q: {
    empresa_id: number;
    tipo: string;
    fecha_inicial: string;
    fecha_final: string;
    tipo_negocio?: string | undefined;
    limite: number;
    desde: number;
  },
): Promise<{ filas: TMovimientoTipoFila[]; total: number }> {
  const tipo = q.tipo === 'traslado-pdv' ? 'TRASLADO_PDV' : TIPO_DE_RUTA[q.tipo as TipoDocumentoRuta];
  const cond = sql`m.tipo = ${tipo} AND m.empresa_id = ANY (${enteros(alcance)}::int[])
    AND m.empresa_id IN (WITH RECURSIVE bajo(id) AS (SELECT ${q.empresa_id}::int UNION SELECT x.id FROM empresas x JOIN bajo b ON x.empresas_id = b.id) SELECT id FROM bajo)
    AND m.fecha_negocio BETWEEN ${q.fecha_inicial}::date AND ${q.fecha_final}::date
    ${q.tipo_negocio ? sql`AND m.tipo_negocio = ${q.tipo_negocio}` : sql``}`;
  const total = (await fila<{ n: number }>(conn, sql`SELECT count(*)::int AS n FROM movimientos_inventario m WHERE ${cond}`))!.n;
  const lista = await filas<TMovimientoTipoFila>(
    conn,
    sql`SELECT m.id::int AS id, m.empresa_id, e.alias AS estacion, m.tipo, m.consecutivo, ${textoInstante(sql`m.fecha`)} AS fecha, m.tipo_negocio,
               b.descripcion AS bodega, bd.descripcion AS bodega_destino, pr.razon_social AS proveedor, m.factura_proveedor, m.concepto,
               m.total::float8 AS total, m.estado, u.usuario
          FROM movimientos_inventario m JOIN empresas e ON e.id = m.empresa_id JOIN bodegas b ON b.id = m.bodega_id
          LEFT JOIN bodegas bd ON bd.id = m.bodega_destino_id LEFT JOIN proveedores pr ON pr.id = m.proveedor_id LEFT JOIN usuarios u ON u.id = m.usuario_id
         WHERE ${cond} ORDER BY m.fecha DESC, m.id DESC LIMIT ${q.limite} OFFSET ${q.desde}`,
  );
  return { filas: lista, total };
}
