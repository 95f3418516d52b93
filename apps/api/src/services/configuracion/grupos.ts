import { sql, type SQL } from 'drizzle-orm';
import { MENSAJES_CATALOGO } from '@eds/contracts/configuracion/catalogo';
import {
  MENSAJES_GRUPO as M,
  type CAMPOS_ORDEN_GRUPO,
  type TCandidatoGrupo,
  type TGrupo,
  type TGrupoGuardar,
  type TGrupoOpcion,
  type TTipoGrupo,
} from '@eds/contracts/configuracion/grupos';
import type { EstadoFiltro, OrdenCampo, TPaginacionQuery } from '@eds/contracts/paginacion';
import { fila, filas, type Conn } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { paginar } from '../../lib/paginar';
import { coincide, patronBusqueda } from '../../lib/busqueda';

/**
 * Groups (SCREENS.md G09): a business's typed sets of products, stations, customers or employees. Members are
 * checked against the business (and, for stations and employees, the caller's companies) on every save.
 */

type CampoOrden = (typeof CAMPOS_ORDEN_GRUPO)[number];

export interface FiltroGrupos extends TPaginacionQuery {
  buscar?: string;
  estado: EstadoFiltro;
  tipo?: TTipoGrupo;
  orden?: OrdenCampo<CampoOrden>[];
}

const COLUMNA_ORDEN: Record<CampoOrden, SQL> = {
  tipo: sql`g.tipo`,
  nombre: sql`g.nombre`,
  total_miembros: sql`total_miembros`,
  estado: sql`g.estado`,
};

const COLUMNAS = sql`g.id, g.empresa_id, e.alias AS empresa, g.tipo, g.nombre,
  coalesce((SELECT array_agg(m.miembro_id ORDER BY m.miembro_id) FROM grupos_miembros m WHERE m.grupo_id = g.id), '{}')::int[] AS miembros,
  (SELECT count(*)::int FROM grupos_miembros m WHERE m.grupo_id = g.id) AS total_miembros, g.estado`;

const ids = (lista: readonly number[]) =>
  lista.length
    ? sql`(${sql.join(
        lista.map((i) => sql`${i}`),
        sql`, `,
      )})`
    : sql`(NULL)`;

/** The records a group of the type may hold: the business's, and the caller's companies' where they have one. */
function candidatos(tipo: TTipoGrupo, negocioId: number, empresas: readonly number[]): SQL {
  switch (tipo) {
    case 'PRODUCTOS':
      return sql`SELECT p.id, p.descripcion FROM productos p WHERE p.negocio_id = ${negocioId} AND p.estado = 'A'`;
    case 'ESTACIONES':
      return sql`SELECT e.id, e.alias AS descripcion FROM empresas e
                  WHERE e.negocio_id = ${negocioId} AND e.tipo >= 3 AND e.estado = 'A' AND e.id IN ${ids(empresas)}`;
    case 'CLIENTES':
      return sql`SELECT c.id, c.nombre AS descripcion FROM clientes c WHERE c.negocio_id = ${negocioId} AND c.estado = 'A'`;
    case 'EMPLEADOS':
      return sql`SELECT p.id, trim(p.nombres || ' ' || p.apellidos) AS descripcion FROM personas p
                  WHERE p.negocio_id = ${negocioId} AND p.estado = 'A' AND p.empresas_id IN ${ids(empresas)}`;
  }
}

export async function candidatosGrupo(
  conn: Conn,
  tipo: TTipoGrupo,
  negocioId: number,
  empresas: readonly number[],
  buscar: string | undefined,
): Promise<TCandidatoGrupo[]> {
  const filtro = buscar ? coincide(sql`descripcion`, patronBusqueda(buscar)) : sql`true`;
  return filas<TCandidatoGrupo>(
    conn,
    sql`SELECT id, descripcion FROM (${candidatos(tipo, negocioId, empresas)}) c
         WHERE ${filtro} ORDER BY descripcion, id LIMIT 500`,
  );
}

export async function listarGrupos(conn: Conn, negocioId: number, empresas: readonly number[], f: FiltroGrupos) {
  const condiciones = [sql`g.negocio_id = ${negocioId}`, sql`g.empresa_id IN ${ids(empresas)}`];
  if (f.estado !== 'T') condiciones.push(sql`g.estado = ${f.estado}`);
  if (f.tipo) condiciones.push(sql`g.tipo = ${f.tipo}`);
  if (f.buscar) condiciones.push(sql`${coincide(sql`g.nombre`, patronBusqueda(f.buscar))}`);
  const orden = (f.orden?.length ? f.orden : [{ campo: 'nombre' as const, direccion: 'asc' as const }]).map(
    (o) => sql`${COLUMNA_ORDEN[o.campo]} ${o.direccion === 'desc' ? sql`DESC` : sql`ASC`}`,
  );
  orden.push(sql`g.id`);
  return paginar<TGrupo>(
    conn,
    {
      columnas: COLUMNAS,
      origen: sql`FROM grupos g JOIN empresas e ON e.id = g.empresa_id WHERE ${sql.join(condiciones, sql` AND `)}`,
      orden: sql.join(orden, sql`, `),
    },
    f,
  );
}

/** `grupo/select/v2/{tipo}/{id}`: the active groups of the type visible from the company, with their members. */
export async function gruposPorTipo(conn: Conn, negocioId: number, empresas: readonly number[], tipo: TTipoGrupo): Promise<TGrupoOpcion[]> {
  return filas<TGrupoOpcion>(
    conn,
    sql`SELECT g.id, g.nombre,
               coalesce((SELECT array_agg(m.miembro_id ORDER BY m.miembro_id) FROM grupos_miembros m WHERE m.grupo_id = g.id), '{}')::int[] AS miembros
          FROM grupos g WHERE g.negocio_id = ${negocioId} AND g.tipo = ${tipo} AND g.estado = 'A' AND g.empresa_id IN ${ids(empresas)}
         ORDER BY g.nombre, g.id`,
  );
}

/** One group of the business in the caller's companies, or 404. */
export async function obtenerGrupo(conn: Conn, negocioId: number, empresas: readonly number[], id: number): Promise<TGrupo> {
  const g = await fila<TGrupo>(
    conn,
    sql`SELECT ${COLUMNAS} FROM grupos g JOIN empresas e ON e.id = g.empresa_id
         WHERE g.id = ${id} AND g.negocio_id = ${negocioId} AND g.empresa_id IN ${ids(empresas)}`,
  );
  if (!g) throw notFound(MENSAJES_CATALOGO.noExiste);
  return g;
}

async function exigirNombreLibre(conn: Conn, negocioId: number, d: TGrupoGuardar, salvoId = 0): Promise<void> {
  const otro = await fila<{ id: number }>(
    conn,
    sql`SELECT id FROM grupos WHERE negocio_id = ${negocioId} AND tipo = ${d.tipo} AND nombre = ${d.nombre} AND id <> ${salvoId}`,
  );
  if (otro) throw badRequest(M.nombreRepetido, [{ campo: 'nombre', mensaje: M.nombreRepetido }]);
}

async function guardarMiembros(conn: Conn, grupoId: number, negocioId: number, empresas: readonly number[], d: TGrupoGuardar) {
  const unicos = [...new Set(d.miembros)];
  if (unicos.length) {
    const validos = await fila<{ n: number }>(
      conn,
      sql`SELECT count(*)::int AS n FROM (${candidatos(d.tipo, negocioId, empresas)}) c WHERE c.id IN ${ids(unicos)}`,
    );
    if (validos!.n !== unicos.length) throw badRequest(M.miembroNoValido, [{ campo: 'miembros', mensaje: M.miembroNoValido }]);
  }
  await conn.execute(sql`DELETE FROM grupos_miembros WHERE grupo_id = ${grupoId}`);
  if (unicos.length) {
    await conn.execute(
      sql`INSERT INTO grupos_miembros (grupo_id, miembro_id) SELECT ${grupoId}, x::int FROM jsonb_array_elements_text(${JSON.stringify(unicos)}::jsonb) AS j(x)`,
    );
  }
}

export async function crearGrupo(conn: Conn, negocioId: number, empresas: readonly number[], d: TGrupoGuardar): Promise<number> {
  await conn.execute(sql`SELECT pg_advisory_xact_lock(hashtext('grupo:' || ${negocioId}))`);
  await exigirNombreLibre(conn, negocioId, d);
  const g = await fila<{ id: number }>(
    conn,
    sql`INSERT INTO grupos (negocio_id, empresa_id, tipo, nombre) VALUES (${negocioId}, ${d.empresa_id}, ${d.tipo}, ${d.nombre}) RETURNING id`,
  );
  await guardarMiembros(conn, g!.id, negocioId, empresas, d);
  return g!.id;
}

export async function editarGrupo(conn: Conn, negocioId: number, empresas: readonly number[], id: number, d: TGrupoGuardar): Promise<void> {
  await conn.execute(sql`SELECT pg_advisory_xact_lock(hashtext('grupo:' || ${negocioId}))`);
  const actual = await obtenerGrupo(conn, negocioId, empresas, id);
  if (actual.tipo !== d.tipo && actual.total_miembros > 0 && d.miembros.length > 0) {
    throw badRequest(M.tipoNoCambia, [{ campo: 'tipo', mensaje: M.tipoNoCambia }]);
  }
  await exigirNombreLibre(conn, negocioId, d, id);
  await conn.execute(sql`UPDATE grupos SET empresa_id = ${d.empresa_id}, tipo = ${d.tipo}, nombre = ${d.nombre} WHERE id = ${id}`);
  await guardarMiembros(conn, id, negocioId, empresas, d);
}

export async function cambiarEstadoGrupo(conn: Conn, negocioId: number, empresas: readonly number[], id: number, estado: 'A' | 'I') {
  await obtenerGrupo(conn, negocioId, empresas, id);
  await conn.execute(sql`UPDATE grupos SET estado = ${estado} WHERE id = ${id}`);
}

export async function eliminarGrupo(conn: Conn, negocioId: number, empresas: readonly number[], id: number) {
  await obtenerGrupo(conn, negocioId, empresas, id);
  await conn.execute(sql`DELETE FROM grupos WHERE id = ${id}`);
}
