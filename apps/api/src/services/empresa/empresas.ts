import { sql, type SQL } from 'drizzle-orm';
import { TIPO_EMPRESA } from '@eds/contracts/constantes';
import { MENSAJES } from '@eds/contracts/mensajes';
import { MENSAJES_CATALOGO } from '@eds/contracts/configuracion/catalogo';
import {
  esEstacion,
  type CAMPOS_ORDEN_ESTACION,
  type TEmpresa,
  type TEmpresaEdicion,
  type TEmpresaGuardar,
} from '@eds/contracts/empresa/empresas';
import { MENSAJES_EMPRESA as M } from '@eds/contracts/empresa/mensajes';
import type { EstadoFiltro, OrdenCampo, TPaginacionQuery } from '@eds/contracts/paginacion';
import { fila, type Conn } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { paginar } from '../../lib/paginar';
import { descendientes } from './alcance';
import { coincide } from '../../lib/busqueda';

/**
 * Companies of the tree and stations (SCREENS.md G01 Estructura, G02 EDS/CDL). The form's station fields that have
 * no column of their own (SICOM code, flag, e-mail, POS platform, businesses, fiscal responsibilities, bays,
 * workshop) live in `atributos`, beside the place names the lookups already read there.
 */

const enteros = (ids: Iterable<number>) => `{${[...ids].join(',')}}`;
const arreglo = (campo: string) =>
  sql`CASE WHEN jsonb_typeof(e.atributos -> ${campo}) = 'array' THEN e.atributos -> ${campo} ELSE '[]'::jsonb END`;

export const COLUMNAS_EMPRESA = sql`e.id, e.tipo, e.empresas_id, p.alias AS empresa_padre, e.codigo, e.alias, e.nombre, e.razon_social, e.nit,
  e.atributos ->> 'codigo_sicom' AS codigo_sicom, e.atributos ->> 'bandera' AS bandera,
  e.pais_id, e.departamento_id, e.ciudad_id,
  e.atributos ->> 'pais' AS pais, e.atributos ->> 'provincia' AS departamento, e.atributos ->> 'ciudad' AS ciudad,
  e.direccion, e.telefono, e.atributos ->> 'correo' AS correo, e.atributos ->> 'plataforma' AS plataforma,
  ${arreglo('negocios')} AS negocios, ${arreglo('responsabilidades')} AS responsabilidades,
  (e.atributos ->> 'bahias')::int AS bahias, COALESCE((e.atributos ->> 'taller')::boolean, false) AS taller,
  e.latitud::float8 AS lat, e.longitud::float8 AS lng, e.estado,
  (SELECT count(*)::int FROM turnos t WHERE t.empresa_id = e.id AND t.estado = 'A') AS turnos_abiertos`;

const DESDE_EMPRESA = sql`FROM empresas e LEFT JOIN empresas p ON p.id = e.empresas_id`;

type CampoOrden = (typeof CAMPOS_ORDEN_ESTACION)[number];
const COLUMNA_ORDEN: Record<CampoOrden, SQL> = {
  codigo: sql`e.codigo`,
  alias: sql`e.alias`,
  razon_social: sql`e.razon_social`,
  nit: sql`e.nit`,
  ciudad: sql`e.atributos ->> 'ciudad'`,
  empresa_padre: sql`p.alias`,
  estado: sql`e.estado`,
};

export interface FiltroEstaciones extends TPaginacionQuery {
  tipo: number;
  buscar?: string;
  estado: EstadoFiltro;
  orden?: OrdenCampo<CampoOrden>[];
}

const patron = (buscar: string) => `%${buscar.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The stations of one type under a company (itself included), limited to what the caller may see: one page. */
export async function listarEstaciones(conn: Conn, empresaId: number, visibles: ReadonlySet<number>, f: FiltroEstaciones) {
  const bajo = (await descendientes(conn, empresaId)).filter((id) => visibles.has(id));
  const condiciones = [sql`e.id = ANY(${enteros(bajo)}::int[])`, sql`e.tipo = ${f.tipo}`];
  if (f.estado !== 'T') condiciones.push(sql`e.estado = ${f.estado}`);
  if (f.buscar) {
    const b = patron(f.buscar);
    condiciones.push(
      sql`(${coincide(sql`e.codigo`, b)} OR ${coincide(sql`e.alias`, b)} OR ${coincide(sql`e.razon_social`, b)} OR ${coincide(sql`e.nit`, b)} OR ${coincide(sql`e.atributos ->> 'ciudad'`, b)})`,
    );
  }
  const orden = (f.orden?.length ? f.orden : [{ campo: 'alias' as const, direccion: 'asc' as const }]).map(
    (o) => sql`${COLUMNA_ORDEN[o.campo]} ${o.direccion === 'desc' ? sql`DESC NULLS LAST` : sql`ASC NULLS LAST`}`,
  );
  orden.push(sql`e.id`);
  return paginar<TEmpresa>(
    conn,
    {
      columnas: COLUMNAS_EMPRESA,
      origen: sql`${DESDE_EMPRESA} WHERE ${sql.join(condiciones, sql` AND `)}`,
      orden: sql.join(orden, sql`, `),
    },
    f,
  );
}

/** One company with every field, or 404. */
export async function obtenerEmpresa(conn: Conn, id: number): Promise<TEmpresa> {
  const e = await fila<TEmpresa>(conn, sql`SELECT ${COLUMNAS_EMPRESA} ${DESDE_EMPRESA} WHERE e.id = ${id}`);
  if (!e) throw notFound(MENSAJES.empresaNoExiste);
  return e;
}

/** The company's type, business and parent, locked for a write; 404 when it does not exist. */
export async function bloquearEmpresa(conn: Conn, id: number) {
  const e = await fila<{ id: number; tipo: number; negocio_id: number; empresas_id: number | null; estado: 'A' | 'I' }>(
    conn,
    sql`SELECT id, tipo, negocio_id, empresas_id, estado FROM empresas WHERE id = ${id} FOR UPDATE`,
  );
  if (!e) throw notFound(MENSAJES.empresaNoExiste);
  return e;
}

const error = (campo: string, mensaje: string) => badRequest(mensaje, [{ campo, mensaje }]);

/** Empresa padre: a company of the same business, of type business or regional, active. */
export async function exigirPadreValido(conn: Conn, negocioId: number, padreId: number): Promise<void> {
  const p = await fila<{ tipo: number; negocio_id: number; estado: string }>(
    conn,
    sql`SELECT tipo, negocio_id, estado FROM empresas WHERE id = ${padreId}`,
  );
  if (!p || p.negocio_id !== negocioId || (p.tipo !== TIPO_EMPRESA.NEGOCIO && p.tipo !== TIPO_EMPRESA.REGIONAL)) {
    throw error('empresas_id', M.padreNoValido);
  }
  if (p.estado !== 'A') throw error('empresas_id', M.padreInactivo);
}

/** The city belongs to the department, and the department to the country; answers the three names. */
async function lugar(conn: Conn, e: TEmpresaGuardar) {
  const l = await fila<{ ciudad: string; provincia: string; pais: string }>(
    conn,
    sql`SELECT c.nombre AS ciudad, d.nombre AS provincia, p.nombre AS pais
          FROM ciudades c JOIN departamentos d ON d.id = c.departamentos_id JOIN paises p ON p.id = d.paises_id
         WHERE c.id = ${e.ciudad_id} AND d.id = ${e.departamento_id} AND p.id = ${e.pais_id}`,
  );
  if (!l) throw error('ciudad_id', MENSAJES.ciudadNoCorresponde);
  return l;
}

/** UNQ: a station code is unique in its business. */
async function exigirCodigoLibre(conn: Conn, negocioId: number, codigo: string | null | undefined, salvoId?: number) {
  if (!codigo) return;
  // Two saves of one code serialise on the business's code lock, so the check holds without a unique index.
  await conn.execute(sql`SELECT pg_advisory_xact_lock(hashtext('empresas_codigo'), ${negocioId})`);
  const otra = await fila(
    conn,
    sql`SELECT 1 FROM empresas WHERE negocio_id = ${negocioId} AND upper(codigo) = ${codigo} AND id <> ${salvoId ?? 0}`,
  );
  if (otra) throw error('codigo', MENSAJES_CATALOGO.codigoRepetido);
}

/** The form's attributes merged into the company's `atributos` (other keys, such as the day cycle, stay). */
function atributosDe(e: TEmpresaGuardar, l: { ciudad: string; provincia: string; pais: string }) {
  const estacion = esEstacion(e.tipo);
  return {
    ...l,
    correo: e.correo || null,
    codigo_sicom: estacion ? e.codigo_sicom || null : null,
    bandera: estacion ? e.bandera || null : null,
    plataforma: estacion ? (e.plataforma ?? null) : null,
    negocios: estacion ? [...new Set(e.negocios ?? [])] : [],
    responsabilidades: estacion ? [...new Set(e.responsabilidades ?? [])] : [],
    bahias: e.tipo === TIPO_EMPRESA.CDL ? (e.bahias ?? null) : null,
    taller: e.tipo === TIPO_EMPRESA.CDL ? (e.taller ?? false) : false,
  };
}

/** Creates a company under a parent of the same business (POST empresa). */
export async function crearEmpresa(conn: Conn, negocioId: number, e: TEmpresaGuardar): Promise<number> {
  await exigirPadreValido(conn, negocioId, e.empresas_id);
  const l = await lugar(conn, e);
  await exigirCodigoLibre(conn, negocioId, esEstacion(e.tipo) ? e.codigo : null);
  const r = await fila<{ id: number }>(
    conn,
    sql`INSERT INTO empresas (negocio_id, empresas_id, tipo, nombre, razon_social, alias, nit, codigo, direccion, telefono,
                              pais_id, departamento_id, ciudad_id, atributos)
        VALUES (${negocioId}, ${e.empresas_id}, ${e.tipo}, ${e.razon_social}, ${e.razon_social}, ${e.alias}, ${e.nit},
                ${esEstacion(e.tipo) ? (e.codigo ?? null) : null}, ${e.direccion || null}, ${e.telefono || null},
                ${e.pais_id}, ${e.departamento_id}, ${e.ciudad_id}, ${JSON.stringify(atributosDe(e, l))}::jsonb)
        RETURNING id`,
  );
  return r!.id;
}

/**
 * Edits a company (PUT empresa). Its type never changes; a new parent goes through the same check as a move. With
 * `soloContacto` (a station user of tipo 5), only address, phone, e-mail and place are taken from the body.
 */
export async function editarEmpresa(conn: Conn, negocioId: number, e: TEmpresaEdicion, soloContacto = false): Promise<void> {
  const actual = await bloquearEmpresa(conn, e.id);
  if (actual.negocio_id !== negocioId) throw notFound(MENSAJES.empresaNoExiste);
  if (actual.tipo !== e.tipo) throw error('tipo', M.tipoNoCambia);
  const l = await lugar(conn, e);
  if (soloContacto) {
    const previa = await obtenerEmpresa(conn, e.id);
    const cambia =
      previa.alias !== e.alias ||
      previa.razon_social !== e.razon_social ||
      (previa.codigo ?? '') !== (e.codigo ?? '') ||
      (previa.codigo_sicom ?? '') !== (e.codigo_sicom ?? '') ||
      previa.empresas_id !== e.empresas_id;
    if (cambia) throw badRequest(M.soloDatosContacto);
    await conn.execute(sql`
      UPDATE empresas SET direccion = ${e.direccion || null}, telefono = ${e.telefono || null}, pais_id = ${e.pais_id},
             departamento_id = ${e.departamento_id}, ciudad_id = ${e.ciudad_id},
             atributos = atributos || ${JSON.stringify({ ...l, correo: e.correo || null })}::jsonb
       WHERE id = ${e.id}`);
    return;
  }
  // The business root has type NEGOCIO, which no form carries: it never reaches this point.
  if (actual.empresas_id !== e.empresas_id) await exigirMovimientoValido(conn, negocioId, e.id, e.empresas_id);
  await exigirCodigoLibre(conn, negocioId, esEstacion(e.tipo) ? e.codigo : null, e.id);
  await conn.execute(sql`
    UPDATE empresas SET empresas_id = ${e.empresas_id}, nombre = ${e.razon_social},
           razon_social = ${e.razon_social}, alias = ${e.alias}, nit = ${e.nit}, codigo = ${esEstacion(e.tipo) ? (e.codigo ?? null) : null},
           direccion = ${e.direccion || null}, telefono = ${e.telefono || null}, pais_id = ${e.pais_id},
           departamento_id = ${e.departamento_id}, ciudad_id = ${e.ciudad_id},
           atributos = atributos || ${JSON.stringify(atributosDe(e, l))}::jsonb
     WHERE id = ${e.id}`);
}

/** A move keeps the tree a tree: the new parent is valid and is neither the company nor one of its descendants. */
export async function exigirMovimientoValido(conn: Conn, negocioId: number, id: number, padreId: number): Promise<void> {
  // Moves of one business run one at a time, so two crossed moves cannot together close a cycle.
  await conn.execute(sql`SELECT pg_advisory_xact_lock(hashtext('empresas_arbol'), ${negocioId})`);
  const propios = await descendientes(conn, id);
  if (propios.includes(padreId)) throw error('empresas_id', M.dependenciaCircular);
  await exigirPadreValido(conn, negocioId, padreId);
}

/** PUT empresa/mover: the company under a new parent of its business. */
export async function moverEmpresa(conn: Conn, negocioId: number, id: number, padreId: number): Promise<void> {
  const actual = await bloquearEmpresa(conn, id);
  if (actual.negocio_id !== negocioId) throw notFound(MENSAJES.empresaNoExiste);
  if (actual.empresas_id === null) throw badRequest(M.raizNoSeMueve);
  await exigirMovimientoValido(conn, negocioId, id, padreId);
  await conn.execute(sql`UPDATE empresas SET empresas_id = ${padreId} WHERE id = ${id}`);
}
