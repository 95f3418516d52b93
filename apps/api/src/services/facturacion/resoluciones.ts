import { sql, type SQL } from 'drizzle-orm';
import { TIPO_EMPRESA } from '@eds/contracts/constantes';
import { MENSAJES_FE } from '@eds/contracts/facturacion/electronica';
import {
  MENSAJES_RESOLUCION as M,
  rangoCruzaCon,
  type CAMPOS_ORDEN_RESOLUCION,
  type TRangoDian,
  type TResolucion,
  type TResolucionGuardar,
  type TResolucionOpcion,
} from '@eds/contracts/facturacion/resoluciones';
import type { EstadoFiltro, OrdenCampo, TPaginacionQuery } from '@eds/contracts/paginacion';
import { fila, filas, type Conn } from '../../db/client';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { paginar } from '../../lib/paginar';
import { sinDigitoVerificacion } from './cufe';
import { DocumentoNoConstruible } from './datos';
import { ProveedorNoDisponible, type ProveedorFe, type RangoNumeracion } from './proveedor';
import { coincide } from '../../lib/busqueda';

/**
 * Resoluciones de facturación (SCREENS.md G17, table `resoluciones`): the numbering ranges of a station. A range
 * never shares a number with another range of the same prefix in the business (the invoice number is prefix +
 * consecutive under one NIT); one resolution is active per station, document type and business type; once a
 * document was numbered in it only its validity and alert thresholds change. `actual` is kept by whoever numbers
 * (sale ingestion, the Facturador) and is read-only here. The technical key is stored, never answered.
 */

type CampoOrden = (typeof CAMPOS_ORDEN_RESOLUCION)[number];

export interface FiltroResoluciones extends TPaginacionQuery {
  buscar?: string;
  estado: EstadoFiltro;
  orden?: OrdenCampo<CampoOrden>[];
  tipo_documento?: string;
}

const enteros = (ids: Iterable<number>) => `{${[...ids].join(',')}}`;

const RESTANTE = sql`(r.hasta - coalesce(r.actual, r.desde - 1))`;

const COLUMNA_ORDEN: Record<CampoOrden, SQL> = {
  estacion: sql`e.alias`,
  tipo_documento: sql`r.tipo_documento`,
  numero: sql`r.numero`,
  prefijo: sql`r.prefijo`,
  desde: sql`r.desde`,
  fecha_fin: sql`r.fecha_fin`,
  restante: RESTANTE,
  estado: sql`r.estado`,
};

const EN_USO = sql`(r.actual IS NOT NULL OR EXISTS (SELECT 1 FROM facturas_electronicas f WHERE f.resolucion_id = r.id))`;

const COLUMNAS = sql`r.id, r.empresa_id, e.alias AS estacion, r.tipo_documento, r.numero, r.prefijo, r.desde::float8 AS desde,
  r.hasta::float8 AS hasta, r.actual::float8 AS actual, ${RESTANTE}::float8 AS restante, r.fecha_inicio::text AS fecha_inicio,
  r.fecha_fin::text AS fecha_fin, (r.clave_tecnica IS NOT NULL AND r.clave_tecnica <> '') AS clave_tecnica_configurada,
  r.tipos_negocio, r.alerta_consecutivos, r.alerta_dias, r.equipos, r.estado, ${EN_USO} AS en_uso`;

function patron(buscar: string): string {
  return `%${buscar.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The stations of `ids` (a station, or every station under the given companies). */
export async function listarResoluciones(conn: Conn, estaciones: readonly number[], f: FiltroResoluciones) {
  const condiciones = [sql`r.empresa_id = ANY(${enteros(estaciones)}::int[])`];
  if (f.estado !== 'T') condiciones.push(sql`r.estado = ${f.estado}`);
  if (f.tipo_documento) condiciones.push(sql`r.tipo_documento = ${f.tipo_documento}`);
  if (f.buscar) {
    const p = patron(f.buscar);
    condiciones.push(
      sql`(${coincide(sql`r.numero`, p)} OR ${coincide(sql`r.prefijo`, p)} OR ${coincide(sql`r.tipo_documento`, p)} OR ${coincide(sql`e.alias`, p)})`,
    );
  }
  const orden = (
    f.orden?.length
      ? f.orden
      : [
          { campo: 'estacion' as const, direccion: 'asc' as const },
          { campo: 'tipo_documento' as const, direccion: 'asc' as const },
        ]
  ).map((o) => sql`${COLUMNA_ORDEN[o.campo]} ${o.direccion === 'desc' ? sql`DESC` : sql`ASC`}`);
  orden.push(sql`r.id`);
  return paginar<TResolucion>(
    conn,
    {
      columnas: COLUMNAS,
      origen: sql`FROM resoluciones r JOIN empresas e ON e.id = r.empresa_id WHERE ${sql.join(condiciones, sql` AND `)}`,
      orden: sql.join(orden, sql`, `),
    },
    f,
  );
}

/** Active resolutions of the stations, for selectors. */
export async function opcionesResolucion(conn: Conn, estaciones: readonly number[]): Promise<TResolucionOpcion[]> {
  return filas<TResolucionOpcion>(
    conn,
    sql`SELECT r.id, r.empresa_id, r.tipo_documento, r.numero, r.prefijo FROM resoluciones r
         WHERE r.empresa_id = ANY(${enteros(estaciones)}::int[]) AND r.estado = 'A' ORDER BY r.tipo_documento, r.prefijo, r.id`,
  );
}

export async function obtenerResolucion(conn: Conn, alcance: ReadonlySet<number>, id: number, bloquear = false): Promise<TResolucion> {
  if (bloquear) await conn.execute(sql`SELECT 1 FROM resoluciones WHERE id = ${id} FOR UPDATE`);
  const r = await fila<TResolucion>(
    conn,
    sql`SELECT ${COLUMNAS} FROM resoluciones r JOIN empresas e ON e.id = r.empresa_id
         WHERE r.id = ${id} AND r.empresa_id = ANY(${enteros(alcance)}::int[])`,
  );
  if (!r) throw notFound(M.noExiste);
  return r;
}

/** The station's business; refuses a company that is not a station. */
async function negocioDeEstacion(conn: Conn, empresaId: number): Promise<number> {
  const e = await fila<{ tipo: number; negocio_id: number }>(conn, sql`SELECT tipo, negocio_id FROM empresas WHERE id = ${empresaId}`);
  if (e?.tipo !== TIPO_EMPRESA.EDS) throw badRequest(M.noEsEstacion, [{ campo: 'empresa_id', mensaje: M.noEsEstacion }]);
  return e.negocio_id;
}

interface Regla {
  empresa_id: number;
  tipo_documento: string;
  prefijo: string;
  desde: number;
  hasta: number;
  tipos_negocio: readonly string[];
}

/**
 * The screen's rules, under a lock on the business's resolutions (two saves at once cannot both pass): the range
 * shares no number with another of the same prefix in the business, and, when it is to be active, no other active
 * resolution of the station has the document type and one of its business types.
 */
async function exigirReglas(conn: Conn, negocioId: number, r: Regla, salvoId: number, activa: boolean): Promise<void> {
  await conn.execute(sql`SELECT pg_advisory_xact_lock(hashtext('resoluciones'), ${negocioId})`);
  const cruce = await fila<{ numero: string }>(
    conn,
    sql`SELECT numero FROM resoluciones
         WHERE negocio_id = ${negocioId} AND prefijo = ${r.prefijo} AND id <> ${salvoId}
           AND desde <= ${r.hasta} AND ${r.desde} <= hasta
         ORDER BY id LIMIT 1`,
  );
  if (cruce) {
    const mensaje = rangoCruzaCon(cruce.numero);
    throw badRequest(mensaje, [
      { campo: 'desde', mensaje },
      { campo: 'hasta', mensaje },
    ]);
  }
  if (!activa) return;
  const otra = await fila<{ id: number }>(
    conn,
    sql`SELECT id FROM resoluciones
         WHERE empresa_id = ${r.empresa_id} AND tipo_documento = ${r.tipo_documento} AND estado = 'A' AND id <> ${salvoId}
           AND tipos_negocio && ${`{${r.tipos_negocio.join(',')}}`}::text[]
         LIMIT 1`,
  );
  if (otra) throw badRequest(M.activaRepetida, [{ campo: 'tipo_documento', mensaje: M.activaRepetida }]);
}

/** Every chosen device must be one of the resolution's station. */
async function exigirEquipos(conn: Conn, empresaId: number, equipos: readonly number[]): Promise<void> {
  const distintos = [...new Set(equipos)];
  if (distintos.length === 0) return;
  const propios = await fila<{ n: number }>(
    conn,
    sql`SELECT count(*)::int AS n FROM equipos WHERE id = ANY(${enteros(distintos)}::int[]) AND empresa_id = ${empresaId}`,
  );
  if (propios!.n !== distintos.length) throw badRequest(M.equipoAjeno, [{ campo: 'equipos', mensaje: M.equipoAjeno }]);
}

const textoEquipos = (equipos: readonly number[]) => enteros(new Set(equipos));

export async function crearResolucion(conn: Conn, r: TResolucionGuardar): Promise<number> {
  const negocioId = await negocioDeEstacion(conn, r.empresa_id);
  await exigirEquipos(conn, r.empresa_id, r.equipos);
  await exigirReglas(conn, negocioId, r, 0, true);
  const creada = await fila<{ id: number }>(
    conn,
    sql`INSERT INTO resoluciones (negocio_id, empresa_id, tipo_documento, numero, prefijo, desde, hasta, fecha_inicio, fecha_fin,
                                  clave_tecnica, tipos_negocio, alerta_consecutivos, alerta_dias, equipos)
        VALUES (${negocioId}, ${r.empresa_id}, ${r.tipo_documento}, ${r.numero}, ${r.prefijo}, ${r.desde}, ${r.hasta}, ${r.fecha_inicio},
                ${r.fecha_fin}, ${r.clave_tecnica ?? null}, ${`{${r.tipos_negocio.join(',')}}`}::text[], ${r.alerta_consecutivos}, ${r.alerta_dias},
                ${textoEquipos(r.equipos)}::int[])
        RETURNING id`,
  );
  return creada!.id;
}

const mismos = (a: readonly string[], b: readonly string[]) => [...a].sort().join(',') === [...b].sort().join(',');

export async function editarResolucion(conn: Conn, alcance: ReadonlySet<number>, id: number, r: TResolucionGuardar): Promise<void> {
  const actual = await obtenerResolucion(conn, alcance, id, true);
  if (actual.en_uso) {
    const clave = r.clave_tecnica
      ? await fila<{ igual: boolean }>(conn, sql`SELECT clave_tecnica = ${r.clave_tecnica} AS igual FROM resoluciones WHERE id = ${id}`)
      : { igual: true };
    const cambia =
      actual.empresa_id !== r.empresa_id ||
      actual.tipo_documento !== r.tipo_documento ||
      actual.numero !== r.numero ||
      actual.prefijo !== r.prefijo ||
      actual.desde !== r.desde ||
      actual.hasta !== r.hasta ||
      !mismos(actual.tipos_negocio, r.tipos_negocio) ||
      !clave?.igual;
    if (cambia) throw badRequest(M.enUso);
  }
  const negocioId = await negocioDeEstacion(conn, r.empresa_id);
  await exigirEquipos(conn, r.empresa_id, r.equipos);
  await exigirReglas(conn, negocioId, r, id, actual.estado === 'A');
  await conn.execute(
    sql`UPDATE resoluciones SET negocio_id = ${negocioId}, empresa_id = ${r.empresa_id}, tipo_documento = ${r.tipo_documento},
           numero = ${r.numero}, prefijo = ${r.prefijo}, desde = ${r.desde}, hasta = ${r.hasta}, fecha_inicio = ${r.fecha_inicio},
           fecha_fin = ${r.fecha_fin}, clave_tecnica = coalesce(${r.clave_tecnica ?? null}, clave_tecnica),
           tipos_negocio = ${`{${r.tipos_negocio.join(',')}}`}::text[], alerta_consecutivos = ${r.alerta_consecutivos},
           alerta_dias = ${r.alerta_dias}, equipos = ${textoEquipos(r.equipos)}::int[]
         WHERE id = ${id}`,
  );
}

export async function cambiarEstadoResolucion(conn: Conn, alcance: ReadonlySet<number>, id: number, estado: 'A' | 'I'): Promise<void> {
  const actual = await obtenerResolucion(conn, alcance, id, true);
  if (estado === 'A' && actual.estado !== 'A') {
    const negocioId = await negocioDeEstacion(conn, actual.empresa_id);
    await exigirReglas(conn, negocioId, actual, id, true);
  }
  await conn.execute(sql`UPDATE resoluciones SET estado = ${estado} WHERE id = ${id}`);
}

export async function eliminarResolucion(conn: Conn, alcance: ReadonlySet<number>, id: number): Promise<void> {
  const r = await obtenerResolucion(conn, alcance, id, true);
  const referida = await fila<{ si: boolean }>(conn, sql`SELECT EXISTS (SELECT 1 FROM ventas WHERE resolucion_id = ${id}) AS si`);
  if (r.en_uso || referida?.si) throw badRequest(M.enUsoEliminar);
  // A device naming it as its Resolución (G05) keeps no dangling reference.
  await conn.execute(sql`UPDATE equipos SET resolucion_id = NULL WHERE resolucion_id = ${id}`);
  await conn.execute(sql`DELETE FROM resoluciones WHERE id = ${id}`);
}

/** The simulator's configured ranges for a NIT and software (its answer to GetNumberingRange). */
export async function rangosSimulador(conn: Conn, nit: string, softwareId: string): Promise<RangoNumeracion[]> {
  return filas<RangoNumeracion>(
    conn,
    sql`SELECT numero, fecha_resolucion::text AS "fechaResolucion", prefijo, desde::float8 AS desde, hasta::float8 AS hasta,
               fecha_inicio::text AS "fechaInicio", fecha_fin::text AS "fechaFin", clave_tecnica AS "claveTecnica"
          FROM fe_simulador_rangos WHERE nit = ${nit} AND (software_id IS NULL OR software_id = ${softwareId})
         ORDER BY fecha_resolucion DESC, prefijo, desde`,
  );
}

/**
 * `Consultar DIAN`: asks the provider (GetNumberingRange) for the ranges authorised to the station's NIT and the
 * business's software, marking those the business already registered. Nothing is stored: the answer prefills the form.
 */
export async function consultarRangosDian(conn: Conn, proveedor: ProveedorFe, empresaId: number): Promise<TRangoDian[]> {
  const e = await fila<{ tipo: number; negocio_id: number; nit: string | null; software_id: string | null }>(
    conn,
    sql`SELECT e.tipo, e.negocio_id, coalesce(nullif(e.nit, ''), n.nit) AS nit, c.software_id
          FROM empresas e JOIN negocios n ON n.id = e.negocio_id LEFT JOIN fe_configuracion c ON c.negocio_id = e.negocio_id
         WHERE e.id = ${empresaId}`,
  );
  if (e?.tipo !== TIPO_EMPRESA.EDS) throw badRequest(M.noEsEstacion, [{ campo: 'empresa_id', mensaje: M.noEsEstacion }]);
  if (!e.software_id) throw badRequest(M.sinConfiguracionFe);
  if (!e.nit) throw badRequest(M.sinNit);
  let rangos: RangoNumeracion[];
  try {
    rangos = await proveedor.rangosNumeracion(sinDigitoVerificacion(e.nit), e.software_id, e.negocio_id);
  } catch (err) {
    if (err instanceof ProveedorNoDisponible) throw new AppError(400, MENSAJES_FE.sinConexionProveedor);
    // The business's own registration cannot make the call (no configuration, no valid certificate).
    if (err instanceof DocumentoNoConstruible) throw new AppError(400, err.message);
    throw err;
  }
  const registradas = await filas<{ numero: string; prefijo: string; desde: number; empresa_id: number }>(
    conn,
    sql`SELECT numero, prefijo, desde::float8 AS desde, empresa_id FROM resoluciones WHERE negocio_id = ${e.negocio_id}`,
  );
  // DIAN answers every range of the NIT (stations may share one): the station's own prefixes come first.
  const propios = new Set(registradas.filter((x) => x.empresa_id === empresaId).map((x) => x.prefijo));
  rangos = [...rangos].sort((a, b) => Number(propios.has(b.prefijo)) - Number(propios.has(a.prefijo)));
  return rangos.map((r) => ({
    numero: r.numero,
    fecha_resolucion: r.fechaResolucion,
    prefijo: r.prefijo,
    desde: r.desde,
    hasta: r.hasta,
    fecha_inicio: r.fechaInicio,
    fecha_fin: r.fechaFin,
    clave_tecnica: r.claveTecnica,
    registrada: registradas.some((x) => x.numero === r.numero && x.prefijo === r.prefijo && x.desde === r.desde),
  }));
}
