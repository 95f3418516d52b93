import { sql } from 'drizzle-orm';
import { TIPO_DOCUMENTO_INVENTARIO, type TipoDocumentoInventario, type TipoNegocio } from '@eds/contracts/operacion';
import { fila, filas, type Conn } from '../../db/client';
import { aEntero, aTexto, multiplicar } from '../../lib/decimal';
import { badRequest } from '../../lib/errors';
import { Acumulador } from '../ventas/resumenes/acumular';
import { ESCALAS_INVENTARIO, ESCALAS_MOVIMIENTOS, INVENTARIO_DIA, MOVIMIENTOS_DIA } from '../ventas/resumenes/definiciones';
import { fijarPrecio, precioVigente } from '../productos/precios';
import { bloquearExistencias, costoPromedioTrasEntrada, escribirExistencias, existenciaDe, type Existencia } from './existencias';
import { MENSAJES_OPERACION as M } from '@eds/contracts/mensajes-operacion';

export type TipoDocumento = Exclude<TipoDocumentoInventario, 'ORDEN_COMPRA' | 'CALIBRACION'>;

export interface LineaDocumento {
  productoId: number;
  /** Thousandths; negative only in an AJUSTE (a loss). */
  cantidad: number;
  /** Cents; required for adjustments and entries, taken from the average cost otherwise. */
  costoUnitario?: number;
  ivaPct?: string;
  /** Re-marking: the new price (cents). */
  precioNuevo?: number;
}

export interface DocumentoInventario {
  empresaId: number;
  tipo: TipoDocumento;
  /** Instant (ISO with offset). */
  fecha: string;
  fechaNegocio: string;
  tipoNegocio: TipoNegocio;
  bodegaId: number;
  bodegaDestinoId?: number | null;
  proveedorId?: number | null;
  facturaProveedor?: string | null;
  ordenCompraId?: number | null;
  concepto?: string | null;
  observaciones?: string | null;
  datos?: Record<string, unknown> | null;
  usuarioId?: number | null;
  uuid?: string | null;
  lineas: LineaDocumento[];
  /** Back-office documents are refused when stock would go negative, unless the station allows it. */
  permitirNegativo?: boolean;
}

/** A transfer to another station (TRASLADO_PDV) moves like a transfer: into the origin's in-transit warehouse. */
const SALEN: readonly TipoDocumento[] = ['SALIDA', 'TRASLADO', 'TRASLADO_PDV'];
const ENTRAN: readonly TipoDocumento[] = ['AJUSTE_INICIAL', 'ENTRADA', 'RECIBO_COMBUSTIBLE'];

/** The next gapless number of a document kind at a station; the advisory lock serialises concurrent posts. */
export async function siguienteConsecutivo(
  conn: Conn,
  tabla: 'movimientos_inventario' | 'ordenes_compra',
  empresaId: number,
  tipo: string,
): Promise<number> {
  await conn.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`${tabla}|${empresaId}|${tipo}`}))`);
  const r =
    tabla === 'movimientos_inventario'
      ? await fila<{ n: number }>(
          conn,
          sql`SELECT coalesce(max(consecutivo), 0) + 1 AS n FROM movimientos_inventario WHERE empresa_id = ${empresaId} AND tipo = ${tipo}`,
        )
      : await fila<{ n: number }>(
          conn,
          sql`SELECT coalesce(max(consecutivo), 0) + 1 AS n FROM ordenes_compra WHERE empresa_id = ${empresaId}`,
        );
  return Number(r!.n);
}

async function nombres(conn: Conn, bodegaId: number, productoId: number): Promise<{ bodega: string; producto: string }> {
  const r = await fila<{ bodega: string; producto: string }>(
    conn,
    sql`SELECT (SELECT descripcion FROM bodegas WHERE id = ${bodegaId}) AS bodega, (SELECT descripcion FROM productos WHERE id = ${productoId}) AS producto`,
  );
  return { bodega: r?.bodega ?? String(bodegaId), producto: r?.producto ?? String(productoId) };
}

/**
 * Posts an inventory document in the caller's transaction: numbers it, moves stock at weighted average cost,
 * writes one kardex line per product (with the balance after it) and keeps the day rollups. Stock rows are
 * locked first, in key order, then shifts are not touched, then the rollups (the order every writer follows).
 */
export async function registrarDocumento(conn: Conn, d: DocumentoInventario): Promise<{ id: number; consecutivo: number }> {
  const consecutivo = await siguienteConsecutivo(conn, 'movimientos_inventario', d.empresaId, d.tipo);
  const pares = d.lineas.flatMap((l) => [
    { bodegaId: d.bodegaId, productoId: l.productoId },
    ...((d.tipo === 'TRASLADO' || d.tipo === 'TRASLADO_PDV') && d.bodegaDestinoId
      ? [{ bodegaId: d.bodegaDestinoId, productoId: l.productoId }]
      : []),
  ]);
  const stock = d.tipo === 'REMARCACION' ? new Map<string, Existencia>() : await bloquearExistencias(conn, d.empresaId, pares);
  const inventario = new Acumulador(INVENTARIO_DIA, ESCALAS_INVENTARIO);
  const claveDia = (bodegaId: number, productoId: number) => ({
    empresa_id: d.empresaId,
    fecha_negocio: d.fechaNegocio,
    bodega_id: bodegaId,
    producto_id: productoId,
  });
  const detalles: Record<string, unknown>[] = [];
  let total = 0;
  let cantidadTotal = 0;

  for (const l of d.lineas) {
    let costo = l.costoUnitario ?? 0;
    let saldo: Existencia | null = null;
    let precioAnterior: number | null = null;
    if (ENTRAN.includes(d.tipo)) {
      const e = existenciaDe(stock, d.bodegaId, l.productoId);
      e.costoPromedio = costoPromedioTrasEntrada(e, l.cantidad, costo);
      e.cantidad += l.cantidad;
      saldo = e;
      if (d.tipo === 'AJUSTE_INICIAL') inventario.sumar(claveDia(d.bodegaId, l.productoId), { ajustes: l.cantidad });
      else inventario.sumar(claveDia(d.bodegaId, l.productoId), { entradas: l.cantidad, entradas_costo: multiplicar(l.cantidad, costo) });
    } else if (SALEN.includes(d.tipo)) {
      const e = existenciaDe(stock, d.bodegaId, l.productoId);
      if (!d.permitirNegativo && e.cantidad < l.cantidad) {
        const n = await nombres(conn, d.bodegaId, l.productoId);
        throw badRequest(M.stockInsuficiente(n.bodega, n.producto));
      }
      costo = e.costoPromedio;
      e.cantidad -= l.cantidad;
      saldo = e;
      if (d.tipo === 'SALIDA') inventario.sumar(claveDia(d.bodegaId, l.productoId), { salidas: l.cantidad });
      else {
        const destino = existenciaDe(stock, d.bodegaDestinoId!, l.productoId);
        destino.costoPromedio = costoPromedioTrasEntrada(destino, l.cantidad, costo);
        destino.cantidad += l.cantidad;
        inventario.sumar(claveDia(d.bodegaId, l.productoId), { traslados_salida: l.cantidad });
        inventario.sumar(claveDia(d.bodegaDestinoId!, l.productoId), { traslados_entrada: l.cantidad });
      }
    } else if (d.tipo === 'AJUSTE') {
      // A signed correction at the average cost, kept in the day's `ajustes`: the stock moves, the book does not.
      const e = existenciaDe(stock, d.bodegaId, l.productoId);
      if (!d.permitirNegativo && e.cantidad + l.cantidad < 0) {
        const n = await nombres(conn, d.bodegaId, l.productoId);
        throw badRequest(M.stockInsuficiente(n.bodega, n.producto));
      }
      costo = e.costoPromedio;
      e.cantidad += l.cantidad;
      saldo = e;
      inventario.sumar(claveDia(d.bodegaId, l.productoId), { ajustes: l.cantidad });
    } else {
      // REMARCACION: the station's price changes from the document's moment; stock does not move.
      precioAnterior = (await precioVigente(conn, d.empresaId, l.productoId, d.fecha)) ?? null;
      await fijarPrecio(conn, {
        empresaId: d.empresaId,
        productoId: l.productoId,
        precio: l.precioNuevo!,
        desde: d.fecha,
        origen: 'REMARCACION',
        usuarioId: d.usuarioId,
      });
    }
    const valor = multiplicar(l.cantidad, costo);
    total += valor;
    cantidadTotal += l.cantidad;
    detalles.push({
      producto_id: l.productoId,
      cantidad: aTexto(l.cantidad, 3),
      costo_unitario: aTexto(costo, 2),
      valor: aTexto(valor, 2),
      iva_pct: l.ivaPct ?? '0',
      precio_anterior: precioAnterior === null ? null : aTexto(precioAnterior, 2),
      precio_nuevo: l.precioNuevo === undefined ? null : aTexto(l.precioNuevo, 2),
      saldo_cantidad: saldo ? aTexto(saldo.cantidad, 3) : null,
      saldo_costo: saldo ? aTexto(saldo.costoPromedio, 2) : null,
    });
  }

  const cabecera = await fila<{ id: number }>(
    conn,
    sql`INSERT INTO movimientos_inventario (empresa_id, tipo, tipo_movimiento, consecutivo, uuid, fecha, fecha_negocio, tipo_negocio, bodega_id,
          bodega_destino_id, proveedor_id, factura_proveedor, orden_compra_id, concepto, total, observaciones, datos, usuario_id)
        VALUES (${d.empresaId}, ${d.tipo}, ${TIPO_DOCUMENTO_INVENTARIO[d.tipo]}, ${consecutivo}, ${d.uuid ?? null}, ${d.fecha}::timestamptz, ${d.fechaNegocio}::date,
          ${d.tipoNegocio}, ${d.bodegaId}, ${d.bodegaDestinoId ?? null}, ${d.proveedorId ?? null}, ${d.facturaProveedor ?? null}, ${d.ordenCompraId ?? null},
          ${d.concepto ?? null}, ${aTexto(total, 2)}, ${d.observaciones ?? null}, ${d.datos ? JSON.stringify(d.datos) : null}::jsonb, ${d.usuarioId ?? null})
        RETURNING id`,
  );
  const id = Number(cabecera!.id);
  await conn.execute(sql`
    INSERT INTO movimientos_inventario_detalles (movimiento_id, producto_id, cantidad, costo_unitario, valor, iva_pct, precio_anterior, precio_nuevo, saldo_cantidad, saldo_costo)
    SELECT ${id}, producto_id, cantidad, costo_unitario, valor, iva_pct, precio_anterior, precio_nuevo, saldo_cantidad, saldo_costo
      FROM jsonb_to_recordset(${JSON.stringify(detalles)}::jsonb) AS x(producto_id int, cantidad numeric, costo_unitario numeric, valor numeric,
        iva_pct numeric, precio_anterior numeric, precio_nuevo numeric, saldo_cantidad numeric, saldo_costo numeric)`);
  if (d.tipo === 'REMARCACION') {
    // The price periods this document opened name it, so the price history shows its number.
    await conn.execute(sql`
      UPDATE precios SET movimiento_id = ${id}
       WHERE empresa_id = ${d.empresaId} AND origen = 'REMARCACION' AND vigente_desde = ${d.fecha}::timestamptz AND movimiento_id IS NULL
         AND producto_id = ANY (${`{${d.lineas.map((l) => l.productoId).join(',')}}`}::int[])`);
  }
  if (stock.size > 0) await escribirExistencias(conn, d.empresaId, stock.values());
  if (d.ordenCompraId) await recibirEnOrden(conn, d.ordenCompraId, d.lineas);

  await inventario.guardar(conn);
  const movimientos = new Acumulador(MOVIMIENTOS_DIA, ESCALAS_MOVIMIENTOS);
  movimientos.sumar(
    { empresa_id: d.empresaId, fecha_negocio: d.fechaNegocio, tipo: d.tipo, tipo_negocio: d.tipoNegocio },
    { num_documentos: 1, cantidad: cantidadTotal, valor: total },
  );
  await movimientos.guardar(conn);
  return { id, consecutivo };
}

/**
 * Adds an entry's quantities to its purchase order and moves the order to RECIBIDA PARCIAL or RECIBIDA. Totals are
 * checked per product, over every line of the order and of the entry: a product may be on several lines of either
 * (one UPDATE … FROM would apply only one of the entry's lines to each order line, so an order could be received
 * beyond what was ordered). A product not on the order has nothing pending. What arrives fills the product's order
 * lines in their order. The order's lines are locked first, so two entries against it cannot both pass the check.
 */
async function recibirEnOrden(conn: Conn, ordenId: number, lineas: readonly LineaDocumento[]): Promise<void> {
  const delOrden = await filas<{ id: number; producto_id: number; cantidad: string; cantidad_recibida: string }>(
    conn,
    sql`SELECT id, producto_id, cantidad::text AS cantidad, cantidad_recibida::text AS cantidad_recibida
          FROM ordenes_compra_detalles WHERE orden_id = ${ordenId} ORDER BY id FOR UPDATE`,
  );
  const recibido = new Map<number, number>();
  for (const l of lineas) recibido.set(l.productoId, (recibido.get(l.productoId) ?? 0) + l.cantidad);
  const pendiente = new Map<number, number>();
  for (const o of delOrden)
    pendiente.set(o.producto_id, (pendiente.get(o.producto_id) ?? 0) + aEntero(o.cantidad, 3) - aEntero(o.cantidad_recibida, 3));
  for (const [productoId, cantidad] of recibido)
    if (cantidad > (pendiente.get(productoId) ?? 0)) throw badRequest(M.cantidadRecibidaSuperaPendiente);

  const aplicar: { id: number; cantidad: string }[] = [];
  for (const o of delOrden) {
    const resta = recibido.get(o.producto_id) ?? 0;
    if (resta <= 0) continue;
    const toma = Math.min(resta, aEntero(o.cantidad, 3) - aEntero(o.cantidad_recibida, 3));
    if (toma <= 0) continue;
    recibido.set(o.producto_id, resta - toma);
    aplicar.push({ id: o.id, cantidad: aTexto(toma, 3) });
  }
  await conn.execute(sql`
    UPDATE ordenes_compra_detalles d SET cantidad_recibida = d.cantidad_recibida + x.cantidad
      FROM jsonb_to_recordset(${JSON.stringify(aplicar)}::jsonb) AS x(id int, cantidad numeric)
     WHERE d.id = x.id`);
  await conn.execute(sql`
    UPDATE ordenes_compra SET estado = CASE WHEN NOT EXISTS (SELECT 1 FROM ordenes_compra_detalles WHERE orden_id = ${ordenId} AND cantidad_recibida < cantidad)
      THEN 'RECIBIDA' ELSE 'RECIBIDA PARCIAL' END
     WHERE id = ${ordenId}`);
}
