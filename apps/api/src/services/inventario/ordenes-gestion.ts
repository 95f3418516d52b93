import { sql, type SQL } from 'drizzle-orm';
import { MENSAJES } from '@eds/contracts/mensajes';
import {
  MENSAJES_INVENTARIO as M,
  type TOrdenCompraDetalle,
  type TOrdenCompraFila,
  type TOrdenesCompraQuery,
  type TOrdenCompraForm,
  type TSugerenciaOrden,
} from '@eds/contracts/inventario';
import { fila, filas, type Conn } from '../../db/client';
import { aEntero, aTexto, multiplicar, porcentaje } from '../../lib/decimal';
import { contiene } from '../../lib/busqueda';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { paginar } from '../../lib/paginar';
import { encolarCorreo } from '../sistema/correo';

const campo = (c: string, mensaje: string) => badRequest(mensaje, [{ campo: c, mensaje }]);
const enteros = (ids: Iterable<number>) => `{${[...ids].join(',')}}`;

interface Orden {
  id: number;
  empresa_id: number;
  estado: string;
  creado_por: number | null;
}

/** Locks an order and checks the caller's scope: 404 when missing, 403 out of scope. */
async function ordenBloqueada(conn: Conn, id: number, alcance: ReadonlySet<number>): Promise<Orden> {
  const o = await fila<Orden>(conn, sql`SELECT id, empresa_id, estado, creado_por FROM ordenes_compra WHERE id = ${id} FOR UPDATE`);
  if (!o) throw notFound(M.ordenNoExiste);
  if (!alcance.has(o.empresa_id)) throw new AppError(403, MENSAJES.empresaFueraDeAlcance);
  return o;
}

/** An order with its lines, what was received and what is pending (the entry form loads the pending lines). */
export async function detalleOrden(conn: Conn, id: number): Promise<TOrdenCompraDetalle | undefined> {
  const o = await fila<Omit<TOrdenCompraDetalle, 'lineas'>>(
    conn,
    sql`SELECT o.id, o.empresa_id, o.consecutivo, o.proveedor_id, pr.razon_social AS proveedor, pr.correo AS proveedor_correo, o.bodega_id,
               b.descripcion AS bodega, o.tipo_negocio, o.fecha::text AS fecha, o.fecha_entrega::text AS fecha_entrega, o.estado,
               o.total::float8 AS total, o.observaciones, o.creado_por, o.aprobado_por, o.motivo_cierre
          FROM ordenes_compra o JOIN proveedores pr ON pr.id = o.proveedor_id JOIN bodegas b ON b.id = o.bodega_id
         WHERE o.id = ${id}`,
  );
  if (!o) return undefined;
  const lineas = await filas<TOrdenCompraDetalle['lineas'][number]>(
    conn,
    sql`SELECT d.id, d.producto_id, p.codigo, p.descripcion, d.cantidad::float8 AS cantidad, d.cantidad_recibida::float8 AS cantidad_recibida,
               (d.cantidad - d.cantidad_recibida)::float8 AS pendiente, d.costo::float8 AS costo, d.iva_pct::float8 AS iva_pct
          FROM ordenes_compra_detalles d JOIN productos p ON p.id = d.producto_id WHERE d.orden_id = ${id} ORDER BY d.id`,
  );
  return { ...o, lineas };
}

/** Orders of the stations in scope, filtered by search, station, state, supplier and date range, newest first (paged). */
export async function listarOrdenes(conn: Conn, alcance: ReadonlySet<number>, q: TOrdenesCompraQuery) {
  const cond: SQL[] = [sql`o.empresa_id = ANY(${enteros(alcance)}::int[])`];
  if (q.empresa_id) cond.push(sql`o.empresa_id = ${q.empresa_id}`);
  if (q.estado) cond.push(sql`o.estado = ${q.estado}`);
  if (q.proveedor_id) cond.push(sql`o.proveedor_id = ${q.proveedor_id}`);
  if (q.tipo_negocio) cond.push(sql`o.tipo_negocio = ${q.tipo_negocio}`);
  if (q.fecha_inicial) cond.push(sql`o.fecha >= ${q.fecha_inicial}::date`);
  if (q.fecha_final) cond.push(sql`o.fecha <= ${q.fecha_final}::date`);
  if (q.buscar) cond.push(contiene(q.buscar, [sql`o.consecutivo::text`, sql`pr.razon_social`, sql`e.alias`, sql`b.descripcion`]));
  return paginar<TOrdenCompraFila>(
    conn,
    {
      columnas: sql`o.id, o.empresa_id, e.alias AS estacion, o.consecutivo, o.fecha::text AS fecha, o.fecha_entrega::text AS fecha_entrega, o.estado,
                    o.tipo_negocio, pr.razon_social AS proveedor, b.descripcion AS bodega, o.total::float8 AS total`,
      origen: sql`FROM ordenes_compra o JOIN empresas e ON e.id = o.empresa_id JOIN proveedores pr ON pr.id = o.proveedor_id
                  JOIN bodegas b ON b.id = o.bodega_id WHERE ${sql.join(cond, sql` AND `)}`,
      orden: sql`o.fecha DESC, o.consecutivo DESC, o.id DESC`,
    },
    q,
  );
}

/** Checks an order form's supplier, warehouse (of the order's station) and products (of the business). */
export async function revisarOrden(conn: Conn, o: TOrdenCompraForm, negocioId: number): Promise<void> {
  const ok = await fila<{ proveedor: boolean; bodega: boolean; ajenos: number }>(
    conn,
    sql`SELECT EXISTS (SELECT 1 FROM proveedores WHERE id = ${o.proveedor_id} AND negocio_id = ${negocioId}) AS proveedor,
               EXISTS (SELECT 1 FROM bodegas WHERE id = ${o.bodega_id} AND empresa_id = ${o.empresa_id}) AS bodega,
               (SELECT count(*)::int FROM unnest(${enteros(o.lineas.map((l) => l.producto_id))}::int[]) x
                 WHERE NOT EXISTS (SELECT 1 FROM productos WHERE id = x AND negocio_id = ${negocioId})) AS ajenos`,
  );
  if (!ok!.proveedor) throw campo('proveedor_id', M.proveedorRequerido);
  if (!ok!.bodega) throw campo('bodega_id', M.bodegaOtraEstacion);
  if (ok!.ajenos > 0) throw campo('lineas', M.productoNoExiste);
}

/** Edits an order while it is in BORRADOR: header and lines are replaced, the total recomputed. */
export async function editarOrden(
  conn: Conn,
  id: number,
  o: TOrdenCompraForm,
  ctx: { negocioId: number; alcance: ReadonlySet<number> },
): Promise<{ consecutivo: number }> {
  const actual = await ordenBloqueada(conn, id, ctx.alcance);
  if (actual.estado !== 'BORRADOR') throw badRequest(M.ordenNoEditable);
  if (o.empresa_id !== actual.empresa_id) throw campo('empresa_id', M.ordenOtraEstacion);
  await revisarOrden(conn, o, ctx.negocioId);
  const lineas = o.lineas.map((l) => ({
    producto_id: l.producto_id,
    cantidad: aTexto(aEntero(l.cantidad, 3), 3),
    costo: aTexto(aEntero(l.costo, 2), 2),
    iva: String(l.iva_pct ?? 0),
  }));
  const total = o.lineas.reduce((s, l) => {
    const base = multiplicar(aEntero(l.cantidad, 3), aEntero(l.costo, 2));
    return s + base + porcentaje(base, l.iva_pct ?? 0);
  }, 0);
  await conn.execute(sql`DELETE FROM ordenes_compra_detalles WHERE orden_id = ${id}`);
  await conn.execute(sql`
    INSERT INTO ordenes_compra_detalles (orden_id, producto_id, cantidad, costo, iva_pct)
    SELECT ${id}, producto_id, cantidad, costo, iva FROM jsonb_to_recordset(${JSON.stringify(lineas)}::jsonb) AS x(producto_id int, cantidad numeric, costo numeric, iva numeric)`);
  const r = await fila<{ consecutivo: number }>(
    conn,
    sql`UPDATE ordenes_compra SET proveedor_id = ${o.proveedor_id}, bodega_id = ${o.bodega_id}, tipo_negocio = ${o.tipo_negocio}, fecha = ${o.fecha}::date,
               fecha_entrega = ${o.fecha_entrega}::date, observaciones = ${o.observaciones ?? null}, total = ${aTexto(total, 2)}
         WHERE id = ${id} RETURNING consecutivo`,
  );
  return { consecutivo: Number(r!.consecutivo) };
}

/** Closes an approved or partly received order with pending lines (letter A, reason required): CERRADA. */
export async function cerrarOrden(conn: Conn, id: number, motivo: string, alcance: ReadonlySet<number>): Promise<void> {
  const o = await ordenBloqueada(conn, id, alcance);
  if (o.estado !== 'APROBADA' && o.estado !== 'RECIBIDA PARCIAL') throw badRequest(M.ordenNoCerrable);
  await conn.execute(sql`UPDATE ordenes_compra SET estado = 'CERRADA', motivo_cierre = ${motivo} WHERE id = ${id}`);
}

/** Annuls an order nothing of which was received (letter N): ANULADA. */
export async function anularOrden(conn: Conn, id: number, motivo: string, alcance: ReadonlySet<number>): Promise<void> {
  const o = await ordenBloqueada(conn, id, alcance);
  const recibido = await fila(conn, sql`SELECT 1 FROM ordenes_compra_detalles WHERE orden_id = ${id} AND cantidad_recibida > 0 LIMIT 1`);
  if (recibido || (o.estado !== 'BORRADOR' && o.estado !== 'APROBADA')) throw badRequest(M.ordenConRecibos);
  await conn.execute(sql`UPDATE ordenes_compra SET estado = 'ANULADA', motivo_cierre = ${motivo} WHERE id = ${id}`);
}

/** Deletes an order still in BORRADOR (letter D). */
export async function eliminarOrden(conn: Conn, id: number, alcance: ReadonlySet<number>): Promise<void> {
  const o = await ordenBloqueada(conn, id, alcance);
  if (o.estado !== 'BORRADOR') throw badRequest(M.ordenNoEditable);
  await conn.execute(sql`DELETE FROM ordenes_compra WHERE id = ${id}`);
}

/**
 * `Sugerir`: for each active product of the business type with a maximum stock, what fills the warehouse up to it
 * (maximum − stock − what approved orders still bring), at the supplier's agreement cost when there is one for the
 * station, else the warehouse's average cost.
 */
export async function sugerirOrden(
  conn: Conn,
  q: { empresa_id: number; bodega_id: number; proveedor_id?: number | undefined; tipo_negocio: string },
  negocioId: number,
): Promise<TSugerenciaOrden[]> {
  const bodega = await fila(conn, sql`SELECT 1 FROM bodegas WHERE id = ${q.bodega_id} AND empresa_id = ${q.empresa_id}`);
  if (!bodega) throw campo('bodega_id', M.bodegaOtraEstacion);
  return filas<TSugerenciaOrden>(
    conn,
    sql`WITH base AS (
          SELECT p.id AS producto_id, p.codigo, p.descripcion, p.stock_maximo, coalesce(e.cantidad, 0) AS existencia,
                 coalesce((SELECT sum(d.cantidad - d.cantidad_recibida) FROM ordenes_compra_detalles d JOIN ordenes_compra o ON o.id = d.orden_id
                            WHERE o.bodega_id = ${q.bodega_id} AND o.estado IN ('APROBADA', 'RECIBIDA PARCIAL') AND d.producto_id = p.id), 0) AS en_camino,
                 coalesce((SELECT cp.costo FROM contratos_productos cp JOIN contratos co ON co.id = cp.contrato_id
                             JOIN contratos_estaciones ce ON ce.contrato_id = co.id AND ce.empresa_id = ${q.empresa_id}
                            WHERE cp.producto_id = p.id AND co.proveedor_id = ${q.proveedor_id ?? null}::int AND co.estado NOT IN ('CANCELADO', 'BORRADOR')
                              AND current_date BETWEEN co.fecha_inicio AND co.fecha_fin
                            ORDER BY co.fecha_inicio DESC LIMIT 1), e.costo_promedio, 0) AS costo
            FROM productos p LEFT JOIN existencias e ON e.bodega_id = ${q.bodega_id} AND e.producto_id = p.id
           WHERE p.negocio_id = ${negocioId} AND p.estado = 'A' AND ${q.tipo_negocio} = ANY(p.tipos_negocio) AND p.stock_maximo IS NOT NULL)
        SELECT producto_id, codigo, descripcion, existencia::float8 AS existencia, stock_maximo::float8 AS stock_maximo,
               en_camino::float8 AS en_camino, (stock_maximo - existencia - en_camino)::float8 AS cantidad, costo::float8 AS costo
          FROM base WHERE stock_maximo - existencia - en_camino > 0 ORDER BY descripcion, producto_id LIMIT 500`,
  );
}

/** Queues the order's mail to the supplier through the outbox (approved orders only; the supplier needs an address). */
export async function enviarCorreoOrden(conn: Conn, id: number, ctx: { negocioId: number; alcance: ReadonlySet<number> }): Promise<string> {
  await ordenBloqueada(conn, id, ctx.alcance);
  const o = (await detalleOrden(conn, id))!;
  if (o.estado === 'BORRADOR' || o.estado === 'ANULADA') throw badRequest(M.ordenNoAprobada);
  if (!o.proveedor_correo) throw badRequest(M.proveedorSinCorreo);
  const pesos = (n: number) => `$${n.toFixed(2)}`;
  const texto = [
    `Orden de compra N° ${o.consecutivo}`,
    `Fecha: ${o.fecha}. Entrega: ${o.fecha_entrega}. Bodega: ${o.bodega}.`,
    '',
    ...o.lineas.map((l) => `${l.codigo} ${l.descripcion}: ${l.cantidad} x ${pesos(l.costo)} (IVA ${l.iva_pct}%)`),
    '',
    `Total: ${pesos(o.total)}`,
    ...(o.observaciones ? ['', o.observaciones] : []),
  ].join('\n');
  await encolarCorreo(conn, {
    negocioId: ctx.negocioId,
    empresaId: o.empresa_id,
    para: o.proveedor_correo,
    asunto: `Orden de compra N° ${o.consecutivo}`,
    texto,
  });
  return o.proveedor_correo;
}
