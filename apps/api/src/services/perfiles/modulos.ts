import { sql, type SQL } from 'drizzle-orm';
import { MENSAJES_CATALOGO as C } from '@eds/contracts/configuracion/catalogo';
import {
  type CAMPOS_ORDEN_MODULO,
  DESCRIPCIONES_NO_INACTIVABLES,
  MENSAJES_MODULO as M,
  MODULOS_NO_INACTIVABLES,
  type TModuloEdicion,
  type TModuloFila,
  type TModuloOrden,
  type TModulosQuery,
} from '@eds/contracts/configuracion/modulos';
import { fila, filas, type Conn } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { paginar } from '../../lib/paginar';
import { coincide } from '../../lib/busqueda';

/**
 * The module catalogue (SCREENS.md G09, decision 048). Modules are the code's (`MODULOS`, seeded on start): this edits
 * only what the code does not read — the menu label, the order among siblings and the state. The code stays the
 * description, which the guards (`MODULO.*`) and the grants' ids keep reading, so no edit here can break a grant. Every
 * write raises the session version of the users whose profiles grant the module (the session cache keeps grants and
 * menu), so the change shows on their next request; the audit trigger of `modulos` records it.
 */

type Campo = (typeof CAMPOS_ORDEN_MODULO)[number];
const ORDEN: Record<Campo, SQL> = {
  codigo: sql`m.descripcion`,
  descripcion: sql`coalesce(m.etiqueta, m.descripcion)`,
  estado: sql`m.estado`,
  link: sql`m.link`,
  padre: sql`p.descripcion`,
  orden: sql`m.orden`,
  tipo: sql`m.tipo`,
};

const NO_INACTIVABLE = sql`(m.id = ANY (${`{${MODULOS_NO_INACTIVABLES.join(',')}}`}::int[]) OR m.descripcion = ANY (${`{${DESCRIPCIONES_NO_INACTIVABLES.map((d) => `"${d}"`).join(',')}}`}::text[]))`;

const COLUMNAS = sql`m.id, m.descripcion AS codigo, coalesce(m.etiqueta, m.descripcion) AS descripcion, m.etiqueta, m.link, m.icono, m.tipo,
  m.modulos_id AS padre_id, coalesce(p.etiqueta, p.descripcion) AS padre, m.orden, m.estado,
  (SELECT count(*)::int FROM perfiles_modulos pm WHERE pm.modulos_id = m.id) AS perfiles,
  EXISTS (SELECT 1 FROM perfiles_modulos pm WHERE pm.modulos_id = m.id) AS en_uso, false AS sistema`;
const ORIGEN = sql`FROM modulos m LEFT JOIN modulos p ON p.id = m.modulos_id`;

const patron = (b: string) => `%${b.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listarModulos(conn: Conn, q: TModulosQuery): Promise<{ filas: TModuloFila[]; total: number }> {
  const cond: SQL[] = [sql`true`];
  if (q.estado === 'A' || q.estado === 'I') cond.push(sql`m.estado = ${q.estado}`);
  if (q.tipo) cond.push(sql`m.tipo = ${q.tipo}`);
  if (q.buscar) {
    const b = patron(q.buscar);
    cond.push(
      sql`(${coincide(sql`m.descripcion`, b)} OR ${coincide(sql`m.etiqueta`, b)} OR ${coincide(sql`m.link`, b)} OR ${coincide(sql`p.descripcion`, b)})`,
    );
  }
  const orden = (
    q.orden?.length
      ? q.orden
      : [
          { campo: 'padre' as const, direccion: 'asc' as const },
          { campo: 'orden' as const, direccion: 'asc' as const },
        ]
  ).map((o) => sql`${ORDEN[o.campo]} ${o.direccion === 'desc' ? sql`DESC NULLS LAST` : sql`ASC NULLS FIRST`}`);
  orden.push(sql`m.id`);
  return paginar<TModuloFila>(
    conn,
    { columnas: COLUMNAS, origen: sql`${ORIGEN} WHERE ${sql.join(cond, sql` AND `)}`, orden: sql.join(orden, sql`, `) },
    q,
  );
}

export async function obtenerModulo(conn: Conn, id: number): Promise<TModuloFila> {
  const m = await fila<TModuloFila>(conn, sql`SELECT ${COLUMNAS} ${ORIGEN} WHERE m.id = ${id}`);
  if (!m) throw notFound(C.noExiste);
  return m;
}

/** The users granted any of the modules get their session version raised: the next request reads the change. */
async function avisarSesiones(conn: Conn, ids: readonly number[]): Promise<void> {
  await conn.execute(
    sql`SELECT sesiones_cambiar(ARRAY(SELECT DISTINCT up.usuarios_id FROM usuarios_perfiles up
          JOIN perfiles_modulos pm ON pm.perfiles_id = up.perfiles_id WHERE pm.modulos_id = ANY (${`{${ids.join(',')}}`}::int[])), false)`,
  );
}

export async function editarModulo(conn: Conn, d: TModuloEdicion): Promise<void> {
  await obtenerModulo(conn, d.id);
  await conn.execute(sql`UPDATE modulos SET etiqueta = ${d.etiqueta}, orden = ${d.orden} WHERE id = ${d.id}`);
  await avisarSesiones(conn, [d.id]);
}

/**
 * Active or inactive: an inactive module leaves every menu and every guard refuses it (the session reads active
 * modules only), while its grants stay stored, so activating it again gives back exactly what profiles held.
 */
export async function cambiarEstadoModulo(conn: Conn, id: number, estado: 'A' | 'I'): Promise<void> {
  const m = await fila<{ protegido: boolean }>(conn, sql`SELECT ${NO_INACTIVABLE} AS protegido FROM modulos m WHERE m.id = ${id}`);
  if (!m) throw notFound(C.noExiste);
  if (estado === 'I' && m.protegido) throw badRequest(M.noInactivable);
  await conn.execute(sql`UPDATE modulos SET estado = ${estado} WHERE id = ${id}`);
  await avisarSesiones(conn, [id]);
}

/** PUT modulo/orden: the given children of one parent take orders 0, 1, 2… in the order sent. */
export async function ordenarModulos(conn: Conn, o: TModuloOrden): Promise<void> {
  const ids = [...new Set(o.ids)];
  const hijos = await filas<{ id: number }>(
    conn,
    sql`SELECT id FROM modulos WHERE id = ANY (${`{${ids.join(',')}}`}::int[])
          AND modulos_id IS NOT DISTINCT FROM ${o.modulos_id}::int`,
  );
  if (hijos.length !== ids.length || ids.length !== o.ids.length) throw badRequest(M.ordenAjeno, [{ campo: 'ids', mensaje: M.ordenAjeno }]);
  await conn.execute(
    sql`UPDATE modulos m SET orden = x.orden - 1
          FROM unnest(${`{${ids.join(',')}}`}::int[]) WITH ORDINALITY AS x(id, orden) WHERE m.id = x.id`,
  );
  await avisarSesiones(conn, ids);
}
