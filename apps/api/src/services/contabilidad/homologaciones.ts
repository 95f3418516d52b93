import { sql, type SQL } from 'drizzle-orm';
import {
  MENSAJES_CONTABILIDAD as M,
  type CAMPOS_ORDEN_HOMOLOGACION,
  type THomologacion,
  type THomologacionEdicion,
  type THomologacionGuardar,
  type TipoHomologacion,
} from '@eds/contracts/conciliacion/contabilidad';
import type { EstadoFiltro, OrdenCampo, TPaginacionQuery } from '@eds/contracts/paginacion';
import { fila, filas, type Conn } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { patron } from './reglas';
import { coincide } from '../../lib/busqueda';

/** SAP mappings of a business (G28 `SI:v1/homologation`): a station, product, payment method or customer to its SAP code. */

type CampoOrden = (typeof CAMPOS_ORDEN_HOMOLOGACION)[number];
export interface FiltroHomologaciones extends TPaginacionQuery {
  buscar?: string;
  estado: EstadoFiltro;
  tipo?: TipoHomologacion;
  orden?: OrdenCampo<CampoOrden>[];
}

/** The name of the mapped record, read from its own table (stations: only those of the business). */
const REFERENCIA = sql`CASE h.tipo
  WHEN 'EMPRESA' THEN (SELECT e.alias FROM empresas e WHERE e.id = h.referencia_id AND e.negocio_id = h.negocio_id)
  WHEN 'PRODUCTO' THEN (SELECT p.descripcion FROM productos p WHERE p.id = h.referencia_id AND p.negocio_id = h.negocio_id)
  WHEN 'MEDIO_PAGO' THEN (SELECT m.descripcion FROM medios_pago m WHERE m.id = h.referencia_id AND m.negocio_id = h.negocio_id)
  WHEN 'CLIENTE' THEN (SELECT c.nombre FROM clientes c WHERE c.id = h.referencia_id AND c.negocio_id = h.negocio_id)
END`;

const COLUMNA_ORDEN: Record<CampoOrden, SQL> = {
  tipo: sql`h.tipo`,
  referencia: sql`referencia`,
  codigo_externo: sql`h.codigo_externo`,
  estado: sql`h.estado`,
};
const COLUMNAS = sql`h.id, h.tipo, h.referencia_id, coalesce(${REFERENCIA}, '') AS referencia, h.codigo_externo, h.descripcion, h.estado`;

export async function listarHomologaciones(
  conn: Conn,
  negocioId: number,
  f: FiltroHomologaciones,
): Promise<{ filas: THomologacion[]; total: number }> {
  const condiciones = [sql`h.negocio_id = ${negocioId}`];
  if (f.estado !== 'T') condiciones.push(sql`h.estado = ${f.estado}`);
  if (f.tipo) condiciones.push(sql`h.tipo = ${f.tipo}`);
  if (f.buscar) {
    const p = patron(f.buscar);
    condiciones.push(
      sql`(${coincide(sql`h.codigo_externo`, p)} OR ${coincide(sql`h.descripcion`, p)} OR ${coincide(sql`${REFERENCIA}`, p)})`,
    );
  }
  const orden = (f.orden?.length ? f.orden : [{ campo: 'tipo' as const, direccion: 'asc' as const }]).map(
    (o) => sql`${COLUMNA_ORDEN[o.campo]} ${o.direccion === 'desc' ? sql`DESC` : sql`ASC`}`,
  );
  orden.push(sql`h.id`);
  const donde = sql.join(condiciones, sql` AND `);
  const r = await filas<THomologacion & { total: number }>(
    conn,
    sql`SELECT ${COLUMNAS}, count(*) OVER ()::int AS total FROM homologaciones h WHERE ${donde}
         ORDER BY ${sql.join(orden, sql`, `)} LIMIT ${f.limite} OFFSET ${f.desde}`,
  );
  if (r.length === 0 && f.desde > 0) {
    const c = await fila<{ total: number }>(conn, sql`SELECT count(*)::int AS total FROM homologaciones h WHERE ${donde}`);
    return { filas: [], total: c?.total ?? 0 };
  }
  return { filas: r.map(({ total: _t, ...x }) => x), total: r[0]?.total ?? 0 };
}

/** Records of the business that may be mapped, for the form's selector (active ones; stations only). */
export async function referenciasHomologables(
  conn: Conn,
  negocioId: number,
  tipo: TipoHomologacion,
  p: TPaginacionQuery,
): Promise<{ filas: { id: number; descripcion: string }[]; total: number }> {
  const fuente: Record<TipoHomologacion, SQL> = {
    EMPRESA: sql`SELECT id, alias AS descripcion FROM empresas WHERE negocio_id = ${negocioId} AND tipo = 3 AND estado = 'A'`,
    PRODUCTO: sql`SELECT id, descripcion FROM productos WHERE negocio_id = ${negocioId} AND estado = 'A'`,
    MEDIO_PAGO: sql`SELECT id, descripcion FROM medios_pago WHERE negocio_id = ${negocioId} AND estado = 'A'`,
    CLIENTE: sql`SELECT id, nombre AS descripcion FROM clientes WHERE negocio_id = ${negocioId} AND estado = 'A'`,
  };
  const r = await filas<{ id: number; descripcion: string; total: number }>(
    conn,
    sql`SELECT x.id, x.descripcion, count(*) OVER ()::int AS total FROM (${fuente[tipo]}) x ORDER BY x.descripcion, x.id LIMIT ${p.limite} OFFSET ${p.desde}`,
  );
  return { filas: r.map(({ total: _t, ...x }) => x), total: r[0]?.total ?? 0 };
}

export async function obtenerHomologacion(conn: Conn, negocioId: number, id: number, bloquear = false): Promise<THomologacion> {
  const h = await fila<THomologacion>(
    conn,
    sql`SELECT ${COLUMNAS} FROM homologaciones h WHERE h.id = ${id} AND h.negocio_id = ${negocioId} ${bloquear ? sql`FOR UPDATE` : sql``}`,
  );
  if (!h) throw notFound(M.noExiste);
  return h;
}

const repetida = () => badRequest(M.homologacionRepetida, [{ campo: 'referencia_id', mensaje: M.homologacionRepetida }]);

async function exigirValida(conn: Conn, negocioId: number, h: THomologacionGuardar, salvoId = 0): Promise<void> {
  const existe = await fila<{ si: boolean }>(
    conn,
    sql`SELECT true AS si FROM (SELECT ${h.tipo}::text AS tipo, ${h.referencia_id}::int AS referencia_id, ${negocioId}::int AS negocio_id) h
         WHERE ${REFERENCIA} IS NOT NULL`,
  );
  if (!existe) throw badRequest(M.referenciaNoValida, [{ campo: 'referencia_id', mensaje: M.referenciaNoValida }]);
  const otra = await fila<{ id: number }>(
    conn,
    sql`SELECT id FROM homologaciones WHERE negocio_id = ${negocioId} AND tipo = ${h.tipo} AND referencia_id = ${h.referencia_id} AND id <> ${salvoId}`,
  );
  if (otra) throw repetida();
}

async function unica<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    const e = err as { code?: string; cause?: { code?: string } };
    if ((e.code ?? e.cause?.code) === '23505') throw repetida();
    throw err;
  }
}

export async function crearHomologacion(conn: Conn, negocioId: number, h: THomologacionGuardar): Promise<number> {
  await exigirValida(conn, negocioId, h);
  const x = await unica(() =>
    fila<{ id: number }>(
      conn,
      sql`INSERT INTO homologaciones (negocio_id, tipo, referencia_id, codigo_externo, descripcion)
          VALUES (${negocioId}, ${h.tipo}, ${h.referencia_id}, ${h.codigo_externo}, ${h.descripcion ?? null}) RETURNING id`,
    ),
  );
  return x!.id;
}

export async function editarHomologacion(conn: Conn, negocioId: number, h: THomologacionEdicion): Promise<void> {
  await obtenerHomologacion(conn, negocioId, h.id, true);
  await exigirValida(conn, negocioId, h, h.id);
  await unica(() =>
    conn.execute(sql`UPDATE homologaciones SET tipo = ${h.tipo}, referencia_id = ${h.referencia_id}, codigo_externo = ${h.codigo_externo},
      descripcion = ${h.descripcion ?? null} WHERE id = ${h.id}`),
  );
}

export async function cambiarEstadoHomologacion(conn: Conn, negocioId: number, id: number, estado: 'A' | 'I'): Promise<void> {
  await obtenerHomologacion(conn, negocioId, id, true);
  await conn.execute(sql`UPDATE homologaciones SET estado = ${estado} WHERE id = ${id}`);
}

export async function eliminarHomologacion(conn: Conn, negocioId: number, id: number): Promise<void> {
  await obtenerHomologacion(conn, negocioId, id, true);
  await conn.execute(sql`DELETE FROM homologaciones WHERE id = ${id}`);
}
