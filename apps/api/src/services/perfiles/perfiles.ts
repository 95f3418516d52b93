import { sql, type SQL } from 'drizzle-orm';
import { MENSAJES_CATALOGO } from '@eds/contracts/configuracion/catalogo';
import type { EstadoFiltro, OrdenCampo, TPaginacionQuery } from '@eds/contracts/paginacion';
import {
  MENSAJES_PERFIL,
  tiposPerfilPermitidos,
  tipoUsuarioNoMayor,
  type CAMPOS_ORDEN_PERFIL,
  type TNodoPermiso,
  type TPerfil,
  type TPerfilEdicion,
  type TPerfilGuardar,
  type TPerfilOpcion,
  type TPermisosGuardar,
  type TPermisosPerfil,
} from '@eds/contracts/perfiles/perfiles';
import { LETRAS_PERMISO } from '@eds/contracts/constantes';
import { fila, filas, type Conn } from '../../db/client';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors';
import { esUsuarioDeNegocio, type AccesoSesion } from '../sesion/contexto';
import { coincide } from '../../lib/busqueda';

/**
 * Profiles of a business and their module grants (SCREENS.md G09). Grants take effect at the holders' next request:
 * the triggers of migration 0006 raise their session versions in the same transaction as these writes
 * (docs/decisions/015-session-cache.md), so nothing here invalidates anything by hand.
 *
 * Rules: only a business-level user manages profiles; a profile's type must be one the caller's user type may assign;
 * nobody edits a profile they hold, nor one a user of a wider type holds (decision 060: a business-level caller's
 * scope is the whole business, so the type is what is left of the ceiling); a save may add only letters the caller
 * holds on that module (removing is always allowed, and letters already granted may stay).
 */

type CampoOrden = (typeof CAMPOS_ORDEN_PERFIL)[number];

export interface FiltroPerfiles extends TPaginacionQuery {
  buscar?: string;
  estado: EstadoFiltro;
  orden?: OrdenCampo<CampoOrden>[];
}

const COLUMNA_ORDEN: Record<CampoOrden, SQL> = {
  descripcion: sql`p.descripcion`,
  tipo: sql`p.tipo`,
  estado: sql`p.estado`,
  usuarios: sql`usuarios`,
};

const columnas = (usuarioId: number) => sql`p.id, p.descripcion, p.tipo, p.estado,
  (SELECT count(*)::int FROM usuarios_perfiles up JOIN usuarios u ON u.id = up.usuarios_id
    WHERE up.perfiles_id = p.id AND u.estado = 'A') AS usuarios,
  (SELECT count(*)::int FROM perfiles_modulos pm WHERE pm.perfiles_id = p.id) AS modulos,
  EXISTS (SELECT 1 FROM usuarios_perfiles up WHERE up.perfiles_id = p.id AND up.usuarios_id = ${usuarioId}) AS propio`;

function patron(buscar: string): string {
  return `%${buscar.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Profiles are managed by business-level users only (a station or regional administrator cannot). */
export function exigirUsuarioDeNegocio(sesion: AccesoSesion): void {
  if (!esUsuarioDeNegocio(sesion)) throw forbidden(MENSAJES_PERFIL.soloNegocio);
}

export async function listarPerfiles(conn: Conn, sesion: AccesoSesion, f: FiltroPerfiles): Promise<{ filas: TPerfil[]; total: number }> {
  const condiciones = [sql`p.negocio_id = ${sesion.negocioId}`];
  if (f.estado !== 'T') condiciones.push(sql`p.estado = ${f.estado}`);
  if (f.buscar) condiciones.push(sql`${coincide(sql`p.descripcion`, patron(f.buscar))}`);
  const orden = (f.orden?.length ? f.orden : [{ campo: 'descripcion' as const, direccion: 'asc' as const }]).map(
    (o) => sql`${COLUMNA_ORDEN[o.campo]} ${o.direccion === 'desc' ? sql`DESC` : sql`ASC`}`,
  );
  orden.push(sql`p.id`);
  const donde = sql.join(condiciones, sql` AND `);
  const r = await filas<TPerfil & { total: number }>(
    conn,
    sql`SELECT ${columnas(sesion.usuarioId)}, count(*) OVER ()::int AS total FROM perfiles p
         WHERE ${donde} ORDER BY ${sql.join(orden, sql`, `)} LIMIT ${f.limite} OFFSET ${f.desde}`,
  );
  if (r.length === 0 && f.desde > 0) {
    const c = await fila<{ total: number }>(conn, sql`SELECT count(*)::int AS total FROM perfiles p WHERE ${donde}`);
    return { filas: [], total: c?.total ?? 0 };
  }
  return { filas: r.map(({ total: _t, ...p }) => p), total: r[0]?.total ?? 0 };
}

export async function obtenerPerfil(conn: Conn, sesion: AccesoSesion, id: number): Promise<TPerfil> {
  const p = await fila<TPerfil>(
    conn,
    sql`SELECT ${columnas(sesion.usuarioId)} FROM perfiles p WHERE p.id = ${id} AND p.negocio_id = ${sesion.negocioId}`,
  );
  if (!p) throw notFound(MENSAJES_CATALOGO.noExiste);
  return p;
}

/** The profile for a write: the business's own, held neither by the caller nor by a user of a wider type. Locks its row. */
async function editable(conn: Conn, sesion: AccesoSesion, id: number): Promise<TPerfil> {
  await conn.execute(sql`SELECT 1 FROM perfiles WHERE id = ${id} AND negocio_id = ${sesion.negocioId} FOR UPDATE`);
  const p = await obtenerPerfil(conn, sesion, id);
  if (p.propio) throw forbidden(MENSAJES_PERFIL.propio);
  if (!tiposPerfilPermitidos(sesion.tipo).includes(p.tipo)) throw forbidden(MENSAJES_PERFIL.tipoNoPermitido);
  const titulares = await filas<{ tipo: number; plataforma: boolean }>(
    conn,
    sql`SELECT DISTINCT u.tipo, u.plataforma FROM usuarios_perfiles up JOIN usuarios u ON u.id = up.usuarios_id WHERE up.perfiles_id = ${id}`,
  );
  // A platform operator's profile is, like its user, out of a tenant's reach (decision 059).
  if (!titulares.every((u) => tipoUsuarioNoMayor(u.tipo, sesion.tipo) && (!u.plataforma || sesion.plataforma)))
    throw forbidden(MENSAJES_PERFIL.usuarioSuperior);
  return p;
}

function exigirTipo(sesion: AccesoSesion, tipo: number): void {
  if (!tiposPerfilPermitidos(sesion.tipo).includes(tipo)) {
    throw badRequest(MENSAJES_PERFIL.tipoNoPermitido, [{ campo: 'tipo', mensaje: MENSAJES_PERFIL.tipoNoPermitido }]);
  }
}

/** UNQ on the name within the business. Serialised per business so two concurrent saves cannot both pass. */
async function exigirNombreLibre(conn: Conn, negocioId: number, descripcion: string, salvoId?: number): Promise<void> {
  await conn.execute(sql`SELECT pg_advisory_xact_lock(hashtext('perfiles'), ${negocioId})`);
  const otro = await fila<{ id: number }>(
    conn,
    sql`SELECT id FROM perfiles WHERE negocio_id = ${negocioId} AND descripcion = ${descripcion} AND id <> ${salvoId ?? 0}`,
  );
  if (otro) {
    throw badRequest(MENSAJES_PERFIL.nombreRepetido, [{ campo: 'descripcion', mensaje: MENSAJES_PERFIL.nombreRepetido }]);
  }
}

export async function crearPerfil(conn: Conn, sesion: AccesoSesion, p: TPerfilGuardar): Promise<number> {
  exigirTipo(sesion, p.tipo);
  await exigirNombreLibre(conn, sesion.negocioId, p.descripcion);
  const r = await fila<{ id: number }>(
    conn,
    sql`INSERT INTO perfiles (negocio_id, descripcion, tipo) VALUES (${sesion.negocioId}, ${p.descripcion}, ${p.tipo}) RETURNING id`,
  );
  return r!.id;
}

export async function editarPerfil(conn: Conn, sesion: AccesoSesion, p: TPerfilEdicion): Promise<void> {
  await editable(conn, sesion, p.id);
  exigirTipo(sesion, p.tipo);
  await exigirNombreLibre(conn, sesion.negocioId, p.descripcion, p.id);
  await conn.execute(sql`UPDATE perfiles SET descripcion = ${p.descripcion}, tipo = ${p.tipo} WHERE id = ${p.id}`);
}

export async function cambiarEstadoPerfil(conn: Conn, sesion: AccesoSesion, id: number, estado: 'A' | 'I'): Promise<void> {
  await editable(conn, sesion, id);
  await conn.execute(sql`UPDATE perfiles SET estado = ${estado} WHERE id = ${id}`);
}

/** `GET perfil/tipo/{types}/empresa/{id}`: active profiles of the company's business of the listed types. */
export async function perfilesPorTipo(conn: Conn, sesion: AccesoSesion, negocioId: number, tipos: number[]): Promise<TPerfilOpcion[]> {
  const permitidos = tiposPerfilPermitidos(sesion.tipo).filter((t) => tipos.includes(t));
  if (permitidos.length === 0) return [];
  return filas<TPerfilOpcion>(
    conn,
    sql`SELECT p.id, p.descripcion, p.tipo FROM perfiles p
         WHERE (p.negocio_id = ${negocioId} OR p.negocio_id IS NULL) AND p.estado = 'A'
           AND p.tipo IN (${sql.join(
             permitidos.map((t) => sql`${t}`),
             sql`, `,
           )})
         ORDER BY p.descripcion, p.id`,
  );
}

/** The letters the caller holds on a module. */
function letrasDe(sesion: AccesoSesion, moduloId: number): string {
  return sesion.modulos.get(moduloId)?.asignaciones ?? '';
}

/** The grant tree: every active module with the profile's letters and the caller's. */
export async function permisosPerfil(conn: Conn, sesion: AccesoSesion, id: number): Promise<TPermisosPerfil> {
  const perfil = await obtenerPerfil(conn, sesion, id);
  const modulos = await filas<Omit<TNodoPermiso, 'disponibles'>>(
    conn,
    sql`SELECT m.id, m.modulos_id, coalesce(m.etiqueta, m.descripcion) AS descripcion, m.tipo, m.orden, coalesce(pm.asignaciones, '') AS asignaciones
          FROM modulos m LEFT JOIN perfiles_modulos pm ON pm.modulos_id = m.id AND pm.perfiles_id = ${id}
         WHERE m.estado = 'A' ORDER BY m.orden, m.id`,
  );
  return { perfil, modulos: modulos.map((m) => ({ ...m, disponibles: letrasDe(sesion, m.id) })) };
}

/**
 * Replaces the profile's grants. A module granted brings its ancestors with at least R, so the menu can reach it.
 * Every letter added (not held before by the profile on that module) must be held by the caller, else 403 and
 * nothing is written.
 */
export async function guardarPermisos(conn: Conn, sesion: AccesoSesion, id: number, g: TPermisosGuardar): Promise<void> {
  await editable(conn, sesion, id);
  const modulos = await filas<{ id: number; modulos_id: number | null }>(conn, sql`SELECT id, modulos_id FROM modulos WHERE estado = 'A'`);
  const padreDe = new Map(modulos.map((m) => [m.id, m.modulos_id]));
  const actuales = new Map(
    (
      await filas<{ modulos_id: number; asignaciones: string }>(
        conn,
        sql`SELECT modulos_id, asignaciones FROM perfiles_modulos WHERE perfiles_id = ${id}`,
      )
    ).map((r) => [r.modulos_id, r.asignaciones]),
  );

  const nuevas = new Map<number, string>();
  for (const m of g.modulos) {
    if (!padreDe.has(m.modulos_id)) throw badRequest(MENSAJES_PERFIL.moduloNoValido);
    if (m.asignaciones) nuevas.set(m.modulos_id, m.asignaciones);
  }
  for (const moduloId of [...nuevas.keys()]) {
    for (let padre = padreDe.get(moduloId); padre != null; padre = padreDe.get(padre)) {
      const letras = nuevas.get(padre) ?? '';
      if (!letras.includes('R')) nuevas.set(padre, LETRAS_PERMISO.filter((l) => l === 'R' || letras.includes(l)).join(''));
    }
  }
  for (const [moduloId, letras] of nuevas) {
    const antes = actuales.get(moduloId) ?? '';
    const propias = letrasDe(sesion, moduloId);
    for (const l of letras) {
      if (!antes.includes(l) && !propias.includes(l)) throw new AppError(403, MENSAJES_PERFIL.sinOtorgar);
    }
  }

  const lista = JSON.stringify([...nuevas].map(([modulos_id, asignaciones]) => ({ modulos_id, asignaciones })));
  await conn.execute(
    sql`DELETE FROM perfiles_modulos WHERE perfiles_id = ${id}
          AND modulos_id NOT IN (SELECT (e->>'modulos_id')::int FROM jsonb_array_elements(${lista}::jsonb) e)`,
  );
  if (nuevas.size > 0) {
    await conn.execute(
      sql`INSERT INTO perfiles_modulos (perfiles_id, modulos_id, asignaciones)
          SELECT ${id}, x.modulos_id, x.asignaciones FROM jsonb_to_recordset(${lista}::jsonb) AS x(modulos_id int, asignaciones text)
          ON CONFLICT (perfiles_id, modulos_id) DO UPDATE SET asignaciones = EXCLUDED.asignaciones
          WHERE perfiles_modulos.asignaciones IS DISTINCT FROM EXCLUDED.asignaciones`,
    );
  }
}
