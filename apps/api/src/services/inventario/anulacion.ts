import { sql } from 'drizzle-orm';
import { MENSAJES } from '@eds/contracts/mensajes';
import { MENSAJES_INVENTARIO as M } from '@eds/contracts/inventario';
import { MENSAJES_OPERACION as MO } from '@eds/contracts/mensajes-operacion';
import { fila, filas, type Conn } from '../../db/client';
import { aEntero, multiplicar, volumen } from '../../lib/decimal';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { Acumulador } from '../ventas/resumenes/acumular';
import { ESCALAS_INVENTARIO, ESCALAS_MOVIMIENTOS, INVENTARIO_DIA, MOVIMIENTOS_DIA } from '../ventas/resumenes/definiciones';
import { bloquearExistencias, costoPromedioTrasEntrada, escribirExistencias, existenciaDe, type Existencia } from './existencias';
import { permiteNegativo } from './negativo';

/** The kinds a back-office user may annul here; fuel deliveries have their own call, re-marking moves no stock. */
const ANULABLES = ['AJUSTE_INICIAL', 'ENTRADA', 'SALIDA', 'TRASLADO', 'TRASLADO_PDV'] as const;
type Anulable = (typeof ANULABLES)[number];

/** Takes `cantidad` at `costo` back out of a stock row: the average cost returns to what it was before it came in. */
function sacarAlCosto(e: Existencia, cantidad: number, costo: number): void {
  const queda = e.cantidad - cantidad;
  if (queda > 0) {
    const total = BigInt(e.cantidad) * BigInt(e.costoPromedio) - BigInt(cantidad) * BigInt(costo);
    const promedio = Number((total + BigInt(queda) / 2n) / BigInt(queda));
    if (promedio > 0) e.costoPromedio = promedio;
  }
  e.cantidad = queda;
}

/** Puts `cantidad` back into a stock row at `costo`, at weighted average cost. */
function devolverAlCosto(e: Existencia, cantidad: number, costo: number): void {
  e.costoPromedio = costoPromedioTrasEntrada(e, cantidad, costo);
  e.cantidad += cantidad;
}

/**
 * Annuls a posted inventory document (SCREENS G14, letter N): the reverse of each line is applied to the stock and
 * filed under the document's own business day (so a reconciled day refuses it, DIA), the document turns ANULADO and
 * keeps the reason. Stock that would go negative is refused (STK) unless the station allows negative stock. An entry
 * of a purchase order gives its quantities back to the order.
 */
export async function anularDocumento(
  conn: Conn,
  id: number,
  motivo: string,
  ctx: { alcance: ReadonlySet<number>; usuarioId: number; rechazo?: boolean },
): Promise<{ consecutivo: number }> {
  const doc = await fila<{
    empresa_id: number;
    tipo: string;
    estado: string;
    consecutivo: number;
    fecha_negocio: string;
    tipo_negocio: string;
    bodega_id: number;
    bodega_destino_id: number | null;
    orden_compra_id: number | null;
    empresa_destino_id: number | null;
  }>(
    conn,
    sql`SELECT empresa_id, tipo, estado, consecutivo, fecha_negocio::text AS fecha_negocio, tipo_negocio, bodega_id, bodega_destino_id, orden_compra_id,
               (datos->>'empresa_destino_id')::int AS empresa_destino_id
          FROM movimientos_inventario WHERE id = ${id} FOR UPDATE`,
  );
  if (!doc) throw notFound(M.documentoNoExiste);
  // A transfer between stations is annulled by its origin and rejected by its destination, while it is ENVIADO.
  const pdv = doc.tipo === 'TRASLADO_PDV';
  const quien = ctx.rechazo ? doc.empresa_destino_id : doc.empresa_id;
  if (quien === null || !ctx.alcance.has(quien)) throw new AppError(403, MENSAJES.empresaFueraDeAlcance);
  if (!(ANULABLES as readonly string[]).includes(doc.tipo) || (pdv && doc.empresa_destino_id === null) || (ctx.rechazo && !pdv))
    throw badRequest(M.documentoNoAnulable);
  if (pdv ? doc.estado !== 'ENVIADO' : doc.estado !== 'REGISTRADO') throw badRequest(pdv ? M.trasladoNoEnviado : M.documentoYaAnulado);
  const tipo = doc.tipo as Anulable;
  const lineas = await filas<{ producto_id: number; cantidad: string; costo_unitario: string; producto: string }>(
    conn,
    sql`SELECT d.producto_id, d.cantidad::text AS cantidad, d.costo_unitario::text AS costo_unitario, p.descripcion AS producto
          FROM movimientos_inventario_detalles d JOIN productos p ON p.id = d.producto_id WHERE d.movimiento_id = ${id} ORDER BY d.id`,
  );
  const destino = doc.bodega_destino_id;
  const stock = await bloquearExistencias(
    conn,
    doc.empresa_id,
    lineas.flatMap((l) => [
      { bodegaId: doc.bodega_id, productoId: l.producto_id },
      ...((tipo === 'TRASLADO' || tipo === 'TRASLADO_PDV') && destino ? [{ bodegaId: destino, productoId: l.producto_id }] : []),
    ]),
  );
  const negativo = await permiteNegativo(conn, doc.empresa_id);
  const bodegas = new Map(
    (
      await filas<{ id: number; descripcion: string }>(
        conn,
        sql`SELECT id, descripcion FROM bodegas WHERE id IN (${doc.bodega_id}, ${destino ?? doc.bodega_id})`,
      )
    ).map((b) => [b.id, b.descripcion]),
  );
  const salir = (bodegaId: number, l: (typeof lineas)[number], cantidad: number, costo: number) => {
    const e = existenciaDe(stock, bodegaId, l.producto_id);
    if (!negativo && e.cantidad < cantidad) throw badRequest(MO.stockInsuficiente(bodegas.get(bodegaId) ?? '', l.producto));
    sacarAlCosto(e, cantidad, costo);
  };
  const inventario = new Acumulador(INVENTARIO_DIA, ESCALAS_INVENTARIO);
  const clave = (bodegaId: number, productoId: number) => ({
    empresa_id: doc.empresa_id,
    fecha_negocio: doc.fecha_negocio,
    bodega_id: bodegaId,
    producto_id: productoId,
  });
  let cantidadTotal = 0;
  let valorTotal = 0;
  for (const l of lineas) {
    const cantidad = volumen(l.cantidad);
    const costo = aEntero(l.costo_unitario, 2);
    const valor = multiplicar(cantidad, costo);
    cantidadTotal += cantidad;
    valorTotal += valor;
    if (tipo === 'AJUSTE_INICIAL') {
      salir(doc.bodega_id, l, cantidad, costo);
      inventario.sumar(clave(doc.bodega_id, l.producto_id), { ajustes: -cantidad });
    } else if (tipo === 'ENTRADA') {
      salir(doc.bodega_id, l, cantidad, costo);
      inventario.sumar(clave(doc.bodega_id, l.producto_id), { entradas: -cantidad, entradas_costo: -valor });
    } else if (tipo === 'SALIDA') {
      devolverAlCosto(existenciaDe(stock, doc.bodega_id, l.producto_id), cantidad, costo);
      inventario.sumar(clave(doc.bodega_id, l.producto_id), { salidas: -cantidad });
    } else {
      salir(destino!, l, cantidad, costo);
      devolverAlCosto(existenciaDe(stock, doc.bodega_id, l.producto_id), cantidad, costo);
      inventario.sumar(clave(doc.bodega_id, l.producto_id), { traslados_salida: -cantidad });
      inventario.sumar(clave(destino!, l.producto_id), { traslados_entrada: -cantidad });
    }
  }
  await escribirExistencias(conn, doc.empresa_id, stock.values());
  // The update files the document's day again: a reconciled day refuses it here (DIA), and nothing above is kept.
  await conn.execute(sql`
    UPDATE movimientos_inventario
       SET estado = ${ctx.rechazo ? 'RECHAZADO' : 'ANULADO'},
           datos = coalesce(datos, '{}'::jsonb) || jsonb_build_object(${ctx.rechazo ? 'rechazo' : 'anulacion'}::text, jsonb_build_object('motivo', ${motivo}::text, 'usuario_id', ${ctx.usuarioId}::int, 'fecha', now()))
     WHERE id = ${id}`);
  if (tipo === 'ENTRADA' && doc.orden_compra_id) await devolverAOrden(conn, doc.orden_compra_id, lineas);
  await inventario.guardar(conn);
  const movimientos = new Acumulador(MOVIMIENTOS_DIA, ESCALAS_MOVIMIENTOS);
  movimientos.sumar(
    { empresa_id: doc.empresa_id, fecha_negocio: doc.fecha_negocio, tipo, tipo_negocio: doc.tipo_negocio },
    { num_documentos: -1, cantidad: -cantidadTotal, valor: -valorTotal },
  );
  await movimientos.guardar(conn);
  return { consecutivo: Number(doc.consecutivo) };
}

/** An annulled entry's quantities are pending again on its order (newest lines first), and the order's state follows. */
async function devolverAOrden(conn: Conn, ordenId: number, lineas: readonly { producto_id: number; cantidad: string }[]): Promise<void> {
  const delOrden = await filas<{ id: number; producto_id: number; cantidad_recibida: string }>(
    conn,
    sql`SELECT id, producto_id, cantidad_recibida::text AS cantidad_recibida FROM ordenes_compra_detalles WHERE orden_id = ${ordenId} ORDER BY id DESC FOR UPDATE`,
  );
  const devolver = new Map<number, number>();
  for (const l of lineas) devolver.set(l.producto_id, (devolver.get(l.producto_id) ?? 0) + volumen(l.cantidad));
  const aplicar: { id: number; cantidad: number }[] = [];
  for (const o of delOrden) {
    const resta = devolver.get(o.producto_id) ?? 0;
    const toma = Math.min(resta, volumen(o.cantidad_recibida));
    if (toma <= 0) continue;
    devolver.set(o.producto_id, resta - toma);
    aplicar.push({ id: o.id, cantidad: toma / 1000 });
  }
  await conn.execute(sql`
    UPDATE ordenes_compra_detalles d SET cantidad_recibida = d.cantidad_recibida - x.cantidad
      FROM jsonb_to_recordset(${JSON.stringify(aplicar)}::jsonb) AS x(id int, cantidad numeric) WHERE d.id = x.id`);
  await conn.execute(sql`
    UPDATE ordenes_compra SET estado = CASE
        WHEN NOT EXISTS (SELECT 1 FROM ordenes_compra_detalles WHERE orden_id = ${ordenId} AND cantidad_recibida > 0) THEN 'APROBADA'
        ELSE 'RECIBIDA PARCIAL' END
     WHERE id = ${ordenId} AND estado IN ('RECIBIDA', 'RECIBIDA PARCIAL')`);
}

/** The kind and station of a document, so the route can ask for the letter N of its module before annulling it. */
export async function tipoDeDocumento(
  conn: Conn,
  id: number,
): Promise<{ tipo: string; empresa_id: number; tipo_negocio: string } | undefined> {
  return fila<{ tipo: string; empresa_id: number; tipo_negocio: string }>(
    conn,
    sql`SELECT tipo, empresa_id, tipo_negocio FROM movimientos_inventario WHERE id = ${id}`,
  );
}
