import { sql } from 'drizzle-orm';
import { diaOperativo } from '@eds/contracts/dia-operativo';
import { MENSAJES } from '@eds/contracts/mensajes';
import { MENSAJES_INVENTARIO as M, type TExistenciaBodega, type TTomaFisica } from '@eds/contracts/inventario';
import { fila, filas, type Conn } from '../../db/client';
import { aEntero, volumen } from '../../lib/decimal';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { inicioCicloDe } from '../empresa/ciclo';
import { registrarDocumento } from './documentos';
import { permiteNegativo } from './negativo';

/** The station of a warehouse, to check the caller's scope (undefined when it does not exist). */
export async function estacionDeBodega(conn: Conn, bodegaId: number): Promise<number | undefined> {
  return (await fila<{ empresa_id: number }>(conn, sql`SELECT empresa_id FROM bodegas WHERE id = ${bodegaId}`))?.empresa_id;
}

/**
 * GET inventario/bodega/{id}: every product with stock or a movement in the warehouse, flagged AGOTADO (stock ≤ 0),
 * BAJO MÍNIMO (below the product's minimum), SOBRE MÁXIMO (above its maximum) or NORMAL.
 */
export async function existenciasBodega(conn: Conn, bodegaId: number): Promise<TExistenciaBodega[]> {
  return filas<TExistenciaBodega>(
    conn,
    sql`SELECT e.producto_id, p.codigo, p.descripcion, e.cantidad::float8 AS cantidad, e.costo_promedio::float8 AS costo_promedio,
               round(e.cantidad * e.costo_promedio, 2)::float8 AS valor, p.stock_minimo::float8 AS stock_minimo, p.stock_maximo::float8 AS stock_maximo,
               CASE WHEN e.cantidad <= 0 THEN 'AGOTADO'
                    WHEN p.stock_minimo IS NOT NULL AND e.cantidad < p.stock_minimo THEN 'BAJO MÍNIMO'
                    WHEN p.stock_maximo IS NOT NULL AND e.cantidad > p.stock_maximo THEN 'SOBRE MÁXIMO'
                    ELSE 'NORMAL' END AS alerta
          FROM existencias e JOIN productos p ON p.id = e.producto_id
         WHERE e.bodega_id = ${bodegaId} ORDER BY p.descripcion, p.id`,
  );
}

/** A count with its lines: the stock at the snapshot, the counted quantity and the difference. */
export async function detalleToma(conn: Conn, id: number): Promise<TTomaFisica | undefined> {
  const t = await fila<Omit<TTomaFisica, 'lineas'>>(
    conn,
    sql`SELECT id, empresa_id, bodega_id, tipo_negocio, estado, movimiento_id FROM tomas_fisicas WHERE id = ${id}`,
  );
  if (!t) return undefined;
  const lineas = await filas<TTomaFisica['lineas'][number]>(
    conn,
    sql`SELECT d.producto_id, p.codigo, p.codigos_barras, p.descripcion, d.cantidad_sistema::float8 AS cantidad_sistema,
               d.cantidad_contada::float8 AS cantidad_contada, (d.cantidad_contada - d.cantidad_sistema)::float8 AS diferencia
          FROM tomas_fisicas_detalles d JOIN productos p ON p.id = d.producto_id WHERE d.toma_id = ${id} ORDER BY p.descripcion, p.id`,
  );
  return { ...t, movimiento_id: t.movimiento_id === null ? null : Number(t.movimiento_id), lineas };
}

/** The warehouse's open count, if any: the screen resumes it instead of starting another. */
export async function tomaAbiertaDeBodega(conn: Conn, bodegaId: number): Promise<number | null> {
  const t = await fila<{ id: number }>(
    conn,
    sql`SELECT id FROM tomas_fisicas WHERE bodega_id = ${bodegaId} AND estado = 'ABIERTA' ORDER BY id LIMIT 1`,
  );
  return t?.id ?? null;
}

/** `Toma física`: snapshots the warehouse's stock (one open count per warehouse). */
export async function crearToma(
  conn: Conn,
  d: { bodegaId: number; tipoNegocio: string; observaciones?: string | undefined },
  ctx: { alcance: ReadonlySet<number>; usuarioId: number },
): Promise<number> {
  const empresa = await estacionDeBodega(conn, d.bodegaId);
  if (empresa === undefined) throw notFound(MENSAJES.recursoNoEncontrado);
  if (!ctx.alcance.has(empresa)) throw new AppError(403, MENSAJES.empresaFueraDeAlcance);
  await conn.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`tomas_fisicas|${d.bodegaId}`}))`);
  const abierta = await fila(conn, sql`SELECT 1 FROM tomas_fisicas WHERE bodega_id = ${d.bodegaId} AND estado = 'ABIERTA'`);
  if (abierta) throw badRequest(M.tomaAbierta);
  const r = await fila<{ id: number }>(
    conn,
    sql`INSERT INTO tomas_fisicas (empresa_id, bodega_id, tipo_negocio, observaciones, creado_por)
        VALUES (${empresa}, ${d.bodegaId}, ${d.tipoNegocio}, ${d.observaciones ?? null}, ${ctx.usuarioId}) RETURNING id`,
  );
  await conn.execute(sql`
    INSERT INTO tomas_fisicas_detalles (toma_id, producto_id, cantidad_sistema, costo_promedio)
    SELECT ${r!.id}, producto_id, cantidad, costo_promedio FROM existencias WHERE bodega_id = ${d.bodegaId}`);
  return r!.id;
}

async function tomaAbierta(conn: Conn, id: number, alcance: ReadonlySet<number>) {
  const t = await fila<{ empresa_id: number; bodega_id: number; tipo_negocio: 'S' | 'K' | 'C'; estado: string; creado_por: number | null }>(
    conn,
    sql`SELECT empresa_id, bodega_id, tipo_negocio, estado, creado_por FROM tomas_fisicas WHERE id = ${id} FOR UPDATE`,
  );
  if (!t) throw notFound(M.tomaNoExiste);
  if (!alcance.has(t.empresa_id)) throw new AppError(403, MENSAJES.empresaFueraDeAlcance);
  if (t.estado !== 'ABIERTA') throw badRequest(M.tomaCerrada);
  return t;
}

/** Records counted quantities (typed, or scanned: a barcode adds one unit to its product); products not in the snapshot join it at zero. */
export async function registrarConteo(
  conn: Conn,
  id: number,
  lineas: readonly {
    producto_id?: number | undefined;
    codigo_barras?: string | undefined;
    cantidad: number;
    sumar?: boolean | undefined;
  }[],
  ctx: { alcance: ReadonlySet<number>; negocioId: number },
): Promise<void> {
  await tomaAbierta(conn, id, ctx.alcance);
  for (const [i, l] of lineas.entries()) {
    const producto = await fila<{ id: number }>(
      conn,
      l.producto_id !== undefined
        ? sql`SELECT id FROM productos WHERE id = ${l.producto_id} AND negocio_id = ${ctx.negocioId}`
        : sql`SELECT id FROM productos WHERE ${l.codigo_barras ?? ''} = ANY(codigos_barras) AND negocio_id = ${ctx.negocioId} ORDER BY id LIMIT 1`,
    );
    if (!producto) throw badRequest(M.productoNoExiste, [{ campo: `lineas.${i}`, mensaje: M.productoNoExiste }]);
    const cantidad = (aEntero(l.cantidad, 3) / 1000).toFixed(3);
    await conn.execute(sql`
      INSERT INTO tomas_fisicas_detalles (toma_id, producto_id, cantidad_sistema, costo_promedio, cantidad_contada)
      VALUES (${id}, ${producto.id}, 0, 0, ${cantidad}::numeric)
      ON CONFLICT (toma_id, producto_id) DO UPDATE SET cantidad_contada =
        CASE WHEN ${l.sumar === true} THEN coalesce(tomas_fisicas_detalles.cantidad_contada, 0) + EXCLUDED.cantidad_contada ELSE EXCLUDED.cantidad_contada END`);
  }
}

/**
 * `Generar ajuste` (letter A): posts one AJUSTE document with each counted product's difference against the current
 * stock moved since the snapshot (so sales made while counting are not counted twice: counted − snapshot), and closes
 * the count. Products not counted are left alone.
 */
export async function ajustarToma(
  conn: Conn,
  id: number,
  ctx: { alcance: ReadonlySet<number>; usuarioId: number; ahora?: Date },
): Promise<{ movimientoId: number | null; consecutivo: number | null }> {
  const t = await tomaAbierta(conn, id, ctx.alcance);
  const dif = await filas<{ producto_id: number; diferencia: string }>(
    conn,
    sql`SELECT producto_id, (cantidad_contada - cantidad_sistema)::text AS diferencia FROM tomas_fisicas_detalles
         WHERE toma_id = ${id} AND cantidad_contada IS NOT NULL AND cantidad_contada <> cantidad_sistema ORDER BY producto_id`,
  );
  let movimiento: { id: number; consecutivo: number } | null = null;
  if (dif.length > 0) {
    const ahora = ctx.ahora ?? new Date();
    movimiento = await registrarDocumento(conn, {
      empresaId: t.empresa_id,
      tipo: 'AJUSTE',
      fecha: ahora.toISOString(),
      fechaNegocio: diaOperativo(ahora, await inicioCicloDe(conn, t.empresa_id)),
      tipoNegocio: t.tipo_negocio,
      bodegaId: t.bodega_id,
      concepto: 'TOMA FÍSICA',
      datos: { toma_fisica_id: id },
      usuarioId: ctx.usuarioId,
      permitirNegativo: await permiteNegativo(conn, t.empresa_id),
      lineas: dif.map((d) => ({ productoId: d.producto_id, cantidad: volumen(d.diferencia) })),
    });
  }
  await conn.execute(sql`UPDATE tomas_fisicas SET estado = 'AJUSTADA', ajustado_por = ${ctx.usuarioId}, movimiento_id = ${movimiento?.id ?? null}
                          WHERE id = ${id}`);
  return { movimientoId: movimiento?.id ?? null, consecutivo: movimiento?.consecutivo ?? null };
}
