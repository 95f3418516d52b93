import { sql, type SQL } from 'drizzle-orm';
import { MENSAJES_CATALOGO } from '@eds/contracts/configuracion/catalogo';
import type { TEstadoRegistro } from '@eds/contracts/configuracion/catalogo';
import {
  MENSAJES_ORGANIZACION as M,
  type CAMPOS_ORDEN_ORGANIZACION,
  type TOrganizacionEdicion,
  type TOrganizacionFila,
  type TOrganizacionGuardar,
} from '@eds/contracts/empresa/organizaciones';
import { MENSAJES } from '@eds/contracts/mensajes';
import type { EstadoFiltro, OrdenCampo, TPaginacionQuery } from '@eds/contracts/paginacion';
import { fila, type Conn } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { paginar } from '../../lib/paginar';
import { coincide } from '../../lib/busqueda';

/**
 * Organizaciones (SCREENS.md G01): the business's organizations, on the `organizaciones` table the
 * accounting-integration listing (services/regionales/integracion.ts) reads. Every query is limited to the
 * caller's business, so another business's id answers 404.
 */

const COLUMNAS = sql`o.id, o.nombre, o.codigo, o.pais_id, p.nombre AS pais, o.estado`;
const DESDE = sql`FROM organizaciones o LEFT JOIN paises p ON p.id = o.pais_id`;

type CampoOrden = (typeof CAMPOS_ORDEN_ORGANIZACION)[number];
const COLUMNA_ORDEN: Record<CampoOrden, SQL> = {
  codigo: sql`o.codigo`,
  nombre: sql`o.nombre`,
  pais: sql`p.nombre`,
  estado: sql`o.estado`,
};

export interface FiltroOrganizaciones extends TPaginacionQuery {
  buscar?: string;
  estado: EstadoFiltro;
  orden?: OrdenCampo<CampoOrden>[];
}

const patron = (buscar: string) => `%${buscar.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One page of the business's organizations, searched by code, name or country and filtered by state. */
export async function listarOrganizacionesGestion(conn: Conn, negocioId: number, f: FiltroOrganizaciones) {
  const condiciones = [sql`o.negocio_id = ${negocioId}`];
  if (f.estado !== 'T') condiciones.push(sql`o.estado = ${f.estado}`);
  if (f.buscar) {
    const b = patron(f.buscar);
    condiciones.push(sql`(${coincide(sql`o.codigo`, b)} OR ${coincide(sql`o.nombre`, b)} OR ${coincide(sql`p.nombre`, b)})`);
  }
  const orden = (f.orden?.length ? f.orden : [{ campo: 'nombre' as const, direccion: 'asc' as const }]).map(
    (o) => sql`${COLUMNA_ORDEN[o.campo]} ${o.direccion === 'desc' ? sql`DESC NULLS LAST` : sql`ASC NULLS LAST`}`,
  );
  orden.push(sql`o.id`);
  return paginar<TOrganizacionFila>(
    conn,
    { columnas: COLUMNAS, origen: sql`${DESDE} WHERE ${sql.join(condiciones, sql` AND `)}`, orden: sql.join(orden, sql`, `) },
    f,
  );
}

/** One organization of the business, or 404. */
export async function obtenerOrganizacion(conn: Conn, negocioId: number, id: number): Promise<TOrganizacionFila> {
  const o = await fila<TOrganizacionFila>(conn, sql`SELECT ${COLUMNAS} ${DESDE} WHERE o.id = ${id} AND o.negocio_id = ${negocioId}`);
  if (!o) throw notFound(M.organizacionNoExiste);
  return o;
}

const error = (campo: string, mensaje: string) => badRequest(mensaje, [{ campo, mensaje }]);

/** País must exist; UNQ: the code is free in the business (serialised by a lock, and backed by the unique index). */
async function validar(conn: Conn, negocioId: number, o: TOrganizacionGuardar, salvoId = 0): Promise<void> {
  const pais = await fila(conn, sql`SELECT 1 FROM paises WHERE id = ${o.pais_id}`);
  if (!pais) throw error('pais_id', MENSAJES.campoObligatorioCorto);
  await conn.execute(sql`SELECT pg_advisory_xact_lock(hashtext('organizaciones_codigo'), ${negocioId})`);
  const otra = await fila(
    conn,
    sql`SELECT 1 FROM organizaciones WHERE negocio_id = ${negocioId} AND upper(codigo) = ${o.codigo} AND id <> ${salvoId}`,
  );
  if (otra) throw error('codigo', MENSAJES_CATALOGO.codigoRepetido);
}

/** POST v1/organization. */
export async function crearOrganizacion(conn: Conn, negocioId: number, o: TOrganizacionGuardar): Promise<number> {
  await validar(conn, negocioId, o);
  const r = await fila<{ id: number }>(
    conn,
    sql`INSERT INTO organizaciones (negocio_id, nombre, codigo, pais_id) VALUES (${negocioId}, ${o.nombre}, ${o.codigo}, ${o.pais_id}) RETURNING id`,
  );
  return r!.id;
}

/** PUT v1/organization (id in the body). */
export async function editarOrganizacion(conn: Conn, negocioId: number, o: TOrganizacionEdicion): Promise<void> {
  await obtenerOrganizacion(conn, negocioId, o.id);
  await validar(conn, negocioId, o, o.id);
  await conn.execute(
    sql`UPDATE organizaciones SET nombre = ${o.nombre}, codigo = ${o.codigo}, pais_id = ${o.pais_id} WHERE id = ${o.id} AND negocio_id = ${negocioId}`,
  );
}

/** PUT v1/organization/{id}/{A|I}. */
export async function cambiarEstadoOrganizacion(conn: Conn, negocioId: number, id: number, estado: TEstadoRegistro): Promise<void> {
  await obtenerOrganizacion(conn, negocioId, id);
  await conn.execute(sql`UPDATE organizaciones SET estado = ${estado} WHERE id = ${id} AND negocio_id = ${negocioId}`);
}
