import { sql } from 'drizzle-orm';
import { MENSAJES_COMERCIAL as M, type TPrecioEspecial, type TPrecioEspecialForm } from '@eds/contracts/comercial';
import type { TPaginacionQuery } from '@eds/contracts/paginacion';
import { fila, type Conn } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { paginar } from '../../lib/paginar';

/** Creates a special price for a customer, a fleet or a station of the business. */
export async function crearPrecioEspecial(conn: Conn, negocioId: number, p: TPrecioEspecialForm): Promise<number> {
  const ok = await fila<{ producto: boolean; cliente: boolean; flota: boolean; empresa: boolean }>(
    conn,
    sql`SELECT EXISTS (SELECT 1 FROM productos WHERE id = ${p.producto_id} AND negocio_id = ${negocioId}) AS producto,
               (${p.cliente_id ?? null}::int IS NULL OR EXISTS (SELECT 1 FROM clientes WHERE id = ${p.cliente_id ?? null} AND negocio_id = ${negocioId})) AS cliente,
               (${p.flota_id ?? null}::int IS NULL OR EXISTS (SELECT 1 FROM flotas WHERE id = ${p.flota_id ?? null} AND negocio_id = ${negocioId})) AS flota,
               (${p.empresa_id ?? null}::int IS NULL OR EXISTS (SELECT 1 FROM empresas WHERE id = ${p.empresa_id ?? null} AND negocio_id = ${negocioId})) AS empresa`,
  );
  if (!ok!.producto) throw badRequest(M.productoOtroNegocio, [{ campo: 'producto_id', mensaje: M.productoOtroNegocio }]);
  if (!ok!.cliente || !ok!.flota || !ok!.empresa) throw badRequest(M.destinoPrecioEspecial);
  const r = await fila<{ id: number }>(
    conn,
    sql`INSERT INTO precios_especiales (negocio_id, empresa_id, producto_id, cliente_id, flota_id, precio, fecha_inicio, fecha_fin)
        VALUES (${negocioId}, ${p.empresa_id ?? null}, ${p.producto_id}, ${p.cliente_id ?? null}, ${p.flota_id ?? null}, ${p.precio},
                ${p.fecha_inicio}::date, ${p.fecha_fin ?? null}::date)
        RETURNING id`,
  );
  return r!.id;
}

/** The business of a special price (the caller checks it is the user's). */
export async function negocioDePrecioEspecial(
  conn: Conn,
  id: number,
): Promise<{ negocio_id: number; empresa_id: number | null } | undefined> {
  return fila(conn, sql`SELECT negocio_id, empresa_id FROM precios_especiales WHERE id = ${id}`);
}

export async function cambiarEstadoPrecioEspecial(conn: Conn, id: number, estado: 'A' | 'I'): Promise<void> {
  await conn.execute(sql`UPDATE precios_especiales SET estado = ${estado} WHERE id = ${id}`);
}

export async function eliminarPrecioEspecial(conn: Conn, id: number): Promise<void> {
  await conn.execute(sql`DELETE FROM precios_especiales WHERE id = ${id}`);
}

/**
 * Special prices of a business that apply at a station (those of the station and those for any station), for
 * products of a type (0 = all) and business types; with the list price in force at the station beside them.
 */
export async function preciosEspecialesDeEstacion(
  conn: Conn,
  negocioId: number,
  empresaId: number,
  tipo: number,
  tiposNegocio: readonly string[],
  pagina: TPaginacionQuery,
) {
  return paginar<TPrecioEspecial>(
    conn,
    {
      columnas: sql`pe.id, pe.producto_id, p.codigo, p.descripcion AS producto, pe.cliente_id, c.nombre AS cliente, pe.flota_id, f.nombre AS flota,
               pe.empresa_id, e.alias AS estacion, pe.precio::float8 AS precio, pr.precio::float8 AS precio_lista, pe.fecha_inicio::text AS fecha_inicio,
               pe.fecha_fin::text AS fecha_fin, pe.estado`,
      origen: sql`FROM precios_especiales pe
          JOIN productos p ON p.id = pe.producto_id
          LEFT JOIN clientes c ON c.id = pe.cliente_id LEFT JOIN flotas f ON f.id = pe.flota_id LEFT JOIN empresas e ON e.id = pe.empresa_id
          LEFT JOIN precios pr ON pr.producto_id = pe.producto_id AND pr.empresa_id = ${empresaId} AND pr.vigente_hasta IS NULL
         WHERE pe.negocio_id = ${negocioId} AND (pe.empresa_id IS NULL OR pe.empresa_id = ${empresaId})
           AND (${tipo} = 0 OR p.tipo_producto_id = ${tipo}) AND p.tipos_negocio && ${`{${tiposNegocio.join(',')}}`}::text[]`,
      orden: sql`p.descripcion, pe.fecha_inicio DESC, pe.id`,
    },
    pagina,
  );
}
