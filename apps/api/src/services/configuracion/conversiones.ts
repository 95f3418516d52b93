import { type SQL, sql } from 'drizzle-orm';
import {
  DIAS_ALERTA_CERTIFICADO,
  MENSAJES_CONVERSION as MC,
  type CAMPOS_ORDEN_CONVERSION,
  type TConversion,
  type TConversionEdicion,
  type TConversionGuardar,
  type TConversionPlaca,
  type TEstadoConversion,
  type TPropietarioOpcion,
} from '@eds/contracts/configuracion/conversiones';
import { MENSAJES_CATALOGO } from '@eds/contracts/configuracion/catalogo';
import type { EstadoFiltro, OrdenCampo, TPaginacionQuery } from '@eds/contracts/paginacion';
import { fila, filas, type Conn } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { paginar } from '../../lib/paginar';
import { coincide } from '../../lib/busqueda';
import { HOY_BOGOTA } from '../../lib/tiempo';
import { parametroBooleano } from '../parametros';
import { PARAMETRO_BLOQUEO_GNV } from '../ventas/conversiones';
import { errorCampo } from './catalogo-simple';

/**
 * GNV conversions (SCREENS.md G21, CRUD(`conversion`), decision 074). A conversion belongs to the business and to the
 * station that registered it: the caller passes the companies of its scope and sees only those stations' rows (any
 * other id answers 404). Saldo is never written by the form: it starts at the financed value and the repayment of GNV
 * sales (ventas/conversiones.ts) lowers it; an edit of the financed value moves it by the difference.
 */
type Orden = (typeof CAMPOS_ORDEN_CONVERSION)[number];

const ABIERTOS = sql`('REGISTRADA', 'CERTIFICADA', 'EN RECAUDO')`;
const recaudado = sql`coalesce((SELECT sum(r.valor) FROM conversiones_recaudos r WHERE r.conversion_id = c.id), 0)`;
const alerta = sql`CASE WHEN c.estado = 'ANULADA' THEN NULL WHEN c.vence_revision < ${HOY_BOGOTA} THEN 'VENCIDO'
  WHEN c.vence_revision <= ${HOY_BOGOTA} + ${DIAS_ALERTA_CERTIFICADO}::int THEN 'POR_VENCER' END`;
const columnas = sql`c.id, c.empresa_id, c.placa, c.cliente_id, cl.nombre AS cliente, c.taller_id, t.razon_social AS taller,
  c.verificadora_id, v.razon_social AS verificadora, c.financiera_id, f.razon_social AS financiera, c.certificado,
  c.fecha_conversion::text, c.vence_revision::text, c.valor_financiado::float8 AS valor_financiado, c.cuota_m3::float8 AS cuota_m3,
  c.saldo::float8 AS saldo, ${recaudado}::float8 AS recaudado, c.estado, ${alerta} AS alerta_certificado`;
const desde = sql`FROM conversiones c JOIN clientes cl ON cl.id = c.cliente_id JOIN talleres t ON t.id = c.taller_id
  JOIN verificadoras v ON v.id = c.verificadora_id LEFT JOIN financieras f ON f.id = c.financiera_id`;
const ORDEN: Record<Orden, SQL> = {
  placa: sql`c.placa`,
  cliente: sql`cl.nombre`,
  taller: sql`t.razon_social`,
  fecha_conversion: sql`c.fecha_conversion`,
  vence_revision: sql`c.vence_revision`,
  saldo: sql`c.saldo`,
  estado: sql`c.estado`,
};

/** Transitions asked for by hand and their letter; PAGADA is reached only by the repayment. */
const TRANSICIONES: Record<TEstadoConversion, Partial<Record<TEstadoConversion, 'U' | 'N'>>> = {
  REGISTRADA: { CERTIFICADA: 'U', ANULADA: 'N' },
  CERTIFICADA: { 'EN RECAUDO': 'U', ANULADA: 'N' },
  'EN RECAUDO': { ANULADA: 'N' },
  PAGADA: {},
  ANULADA: {},
};

export interface FiltroConversiones extends TPaginacionQuery {
  buscar?: string;
  estado: EstadoFiltro;
  estado_conversion?: TEstadoConversion;
  orden?: OrdenCampo<Orden>[];
}

const lista = (ids: readonly number[]) => `{${ids.join(',')}}`;

export async function listar(conn: Conn, negocioId: number, empresas: readonly number[], f: FiltroConversiones) {
  const c: SQL[] = [sql`c.negocio_id = ${negocioId}`, sql`c.empresa_id = ANY(${lista(empresas)}::int[])`];
  if (f.estado !== 'T') c.push(f.estado === 'A' ? sql`c.estado IN ${ABIERTOS}` : sql`c.estado IN ('PAGADA', 'ANULADA')`);
  if (f.estado_conversion) c.push(sql`c.estado = ${f.estado_conversion}`);
  if (f.buscar) {
    const p = `%${f.buscar.replace(/[\\%_]/g, (x) => `\\${x}`)}%`;
    c.push(
      sql`(${coincide(sql`c.placa`, p)} OR ${coincide(sql`cl.nombre`, p)} OR ${coincide(sql`cl.identificacion`, p)} OR ${coincide(sql`c.certificado`, p)})`,
    );
  }
  const orden = (f.orden?.length ? f.orden : [{ campo: 'fecha_conversion' as Orden, direccion: 'desc' as const }]).map(
    (o) => sql`${ORDEN[o.campo]} ${o.direccion === 'desc' ? sql`DESC` : sql`ASC`}`,
  );
  orden.push(sql`c.id DESC`);
  return paginar<TConversion>(
    conn,
    { columnas, origen: sql`${desde} WHERE ${sql.join(c, sql` AND `)}`, orden: sql.join(orden, sql`, `) },
    f,
  );
}

export async function obtener(conn: Conn, negocioId: number, empresas: readonly number[], id: number): Promise<TConversion> {
  const r = await fila<TConversion>(
    conn,
    sql`SELECT ${columnas} ${desde} WHERE c.id = ${id} AND c.negocio_id = ${negocioId} AND c.empresa_id = ANY(${lista(empresas)}::int[])`,
  );
  if (!r) throw notFound(MENSAJES_CATALOGO.noExiste);
  return r;
}

async function propia(conn: Conn, negocioId: number, empresas: readonly number[], id: number): Promise<TConversion> {
  await conn.execute(sql`SELECT 1 FROM conversiones WHERE id = ${id} AND negocio_id = ${negocioId} FOR UPDATE`);
  return obtener(conn, negocioId, empresas, id);
}

/** The parties must be the business's, active, and (workshop, verifier) not past their vigencia. */
async function validar(conn: Conn, negocioId: number, d: TConversionGuardar): Promise<void> {
  const r = await fila<{ cliente: boolean; taller: boolean; verificadora: boolean; financiera: boolean }>(
    conn,
    sql`SELECT
      EXISTS (SELECT 1 FROM clientes WHERE id = ${d.cliente_id} AND negocio_id = ${negocioId} AND estado = 'A') AS cliente,
      EXISTS (SELECT 1 FROM talleres WHERE id = ${d.taller_id} AND negocio_id = ${negocioId} AND estado = 'A'
                 AND (vigente_hasta IS NULL OR vigente_hasta >= ${HOY_BOGOTA})) AS taller,
      EXISTS (SELECT 1 FROM verificadoras WHERE id = ${d.verificadora_id} AND negocio_id = ${negocioId} AND estado = 'A'
                 AND (vigente_hasta IS NULL OR vigente_hasta >= ${HOY_BOGOTA})) AS verificadora,
      (${d.financiera_id}::int IS NULL OR EXISTS (SELECT 1 FROM financieras WHERE id = ${d.financiera_id}::int AND negocio_id = ${negocioId} AND estado = 'A')) AS financiera`,
  );
  if (!r!.cliente) throw errorCampo('cliente_id', MC.clienteNoValido);
  if (!r!.taller) throw errorCampo('taller_id', MC.tallerNoValido);
  if (!r!.verificadora) throw errorCampo('verificadora_id', MC.verificadoraNoValida);
  if (!r!.financiera) throw errorCampo('financiera_id', MC.financieraNoValida);
}

/** The partial unique index on open plates decides between two concurrent registrations of one plate. */
async function conPlacaUnica<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    const codigo = (err as { code?: string }).code ?? (err as { cause?: { code?: string } }).cause?.code;
    if (codigo === '23505') throw errorCampo('placa', MC.placaAbierta);
    throw err;
  }
}

export async function crear(conn: Conn, negocioId: number, d: TConversionGuardar): Promise<number> {
  await validar(conn, negocioId, d);
  const abierta = await fila(
    conn,
    sql`SELECT 1 FROM conversiones WHERE negocio_id = ${negocioId} AND placa = ${d.placa} AND estado IN ${ABIERTOS}`,
  );
  if (abierta) throw errorCampo('placa', MC.placaAbierta);
  const r = await conPlacaUnica(() =>
    fila<{ id: number }>(
      conn,
      sql`INSERT INTO conversiones (negocio_id, empresa_id, placa, cliente_id, taller_id, verificadora_id, financiera_id, certificado,
            fecha_conversion, vence_revision, valor_financiado, cuota_m3, saldo)
          VALUES (${negocioId}, ${d.empresa_id}, ${d.placa}, ${d.cliente_id}, ${d.taller_id}, ${d.verificadora_id}, ${d.financiera_id},
            ${d.certificado}, ${d.fecha_conversion}, ${d.vence_revision}, ${d.valor_financiado}, ${d.cuota_m3}, ${d.valor_financiado})
          RETURNING id`,
    ),
  );
  return r!.id;
}

export async function editar(conn: Conn, negocioId: number, empresas: readonly number[], d: TConversionEdicion): Promise<void> {
  const actual = await propia(conn, negocioId, empresas, d.id);
  if (!['REGISTRADA', 'CERTIFICADA', 'EN RECAUDO'].includes(actual.estado)) throw badRequest(MC.soloAbierta);
  await validar(conn, negocioId, d);
  // Saldo = financiado − recaudado, in cents so nothing drifts.
  const recaudadoCent = Math.round(actual.recaudado * 100);
  const financiadoCent = Math.round(d.valor_financiado * 100);
  if (financiadoCent < recaudadoCent) throw errorCampo('valor_financiado', MC.financiadoConRecaudos);
  const saldo = ((financiadoCent - recaudadoCent) / 100).toFixed(2);
  const estado = recaudadoCent > 0 && financiadoCent === recaudadoCent ? 'PAGADA' : actual.estado;
  if (d.placa !== actual.placa) {
    const abierta = await fila(
      conn,
      sql`SELECT 1 FROM conversiones WHERE negocio_id = ${negocioId} AND placa = ${d.placa} AND estado IN ${ABIERTOS} AND id <> ${d.id}`,
    );
    if (abierta) throw errorCampo('placa', MC.placaAbierta);
  }
  await conPlacaUnica(() =>
    conn.execute(sql`UPDATE conversiones SET empresa_id = ${d.empresa_id}, placa = ${d.placa}, cliente_id = ${d.cliente_id},
      taller_id = ${d.taller_id}, verificadora_id = ${d.verificadora_id}, financiera_id = ${d.financiera_id},
      certificado = ${d.certificado}, fecha_conversion = ${d.fecha_conversion}, vence_revision = ${d.vence_revision},
      valor_financiado = ${d.valor_financiado}, cuota_m3 = ${d.cuota_m3}, saldo = ${saldo}::numeric, estado = ${estado}
      WHERE id = ${d.id}`),
  );
}

/** Moves a conversion's state after `exigirLetra` approves the transition's letter (N annuls). */
export async function cambiarEstado(
  conn: Conn,
  negocioId: number,
  empresas: readonly number[],
  id: number,
  hacia: TEstadoConversion,
  exigirLetra: (letra: 'U' | 'N') => void,
): Promise<void> {
  const actual = await propia(conn, negocioId, empresas, id);
  const letra = TRANSICIONES[actual.estado][hacia];
  if (!letra) throw badRequest(MC.transicion);
  exigirLetra(letra);
  await conn.execute(sql`UPDATE conversiones SET estado = ${hacia} WHERE id = ${id}`);
}

/**
 * conversion/placa/{placa}: the plate's current conversion (its newest not ANULADA) for the pump at station
 * `empresaId`. An expired annual review is `bloqueada` when BLOQUEA_GNV_CERT_VENCIDO is S there, else a warning.
 */
export async function porPlaca(conn: Conn, negocioId: number, empresaId: number, placa: string): Promise<TConversionPlaca> {
  const c = await fila<Omit<TConversionPlaca, 'bloqueada' | 'mensaje'>>(
    conn,
    sql`SELECT c.id, c.placa, cl.nombre AS cliente, c.estado, c.cuota_m3::float8 AS cuota_m3, c.saldo::float8 AS saldo,
               c.vence_revision::text, c.vence_revision < ${HOY_BOGOTA} AS certificado_vencido
          FROM conversiones c JOIN clientes cl ON cl.id = c.cliente_id
         WHERE c.negocio_id = ${negocioId} AND c.placa = ${placa} AND c.estado <> 'ANULADA'
         ORDER BY c.id DESC LIMIT 1`,
  );
  if (!c) throw notFound(MC.noEncontrada);
  if (!c.certificado_vencido) return { ...c, bloqueada: false, mensaje: null };
  const bloqueada = (await parametroBooleano(conn, PARAMETRO_BLOQUEO_GNV, empresaId)) === true;
  return { ...c, bloqueada, mensaje: bloqueada ? MC.ventaBloqueada(c.vence_revision) : MC.certificadoVencido(c.vence_revision) };
}

/** The business's active customers, by name (the form's Propietario). */
export async function propietarios(conn: Conn, negocioId: number): Promise<TPropietarioOpcion[]> {
  return filas<TPropietarioOpcion>(
    conn,
    sql`SELECT id, identificacion, nombre FROM clientes WHERE negocio_id = ${negocioId} AND estado = 'A' ORDER BY nombre, id LIMIT 1000`,
  );
}
