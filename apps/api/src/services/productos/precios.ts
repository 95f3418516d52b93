import { sql } from 'drizzle-orm';
import { fila, filas, type Conn } from '../../db/client';
import { aTexto, dinero } from '../../lib/decimal';
import { AppError } from '../../lib/errors';
import { MENSAJES_OPERACION as M } from '@eds/contracts/mensajes-operacion';

export interface NuevoPrecio {
  empresaId: number;
  productoId: number;
  /** Cents. */
  precio: number;
  /** Instant the price takes effect (ISO text with offset, or Date). */
  desde: string | Date;
  origen: 'INICIAL' | 'CAMBIO' | 'REMARCACION';
  usuarioId?: number | null;
  cambioPrecioId?: number | null;
}

const instante = (v: string | Date) => (v instanceof Date ? v.toISOString() : v);

/**
 * Puts a price in force at a station from a moment on: closes the open period and opens the next, in the
 * caller's transaction, so the history (historicos-precios) has no gaps or overlaps. A price cannot start
 * before the current one started.
 */
export async function fijarPrecio(conn: Conn, p: NuevoPrecio): Promise<{ anterior: number | null }> {
  const desde = instante(p.desde);
  const abierto = await fila<{ id: number; precio: string; posterior: boolean }>(
    conn,
    sql`SELECT id, precio, vigente_desde > ${desde}::timestamptz AS posterior FROM precios
         WHERE empresa_id = ${p.empresaId} AND producto_id = ${p.productoId} AND vigente_hasta IS NULL
         FOR UPDATE`,
  );
  if (abierto?.posterior) throw new AppError(400, M.precioAntesDelVigente);
  if (abierto) await conn.execute(sql`UPDATE precios SET vigente_hasta = ${desde}::timestamptz WHERE id = ${abierto.id}`);
  await conn.execute(sql`
    INSERT INTO precios (empresa_id, producto_id, precio, vigente_desde, origen, usuario_id, cambio_precio_id)
    VALUES (${p.empresaId}, ${p.productoId}, ${aTexto(p.precio, 2)}, ${desde}::timestamptz, ${p.origen}, ${p.usuarioId ?? null}, ${p.cambioPrecioId ?? null})`);
  return { anterior: abierto ? dinero(abierto.precio) : null };
}

/** The price in force at a station at a moment, in cents; undefined when the product has none there. */
export async function precioVigente(conn: Conn, empresaId: number, productoId: number, en: string | Date): Promise<number | undefined> {
  const r = await fila<{ precio: string }>(
    conn,
    sql`SELECT precio FROM precios WHERE empresa_id = ${empresaId} AND producto_id = ${productoId}
          AND vigente_desde <= ${instante(en)}::timestamptz AND (vigente_hasta IS NULL OR vigente_hasta > ${instante(en)}::timestamptz)`,
  );
  return r ? dinero(r.precio) : undefined;
}

/** Schedules a price change (PROGRAMADO) for a station and product. */
export async function programarCambioPrecio(
  conn: Conn,
  c: { empresaId: number; productoId: number; precio: number; fechaEfectiva: string | Date; usuarioId?: number | null },
): Promise<number> {
  const r = await fila<{ id: number }>(
    conn,
    sql`INSERT INTO cambios_precio (empresa_id, producto_id, precio, fecha_efectiva, creado_por)
        VALUES (${c.empresaId}, ${c.productoId}, ${aTexto(c.precio, 2)}, ${instante(c.fechaEfectiva)}::timestamptz, ${c.usuarioId ?? null}) RETURNING id`,
  );
  return r!.id;
}

/**
 * Applies one claimed change (the caller holds its row lock) from its own moment, or from `ahora` when that is later
 * than a moment already passed by an earlier price: APLICADO, or FALLIDO with the reason when the price cannot be set
 * (with `fallar`, the refusal is thrown instead: `Aplicar ahora` answers it to the user).
 */
export async function aplicarCambio(conn: Conn, id: number, ahora: Date = new Date(), fallar = false): Promise<void> {
  const c = await fila<{ empresa_id: number; producto_id: number; precio: string; fecha_efectiva: string; estado: string }>(
    conn,
    sql`SELECT empresa_id, producto_id, precio, fecha_efectiva::text AS fecha_efectiva, estado FROM cambios_precio WHERE id = ${id}`,
  );
  if (!c || (c.estado !== 'PROGRAMADO' && c.estado !== 'ENVIADO')) return;
  try {
    await conn.execute(sql`SAVEPOINT aplicar_cambio`);
    const { anterior } = await fijarPrecio(conn, {
      empresaId: c.empresa_id,
      productoId: c.producto_id,
      precio: dinero(c.precio),
      desde: c.fecha_efectiva,
      origen: 'CAMBIO',
      cambioPrecioId: id,
    });
    await conn.execute(sql`RELEASE SAVEPOINT aplicar_cambio`);
    await conn.execute(sql`UPDATE cambios_precio SET estado = 'APLICADO', aplicado_en = ${ahora.toISOString()}::timestamptz,
      precio_anterior = ${anterior === null ? null : aTexto(anterior, 2)} WHERE id = ${id}`);
  } catch (err) {
    if (!(err instanceof AppError) || fallar) throw err;
    await conn.execute(sql`ROLLBACK TO SAVEPOINT aplicar_cambio`);
    await conn.execute(sql`UPDATE cambios_precio SET estado = 'FALLIDO', motivo = ${err.message} WHERE id = ${id}`);
  }
}

/**
 * Applies the scheduled (or already downloaded) changes whose moment has come, each from its own moment. Rows are
 * claimed with FOR UPDATE SKIP LOCKED, so several API instances may run this at once without applying a change
 * twice; an applied change leaves those states, so running it again does nothing.
 */
export async function aplicarCambiosVencidos(conn: Conn, ahora: Date = new Date()): Promise<number> {
  const vencidos = await filas<{ id: number }>(
    conn,
    sql`SELECT id FROM cambios_precio
         WHERE estado IN ('PROGRAMADO', 'ENVIADO') AND fecha_efectiva <= ${ahora.toISOString()}::timestamptz
         ORDER BY fecha_efectiva, id FOR UPDATE SKIP LOCKED`,
  );
  for (const c of vencidos) await aplicarCambio(conn, c.id, ahora);
  return vencidos.length;
}
