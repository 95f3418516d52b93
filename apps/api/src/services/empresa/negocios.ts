import { sql, type SQL } from 'drizzle-orm';
import type { TEstadoRegistro } from '@eds/contracts/configuracion/catalogo';
import {
  LOGO_MAXIMO_BYTES,
  MENSAJES_NEGOCIO as M,
  type CAMPOS_ORDEN_DOMINIO,
  type TDominioDetalle,
  type TDominioFila,
  type TDominioGuardar,
  type TNegocioFila,
  type TNegocioGuardar,
} from '@eds/contracts/empresa/negocios';
import { MENSAJES } from '@eds/contracts/mensajes';
import type { EstadoFiltro, OrdenCampo, TPaginacionQuery } from '@eds/contracts/paginacion';
import { fila, type Conn } from '../../db/client';
import type { ParametrosDominio } from '../../db/schema/empresa';
import { badRequest, notFound } from '../../lib/errors';
import { paginar } from '../../lib/paginar';
import { tipoDeImagen } from '../usuarios/fotos';
import { coincide } from '../../lib/busqueda';

/**
 * Negocios (SCREENS.md G01, decision 054): the caller's own business and its domains. A business is a tenant and
 * tenants never see each other, so every call takes the session's business and another id answers 404.
 */

const error = (campo: string, mensaje: string) => badRequest(mensaje, [{ campo, mensaje }]);

/** GET negocio/{id}: razón social and country fall back to the root company's until the business is first saved. */
export async function obtenerNegocio(conn: Conn, negocioId: number, id: number): Promise<TNegocioFila> {
  if (id !== negocioId) throw notFound(M.negocioNoExiste);
  const n = await fila<TNegocioFila>(
    conn,
    sql`SELECT n.id, n.nombre, n.nit, COALESCE(n.razon_social, r.razon_social) AS razon_social, n.tipo,
               COALESCE(n.pais_id, r.pais_id) AS pais_id, p.nombre AS pais, n.estado
          FROM negocios n
          LEFT JOIN LATERAL (SELECT e.razon_social, e.pais_id FROM empresas e
                              WHERE e.negocio_id = n.id AND e.empresas_id IS NULL ORDER BY e.id LIMIT 1) r ON true
          LEFT JOIN paises p ON p.id = COALESCE(n.pais_id, r.pais_id)
         WHERE n.id = ${id}`,
  );
  if (!n) throw notFound(M.negocioNoExiste);
  return n;
}

/** PUT negocio/{id}: the NIT stays unique among businesses (the operators' command refuses a repeated one too). */
export async function editarNegocio(conn: Conn, negocioId: number, id: number, d: TNegocioGuardar): Promise<void> {
  await obtenerNegocio(conn, negocioId, id);
  if (!(await fila(conn, sql`SELECT 1 FROM paises WHERE id = ${d.pais_id}`))) throw error('pais_id', MENSAJES.campoObligatorioCorto);
  await conn.execute(sql`SELECT pg_advisory_xact_lock(hashtext('negocios_nit'))`);
  const numero = d.nit.split('-')[0];
  const otro = await fila(conn, sql`SELECT 1 FROM negocios WHERE split_part(nit, '-', 1) = ${numero} AND id <> ${id}`);
  if (otro) throw error('nit', M.nitRepetido);
  await conn.execute(
    sql`UPDATE negocios SET nombre = ${d.nombre}, nit = ${d.nit}, razon_social = ${d.razon_social}, tipo = ${d.tipo}, pais_id = ${d.pais_id}
         WHERE id = ${id}`,
  );
}

const COLUMNAS = sql`d.id, d.host, d.alias, d.tipo, d.parametros ->> 'color1' AS color1, d.parametros ->> 'color2' AS color2,
  COALESCE(d.parametros ->> 'nombre_empresa', '') AS copyright, COALESCE(d.parametros ->> 'formato_numero', 'COP') AS formato_numero,
  COALESCE(d.parametros ->> 'logo', '') <> '' AS con_logo, d.estado`;

type CampoOrden = (typeof CAMPOS_ORDEN_DOMINIO)[number];
const COLUMNA_ORDEN: Record<CampoOrden, SQL> = { host: sql`d.host`, alias: sql`d.alias`, tipo: sql`d.tipo`, estado: sql`d.estado` };

export interface FiltroDominios extends TPaginacionQuery {
  buscar?: string;
  estado: EstadoFiltro;
  orden?: OrdenCampo<CampoOrden>[];
}

const patron = (buscar: string) => `%${buscar.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** GET dominio/negocio/{id}: one page of the business's domains, searched by host or alias. */
export async function listarDominios(conn: Conn, negocioId: number, id: number, f: FiltroDominios) {
  if (id !== negocioId) throw notFound(M.negocioNoExiste);
  const condiciones = [sql`d.negocio_id = ${id}`];
  if (f.estado !== 'T') condiciones.push(sql`d.estado = ${f.estado}`);
  if (f.buscar) {
    const b = patron(f.buscar);
    condiciones.push(sql`(${coincide(sql`d.host`, b)} OR ${coincide(sql`d.alias`, b)})`);
  }
  const orden = (f.orden?.length ? f.orden : [{ campo: 'host' as const, direccion: 'asc' as const }]).map(
    (o) => sql`${COLUMNA_ORDEN[o.campo]} ${o.direccion === 'desc' ? sql`DESC NULLS LAST` : sql`ASC NULLS LAST`}`,
  );
  orden.push(sql`d.id`);
  return paginar<TDominioFila>(
    conn,
    { columnas: COLUMNAS, origen: sql`FROM dominios d WHERE ${sql.join(condiciones, sql` AND `)}`, orden: sql.join(orden, sql`, `) },
    f,
  );
}

/** GET dominio/{id}: one domain of the business, with its logo; another business's is 404. */
export async function obtenerDominio(conn: Conn, negocioId: number, id: number): Promise<TDominioDetalle> {
  const d = await fila<TDominioDetalle>(
    conn,
    sql`SELECT ${COLUMNAS}, NULLIF(d.parametros ->> 'logo', '') AS logo FROM dominios d WHERE d.id = ${id} AND d.negocio_id = ${negocioId}`,
  );
  if (!d) throw notFound(M.dominioNoExiste);
  return d;
}

/** The logo's bytes are an image of an accepted type, read from the bytes themselves, and at most 1 MB. */
function validarLogo(logo: string | null): void {
  if (logo === null) return;
  const datos = Buffer.from(logo.slice(logo.indexOf(',') + 1), 'base64');
  if (datos.length > LOGO_MAXIMO_BYTES) throw error('logo', M.logoGrande);
  const tipo = tipoDeImagen(datos);
  if (!tipo || !logo.startsWith(`data:${tipo};`)) throw error('logo', M.logoFormato);
}

/** UNQ: a host belongs to one domain of all the businesses, whatever its case (serialised by one lock). */
async function validarHost(conn: Conn, host: string, salvoId = 0): Promise<void> {
  await conn.execute(sql`SELECT pg_advisory_xact_lock(hashtext('dominios_host'))`);
  if (await fila(conn, sql`SELECT 1 FROM dominios WHERE lower(host) = ${host} AND id <> ${salvoId}`)) throw error('host', M.hostRepetido);
}

function parametros(d: TDominioGuardar): ParametrosDominio {
  return { color1: d.color1, color2: d.color2, formato_numero: d.formato_numero, logo: d.logo, nombre_empresa: d.copyright };
}

/** POST dominio: a new domain of the caller's business. */
export async function crearDominio(conn: Conn, negocioId: number, d: TDominioGuardar): Promise<number> {
  validarLogo(d.logo);
  await validarHost(conn, d.host);
  const r = await fila<{ id: number }>(
    conn,
    sql`INSERT INTO dominios (host, negocio_id, alias, tipo, parametros)
        VALUES (${d.host}, ${negocioId}, ${d.alias}, ${d.tipo}, ${JSON.stringify(parametros(d))}::jsonb) RETURNING id`,
  );
  return r!.id;
}

/** PUT dominio/{id}: the other keys of `parametros` are kept. */
export async function editarDominio(conn: Conn, negocioId: number, id: number, d: TDominioGuardar): Promise<void> {
  await obtenerDominio(conn, negocioId, id);
  validarLogo(d.logo);
  await validarHost(conn, d.host, id);
  await conn.execute(
    sql`UPDATE dominios SET host = ${d.host}, alias = ${d.alias}, tipo = ${d.tipo},
               parametros = parametros || ${JSON.stringify(parametros(d))}::jsonb
         WHERE id = ${id} AND negocio_id = ${negocioId}`,
  );
}

/** PUT dominio/{id}/{A|I}: a business keeps at least one active domain, or no one could sign in to it. */
export async function cambiarEstadoDominio(conn: Conn, negocioId: number, id: number, estado: TEstadoRegistro): Promise<void> {
  await obtenerDominio(conn, negocioId, id);
  if (estado === 'I') {
    await conn.execute(sql`SELECT pg_advisory_xact_lock(hashtext('dominios_activos'), ${negocioId})`);
    const otros = await fila<{ n: number }>(
      conn,
      sql`SELECT count(*)::int AS n FROM dominios WHERE negocio_id = ${negocioId} AND estado = 'A' AND id <> ${id}`,
    );
    if ((otros?.n ?? 0) === 0) throw badRequest(M.ultimoDominio);
  }
  await conn.execute(sql`UPDATE dominios SET estado = ${estado} WHERE id = ${id} AND negocio_id = ${negocioId}`);
}
