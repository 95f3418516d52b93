import { sql } from 'drizzle-orm';
import { filas, type Conn } from '../../db/client';
import { aTexto, dinero, volumen } from '../../lib/decimal';

/** Stock of one product in one warehouse: thousandths and cents. */
export interface Existencia {
  bodegaId: number;
  productoId: number;
  cantidad: number;
  costoPromedio: number;
}

const clave = (bodegaId: number, productoId: number) => `${bodegaId}|${productoId}`;

/**
 * Locks and reads the stock rows a document will change, in (bodega, producto) order: the order every writer
 * of `existencias` follows. Missing rows are created with zero stock at zero cost.
 */
export async function bloquearExistencias(
  conn: Conn,
  empresaId: number,
  pares: readonly { bodegaId: number; productoId: number }[],
): Promise<Map<string, Existencia>> {
  const unicos = new Map(pares.map((p) => [clave(p.bodegaId, p.productoId), p]));
  const json = JSON.stringify([...unicos.values()].map((p) => ({ b: p.bodegaId, p: p.productoId })));
  // Create the missing rows first, so that every row is locked below and a concurrent sale cannot slip in.
  await conn.execute(sql`
    INSERT INTO existencias (bodega_id, producto_id, empresa_id)
    SELECT b, p, ${empresaId} FROM jsonb_to_recordset(${json}::jsonb) AS x(b int, p int) ORDER BY b, p
    ON CONFLICT (bodega_id, producto_id) DO NOTHING`);
  const r = await filas<{ bodega_id: number; producto_id: number; cantidad: string; costo_promedio: string }>(
    conn,
    sql`SELECT e.bodega_id, e.producto_id, e.cantidad, e.costo_promedio FROM existencias e
          JOIN jsonb_to_recordset(${json}::jsonb) AS x(b int, p int) ON x.b = e.bodega_id AND x.p = e.producto_id
         ORDER BY e.bodega_id, e.producto_id FOR UPDATE OF e`,
  );
  const mapa = new Map<string, Existencia>();
  for (const p of unicos.values())
    mapa.set(clave(p.bodegaId, p.productoId), { bodegaId: p.bodegaId, productoId: p.productoId, cantidad: 0, costoPromedio: 0 });
  for (const e of r)
    mapa.set(clave(e.bodega_id, e.producto_id), {
      bodegaId: e.bodega_id,
      productoId: e.producto_id,
      cantidad: volumen(e.cantidad),
      costoPromedio: dinero(e.costo_promedio),
    });
  return mapa;
}

export function existenciaDe(mapa: Map<string, Existencia>, bodegaId: number, productoId: number): Existencia {
  return mapa.get(clave(bodegaId, productoId))!;
}

/**
 * Weighted average cost after an entry: (stock × average + quantity × cost) / (stock + quantity), or the
 * entry's cost when there was no stock.
 */
export function costoPromedioTrasEntrada(actual: Existencia, cantidad: number, costoUnitario: number): number {
  if (actual.cantidad <= 0) return costoUnitario;
  const total = BigInt(actual.cantidad) * BigInt(actual.costoPromedio) + BigInt(cantidad) * BigInt(costoUnitario);
  const unidades = BigInt(actual.cantidad + cantidad);
  return Number((total + unidades / 2n) / unidades);
}

/** Writes back the stock rows a document changed. */
export async function escribirExistencias(conn: Conn, empresaId: number, existencias: Iterable<Existencia>): Promise<void> {
  const json = JSON.stringify(
    [...existencias].map((e) => ({
      bodega_id: e.bodegaId,
      producto_id: e.productoId,
      cantidad: aTexto(e.cantidad, 3),
      costo: aTexto(e.costoPromedio, 2),
    })),
  );
  await conn.execute(sql`
    INSERT INTO existencias (bodega_id, producto_id, empresa_id, cantidad, costo_promedio)
    SELECT bodega_id, producto_id, ${empresaId}, cantidad, costo
      FROM jsonb_to_recordset(${json}::jsonb) AS x(bodega_id int, producto_id int, cantidad numeric, costo numeric)
     ORDER BY bodega_id, producto_id
    ON CONFLICT (bodega_id, producto_id) DO UPDATE SET cantidad = EXCLUDED.cantidad, costo_promedio = EXCLUDED.costo_promedio, actualizado_en = now()`);
}
