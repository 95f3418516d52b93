import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { TIPO_EMPRESA } from '@eds/contracts/constantes';
import {
  MENSAJES_VERSION_POS as M,
  PAQUETE_MAXIMO_BYTES,
  type CAMPOS_ORDEN_EQUIPOS_VERSION,
  type CAMPOS_ORDEN_VERSION_POS,
  type TDespliegue,
  type TDespliegueBody,
  type TEquipoVersion,
  type TEquiposVersionQuery,
  type TPaqueteVersion,
  type TVersionAsignada,
  type TVersionPos,
  type TVersionPosDetalle,
  type TVersionPosEdicion,
  type TVersionPosForm,
  type TVersionesPosQuery,
} from '@eds/contracts/versiones-pos';
import { fila, filas, type Conn } from '../../db/client';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors';
import { paginar, textoInstante } from '../../lib/paginar';
import { HOY_BOGOTA } from '../../lib/tiempo';
import { coincide } from '../../lib/busqueda';

const enteros = (ids: Iterable<number>) => `{${[...ids].join(',')}}`;
const patron = (buscar: string) => `%${buscar.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const errorCampo = (campo: string, mensaje: string) => badRequest(mensaje, [{ campo, mensaje }]);

/** The caller as these rules need it: the platform operator or not (decision 059), its business, its stations. */
export interface Autor {
  usuarioId: number;
  /** The platform operator: versions are the product's, never a business's; a business's tipo 1 is not it. */
  plataforma: boolean;
  negocioId: number;
  /** The business-level user (its own company is the business's root). */
  deNegocio: boolean;
  empresas: ReadonlySet<number>;
}

const COLUMNAS = sql`v.id, v.version, v.codigo, v.plataforma, v.fecha::text AS fecha, v.obligatoria, v.notas, v.nombre_archivo,
  v.tamano, v.sha256, v.estado, (SELECT count(*)::int FROM versiones_pos_despliegues d WHERE d.version_id = v.id) AS despliegues,
  ${textoInstante(sql`v.creado_en`)} AS creado_en`;

const ORDEN: Record<(typeof CAMPOS_ORDEN_VERSION_POS)[number], SQL> = {
  version: sql`v.version`,
  codigo: sql`v.codigo`,
  plataforma: sql`v.plataforma`,
  fecha: sql`v.fecha`,
  estado: sql`v.estado`,
};

/** Versiones POS: every version (the product's), newest code first unless sorted otherwise. */
export async function listarVersiones(conn: Conn, q: TVersionesPosQuery) {
  const condiciones: SQL[] = [sql`true`];
  if (q.estado !== 'T') condiciones.push(sql`v.estado = ${q.estado}`);
  if (q.plataforma) condiciones.push(sql`v.plataforma = ${q.plataforma}`);
  if (q.buscar) {
    const p = patron(q.buscar);
    condiciones.push(
      sql`(${coincide(sql`v.version`, p)} OR ${coincide(sql`v.plataforma`, p)} OR ${coincide(sql`v.notas`, p)} OR ${coincide(sql`v.sha256`, p)} OR ${coincide(sql`v.codigo::text`, p)})`,
    );
  }
  const orden = (q.orden?.length ? q.orden : [{ campo: 'codigo' as const, direccion: 'desc' as const }]).map(
    (o) => sql`${ORDEN[o.campo]} ${o.direccion === 'desc' ? sql`DESC` : sql`ASC`}`,
  );
  orden.push(sql`v.id DESC`);
  return paginar<TVersionPos>(
    conn,
    { columnas: COLUMNAS, origen: sql`FROM versiones_pos v WHERE ${sql.join(condiciones, sql` AND `)}`, orden: sql.join(orden, sql`, `) },
    q,
  );
}

async function leerVersion(conn: Conn, id: number): Promise<TVersionPos> {
  const v = await fila<TVersionPos>(conn, sql`SELECT ${COLUMNAS} FROM versiones_pos v WHERE v.id = ${id}`);
  if (!v) throw notFound(M.noExiste);
  return v;
}

/** One version with its rollouts; chosen stations are named only where the caller may see them. */
export async function obtenerVersion(conn: Conn, id: number, empresas: ReadonlySet<number>): Promise<TVersionPosDetalle> {
  const v = await leerVersion(conn, id);
  const lista = await filas<TDespliegue>(
    conn,
    sql`SELECT d.id, d.alcance, d.negocio_id, d.desde::text AS desde, ${textoInstante(sql`d.creado_en`)} AS creado_en,
               coalesce((SELECT array_agg(e.alias ORDER BY e.alias) FROM empresas e
                          WHERE e.id = ANY(d.estaciones) AND e.id = ANY(${enteros(empresas)}::int[])), '{}') AS estaciones
          FROM versiones_pos_despliegues d WHERE d.version_id = ${id} ORDER BY d.desde DESC, d.id DESC`,
  );
  return { ...v, lista_despliegues: lista };
}

function soloPlataforma(autor: Autor) {
  if (!autor.plataforma) throw forbidden(M.soloPlataforma);
}

/** The package's bytes from the form's base64, bounded; its SHA-256 is the server's, never the client's. */
function paqueteDe(p: TPaqueteVersion): { datos: Buffer; sha256: string } {
  const datos = Buffer.from(p.contenido_base64, 'base64');
  if (datos.length === 0) throw errorCampo('paquete', M.paqueteRequerido);
  if (datos.length > PAQUETE_MAXIMO_BYTES) throw errorCampo('paquete', M.paqueteGrande);
  return { datos, sha256: createHash('sha256').update(datos).digest('hex') };
}

/** The code must be above every other version's code of the platform (retired ones too: a code is never reused). */
async function validarVersion(conn: Conn, d: { version: string; codigo: number; plataforma: string }, id: number | null) {
  // One writer at a time decides "the last code published".
  await conn.execute(sql`SELECT pg_advisory_xact_lock(hashtext('versiones_pos'))`);
  const r = await fila<{ maximo: number | null; repetida: boolean }>(
    conn,
    sql`SELECT max(codigo)::int AS maximo, bool_or(version = ${d.version}) AS repetida
          FROM versiones_pos WHERE plataforma = ${d.plataforma} AND id <> ${id ?? 0}`,
  );
  if (r?.repetida) throw errorCampo('version', M.repetida);
  return r?.maximo ?? null;
}

export async function crearVersion(conn: Conn, autor: Autor, d: TVersionPosForm): Promise<number> {
  soloPlataforma(autor);
  const paquete = paqueteDe(d.paquete);
  const maximo = await validarVersion(conn, d, null);
  if (maximo !== null && d.codigo <= maximo) throw errorCampo('codigo', M.codigo);
  const r = await fila<{ id: number }>(
    conn,
    sql`INSERT INTO versiones_pos (version, codigo, plataforma, fecha, obligatoria, notas, nombre_archivo, tamano, sha256)
        VALUES (${d.version}, ${d.codigo}, ${d.plataforma}, ${d.fecha}, ${d.obligatoria}, ${d.notas || null}, ${d.paquete.nombre},
                ${paquete.datos.length}, ${paquete.sha256}) RETURNING id`,
  );
  await conn.execute(sql`INSERT INTO versiones_pos_paquetes (version_id, datos) VALUES (${r!.id}, ${paquete.datos})`);
  return r!.id;
}

/**
 * Edits a version. Its code or platform may change only while the code stays above the platform's others; a new
 * package replaces the old one (and its SHA-256). A retired version is not edited.
 */
export async function editarVersion(conn: Conn, autor: Autor, d: TVersionPosEdicion): Promise<void> {
  soloPlataforma(autor);
  const actual = await leerVersion(conn, d.id);
  if (actual.estado !== 'A') throw badRequest(M.yaRetirada);
  const paquete = d.paquete ? paqueteDe(d.paquete) : null;
  const maximo = await validarVersion(conn, d, d.id);
  const cambiaCodigo = actual.codigo !== d.codigo || actual.plataforma !== d.plataforma;
  if (cambiaCodigo && maximo !== null && d.codigo <= maximo) throw errorCampo('codigo', M.codigo);
  await conn.execute(
    sql`UPDATE versiones_pos SET version = ${d.version}, codigo = ${d.codigo}, plataforma = ${d.plataforma}, fecha = ${d.fecha},
               obligatoria = ${d.obligatoria}, notas = ${d.notas || null}
               ${paquete ? sql`, nombre_archivo = ${d.paquete!.nombre}, tamano = ${paquete.datos.length}, sha256 = ${paquete.sha256}` : sql``}
         WHERE id = ${d.id}`,
  );
  if (paquete) await conn.execute(sql`UPDATE versiones_pos_paquetes SET datos = ${paquete.datos} WHERE version_id = ${d.id}`);
}

/** Deletes a version never deployed (one deployed is retired instead, so its trail stays). */
export async function eliminarVersion(conn: Conn, autor: Autor, id: number): Promise<void> {
  soloPlataforma(autor);
  const v = await leerVersion(conn, id);
  if (v.despliegues > 0) throw badRequest(M.desplegadaNoSeElimina);
  await conn.execute(sql`DELETE FROM versiones_pos WHERE id = ${id}`);
}

/** Retirar versión: no device is told to run it any more and its package is no longer handed out. */
export async function retirarVersion(conn: Conn, autor: Autor, id: number): Promise<void> {
  soloPlataforma(autor);
  const v = await leerVersion(conn, id);
  if (v.estado !== 'A') throw badRequest(M.yaRetirada);
  await conn.execute(sql`UPDATE versiones_pos SET estado = 'I' WHERE id = ${id}`);
}

/**
 * A rollout: TODAS only by the platform operator; NEGOCIO the caller's own business (a business-level user) or any
 * for the platform operator; ESTACIONES stations in the caller's scope only (the operator's too: it is no tenant of
 * other businesses).
 */
export async function desplegarVersion(conn: Conn, autor: Autor, id: number, d: TDespliegueBody): Promise<number> {
  const v = await leerVersion(conn, id);
  if (v.estado !== 'A') throw badRequest(M.yaRetirada);
  let negocio: number | null = null;
  let estaciones: number[] = [];
  if (d.alcance === 'TODAS') {
    if (!autor.plataforma) throw forbidden(M.soloTodas);
  } else if (d.alcance === 'NEGOCIO') {
    negocio = d.negocio_id ?? autor.negocioId;
    if (!autor.plataforma && (negocio !== autor.negocioId || !autor.deNegocio)) throw forbidden(M.negocioAjeno);
    const existe = await fila<{ id: number }>(conn, sql`SELECT id FROM negocios WHERE id = ${negocio}`);
    if (!existe) throw errorCampo('negocio_id', M.negocioAjeno);
  } else {
    estaciones = [...new Set(d.estaciones ?? [])];
    if (estaciones.some((e) => !autor.empresas.has(e))) throw new AppError(403, M.negocioAjeno);
    const validas = await fila<{ n: number }>(
      conn,
      sql`SELECT count(*)::int AS n FROM empresas WHERE id = ANY(${enteros(estaciones)}::int[]) AND tipo = ${TIPO_EMPRESA.EDS}`,
    );
    if (validas?.n !== estaciones.length) throw errorCampo('estaciones', M.sinEstaciones);
  }
  const r = await fila<{ id: number }>(
    conn,
    sql`INSERT INTO versiones_pos_despliegues (version_id, alcance, negocio_id, estaciones, desde, usuario_id)
        VALUES (${id}, ${d.alcance}, ${negocio}, ${enteros(estaciones)}::int[], ${d.desde}, ${autor.usuarioId}) RETURNING id`,
  );
  return r!.id;
}

const ORDEN_EQUIPOS: Record<(typeof CAMPOS_ORDEN_EQUIPOS_VERSION)[number], SQL> = {
  estacion: sql`em.alias`,
  alias: sql`e.alias`,
  ultima_conexion: sql`c.ultima_conexion`,
};

/** The devices in the caller's stations whose last heartbeat reported this version (on a station of its platform). */
export async function equiposDeVersion(conn: Conn, id: number, empresas: ReadonlySet<number>, q: TEquiposVersionQuery) {
  const v = await leerVersion(conn, id);
  const condiciones: SQL[] = [
    sql`c.version_app = ${v.version}`,
    sql`e.empresa_id = ANY(${enteros(empresas)}::int[])`,
    sql`coalesce(em.atributos ->> 'plataforma', ${v.plataforma}) = ${v.plataforma}`,
  ];
  if (q.estado !== 'T') condiciones.push(sql`e.estado = ${q.estado}`);
  if (q.buscar) {
    const p = patron(q.buscar);
    condiciones.push(sql`(${coincide(sql`e.alias`, p)} OR ${coincide(sql`e.serial`, p)} OR ${coincide(sql`em.alias`, p)})`);
  }
  const orden = (q.orden?.length ? q.orden : [{ campo: 'estacion' as const, direccion: 'asc' as const }]).map(
    (o) => sql`${ORDEN_EQUIPOS[o.campo]} ${o.direccion === 'desc' ? sql`DESC NULLS LAST` : sql`ASC NULLS LAST`}`,
  );
  orden.push(sql`e.id`);
  return paginar<TEquipoVersion>(
    conn,
    {
      columnas: sql`e.id, e.alias, e.empresa_id, em.alias AS estacion, e.serial, c.version_app, ${textoInstante(sql`c.ultima_conexion`)} AS ultima_conexion, e.estado`,
      origen: sql`FROM equipos e JOIN empresas em ON em.id = e.empresa_id JOIN equipos_conexion c ON c.equipo_id = e.id
                  WHERE ${sql.join(condiciones, sql` AND `)}`,
      orden: sql.join(orden, sql`, `),
    },
    q,
  );
}

/** A version deployed to the station (active, of the station's platform, from a day already reached in Bogotá). */
const DESPLEGADA = (estacion: number) => sql`v.estado = 'A'
  AND v.plataforma = (SELECT atributos ->> 'plataforma' FROM empresas WHERE id = ${estacion})
  AND EXISTS (SELECT 1 FROM versiones_pos_despliegues d WHERE d.version_id = v.id AND d.desde <= ${HOY_BOGOTA}
                AND (d.alcance = 'TODAS'
                     OR (d.alcance = 'NEGOCIO' AND d.negocio_id = (SELECT negocio_id FROM empresas WHERE id = ${estacion}))
                     OR (d.alcance = 'ESTACIONES' AND ${estacion}::int = ANY(d.estaciones))))`;

/** What the station's devices must run: the highest code deployed to it, or null. */
export async function versionParaEstacion(conn: Conn, estacion: number): Promise<TVersionAsignada | null> {
  const v = await fila<Omit<TVersionAsignada, 'url'>>(
    conn,
    sql`SELECT v.id, v.version, v.codigo, v.obligatoria, v.sha256, v.tamano FROM versiones_pos v
         WHERE ${DESPLEGADA(estacion)} ORDER BY v.codigo DESC LIMIT 1`,
  );
  return v ? { ...v, url: `/api/pos/v1/versiones/${v.id}/paquete` } : null;
}

/** A package for a device of the station: only a version deployed to it (404 otherwise, so ids reveal nothing). */
export async function paqueteParaEstacion(
  conn: Conn,
  estacion: number,
  id: number,
): Promise<{ datos: Buffer; nombre: string; sha256: string } | undefined> {
  const r = await fila<{ datos: Buffer | Uint8Array; nombre_archivo: string; sha256: string }>(
    conn,
    sql`SELECT p.datos, v.nombre_archivo, v.sha256 FROM versiones_pos v JOIN versiones_pos_paquetes p ON p.version_id = v.id
         WHERE v.id = ${id} AND ${DESPLEGADA(estacion)}`,
  );
  return r ? { datos: Buffer.from(r.datos), nombre: r.nombre_archivo, sha256: r.sha256 } : undefined;
}
