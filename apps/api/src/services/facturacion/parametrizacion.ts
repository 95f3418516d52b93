import { sql } from 'drizzle-orm';
import { TIPO_EMPRESA } from '@eds/contracts/constantes';
import { ESTADOS_FE } from '@eds/contracts/operacion';
import { MENSAJES_DOCUMENTOS_FE } from '@eds/contracts/facturacion/documentos';
import { NOMBRE_ESTADO_FE } from '@eds/contracts/facturacion/electronica';
import {
  CODIGOS_OBLIGACION,
  CODIGOS_PARAMETROS_FE,
  CODIGOS_PARAMETROS_REMISION,
  MENSAJES_FE_PARAMETRIZACION as M,
  OBLIGACIONES_FISCALES,
  type TEstadoFacturacion,
  type TMotivoAnulacionGuardar,
  type TMotivoAnulacionParam,
  type TNotaFacturacion,
  type TNotaFacturacionGuardar,
  type TObligacionesFiscales,
  type TObligatoriedadFe,
  type TParametrosEstacion,
  type TParametrosFe,
  type TParametrosRemision,
  type TTipoReferencia,
  type TTipoReferenciaGuardar,
} from '@eds/contracts/facturacion/parametrizacion';
import { fila, filas, type Conn } from '../../db/client';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { valorEfectivo } from '../parametros';
import { guardarValor, idDefinicion } from '../parametros/gestion';
import { HOY_BOGOTA } from '../../lib/tiempo';

/**
 * The electronic-invoicing parameter tabs (issue 12 item 4): business catalogues (annulment reasons, reference
 * types, note texts) in their tables, a station's fiscal responsibilities, and per-station settings stored as G10
 * parameter values at the ESTACION level. Permission and scope are checked by the routes; every function here
 * also bounds its reads and writes by the business (or the station) it is given.
 */

const enteros = (ids: Iterable<number>) => `{${[...ids].join(',')}}`;
const esUnico = (err: unknown) => (err as { code?: string }).code === '23505';

// ---------------------------------------------------------------- states

export async function estadosFacturacion(conn: Conn, alcance: ReadonlySet<number>): Promise<TEstadoFacturacion[]> {
  const cuentas = await filas<{ estado: number; n: number }>(
    conn,
    sql`SELECT estado::int AS estado, count(*)::int AS n FROM facturas_electronicas
         WHERE empresa_id = ANY(${enteros(alcance)}::int[]) GROUP BY estado`,
  );
  const por = new Map(cuentas.map((c) => [c.estado, c.n]));
  return ESTADOS_FE.map((e) => ({ id: e, descripcion: NOMBRE_ESTADO_FE[e], facturas: por.get(e) ?? 0 }));
}

// ---------------------------------------------------------------- annulment reasons

export async function listarMotivosAnulacion(conn: Conn, negocioId: number): Promise<TMotivoAnulacionParam[]> {
  return filas<TMotivoAnulacionParam>(
    conn,
    sql`SELECT id, descripcion, estado, negocio_id IS NULL AS sistema FROM motivos_anulacion
         WHERE negocio_id IS NULL OR negocio_id = ${negocioId} ORDER BY negocio_id NULLS FIRST, id`,
  );
}

/** Creates (no id) or edits a reason of the business; system reasons are not edited. */
export async function guardarMotivoAnulacion(conn: Conn, negocioId: number, m: TMotivoAnulacionGuardar): Promise<number> {
  const repetida = () => badRequest(M.descripcionRepetida, [{ campo: 'descripcion', mensaje: M.descripcionRepetida }]);
  const otra = await fila<{ id: number }>(
    conn,
    sql`SELECT id FROM motivos_anulacion WHERE (negocio_id IS NULL OR negocio_id = ${negocioId}) AND upper(descripcion) = upper(${m.descripcion})
          ${m.id ? sql`AND id <> ${m.id}` : sql``}`,
  );
  if (otra) throw repetida();
  try {
    if (!m.id) {
      const r = await fila<{ id: number }>(
        conn,
        sql`INSERT INTO motivos_anulacion (negocio_id, descripcion, estado) VALUES (${negocioId}, ${m.descripcion}, ${m.estado}) RETURNING id`,
      );
      return r!.id;
    }
    const actual = await fila<{ negocio_id: number | null }>(
      conn,
      sql`SELECT negocio_id FROM motivos_anulacion WHERE id = ${m.id} AND (negocio_id IS NULL OR negocio_id = ${negocioId}) FOR UPDATE`,
    );
    if (!actual) throw notFound(M.noExiste);
    if (actual.negocio_id === null) throw badRequest(M.motivoSistema);
    await conn.execute(sql`UPDATE motivos_anulacion SET descripcion = ${m.descripcion}, estado = ${m.estado} WHERE id = ${m.id}`);
    return m.id;
  } catch (err) {
    if (esUnico(err)) throw repetida();
    throw err;
  }
}

// ---------------------------------------------------------------- reference types

export async function listarTiposReferencia(conn: Conn, negocioId: number): Promise<TTipoReferencia[]> {
  return filas<TTipoReferencia>(
    conn,
    sql`SELECT id, tipo_nota, codigo, descripcion, estado, negocio_id IS NULL AS sistema FROM fe_tipos_referencia
         WHERE negocio_id IS NULL OR negocio_id = ${negocioId} ORDER BY tipo_nota, negocio_id NULLS FIRST, codigo, id`,
  );
}

export async function guardarTipoReferencia(conn: Conn, negocioId: number, x: TTipoReferenciaGuardar): Promise<number> {
  const repetido = () => badRequest(M.codigoRepetido, [{ campo: 'codigo', mensaje: M.codigoRepetido }]);
  // A business code may not shadow DIAN's own code of the same note type either.
  const otro = await fila<{ id: number }>(
    conn,
    sql`SELECT id FROM fe_tipos_referencia WHERE (negocio_id IS NULL OR negocio_id = ${negocioId}) AND tipo_nota = ${x.tipo_nota}
          AND codigo = ${x.codigo} ${x.id ? sql`AND id <> ${x.id}` : sql``}`,
  );
  if (otro) throw repetido();
  try {
    if (!x.id) {
      const r = await fila<{ id: number }>(
        conn,
        sql`INSERT INTO fe_tipos_referencia (negocio_id, tipo_nota, codigo, descripcion, estado)
            VALUES (${negocioId}, ${x.tipo_nota}, ${x.codigo}, ${x.descripcion}, ${x.estado}) RETURNING id`,
      );
      return r!.id;
    }
    const actual = await fila<{ negocio_id: number | null }>(
      conn,
      sql`SELECT negocio_id FROM fe_tipos_referencia WHERE id = ${x.id} AND (negocio_id IS NULL OR negocio_id = ${negocioId}) FOR UPDATE`,
    );
    if (!actual) throw notFound(M.noExiste);
    if (actual.negocio_id === null) throw badRequest(M.tipoSistema);
    await conn.execute(
      sql`UPDATE fe_tipos_referencia SET tipo_nota = ${x.tipo_nota}, codigo = ${x.codigo}, descripcion = ${x.descripcion}, estado = ${x.estado}
           WHERE id = ${x.id}`,
    );
    return x.id;
  } catch (err) {
    if (esUnico(err)) throw repetido();
    throw err;
  }
}

// ---------------------------------------------------------------- credit/debit note texts

const COLUMNAS_NOTA = sql`n.id, n.tipo_nota, n.tipo_referencia_id, t.codigo || ' - ' || t.descripcion AS tipo_referencia, n.descripcion, n.estado`;

export async function listarNotasFacturacion(conn: Conn, negocioId: number): Promise<TNotaFacturacion[]> {
  return filas<TNotaFacturacion>(
    conn,
    sql`SELECT ${COLUMNAS_NOTA} FROM fe_notas_facturacion n JOIN fe_tipos_referencia t ON t.id = n.tipo_referencia_id
         WHERE n.negocio_id = ${negocioId} ORDER BY n.tipo_nota, n.id`,
  );
}

export async function obtenerNotaFacturacion(conn: Conn, negocioId: number, id: number): Promise<TNotaFacturacion> {
  const n = await fila<TNotaFacturacion>(
    conn,
    sql`SELECT ${COLUMNAS_NOTA} FROM fe_notas_facturacion n JOIN fe_tipos_referencia t ON t.id = n.tipo_referencia_id
         WHERE n.id = ${id} AND n.negocio_id = ${negocioId}`,
  );
  if (!n) throw notFound(M.noExiste);
  return n;
}

/** Creates (no id) or edits a note text; its reference type must be of the same note type and active. */
export async function guardarNotaFacturacion(conn: Conn, negocioId: number, x: TNotaFacturacionGuardar, id?: number): Promise<number> {
  const tipo = await fila<{ tipo_nota: string; estado: string }>(
    conn,
    sql`SELECT tipo_nota, estado FROM fe_tipos_referencia WHERE id = ${x.tipo_referencia_id}
          AND (negocio_id IS NULL OR negocio_id = ${negocioId})`,
  );
  if (!tipo) throw badRequest(M.noExiste, [{ campo: 'tipo_referencia_id', mensaje: M.noExiste }]);
  if (tipo.tipo_nota !== x.tipo_nota)
    throw badRequest(M.tipoNoCorresponde, [{ campo: 'tipo_referencia_id', mensaje: M.tipoNoCorresponde }]);
  if (tipo.estado !== 'A') throw badRequest(M.tipoInactivo, [{ campo: 'tipo_referencia_id', mensaje: M.tipoInactivo }]);
  if (id === undefined) {
    const r = await fila<{ id: number }>(
      conn,
      sql`INSERT INTO fe_notas_facturacion (negocio_id, tipo_nota, tipo_referencia_id, descripcion, estado)
          VALUES (${negocioId}, ${x.tipo_nota}, ${x.tipo_referencia_id}, ${x.descripcion}, ${x.estado}) RETURNING id`,
    );
    return r!.id;
  }
  const r = await filas<{ id: number }>(
    conn,
    sql`UPDATE fe_notas_facturacion SET tipo_nota = ${x.tipo_nota}, tipo_referencia_id = ${x.tipo_referencia_id},
               descripcion = ${x.descripcion}, estado = ${x.estado}
         WHERE id = ${id} AND negocio_id = ${negocioId} RETURNING id`,
  );
  if (r.length === 0) throw notFound(M.noExiste);
  return id;
}

// ---------------------------------------------------------------- stations

/** Ids among `ids` that are stations (tipo EDS) of the business. */
async function estacionesDelNegocio(conn: Conn, negocioId: number, ids: readonly number[]): Promise<Map<number, string>> {
  const r = await filas<{ id: number; alias: string }>(
    conn,
    sql`SELECT id, alias FROM empresas WHERE id = ANY(${enteros(ids)}::int[]) AND tipo = ${TIPO_EMPRESA.EDS} AND negocio_id = ${negocioId}`,
  );
  return new Map(r.map((x) => [x.id, x.alias]));
}

export async function exigirEstacion(conn: Conn, negocioId: number, id: number): Promise<void> {
  if (!(await estacionesDelNegocio(conn, negocioId, [id])).has(id)) throw badRequest(M.noEsEstacion);
}

// ---------------------------------------------------------------- fiscal responsibilities

export async function obligacionesFiscales(conn: Conn, estacionId: number): Promise<TObligacionesFiscales> {
  const r = await filas<{ codigo: string }>(conn, sql`SELECT codigo FROM fe_obligaciones_fiscales WHERE empresa_id = ${estacionId}`);
  const activas = new Set(r.map((x) => x.codigo));
  return {
    estacion_id: estacionId,
    obligaciones: CODIGOS_OBLIGACION.map((c) => ({ codigo: c, descripcion: OBLIGACIONES_FISCALES[c], activa: activas.has(c) })),
  };
}

/** Replaces the station's responsibilities with the listed ones (unchanged rows are kept, so the audit shows the change). */
export async function guardarObligacionesFiscales(conn: Conn, estacionId: number, codigos: readonly string[]): Promise<void> {
  const lista = [...new Set(codigos)];
  await conn.execute(
    sql`DELETE FROM fe_obligaciones_fiscales WHERE empresa_id = ${estacionId} AND NOT (codigo = ANY(${`{${lista.join(',')}}`}::text[]))`,
  );
  for (const c of lista)
    await conn.execute(sql`INSERT INTO fe_obligaciones_fiscales (empresa_id, codigo) VALUES (${estacionId}, ${c}) ON CONFLICT DO NOTHING`);
}

// ---------------------------------------------------------------- G10 values

type Origen = TObligatoriedadFe['origen'];

async function guardarEnEstacion(conn: Conn, codigo: string, estacionId: number, valor: string, usuarioId: number): Promise<void> {
  const definicion_id = await idDefinicion(conn, codigo);
  await guardarValor(conn, { definicion_id, nivel: 'ESTACION', empresa_id: estacionId, equipo_id: null, valor }, usuarioId);
}

async function quitarDeEstacion(conn: Conn, codigo: string, estacionId: number): Promise<void> {
  const definicion_id = await idDefinicion(conn, codigo);
  await conn.execute(
    sql`DELETE FROM parametros_valores WHERE definicion_id = ${definicion_id} AND nivel = 'ESTACION' AND empresa_id = ${estacionId}`,
  );
}

/** A value at the station's level, or the business's when the company is the business root. */
export async function guardarTiempo(conn: Conn, codigo: string, empresaId: number, raiz: boolean, minutos: number, usuarioId: number) {
  const definicion_id = await idDefinicion(conn, codigo);
  await guardarValor(
    conn,
    { definicion_id, nivel: raiz ? 'NEGOCIO' : 'ESTACION', empresa_id: empresaId, equipo_id: null, valor: String(minutos) },
    usuarioId,
  );
}

export async function leerTiempo(conn: Conn, codigo: string, empresaId: number): Promise<{ minutos: number; origen: Origen }> {
  const v = await valorEfectivo(conn, codigo, empresaId);
  if (!v) throw new AppError(404, M.noExiste);
  return { minutos: Number(v.valor), origen: v.origen };
}

export async function obligatoriedadFe(conn: Conn, negocioId: number, ids: readonly number[]): Promise<TObligatoriedadFe[]> {
  const estaciones = await estacionesDelNegocio(conn, negocioId, ids);
  const r: TObligatoriedadFe[] = [];
  for (const id of ids) {
    const alias = estaciones.get(id);
    if (alias === undefined) throw badRequest(M.noEsEstacion);
    const v = await valorEfectivo(conn, 'OBLIGATORIEDAD_FE', id);
    r.push({ estacion_id: id, estacion: alias, obligatoria: v?.valor.toUpperCase() === 'S', origen: v?.origen ?? 'DEFECTO' });
  }
  return r;
}

export async function guardarObligatoriedadFe(
  conn: Conn,
  negocioId: number,
  ids: readonly number[],
  obligatoria: boolean,
  usuarioId: number,
): Promise<void> {
  const lista = [...new Set(ids)];
  const estaciones = await estacionesDelNegocio(conn, negocioId, lista);
  if (lista.some((id) => !estaciones.has(id))) throw badRequest(M.noEsEstacion, [{ campo: 'estaciones', mensaje: M.noEsEstacion }]);
  for (const id of lista) await guardarEnEstacion(conn, 'OBLIGATORIEDAD_FE', id, obligatoria ? 'S' : 'N', usuarioId);
}

const siNo = (b: boolean) => (b ? 'S' : 'N');
const esSi = (v: string | undefined | null) => (v ?? '').toUpperCase() === 'S';

export async function parametrosEstacion(conn: Conn, estacionId: number): Promise<TParametrosEstacion> {
  const v = async (codigo: string) => (await valorEfectivo(conn, codigo, estacionId))?.valor ?? '';
  return {
    estacion_id: estacionId,
    fe: {
      activa: esSi(await v(CODIGOS_PARAMETROS_FE.activa)),
      correo_copia: await v(CODIGOS_PARAMETROS_FE.correo_copia),
      imprimir_qr: esSi(await v(CODIGOS_PARAMETROS_FE.imprimir_qr)),
    },
    remision: {
      activa: esSi(await v(CODIGOS_PARAMETROS_REMISION.activa)),
      dias_facturar: Number((await v(CODIGOS_PARAMETROS_REMISION.dias_facturar)) || 30),
      agrupar_cliente: esSi(await v(CODIGOS_PARAMETROS_REMISION.agrupar_cliente)),
    },
  };
}

/** Whether the station has an active, valid resolution of one of the document types. */
async function tieneResolucion(conn: Conn, estacionId: number, tipos: readonly string[]): Promise<boolean> {
  const r = await fila<{ n: number }>(
    conn,
    sql`SELECT count(*)::int AS n FROM resoluciones WHERE empresa_id = ${estacionId} AND estado = 'A'
          AND tipo_documento = ANY(${`{${tipos.map((t) => `"${t}"`).join(',')}}`}::text[]) AND fecha_fin >= ${HOY_BOGOTA}`,
  );
  return (r?.n ?? 0) > 0;
}

/**
 * One station's FE parameters. Turning electronic invoicing on needs the station's active FACTURA ELECTRONICA or
 * POS ELECTRONICO resolution.
 */
export async function guardarParametrosFe(
  conn: Conn,
  negocioId: number,
  estacionId: number,
  p: TParametrosFe,
  usuarioId: number,
): Promise<void> {
  await exigirEstacion(conn, negocioId, estacionId);
  if (p.activa && !(await tieneResolucion(conn, estacionId, ['FACTURA ELECTRONICA', 'POS ELECTRONICO'])))
    throw badRequest(M.sinResolucionFe);
  await guardarEnEstacion(conn, CODIGOS_PARAMETROS_FE.activa, estacionId, siNo(p.activa), usuarioId);
  // A G10 value is never empty: no address removes the station's own one (it inherits the business's, else none).
  if (p.correo_copia === '') await quitarDeEstacion(conn, CODIGOS_PARAMETROS_FE.correo_copia, estacionId);
  else await guardarEnEstacion(conn, CODIGOS_PARAMETROS_FE.correo_copia, estacionId, p.correo_copia, usuarioId);
  await guardarEnEstacion(conn, CODIGOS_PARAMETROS_FE.imprimir_qr, estacionId, siNo(p.imprimir_qr), usuarioId);
}

/** One station's REMISION parameters. Turning delivery notes on needs the station's active REMISION resolution. */
export async function guardarParametrosRemision(
  conn: Conn,
  negocioId: number,
  estacionId: number,
  p: TParametrosRemision,
  usuarioId: number,
): Promise<void> {
  await exigirEstacion(conn, negocioId, estacionId);
  if (p.activa && !(await tieneResolucion(conn, estacionId, ['REMISION']))) throw badRequest(M.sinResolucionRemision);
  await guardarEnEstacion(conn, CODIGOS_PARAMETROS_REMISION.activa, estacionId, siNo(p.activa), usuarioId);
  await guardarEnEstacion(conn, CODIGOS_PARAMETROS_REMISION.dias_facturar, estacionId, String(p.dias_facturar), usuarioId);
  await guardarEnEstacion(conn, CODIGOS_PARAMETROS_REMISION.agrupar_cliente, estacionId, siNo(p.agrupar_cliente), usuarioId);
}

// ---------------------------------------------------------------- pdf/download

/**
 * The electronic invoice of a sale of the station, in the caller's scope, once it has a signed document (the
 * graphical representation prints its CUFE and QR).
 */
export async function facturaDeMovimiento(
  conn: Conn,
  alcance: ReadonlySet<number>,
  ventaId: number,
  estacionId: number,
): Promise<{ id: number; numero: string }> {
  const v = await fila<{ id: number | null; numero: string | null; documento: boolean }>(
    conn,
    sql`SELECT f.id, f.prefijo || f.consecutivo AS numero,
               EXISTS (SELECT 1 FROM fe_documentos d WHERE d.factura_id = f.id AND d.tipo = 'FACTURA' AND d.codigo = f.cufe) AS documento
          FROM ventas v LEFT JOIN facturas_electronicas f ON f.venta_id = v.id
         WHERE v.id = ${ventaId} AND v.empresa_id = ${estacionId} AND v.empresa_id = ANY(${enteros(alcance)}::int[])
         ORDER BY f.id DESC LIMIT 1`,
  );
  if (!v) throw notFound(M.movimientoNoExiste);
  if (v.id === null) throw badRequest(M.sinFactura);
  if (!v.documento) throw badRequest(MENSAJES_DOCUMENTOS_FE.sinDocumento);
  return { id: Number(v.id), numero: v.numero ?? String(v.id) };
}
