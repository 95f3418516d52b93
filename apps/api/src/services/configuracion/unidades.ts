import { sql, type SQL } from 'drizzle-orm';
import { MENSAJES_CATALOGO } from '@eds/contracts/configuracion/catalogo';
import {
  MENSAJES_UNIDAD,
  type TUnidad,
  type TUnidadEdicion,
  type TUnidadGuardar,
  type TUnidadOpcion,
} from '@eds/contracts/configuracion/unidades';
import type { EstadoFiltro, OrdenCampo, TPaginacionQuery } from '@eds/contracts/paginacion';
import type { CAMPOS_ORDEN_UNIDAD } from '@eds/contracts/configuracion/unidades';
import { fila, filas, type Conn } from '../../db/client';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { coincide } from '../../lib/busqueda';

/**
 * Units of measure of a business (SCREENS.md G11). The system units (negocio_id null) are listed beside the
 * business's own and are never written here. A unit that products use keeps its code, factor and base.
 */

type CampoOrden = (typeof CAMPOS_ORDEN_UNIDAD)[number];

export interface FiltroUnidades extends TPaginacionQuery {
  buscar?: string;
  estado: EstadoFiltro;
  orden?: OrdenCampo<CampoOrden>[];
}

/** Sortable columns: the only text that reaches ORDER BY comes from this map. */
const COLUMNA_ORDEN: Record<CampoOrden, SQL> = {
  codigo: sql`u.codigo`,
  descripcion: sql`u.descripcion`,
  abreviatura: sql`u.abreviatura`,
  codigo_dian: sql`u.codigo_dian`,
  factor: sql`u.factor`,
  estado: sql`u.estado`,
};

const EN_USO_PRODUCTOS = sql`EXISTS (SELECT 1 FROM productos p WHERE p.unidad_id = u.id)`;

const COLUMNAS = sql`u.id, u.codigo, u.descripcion, u.abreviatura, u.codigo_dian, u.unidad_base_id, b.descripcion AS unidad_base,
  u.factor::float8 AS factor, u.estado, (u.negocio_id IS NULL) AS sistema,
  (${EN_USO_PRODUCTOS} OR EXISTS (SELECT 1 FROM unidades h WHERE h.unidad_base_id = u.id)) AS en_uso`;

/** Units the business sees: its own and the system's. */
const VISIBLES = (negocioId: number) => sql`(u.negocio_id = ${negocioId} OR u.negocio_id IS NULL)`;

function patron(buscar: string): string {
  return `%${buscar.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function listarUnidades(conn: Conn, negocioId: number, f: FiltroUnidades): Promise<{ filas: TUnidad[]; total: number }> {
  const condiciones = [VISIBLES(negocioId)];
  if (f.estado !== 'T') condiciones.push(sql`u.estado = ${f.estado}`);
  if (f.buscar) {
    const p = patron(f.buscar);
    condiciones.push(
      sql`(${coincide(sql`u.codigo`, p)} OR ${coincide(sql`u.descripcion`, p)} OR ${coincide(sql`u.abreviatura`, p)} OR ${coincide(sql`u.codigo_dian`, p)})`,
    );
  }
  const orden = (f.orden?.length ? f.orden : [{ campo: 'codigo' as const, direccion: 'asc' as const }]).map(
    (o) => sql`${COLUMNA_ORDEN[o.campo]} ${o.direccion === 'desc' ? sql`DESC` : sql`ASC`}`,
  );
  // The id breaks ties, so pages never repeat or skip a row.
  orden.push(sql`u.id`);
  const r = await filas<TUnidad & { total: number }>(
    conn,
    sql`SELECT ${COLUMNAS}, count(*) OVER ()::int AS total
          FROM unidades u LEFT JOIN unidades b ON b.id = u.unidad_base_id
         WHERE ${sql.join(condiciones, sql` AND `)}
         ORDER BY ${sql.join(orden, sql`, `)}
         LIMIT ${f.limite} OFFSET ${f.desde}`,
  );
  if (r.length === 0 && f.desde > 0) {
    // A page past the end still says how many rows match.
    const c = await fila<{ total: number }>(
      conn,
      sql`SELECT count(*)::int AS total FROM unidades u WHERE ${sql.join(condiciones, sql` AND `)}`,
    );
    return { filas: [], total: c?.total ?? 0 };
  }
  return { filas: r.map(({ total: _t, ...u }) => u), total: r[0]?.total ?? 0 };
}

/** Active units for selectors, by description. */
export async function opcionesUnidad(
  conn: Conn,
  negocioId: number,
  p: TPaginacionQuery,
): Promise<{ filas: TUnidadOpcion[]; total: number }> {
  const r = await filas<TUnidadOpcion & { total: number }>(
    conn,
    sql`SELECT u.id, u.codigo, u.descripcion, u.abreviatura, count(*) OVER ()::int AS total
          FROM unidades u WHERE ${VISIBLES(negocioId)} AND u.estado = 'A'
         ORDER BY u.descripcion, u.id LIMIT ${p.limite} OFFSET ${p.desde}`,
  );
  return { filas: r.map(({ total: _t, ...u }) => u), total: r[0]?.total ?? 0 };
}

/** One unit the business sees, or 404. */
export async function obtenerUnidad(conn: Conn, negocioId: number, id: number): Promise<TUnidad> {
  const u = await fila<TUnidad>(
    conn,
    sql`SELECT ${COLUMNAS} FROM unidades u LEFT JOIN unidades b ON b.id = u.unidad_base_id WHERE u.id = ${id} AND ${VISIBLES(negocioId)}`,
  );
  if (!u) throw notFound(MENSAJES_CATALOGO.noExiste);
  return u;
}

/** The unit, which must be the business's own: system units are read-only. Locks the row for the write. */
async function propia(conn: Conn, negocioId: number, id: number): Promise<TUnidad> {
  await conn.execute(sql`SELECT 1 FROM unidades WHERE id = ${id} AND negocio_id = ${negocioId} FOR UPDATE`);
  const u = await obtenerUnidad(conn, negocioId, id);
  if (u.sistema) throw new AppError(403, MENSAJES_CATALOGO.deSistema);
  return u;
}

const codigoRepetido = () => badRequest(MENSAJES_CATALOGO.codigoRepetido, [{ campo: 'codigo', mensaje: MENSAJES_CATALOGO.codigoRepetido }]);

/** UNQ: no other visible unit (the business's or the system's) has the code. */
async function exigirCodigoLibre(conn: Conn, negocioId: number, codigo: string, salvoId?: number): Promise<void> {
  const otra = await fila<{ id: number }>(
    conn,
    sql`SELECT u.id FROM unidades u WHERE ${VISIBLES(negocioId)} AND u.codigo = ${codigo} AND u.id <> ${salvoId ?? 0}`,
  );
  if (otra) throw codigoRepetido();
}

/** A base unit is a visible, active unit that is itself a base (one level: no chains, so no cycles). */
async function exigirBase(conn: Conn, negocioId: number, baseId: number | null | undefined, propiaId?: number): Promise<void> {
  if (!baseId) return;
  const error = (mensaje: string) => badRequest(mensaje, [{ campo: 'unidad_base_id', mensaje }]);
  if (baseId === propiaId) throw error(MENSAJES_UNIDAD.baseSiMisma);
  const b = await fila<{ id: number }>(
    conn,
    sql`SELECT u.id FROM unidades u WHERE u.id = ${baseId} AND ${VISIBLES(negocioId)} AND u.estado = 'A' AND u.unidad_base_id IS NULL`,
  );
  if (!b) throw error(MENSAJES_UNIDAD.baseNoValida);
  if (propiaId !== undefined) {
    // A unit that is already another's base cannot take a base of its own.
    const hija = await fila<{ id: number }>(conn, sql`SELECT id FROM unidades WHERE unidad_base_id = ${propiaId} LIMIT 1`);
    if (hija) throw error(MENSAJES_UNIDAD.baseNoValida);
  }
}

/** The unique index on (business, code) decides between two concurrent creations of the same code. */
async function conCodigoUnico<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    const codigo = (err as { code?: string; cause?: { code?: string } }).code ?? (err as { cause?: { code?: string } }).cause?.code;
    if (codigo === '23505') throw codigoRepetido();
    throw err;
  }
}

export async function crearUnidad(conn: Conn, negocioId: number, u: TUnidadGuardar): Promise<number> {
  await exigirCodigoLibre(conn, negocioId, u.codigo);
  await exigirBase(conn, negocioId, u.unidad_base_id);
  const r = await conCodigoUnico(() =>
    fila<{ id: number }>(
      conn,
      sql`INSERT INTO unidades (negocio_id, codigo, descripcion, abreviatura, codigo_dian, unidad_base_id, factor)
          VALUES (${negocioId}, ${u.codigo}, ${u.descripcion}, ${u.abreviatura}, ${u.codigo_dian}, ${u.unidad_base_id ?? null}, ${u.factor})
          RETURNING id`,
    ),
  );
  return r!.id;
}

export async function editarUnidad(conn: Conn, negocioId: number, u: TUnidadEdicion): Promise<void> {
  const actual = await propia(conn, negocioId, u.id);
  const congelado =
    actual.codigo !== u.codigo || actual.factor !== u.factor || (actual.unidad_base_id ?? null) !== (u.unidad_base_id ?? null);
  if (congelado) {
    const usada = await fila<{ si: boolean }>(conn, sql`SELECT ${EN_USO_PRODUCTOS} AS si FROM unidades u WHERE u.id = ${u.id}`);
    if (usada?.si) throw badRequest(MENSAJES_UNIDAD.conProductos);
  }
  await exigirCodigoLibre(conn, negocioId, u.codigo, u.id);
  await exigirBase(conn, negocioId, u.unidad_base_id, u.id);
  await conCodigoUnico(() =>
    conn.execute(
      sql`UPDATE unidades SET codigo = ${u.codigo}, descripcion = ${u.descripcion}, abreviatura = ${u.abreviatura},
            codigo_dian = ${u.codigo_dian}, unidad_base_id = ${u.unidad_base_id ?? null}, factor = ${u.factor}
          WHERE id = ${u.id}`,
    ),
  );
}

export async function cambiarEstadoUnidad(conn: Conn, negocioId: number, id: number, estado: 'A' | 'I'): Promise<void> {
  await propia(conn, negocioId, id);
  await conn.execute(sql`UPDATE unidades SET estado = ${estado} WHERE id = ${id}`);
}

export async function eliminarUnidad(conn: Conn, negocioId: number, id: number): Promise<void> {
  const u = await propia(conn, negocioId, id);
  if (u.en_uso) throw badRequest(MENSAJES_CATALOGO.enUso);
  await conn.execute(sql`DELETE FROM unidades WHERE id = ${id}`);
}
