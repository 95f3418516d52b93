import { sql } from 'drizzle-orm';
import { MENSAJES_COMERCIAL as M, type TPromocionDetalle, type TPromocionForm } from '@eds/contracts/comercial';
import { fila, filas, type Conn } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';

const enteros = (ids: Iterable<number>) => `{${[...ids].join(',')}}`;

/** Creates (no id) or edits a promotion of a business with its products and stations, replacing both lists. */
export async function guardarPromocion(conn: Conn, negocioId: number, p: TPromocionForm, id: number | null = null): Promise<number> {
  const ajenos = await filas<{ id: number }>(
    conn,
    sql`SELECT x AS id FROM unnest(${enteros(p.productos.map((x) => x.producto_id))}::int[]) x
         WHERE NOT EXISTS (SELECT 1 FROM productos WHERE id = x AND negocio_id = ${negocioId})`,
  );
  if (ajenos.length > 0) throw badRequest(M.productoOtroNegocio, [{ campo: 'productos', mensaje: M.productoOtroNegocio }]);
  const valores = sql`${p.nombre.toUpperCase()}, ${p.tipo}, ${p.valor}, ${p.pague_n ?? null}, ${p.lleve_m ?? null}, ${p.fecha_inicio}::date, ${p.fecha_fin}::date,
    ${enteros(p.dias)}::smallint[], ${p.hora_inicio ?? null}::time, ${p.hora_fin ?? null}::time, ${`{${p.tipos_negocio.join(',')}}`}::text[]`;
  let promocionId: number;
  if (id === null) {
    const r = await fila<{ id: number }>(
      conn,
      sql`INSERT INTO promociones (negocio_id, nombre, tipo, valor, pague_n, lleve_m, fecha_inicio, fecha_fin, dias, hora_inicio, hora_fin, tipos_negocio)
          VALUES (${negocioId}, ${valores}) RETURNING id`,
    );
    promocionId = r!.id;
  } else {
    const r = await fila<{ id: number }>(
      conn,
      sql`UPDATE promociones SET (nombre, tipo, valor, pague_n, lleve_m, fecha_inicio, fecha_fin, dias, hora_inicio, hora_fin, tipos_negocio) = (${valores})
           WHERE id = ${id} AND negocio_id = ${negocioId} RETURNING id`,
    );
    if (!r) throw notFound(M.promocionNoExiste);
    promocionId = r.id;
    await conn.execute(sql`DELETE FROM promociones_productos WHERE promocion_id = ${promocionId}`);
    await conn.execute(sql`DELETE FROM promociones_empresas WHERE promocion_id = ${promocionId}`);
  }
  const productos = JSON.stringify(p.productos.map((x) => ({ producto_id: x.producto_id, cantidad: x.cantidad })));
  await conn.execute(sql`
    INSERT INTO promociones_productos (promocion_id, producto_id, cantidad)
    SELECT ${promocionId}, producto_id, cantidad FROM jsonb_to_recordset(${productos}::jsonb) AS x(producto_id int, cantidad numeric)
    ON CONFLICT DO NOTHING`);
  await conn.execute(sql`
    INSERT INTO promociones_empresas (promocion_id, empresa_id)
    SELECT ${promocionId}, e FROM unnest(${enteros(p.estaciones)}::int[]) e ON CONFLICT DO NOTHING`);
  return promocionId;
}

/** A promotion with its products and stations (promocion/get-detalle-promocion). */
export async function detallePromocion(conn: Conn, id: number): Promise<TPromocionDetalle | undefined> {
  const promocion = await fila<Omit<TPromocionDetalle, 'productos' | 'estaciones'>>(
    conn,
    sql`SELECT id, negocio_id, nombre, tipo, valor::float8 AS valor, pague_n, lleve_m, fecha_inicio::text AS fecha_inicio, fecha_fin::text AS fecha_fin, dias,
               to_char(hora_inicio, 'HH24:MI') AS hora_inicio, to_char(hora_fin, 'HH24:MI') AS hora_fin, tipos_negocio, estado
          FROM promociones WHERE id = ${id}`,
  );
  if (!promocion) return undefined;
  const productos = await filas<TPromocionDetalle['productos'][number]>(
    conn,
    sql`SELECT p.id AS producto_id, p.codigo, p.descripcion, pp.cantidad::float8 AS cantidad FROM promociones_productos pp JOIN productos p ON p.id = pp.producto_id
         WHERE pp.promocion_id = ${id} ORDER BY p.descripcion`,
  );
  const estaciones = await filas<{ id: number; alias: string }>(
    conn,
    sql`SELECT e.id, e.alias FROM promociones_empresas pe JOIN empresas e ON e.id = pe.empresa_id WHERE pe.promocion_id = ${id} ORDER BY e.alias`,
  );
  return { ...promocion, productos, estaciones };
}
