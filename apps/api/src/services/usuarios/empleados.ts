import { sql, type SQL } from 'drizzle-orm';
import { TIPO_EMPRESA } from '@eds/contracts/constantes';
import type { EstadoFiltro, OrdenCampo, TPaginacionQuery } from '@eds/contracts/paginacion';
import {
  MENSAJES_EMPLEADO as M,
  type CAMPOS_ORDEN_EMPLEADO,
  type TEmpleado,
  type TEmpleadoDetalle,
  type TEmpleadoGuardar,
  type TUsuarioEmpleado,
} from '@eds/contracts/usuarios/empleados';
import { tiposPerfilPermitidos } from '@eds/contracts/perfiles/perfiles';
import { fila, filas, type Conn } from '../../db/client';
import { AppError, badRequest } from '../../lib/errors';
import { paginar, textoInstante } from '../../lib/paginar';
import type { AccesoSesion } from '../sesion/contexto';
import { guardarPerfil } from './perfil';
import { exigirDentroDelTecho, usuarioEnTecho, type UsuarioEnTecho } from './techo';
import { coincide } from '../../lib/busqueda';

/**
 * Employees (SCREENS.md G08): the people of the caller's companies, their position (a profile of the types the
 * caller may give, holding no letter the caller lacks) and state. Who may act on whom is decided here, with the
 * caller's session: the person's company must be in scope, and a person with a user must hold no grant the caller
 * lacks and be of no wider type or scope (else a lesser administrator could take over a stronger account by changing
 * its e-mail and resetting it); a position and company given make a user under the same ceiling (decision 060).
 */

type CampoOrden = (typeof CAMPOS_ORDEN_EMPLEADO)[number];

export interface FiltroEmpleados extends TPaginacionQuery {
  buscar?: string;
  estado: EstadoFiltro;
  orden?: OrdenCampo<CampoOrden>[];
}

const COLUMNA_ORDEN: Record<CampoOrden, SQL> = {
  identificacion: sql`p.identificacion`,
  nombres: sql`p.nombres`,
  apellidos: sql`p.apellidos`,
  empresa: sql`e.alias`,
  cargo: sql`p.cargo`,
  usuario: sql`u.usuario`,
  creado_en: sql`p.creado_en`,
  estado: sql`p.estado`,
};

/** The counter whose count locks a user name (services/sesion/ingreso.ts). */
const BLOQUEADO = (maxIntentos: number) =>
  sql`(u.id IS NOT NULL AND EXISTS (SELECT 1 FROM contadores_limite cl
        WHERE cl.clave = 'ingreso:' || u.usuario AND cl.reinicia_en > now() AND cl.cuenta >= ${maxIntentos}))`;

const columnas = (maxIntentos: number) => sql`p.id, ti.codigo AS tipo_identificacion, p.identificacion, p.nombres, p.apellidos,
  p.empresas_id, e.alias AS empresa, p.cargo,
  (SELECT c.contacto FROM contactos c WHERE c.personas_id = p.id AND c.tipo = 1 ORDER BY c.principal DESC, c.id LIMIT 1) AS telefono,
  (SELECT c.contacto FROM contactos c WHERE c.personas_id = p.id AND c.tipo = 2 ORDER BY c.principal DESC, c.id LIMIT 1) AS correo,
  u.usuario, ${BLOQUEADO(maxIntentos)} AS bloqueado, ${textoInstante(sql`p.creado_en`)} AS creado_en, p.estado`;

const ORIGEN = sql`FROM personas p JOIN empresas e ON e.id = p.empresas_id
  LEFT JOIN tipos_identificacion ti ON ti.id = p.tipo_identificacion_id
  LEFT JOIN usuarios u ON u.personas_id = p.id`;

function patron(buscar: string): string {
  return `%${buscar.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The company and its descendants that are in the caller's scope (from the session's tree, without a query). */
export function empresasBajo(s: AccesoSesion, empresaId: number): number[] {
  const hijos = new Map<number, number[]>();
  for (const e of s.alcance.values()) {
    if (e.empresas_id === null) continue;
    hijos.set(e.empresas_id, [...(hijos.get(e.empresas_id) ?? []), e.id]);
  }
  const resultado: number[] = [];
  const pendientes = [empresaId];
  const vistos = new Set<number>();
  while (pendientes.length) {
    const id = pendientes.pop()!;
    if (vistos.has(id)) continue;
    vistos.add(id);
    if (s.empresas.has(id)) resultado.push(id);
    pendientes.push(...(hijos.get(id) ?? []));
  }
  return resultado;
}

const enEmpresas = (ids: number[]) =>
  ids.length
    ? sql`p.empresas_id IN (${sql.join(
        ids.map((i) => sql`${i}`),
        sql`, `,
      )})`
    : sql`false`;

/** `persona/empresa/{id}`: one page of the people of the company and its descendants in scope. */
export async function listarEmpleados(
  conn: Conn,
  empresas: number[],
  f: FiltroEmpleados,
  maxIntentos: number,
): Promise<{ filas: TEmpleado[]; total: number }> {
  const condiciones = [enEmpresas(empresas)];
  if (f.estado !== 'T') condiciones.push(sql`p.estado = ${f.estado}`);
  if (f.buscar) {
    const p = patron(f.buscar);
    condiciones.push(
      sql`(${coincide(sql`p.identificacion`, p)} OR ${coincide(sql`p.nombres`, p)} OR ${coincide(sql`p.apellidos`, p)} OR ${coincide(sql`(p.nombres || ' ' || p.apellidos)`, p)}
           OR ${coincide(sql`u.usuario`, p)} OR ${coincide(sql`p.cargo`, p)} OR ${coincide(sql`e.alias`, p)})`,
    );
  }
  const orden = (f.orden?.length ? f.orden : [{ campo: 'nombres' as const, direccion: 'asc' as const }]).map(
    (o) => sql`${COLUMNA_ORDEN[o.campo]} ${o.direccion === 'desc' ? sql`DESC NULLS LAST` : sql`ASC NULLS LAST`}`,
  );
  orden.push(sql`p.id`);
  return paginar<TEmpleado>(
    conn,
    { columnas: columnas(maxIntentos), origen: sql`${ORIGEN} WHERE ${sql.join(condiciones, sql` AND `)}`, orden: sql.join(orden, sql`, `) },
    f,
  );
}

/** `persona/ultimos/empresa/{id}`: the people created last under the company. */
export async function ultimosEmpleados(conn: Conn, empresas: number[], n: number, maxIntentos: number): Promise<TEmpleado[]> {
  return filas<TEmpleado>(
    conn,
    sql`SELECT ${columnas(maxIntentos)} ${ORIGEN} WHERE ${enEmpresas(empresas)} ORDER BY p.creado_en DESC, p.id DESC LIMIT ${n}`,
  );
}

export interface PersonaObjetivo {
  id: number;
  negocio_id: number;
  empresas_id: number;
  usuario_id: number | null;
  usuario: string | null;
  usuario_empresa: number | null;
  estado: 'A' | 'I';
}

export async function personaObjetivo(conn: Conn, personaId: number): Promise<PersonaObjetivo | undefined> {
  return fila<PersonaObjetivo>(
    conn,
    sql`SELECT p.id, p.negocio_id, p.empresas_id, u.id AS usuario_id, u.usuario, u.empresas_id AS usuario_empresa, p.estado
          FROM personas p LEFT JOIN usuarios u ON u.personas_id = p.id WHERE p.id = ${personaId}`,
  );
}

/** Letters a set of profiles grants, by module id. */
async function letrasDePerfiles(conn: Conn, condicion: SQL): Promise<{ modulos_id: number; asignaciones: string }[]> {
  return filas(
    conn,
    sql`SELECT pm.modulos_id, string_agg(pm.asignaciones, '') AS asignaciones
          FROM perfiles_modulos pm JOIN perfiles pf ON pf.id = pm.perfiles_id WHERE ${condicion} GROUP BY pm.modulos_id`,
  );
}

function contenidasEn(s: AccesoSesion, letras: { modulos_id: number; asignaciones: string }[]): boolean {
  return letras.every((l) => {
    const propias = s.modulos.get(l.modulos_id)?.asignaciones ?? '';
    return [...l.asignaciones].every((c) => propias.includes(c));
  });
}

/**
 * 403 unless the user is of no wider type or scope than the caller and holds no grant the caller lacks (and is not the
 * caller: one's own account has its own screen).
 */
export async function exigirUsuarioSubordinado(conn: Conn, s: AccesoSesion, usuarioId: number): Promise<void> {
  if (usuarioId === s.usuarioId) throw new AppError(403, M.cargoNoPermitido);
  const actual = await usuarioEnTecho(conn, usuarioId);
  if (!actual) throw new AppError(403, M.usuarioSuperior);
  await exigirDentroDelTecho(conn, s, actual, M.usuarioSuperior);
  const letras = await letrasDePerfiles(
    conn,
    sql`pm.perfiles_id IN (SELECT perfiles_id FROM usuarios_perfiles WHERE usuarios_id = ${usuarioId})`,
  );
  if (!contenidasEn(s, letras)) throw new AppError(403, M.cargoNoPermitido);
}

interface Cargo {
  id: number;
  descripcion: string;
  tipo: number;
}

/**
 * The position given: an active profile of the business (or a global one) of a type the caller may give, with no
 * letter the caller lacks (400 on the field), whose user on the company would be of no wider type or scope than the
 * caller (403).
 */
async function cargoPermitido(conn: Conn, s: AccesoSesion, negocioId: number, perfilId: number, empresaId: number): Promise<Cargo> {
  const perfil = await fila<Cargo>(
    conn,
    sql`SELECT id, descripcion, tipo FROM perfiles WHERE id = ${perfilId} AND estado = 'A' AND (negocio_id = ${negocioId} OR negocio_id IS NULL)`,
  );
  const error = () => badRequest(M.cargoNoPermitido, [{ campo: 'persona.cargo', mensaje: M.cargoNoPermitido }]);
  if (!perfil || !tiposPerfilPermitidos(s.tipo).includes(perfil.tipo)) throw error();
  if (!contenidasEn(s, await letrasDePerfiles(conn, sql`pm.perfiles_id = ${perfilId}`))) throw error();
  await exigirDentroDelTecho(conn, s, { tipo: await tipoUsuario(conn, perfil, empresaId), empresaId }, M.tipoSuperior);
  return perfil;
}

/** A user's type from its position and company: profile types 1–5 are user types; the others are station (5) or company (4) users. */
async function tipoUsuario(conn: Conn, cargo: Cargo, empresaId: number): Promise<number> {
  if (cargo.tipo <= 5) return cargo.tipo;
  const e = await fila<{ tipo: number }>(conn, sql`SELECT tipo FROM empresas WHERE id = ${empresaId}`);
  return e && e.tipo !== TIPO_EMPRESA.NEGOCIO && e.tipo !== TIPO_EMPRESA.REGIONAL ? 5 : 4;
}

async function exigirIdentificacionLibre(conn: Conn, negocioId: number, identificacion: string, salvoId?: number): Promise<void> {
  const otra = await fila<{ id: number }>(
    conn,
    sql`SELECT id FROM personas WHERE negocio_id = ${negocioId} AND identificacion = ${identificacion} AND id <> ${salvoId ?? 0}`,
  );
  if (otra) throw badRequest(M.identificacionRepetida, [{ campo: 'persona.identificacion', mensaje: M.identificacionRepetida }]);
}

async function exigirTipoIdentificacion(conn: Conn, id: number): Promise<void> {
  const t = await fila<{ id: number }>(conn, sql`SELECT id FROM tipos_identificacion WHERE id = ${id}`);
  if (!t) throw badRequest(M.errorGuardar, [{ campo: 'persona.tipo_identificacion', mensaje: M.errorGuardar }]);
}

/** `POST persona`: a new person of the company (in scope, checked by the caller), with contacts and position. */
export async function crearEmpleado(conn: Conn, s: AccesoSesion, negocioId: number, d: TEmpleadoGuardar): Promise<number> {
  await exigirTipoIdentificacion(conn, d.tipo_identificacion);
  const cargo = await cargoPermitido(conn, s, negocioId, d.cargo, d.empresas_id);
  await conn.execute(sql`SELECT pg_advisory_xact_lock(hashtext('persona:' || ${negocioId} || ':' || ${d.identificacion}))`);
  await exigirIdentificacionLibre(conn, negocioId, d.identificacion);
  const p = await fila<{ id: number }>(
    conn,
    sql`INSERT INTO personas (negocio_id, empresas_id, tipo_identificacion_id, identificacion, nombres, apellidos, cargo, atributos)
        VALUES (${negocioId}, ${d.empresas_id}, ${d.tipo_identificacion}, ${d.identificacion}, '', '', ${cargo.descripcion},
                ${JSON.stringify({ cargo_id: cargo.id, url_foto: null, cliente: 'N', proveedor: 'N', propietario: 'N' })}::jsonb)
        RETURNING id`,
  );
  await guardarPerfil(conn, p!.id, d);
  return p!.id;
}

/**
 * `PUT persona` (employee form): the person's data, company and position. A person with a user carries both to the
 * user (its company, its first profile and its type), within the caller's ceiling — one's own company too, so nobody
 * widens their own scope by moving up the tree; the sessions of that user see it on their next request.
 */
export async function editarEmpleado(conn: Conn, s: AccesoSesion, objetivo: PersonaObjetivo, d: TEmpleadoGuardar): Promise<void> {
  await exigirTipoIdentificacion(conn, d.tipo_identificacion);
  const actual = await fila<{ cargo_id: number | null }>(
    conn,
    sql`SELECT (atributos ->> 'cargo_id')::int AS cargo_id FROM personas WHERE id = ${objetivo.id} FOR UPDATE`,
  );
  const cambiaCargo = actual?.cargo_id !== d.cargo;
  if (cambiaCargo && objetivo.id === s.personaId) throw new AppError(403, M.cargoNoPermitido);
  const cargo = cambiaCargo
    ? await cargoPermitido(conn, s, objetivo.negocio_id, d.cargo, d.empresas_id)
    : (await fila<Cargo>(conn, sql`SELECT id, descripcion, tipo FROM perfiles WHERE id = ${d.cargo}`))!;
  const cambiaUsuario = objetivo.usuario_id !== null && (cambiaCargo || objetivo.usuario_empresa !== d.empresas_id);
  const usuario = cambiaUsuario ? { tipo: await tipoUsuario(conn, cargo, d.empresas_id), empresaId: d.empresas_id } : undefined;
  if (usuario) await exigirDentroDelTecho(conn, s, usuario, M.tipoSuperior);
  await exigirIdentificacionLibre(conn, objetivo.negocio_id, d.identificacion, objetivo.id);
  await conn.execute(sql`
    UPDATE personas SET tipo_identificacion_id = ${d.tipo_identificacion}, identificacion = ${d.identificacion},
      empresas_id = ${d.empresas_id}, cargo = ${cargo.descripcion},
      atributos = atributos || ${JSON.stringify({ cargo_id: cargo.id })}::jsonb
    WHERE id = ${objetivo.id}`);
  await guardarPerfil(conn, objetivo.id, d);
  if (usuario) await asignarCargoUsuario(conn, objetivo.usuario_id!, cargo, usuario);
}

async function asignarCargoUsuario(conn: Conn, usuarioId: number, cargo: Cargo, { tipo, empresaId }: UsuarioEnTecho): Promise<void> {
  await conn.execute(sql`UPDATE usuarios SET empresas_id = ${empresaId}, tipo = ${tipo} WHERE id = ${usuarioId}`);
  await conn.execute(sql`DELETE FROM usuarios_perfiles WHERE usuarios_id = ${usuarioId} AND (orden = 0 OR perfiles_id = ${cargo.id})`);
  await conn.execute(sql`INSERT INTO usuarios_perfiles (usuarios_id, perfiles_id, orden) VALUES (${usuarioId}, ${cargo.id}, 0)`);
}

/** `PUT persona/{id}/{A|I}`: the person and its user; inactivating ends the user's sessions. */
export async function cambiarEstadoPersona(conn: Conn, objetivo: PersonaObjetivo, estado: 'A' | 'I'): Promise<void> {
  await conn.execute(sql`UPDATE personas SET estado = ${estado} WHERE id = ${objetivo.id}`);
  if (objetivo.usuario_id !== null) {
    await conn.execute(sql`UPDATE usuarios SET estado = ${estado} WHERE id = ${objetivo.usuario_id}`);
    if (estado === 'I') await conn.execute(sql`DELETE FROM sesiones WHERE usuarios_id = ${objetivo.usuario_id}`);
  }
}

/** The user of a person, as the employee form shows it. */
export async function usuarioDePersona(conn: Conn, personaId: number, maxIntentos: number): Promise<TUsuarioEmpleado | null> {
  return (
    (await fila<TUsuarioEmpleado>(
      conn,
      sql`SELECT u.id, u.usuario, u.tipo, u.estado, ${BLOQUEADO(maxIntentos)} AS bloqueado, u.cambiar_clave, (u.pin_hash IS NOT NULL) AS tiene_pin,
                 ${textoInstante(sql`u.ultimo_ingreso`)} AS ultimo_ingreso
            FROM usuarios u WHERE u.personas_id = ${personaId}`,
    )) ?? null
  );
}

/** The employee form's reading of a person. */
export async function leerEmpleado(conn: Conn, personaId: number, maxIntentos: number): Promise<TEmpleadoDetalle | undefined> {
  const p = await fila<Omit<TEmpleadoDetalle, 'usuario'>>(
    conn,
    sql`SELECT p.id, p.tipo_identificacion_id AS tipo_identificacion, p.identificacion, p.nombres, p.apellidos,
               p.atributos ->> 'genero' AS genero, p.atributos ->> 'tipo_sangre' AS tipo_sangre,
               coalesce((SELECT c.contacto FROM contactos c WHERE c.personas_id = p.id AND c.tipo = 3 ORDER BY c.principal DESC, c.id LIMIT 1), '') AS direccion,
               coalesce((SELECT c.contacto FROM contactos c WHERE c.personas_id = p.id AND c.tipo = 1 ORDER BY c.principal DESC, c.id LIMIT 1), '') AS telefono,
               coalesce((SELECT c.contacto FROM contactos c WHERE c.personas_id = p.id AND c.tipo = 2 ORDER BY c.principal DESC, c.id LIMIT 1), '') AS correo,
               (p.atributos ->> 'pais')::int AS pais, (p.atributos ->> 'provincia')::int AS provincia, (p.atributos ->> 'ciudad')::int AS ciudad,
               p.empresas_id, e.alias AS empresa, (p.atributos ->> 'cargo_id')::int AS cargo, p.cargo AS cargo_descripcion,
               p.atributos ->> 'url_foto' AS url_foto, p.estado
          FROM personas p JOIN empresas e ON e.id = p.empresas_id WHERE p.id = ${personaId}`,
  );
  if (!p) return undefined;
  return { ...p, usuario: await usuarioDePersona(conn, personaId, maxIntentos) };
}

/** The e-mail and names a mail to the person uses. */
export async function correoDePersona(conn: Conn, personaId: number): Promise<{ correo: string | null; nombre: string }> {
  const r = await fila<{ correo: string | null; nombre: string }>(
    conn,
    sql`SELECT (SELECT c.contacto FROM contactos c WHERE c.personas_id = p.id AND c.tipo = 2 ORDER BY c.principal DESC, c.id LIMIT 1) AS correo,
               p.nombres AS nombre
          FROM personas p WHERE p.id = ${personaId}`,
  );
  return r ?? { correo: null, nombre: '' };
}

/** The person's position, for a new user's profile and type. */
export async function cargoDePersona(conn: Conn, personaId: number): Promise<Cargo | undefined> {
  return fila<Cargo>(
    conn,
    sql`SELECT pf.id, pf.descripcion, pf.tipo FROM personas p JOIN perfiles pf ON pf.id = (p.atributos ->> 'cargo_id')::int WHERE p.id = ${personaId}`,
  );
}

/**
 * The person's position must be one the caller may give, on the person's company, before the person gets a user:
 * else a person created by a stronger administrator (with a stronger position) could be given a user, and its mail,
 * by a weaker one.
 */
export async function exigirCargoAsignable(
  conn: Conn,
  s: AccesoSesion,
  persona: { negocioId: number; personaId: number; empresaId: number },
): Promise<void> {
  const cargo = await cargoDePersona(conn, persona.personaId);
  if (!cargo) throw badRequest(M.cargoNoPermitido, [{ campo: 'persona.cargo', mensaje: M.cargoNoPermitido }]);
  await cargoPermitido(conn, s, persona.negocioId, cargo.id, persona.empresaId);
}

/** `persona/select/empresas/{id}`: the active people of the companies, for selectors. */
export async function personasParaSelector(
  conn: Conn,
  empresas: number[],
): Promise<{ id: number; identificacion: string; nombre: string }[]> {
  return filas(
    conn,
    sql`SELECT p.id, p.identificacion, trim(p.nombres || ' ' || p.apellidos) AS nombre FROM personas p
         WHERE ${enEmpresas(empresas)} AND p.estado = 'A' ORDER BY p.nombres, p.apellidos, p.id LIMIT 500`,
  );
}

/** Creates the user of a person with an unusable password (the first one is made when its mail is sent). */
export async function insertarUsuario(
  conn: Conn,
  datos: { personaId: number; usuario: string; empresaId: number; cargo: Cargo; claveHash: string },
): Promise<number> {
  const existe = await fila<{ id: number }>(conn, sql`SELECT id FROM usuarios WHERE usuario = ${datos.usuario}`);
  if (existe) throw badRequest(M.usuarioExiste, [{ campo: 'usuario', mensaje: M.usuarioExiste }]);
  const tipo = await tipoUsuario(conn, datos.cargo, datos.empresaId);
  const u = await fila<{ id: number }>(
    conn,
    sql`INSERT INTO usuarios (personas_id, usuario, clave_hash, tipo, empresas_id, cambiar_clave)
        VALUES (${datos.personaId}, ${datos.usuario}, ${datos.claveHash}, ${tipo}, ${datos.empresaId}, true)
        ON CONFLICT DO NOTHING RETURNING id`,
  );
  if (!u) throw badRequest(M.usuarioExiste, [{ campo: 'usuario', mensaje: M.usuarioExiste }]);
  await conn.execute(sql`INSERT INTO usuarios_perfiles (usuarios_id, perfiles_id, orden) VALUES (${u.id}, ${datos.cargo.id}, 0)`);
  return u.id;
}

/** An event of the audit log that no row change records (an unlock, a password mailed). */
export async function auditarEvento(
  conn: Conn,
  datos: {
    actor: number;
    accion: string;
    usuarioId: number;
    detalle: Record<string, unknown>;
    ip: string;
    empresaId: number;
    moduloId?: number;
  },
): Promise<void> {
  await conn.execute(
    sql`INSERT INTO auditoria (usuarios_id, accion, tabla, registro_id, despues, ip, empresa_id, modulo_id)
        VALUES (${datos.actor}, ${datos.accion}, 'usuarios', ${String(datos.usuarioId)}, ${JSON.stringify(datos.detalle)}::jsonb, ${datos.ip},
                ${datos.empresaId}, ${datos.moduloId ?? null})`,
  );
}
