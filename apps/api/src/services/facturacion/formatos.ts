import { sql, type SQL } from 'drizzle-orm';
import { TIPO_EMPRESA } from '@eds/contracts/constantes';
import {
  CLAVES_MENSAJES_POS,
  MENSAJES_FORMATO as M,
  MENSAJES_POS_DEFECTO,
  type CAMPOS_ORDEN_FORMATO,
  type TFormato,
  type TFormatoEds,
  type TFormatoGuardar,
  type TMensajesPos,
  type TMensajesPosBody,
} from '@eds/contracts/facturacion/formatos';
import type { EstadoFiltro, OrdenCampo, TPaginacionQuery } from '@eds/contracts/paginacion';
import { fila, filas, type Conn } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { paginar } from '../../lib/paginar';
import { coincide } from '../../lib/busqueda';

/**
 * Formatos de factura (SCREENS.md G17, tables `formatos_factura`, `formatos_factura_estaciones`) and the POS invoice
 * messages (`mensajes_pos`). A format belongs to a business; each station prints with one format, so assigning a
 * station moves it from its previous format. Stations are only ever read or assigned inside the caller's scope.
 */

type CampoOrden = (typeof CAMPOS_ORDEN_FORMATO)[number];

export interface FiltroFormatos extends TPaginacionQuery {
  buscar?: string;
  estado: EstadoFiltro;
  orden?: OrdenCampo<CampoOrden>[];
}

const enteros = (ids: Iterable<number>) => `{${[...ids].join(',')}}`;

const COLUMNA_ORDEN: Record<CampoOrden, SQL> = {
  descripcion: sql`f.descripcion`,
  formato: sql`f.formato`,
  copias: sql`f.copias`,
  estado: sql`f.estado`,
};

const columnas = (alcance: ReadonlySet<number>) => sql`f.id, f.descripcion, f.formato, f.encabezado, f.pie, f.leyendas,
  f.copias::int AS copias, f.estado,
  coalesce((SELECT json_agg(json_build_object('id', e.id, 'alias', e.alias) ORDER BY e.alias)
              FROM formatos_factura_estaciones fe JOIN empresas e ON e.id = fe.empresa_id
             WHERE fe.formato_id = f.id AND fe.empresa_id = ANY(${enteros(alcance)}::int[])), '[]'::json) AS estaciones`;

function patron(buscar: string): string {
  return `%${buscar.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function listarFormatos(conn: Conn, negocioId: number, alcance: ReadonlySet<number>, f: FiltroFormatos) {
  const condiciones = [sql`f.negocio_id = ${negocioId}`];
  if (f.estado !== 'T') condiciones.push(sql`f.estado = ${f.estado}`);
  if (f.buscar) {
    const p = patron(f.buscar);
    condiciones.push(sql`(${coincide(sql`f.descripcion`, p)} OR ${coincide(sql`f.formato`, p)} OR ${coincide(sql`f.encabezado`, p)})`);
  }
  const orden = (f.orden?.length ? f.orden : [{ campo: 'descripcion' as const, direccion: 'asc' as const }]).map(
    (o) => sql`${COLUMNA_ORDEN[o.campo]} ${o.direccion === 'desc' ? sql`DESC` : sql`ASC`}`,
  );
  orden.push(sql`f.id`);
  return paginar<TFormato>(
    conn,
    {
      columnas: columnas(alcance),
      origen: sql`FROM formatos_factura f WHERE ${sql.join(condiciones, sql` AND `)}`,
      orden: sql.join(orden, sql`, `),
    },
    f,
  );
}

export async function obtenerFormato(conn: Conn, negocioId: number, alcance: ReadonlySet<number>, id: number, bloquear = false) {
  if (bloquear) await conn.execute(sql`SELECT 1 FROM formatos_factura WHERE id = ${id} AND negocio_id = ${negocioId} FOR UPDATE`);
  const r = await fila<TFormato>(
    conn,
    sql`SELECT ${columnas(alcance)} FROM formatos_factura f WHERE f.id = ${id} AND f.negocio_id = ${negocioId}`,
  );
  if (!r) throw notFound(M.noExiste);
  return r;
}

/** The stations must be stations of the business (the route has checked they are in the caller's scope). */
async function exigirEstaciones(conn: Conn, negocioId: number, estaciones: readonly number[]): Promise<void> {
  if (estaciones.length === 0) return;
  const validas = await fila<{ n: number }>(
    conn,
    sql`SELECT count(*)::int AS n FROM empresas WHERE id = ANY(${enteros(estaciones)}::int[]) AND tipo = ${TIPO_EMPRESA.EDS}
           AND negocio_id = ${negocioId}`,
  );
  if ((validas?.n ?? 0) !== new Set(estaciones).size) throw badRequest(M.noEsEstacion, [{ campo: 'estaciones', mensaje: M.noEsEstacion }]);
}

/** Each station prints with one format: the listed stations move to `formatoId`. */
async function moverEstaciones(conn: Conn, formatoId: number, estaciones: readonly number[]): Promise<void> {
  if (estaciones.length === 0) return;
  await conn.execute(
    sql`INSERT INTO formatos_factura_estaciones (empresa_id, formato_id)
        SELECT x, ${formatoId} FROM unnest(${enteros(new Set(estaciones))}::int[]) AS x
        ON CONFLICT (empresa_id) DO UPDATE SET formato_id = EXCLUDED.formato_id, asignado_en = now()
        WHERE formatos_factura_estaciones.formato_id <> EXCLUDED.formato_id`,
  );
}

export async function crearFormato(conn: Conn, negocioId: number, f: TFormatoGuardar): Promise<number> {
  await exigirEstaciones(conn, negocioId, f.estaciones);
  const r = await fila<{ id: number }>(
    conn,
    sql`INSERT INTO formatos_factura (negocio_id, descripcion, formato, encabezado, pie, leyendas, copias)
        VALUES (${negocioId}, ${f.descripcion}, ${f.formato}, ${f.encabezado}, ${f.pie}, ${f.leyendas}, ${f.copias}) RETURNING id`,
  );
  await moverEstaciones(conn, r!.id, f.estaciones);
  return r!.id;
}

/** Edits the format; its stations (within the caller's scope) become exactly the listed ones. */
export async function editarFormato(conn: Conn, negocioId: number, alcance: ReadonlySet<number>, id: number, f: TFormatoGuardar) {
  const actual = await obtenerFormato(conn, negocioId, alcance, id, true);
  await exigirEstaciones(conn, negocioId, f.estaciones);
  if (actual.estado !== 'A' && f.estaciones.length > 0) throw badRequest(M.inactivo);
  await conn.execute(
    sql`UPDATE formatos_factura SET descripcion = ${f.descripcion}, formato = ${f.formato}, encabezado = ${f.encabezado}, pie = ${f.pie},
           leyendas = ${f.leyendas}, copias = ${f.copias} WHERE id = ${id}`,
  );
  await conn.execute(
    sql`DELETE FROM formatos_factura_estaciones WHERE formato_id = ${id} AND empresa_id = ANY(${enteros(alcance)}::int[])
           AND NOT (empresa_id = ANY(${enteros(f.estaciones)}::int[]))`,
  );
  await moverEstaciones(conn, id, f.estaciones);
}

export async function cambiarEstadoFormato(conn: Conn, negocioId: number, alcance: ReadonlySet<number>, id: number, estado: 'A' | 'I') {
  await obtenerFormato(conn, negocioId, alcance, id, true);
  if (estado === 'I') {
    const usado = await fila<{ si: boolean }>(
      conn,
      sql`SELECT EXISTS (SELECT 1 FROM formatos_factura_estaciones WHERE formato_id = ${id}) AS si`,
    );
    if (usado?.si) throw badRequest(M.conEstaciones);
  }
  await conn.execute(sql`UPDATE formatos_factura SET estado = ${estado} WHERE id = ${id}`);
}

/** `listarFormatosEds/{id}`: the format the station prints with (an empty list when it has none). */
export async function formatosDeEstacion(conn: Conn, estacionId: number): Promise<TFormatoEds[]> {
  return filas<TFormatoEds>(
    conn,
    sql`SELECT e.id AS estacion_id, e.alias AS estacion, f.id AS formato_id, f.descripcion, f.formato, f.copias::int AS copias
          FROM formatos_factura_estaciones fe JOIN formatos_factura f ON f.id = fe.formato_id JOIN empresas e ON e.id = fe.empresa_id
         WHERE fe.empresa_id = ${estacionId}`,
  );
}

/** `POST formatos/eds`: the stations print with an active format of the business from now on. */
export async function asignarFormato(conn: Conn, negocioId: number, alcance: ReadonlySet<number>, formatoId: number, estaciones: number[]) {
  const f = await obtenerFormato(conn, negocioId, alcance, formatoId, true);
  if (f.estado !== 'A') throw badRequest(M.inactivo);
  await exigirEstaciones(conn, negocioId, estaciones);
  await moverEstaciones(conn, formatoId, estaciones);
}

/** The business's POS messages: what it saved, the defaults for any key it never saved. */
export async function mensajesPos(conn: Conn, negocioId: number): Promise<TMensajesPos> {
  const r = await fila<{ mensajes: Record<string, unknown> }>(conn, sql`SELECT mensajes FROM mensajes_pos WHERE negocio_id = ${negocioId}`);
  const guardados = r?.mensajes ?? {};
  return Object.fromEntries(
    CLAVES_MENSAJES_POS.map((c) => [c, typeof guardados[c] === 'string' ? guardados[c] : MENSAJES_POS_DEFECTO[c]]),
  ) as TMensajesPos;
}

export async function guardarMensajesPos(conn: Conn, negocioId: number, m: TMensajesPosBody): Promise<void> {
  await conn.execute(
    sql`INSERT INTO mensajes_pos (negocio_id, mensajes) VALUES (${negocioId}, ${JSON.stringify(m)}::jsonb)
        ON CONFLICT (negocio_id) DO UPDATE SET mensajes = EXCLUDED.mensajes, actualizado_en = now()`,
  );
}
