import { sql, type SQL } from 'drizzle-orm';
import {
  MENSAJES_CONTABILIDAD as M,
  type CAMPOS_ORDEN_REGLA,
  type TRegla,
  type TReglaEdicion,
  type TReglaGuardar,
} from '@eds/contracts/conciliacion/contabilidad';
import type { EstadoFiltro, OrdenCampo, TPaginacionQuery } from '@eds/contracts/paginacion';
import { fila, filas, type Conn } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { coincide } from '../../lib/busqueda';

/** Posting rules of a business (G28 Apuntamientos contables): one per operation and business type. */

type CampoOrden = (typeof CAMPOS_ORDEN_REGLA)[number];
export interface FiltroReglas extends TPaginacionQuery {
  buscar?: string;
  estado: EstadoFiltro;
  orden?: OrdenCampo<CampoOrden>[];
}

const COLUMNA_ORDEN: Record<CampoOrden, SQL> = {
  operacion: sql`r.operacion`,
  tipo_negocio: sql`r.tipo_negocio`,
  cuenta_debito: sql`r.cuenta_debito`,
  cuenta_credito: sql`r.cuenta_credito`,
  estado: sql`r.estado`,
};
const COLUMNAS = sql`r.id, r.operacion, r.tipo_negocio, r.cuenta_debito, r.cuenta_credito, r.centro_costo, r.estado`;

export const patron = (buscar: string) => `%${buscar.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listarReglas(conn: Conn, negocioId: number, f: FiltroReglas): Promise<{ filas: TRegla[]; total: number }> {
  const condiciones = [sql`r.negocio_id = ${negocioId}`];
  if (f.estado !== 'T') condiciones.push(sql`r.estado = ${f.estado}`);
  if (f.buscar) {
    const p = patron(f.buscar);
    condiciones.push(
      sql`(${coincide(sql`r.operacion`, p)} OR ${coincide(sql`r.cuenta_debito`, p)} OR ${coincide(sql`r.cuenta_credito`, p)} OR ${coincide(sql`r.centro_costo`, p)})`,
    );
  }
  const orden = (f.orden?.length ? f.orden : [{ campo: 'operacion' as const, direccion: 'asc' as const }]).map(
    (o) => sql`${COLUMNA_ORDEN[o.campo]} ${o.direccion === 'desc' ? sql`DESC` : sql`ASC`}`,
  );
  orden.push(sql`r.id`);
  const donde = sql.join(condiciones, sql` AND `);
  const r = await filas<TRegla & { total: number }>(
    conn,
    sql`SELECT ${COLUMNAS}, count(*) OVER ()::int AS total FROM reglas_contables r WHERE ${donde}
         ORDER BY ${sql.join(orden, sql`, `)} LIMIT ${f.limite} OFFSET ${f.desde}`,
  );
  if (r.length === 0 && f.desde > 0) {
    const c = await fila<{ total: number }>(conn, sql`SELECT count(*)::int AS total FROM reglas_contables r WHERE ${donde}`);
    return { filas: [], total: c?.total ?? 0 };
  }
  return { filas: r.map(({ total: _t, ...x }) => x), total: r[0]?.total ?? 0 };
}

export async function obtenerRegla(conn: Conn, negocioId: number, id: number, bloquear = false): Promise<TRegla> {
  const r = await fila<TRegla>(
    conn,
    sql`SELECT ${COLUMNAS} FROM reglas_contables r WHERE r.id = ${id} AND r.negocio_id = ${negocioId} ${bloquear ? sql`FOR UPDATE` : sql``}`,
  );
  if (!r) throw notFound(M.noExiste);
  return r;
}

const repetida = () => badRequest(M.reglaRepetida, [{ campo: 'operacion', mensaje: M.reglaRepetida }]);

/** The unique index (business, operation, business type) decides between two concurrent saves. */
async function unica<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    const e = err as { code?: string; cause?: { code?: string } };
    if ((e.code ?? e.cause?.code) === '23505') throw repetida();
    throw err;
  }
}

async function exigirLibre(conn: Conn, negocioId: number, r: TReglaGuardar, salvoId = 0): Promise<void> {
  const otra = await fila<{ id: number }>(
    conn,
    sql`SELECT id FROM reglas_contables WHERE negocio_id = ${negocioId} AND operacion = ${r.operacion} AND tipo_negocio = ${r.tipo_negocio} AND id <> ${salvoId}`,
  );
  if (otra) throw repetida();
}

export async function crearRegla(conn: Conn, negocioId: number, r: TReglaGuardar): Promise<number> {
  await exigirLibre(conn, negocioId, r);
  const x = await unica(() =>
    fila<{ id: number }>(
      conn,
      sql`INSERT INTO reglas_contables (negocio_id, operacion, tipo_negocio, cuenta_debito, cuenta_credito, centro_costo)
          VALUES (${negocioId}, ${r.operacion}, ${r.tipo_negocio}, ${r.cuenta_debito}, ${r.cuenta_credito}, ${r.centro_costo ?? null}) RETURNING id`,
    ),
  );
  return x!.id;
}

export async function editarRegla(conn: Conn, negocioId: number, r: TReglaEdicion): Promise<void> {
  await obtenerRegla(conn, negocioId, r.id, true);
  await exigirLibre(conn, negocioId, r, r.id);
  await unica(() =>
    conn.execute(sql`UPDATE reglas_contables SET operacion = ${r.operacion}, tipo_negocio = ${r.tipo_negocio}, cuenta_debito = ${r.cuenta_debito},
      cuenta_credito = ${r.cuenta_credito}, centro_costo = ${r.centro_costo ?? null} WHERE id = ${r.id}`),
  );
}

export async function cambiarEstadoRegla(conn: Conn, negocioId: number, id: number, estado: 'A' | 'I'): Promise<void> {
  await obtenerRegla(conn, negocioId, id, true);
  await conn.execute(sql`UPDATE reglas_contables SET estado = ${estado} WHERE id = ${id}`);
}

/** Vouchers keep their own accounts, so a rule is never referenced: it may always be deleted. */
export async function eliminarRegla(conn: Conn, negocioId: number, id: number): Promise<void> {
  await obtenerRegla(conn, negocioId, id, true);
  await conn.execute(sql`DELETE FROM reglas_contables WHERE id = ${id}`);
}
