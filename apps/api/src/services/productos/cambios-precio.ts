import { sql, type SQL } from 'drizzle-orm';
import {
  type CAMPOS_ORDEN_CAMBIO_PRECIO,
  MENSAJES_CAMBIO_PRECIO as M,
  type TCambioPrecio,
  type TCambioPrecioEdicion,
  type TCambioPrecioGuardar,
  type TEstadoCambioPrecio,
  type TPrecioReguladoForm,
} from '@eds/contracts/configuracion/cambios-precio';
import { TIPO_EMPRESA } from '@eds/contracts/constantes';
import { MENSAJES } from '@eds/contracts/mensajes';
import type { EstadoFiltro, OrdenCampo, TPaginacionQuery } from '@eds/contracts/paginacion';
import { fila, filas, type Conn, type Db } from '../../db/client';
import { enTransaccion } from '../../db/context';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { textoInstante } from '../../lib/paginar';
import { parametroNumero } from '../parametros';
import { aplicarCambio, precioVigente } from './precios';
import { coincide } from '../../lib/busqueda';

/**
 * Scheduled fuel price changes (SCREENS.md G13): validated, scheduled one per station, downloaded by the station's
 * devices (ENVIADO), applied at their moment by the job (APLICADO, or FALLIDO) or annulled before it. Every function
 * takes the moment as an argument: the routes pass the clock, tests their own.
 */

/** The SCREENS.md default when the parameter is not defined. */
export const VARIACION_APROBACION_DEFECTO = 10;

export interface ContextoCambio {
  negocioId: number;
  usuarioId: number;
  /** Companies the user reaches. */
  alcance: ReadonlySet<number>;
  /** Letter A: may schedule a variation above VARIACION_PRECIO_APROBACION_PCT (and stands as its approver). */
  puedeAprobar: boolean;
}

const error = (campo: string, mensaje: string) => badRequest(mensaje, [{ campo, mensaje }]);

/** 'YYYY-MM-DD HH:mm:ss' in Bogotá time → the instant. */
export const instanteBogota = (texto: string) => new Date(`${texto.replace(' ', 'T')}-05:00`);

const lista = (ids: readonly number[]) => `{${ids.join(',')}}`;

async function estacionesDe(conn: Conn, ctx: ContextoCambio, estaciones: readonly number[], grupoId: number | null): Promise<number[]> {
  const ids = new Set(estaciones);
  if (grupoId) {
    const g = await fila<{ id: number }>(
      conn,
      sql`SELECT id FROM grupos WHERE id = ${grupoId} AND negocio_id = ${ctx.negocioId} AND estado = 'A'`,
    );
    if (!g) throw error('grupo_id', M.grupoNoValido);
    const miembros = await filas<{ id: number }>(
      conn,
      sql`SELECT e.id FROM grupos_miembros gm JOIN empresas e ON e.id = gm.miembro_id
           WHERE gm.grupo_id = ${grupoId} AND e.negocio_id = ${ctx.negocioId} AND e.estado = 'A' AND e.tipo = ${TIPO_EMPRESA.EDS}`,
    );
    for (const m of miembros) ids.add(m.id);
  }
  if (ids.size === 0) throw error('estaciones', M.estacionesRequeridas);
  for (const id of ids) if (!ctx.alcance.has(id)) throw new AppError(403, MENSAJES.empresaFueraDeAlcance);
  const validas = await filas<{ id: number }>(
    conn,
    sql`SELECT id FROM empresas WHERE id = ANY (${lista([...ids])}::int[]) AND negocio_id = ${ctx.negocioId} AND estado = 'A' AND tipo = ${TIPO_EMPRESA.EDS}`,
  );
  if (validas.length !== ids.size) throw error('estaciones', M.estacionNoValida);
  return [...ids].sort((a, b) => a - b);
}

/** The fuel product of the business, and the regulated maximum of its fuel when one is stored. */
async function combustibleDe(conn: Conn, negocioId: number, productoId: number): Promise<{ maximo: number | null }> {
  const p = await fila<{ combustible_id: number | null; maximo: number | null }>(
    conn,
    sql`SELECT p.combustible_id, r.precio_maximo::float8 AS maximo FROM productos p
          LEFT JOIN precios_regulados r ON r.negocio_id = p.negocio_id AND r.combustible_id = p.combustible_id AND r.estado = 'A'
         WHERE p.id = ${productoId} AND p.negocio_id = ${negocioId} AND p.tipo_producto_id = 21 AND p.estado = 'A'`,
  );
  if (!p) throw error('producto_id', M.combustibleNoValido);
  return { maximo: p.maximo };
}

function exigirFutura(fecha: Date, ahora: Date): void {
  if (fecha.getTime() < ahora.getTime()) throw error('fecha_efectiva', M.fechaPasada);
}

/**
 * Variation against the price in force now, with its sign (a drop is negative), and whether it needs approval at that
 * station: the threshold bounds its size either way.
 */
async function variacion(conn: Conn, ctx: ContextoCambio, empresaId: number, productoId: number, precio: number, ahora: Date) {
  const vigente = await precioVigente(conn, empresaId, productoId, ahora);
  if (vigente === undefined || vigente === 0) return { pct: null, aprobadoPor: null };
  const pct = Math.round(((precio * 100 - vigente) / vigente) * 10000) / 100;
  const umbral = (await parametroNumero(conn, 'VARIACION_PRECIO_APROBACION_PCT', empresaId)) ?? VARIACION_APROBACION_DEFECTO;
  if (Math.abs(pct) <= umbral) return { pct, aprobadoPor: null };
  if (!ctx.puedeAprobar) throw new AppError(403, M.requiereAprobacion);
  return { pct, aprobadoPor: ctx.usuarioId };
}

/**
 * Schedules the change at every station chosen (or of the group), one row each. With `aplicar_ahora` (the route
 * checks letter X) the moment is now and the price is put in force in this transaction.
 */
export async function crearCambiosPrecio(conn: Conn, ctx: ContextoCambio, c: TCambioPrecioGuardar, ahora: Date): Promise<number[]> {
  const estaciones = await estacionesDe(conn, ctx, c.estaciones, c.grupo_id);
  const { maximo } = await combustibleDe(conn, ctx.negocioId, c.producto_id);
  if (maximo !== null && c.precio > maximo) throw error('precio', M.supera);
  const fecha = c.aplicar_ahora ? ahora : instanteBogota(c.fecha_efectiva!);
  exigirFutura(fecha, ahora);
  const ids: number[] = [];
  for (const empresaId of estaciones) {
    const v = await variacion(conn, ctx, empresaId, c.producto_id, c.precio, ahora);
    const r = await fila<{ id: number }>(
      conn,
      sql`INSERT INTO cambios_precio (empresa_id, producto_id, precio, fecha_efectiva, creado_por, aprobado_por, variacion_pct)
          VALUES (${empresaId}, ${c.producto_id}, ${c.precio}, ${fecha.toISOString()}::timestamptz, ${ctx.usuarioId}, ${v.aprobadoPor}, ${v.pct})
          RETURNING id`,
    );
    ids.push(r!.id);
  }
  if (c.aplicar_ahora) {
    for (const id of ids) {
      await conn.execute(sql`SELECT id FROM cambios_precio WHERE id = ${id} FOR UPDATE`);
      await aplicarCambio(conn, id, ahora, true);
    }
  }
  return ids;
}

/** A change of the business the user reaches, locked; 404 otherwise. */
async function propio(conn: Conn, ctx: ContextoCambio, id: number) {
  const c = await fila<{ empresa_id: number; producto_id: number; estado: TEstadoCambioPrecio }>(
    conn,
    sql`SELECT cp.empresa_id, cp.producto_id, cp.estado FROM cambios_precio cp JOIN empresas e ON e.id = cp.empresa_id
         WHERE cp.id = ${id} AND e.negocio_id = ${ctx.negocioId} FOR UPDATE OF cp`,
  );
  if (!c || !ctx.alcance.has(c.empresa_id)) throw notFound(M.noExiste);
  return c;
}

const MODIFICABLE: readonly TEstadoCambioPrecio[] = ['PROGRAMADO', 'ENVIADO'];

/** New price or moment of a change still to come: back to PROGRAMADO, so devices download it again. */
export async function editarCambioPrecio(conn: Conn, ctx: ContextoCambio, c: TCambioPrecioEdicion, ahora: Date): Promise<void> {
  const actual = await propio(conn, ctx, c.id);
  if (!MODIFICABLE.includes(actual.estado)) throw badRequest(M.noModificable);
  const { maximo } = await combustibleDe(conn, ctx.negocioId, actual.producto_id);
  if (maximo !== null && c.precio > maximo) throw error('precio', M.supera);
  const fecha = instanteBogota(c.fecha_efectiva);
  exigirFutura(fecha, ahora);
  const v = await variacion(conn, ctx, actual.empresa_id, actual.producto_id, c.precio, ahora);
  await conn.execute(
    sql`UPDATE cambios_precio SET precio = ${c.precio}, fecha_efectiva = ${fecha.toISOString()}::timestamptz, estado = 'PROGRAMADO',
          enviado_en = NULL, aprobado_por = ${v.aprobadoPor}, variacion_pct = ${v.pct}
        WHERE id = ${c.id}`,
  );
}

export async function anularCambioPrecio(conn: Conn, ctx: ContextoCambio, id: number, ahora: Date): Promise<void> {
  const actual = await propio(conn, ctx, id);
  if (!MODIFICABLE.includes(actual.estado)) throw badRequest(M.noModificable);
  await conn.execute(
    sql`UPDATE cambios_precio SET estado = 'ANULADO', anulado_por = ${ctx.usuarioId}, anulado_en = ${ahora.toISOString()}::timestamptz
        WHERE id = ${id}`,
  );
}

type CampoOrden = (typeof CAMPOS_ORDEN_CAMBIO_PRECIO)[number];
const COLUMNA_ORDEN: Record<CampoOrden, SQL> = {
  fecha_efectiva: sql`cp.fecha_efectiva`,
  estacion: sql`e.alias`,
  producto: sql`p.descripcion`,
  precio: sql`cp.precio`,
  estado: sql`cp.estado`,
};

const COLUMNAS = sql`cp.id, cp.empresa_id, e.alias AS estacion, cp.producto_id, p.descripcion AS producto, p.combustible_id,
  cp.precio::float8 AS precio, cp.precio_anterior::float8 AS precio_anterior,
  (SELECT pr.precio::float8 FROM precios pr WHERE pr.empresa_id = cp.empresa_id AND pr.producto_id = cp.producto_id AND pr.vigente_hasta IS NULL) AS precio_vigente,
  cp.variacion_pct::float8 AS variacion_pct, ${textoInstante(sql`cp.fecha_efectiva`)} AS fecha_efectiva, cp.estado,
  uc.usuario AS creado_por, ua.usuario AS aprobado_por,
  CASE WHEN cp.enviado_en IS NULL THEN NULL ELSE ${textoInstante(sql`cp.enviado_en`)} END AS enviado_en,
  CASE WHEN cp.aplicado_en IS NULL THEN NULL ELSE ${textoInstante(sql`cp.aplicado_en`)} END AS aplicado_en, cp.motivo,
  (SELECT count(*)::int FROM cambios_precio_confirmaciones cc WHERE cc.cambio_precio_id = cp.id AND cc.estado = 'CONFIRMADO') AS confirmaciones`;

const ORIGEN = sql`FROM cambios_precio cp JOIN empresas e ON e.id = cp.empresa_id JOIN productos p ON p.id = cp.producto_id
  LEFT JOIN usuarios uc ON uc.id = cp.creado_por LEFT JOIN usuarios ua ON ua.id = cp.aprobado_por`;

export interface FiltroCambios extends TPaginacionQuery {
  buscar?: string;
  estado: EstadoFiltro;
  estado_cambio?: TEstadoCambioPrecio;
  orden?: OrdenCampo<CampoOrden>[];
}

/** Changes at the company's stations the user reaches, newest moment first. */
export async function listarCambiosPrecio(
  conn: Conn,
  ctx: ContextoCambio,
  empresaId: number,
  f: FiltroCambios,
): Promise<{ filas: TCambioPrecio[]; total: number }> {
  const cond = [
    sql`e.negocio_id = ${ctx.negocioId}`,
    sql`cp.empresa_id = ANY (${lista([...ctx.alcance])}::int[])`,
    sql`cp.empresa_id IN (WITH RECURSIVE bajo(id) AS (SELECT ${empresaId}::int UNION SELECT x.id FROM empresas x JOIN bajo b ON x.empresas_id = b.id) SELECT id FROM bajo)`,
  ];
  // Estado A = still to come (PROGRAMADO, ENVIADO); I = closed.
  if (f.estado === 'A') cond.push(sql`cp.estado IN ('PROGRAMADO', 'ENVIADO')`);
  if (f.estado === 'I') cond.push(sql`cp.estado IN ('APLICADO', 'FALLIDO', 'ANULADO')`);
  if (f.estado_cambio) cond.push(sql`cp.estado = ${f.estado_cambio}`);
  if (f.buscar) {
    const b = `%${f.buscar.replace(/[\\%_]/g, (x) => `\\${x}`)}%`;
    cond.push(sql`(${coincide(sql`e.alias`, b)} OR ${coincide(sql`p.descripcion`, b)} OR ${coincide(sql`cp.estado`, b)})`);
  }
  const orden = (f.orden?.length ? f.orden : [{ campo: 'fecha_efectiva' as const, direccion: 'desc' as const }]).map(
    (o) => sql`${COLUMNA_ORDEN[o.campo]} ${o.direccion === 'desc' ? sql`DESC` : sql`ASC`}`,
  );
  orden.push(sql`cp.id DESC`);
  const donde = sql.join(cond, sql` AND `);
  const total = await fila<{ total: number }>(conn, sql`SELECT count(*)::int AS total ${ORIGEN} WHERE ${donde}`);
  const r = await filas<TCambioPrecio>(
    conn,
    sql`SELECT ${COLUMNAS} ${ORIGEN} WHERE ${donde} ORDER BY ${sql.join(orden, sql`, `)} LIMIT ${f.limite} OFFSET ${f.desde}`,
  );
  return { filas: r, total: total?.total ?? 0 };
}

export async function obtenerCambioPrecio(conn: Conn, ctx: ContextoCambio, id: number): Promise<TCambioPrecio> {
  const c = await fila<TCambioPrecio>(conn, sql`SELECT ${COLUMNAS} ${ORIGEN} WHERE cp.id = ${id} AND e.negocio_id = ${ctx.negocioId}`);
  if (!c || !ctx.alcance.has(c.empresa_id)) throw notFound(M.noExiste);
  return c;
}

/** The regulated maximum of each fuel of the business. */
export async function preciosRegulados(conn: Conn, negocioId: number) {
  return filas<{ combustible_id: number; precio_maximo: number; actualizado_en: string }>(
    conn,
    sql`SELECT combustible_id, precio_maximo::float8 AS precio_maximo, ${textoInstante(sql`actualizado_en`)} AS actualizado_en
          FROM precios_regulados WHERE negocio_id = ${negocioId} AND estado = 'A' ORDER BY combustible_id`,
  );
}

export async function guardarPrecioRegulado(conn: Conn, negocioId: number, usuarioId: number, r: TPrecioReguladoForm): Promise<void> {
  await conn.execute(
    sql`INSERT INTO precios_regulados (negocio_id, combustible_id, precio_maximo, actualizado_por)
        VALUES (${negocioId}, ${r.combustible_id}, ${r.precio_maximo}, ${usuarioId})
        ON CONFLICT (negocio_id, combustible_id) DO UPDATE
          SET precio_maximo = EXCLUDED.precio_maximo, actualizado_por = EXCLUDED.actualizado_por, actualizado_en = now(), estado = 'A'`,
  );
}

/**
 * What a device of the station downloads: its changes still to come. The first download moves them from PROGRAMADO
 * to ENVIADO.
 */
export async function cambiosParaEquipo(db: Db, empresaId: number, ahora: Date) {
  return enTransaccion(db, { usuarioId: null }, (tx) => cambiosParaEquipoTx(tx, empresaId, ahora));
}

async function cambiosParaEquipoTx(conn: Conn, empresaId: number, ahora: Date) {
  await conn.execute(
    sql`UPDATE cambios_precio SET estado = 'ENVIADO', enviado_en = ${ahora.toISOString()}::timestamptz
         WHERE empresa_id = ${empresaId} AND estado = 'PROGRAMADO'`,
  );
  return filas<{ id: number; producto_id: number; precio: number; fecha_efectiva: string }>(
    conn,
    sql`SELECT id, producto_id, precio::float8 AS precio, ${textoInstante(sql`fecha_efectiva`)} AS fecha_efectiva
          FROM cambios_precio WHERE empresa_id = ${empresaId} AND estado = 'ENVIADO' ORDER BY fecha_efectiva, id`,
  );
}

/** A device's acknowledgement (confirmacion-cambio-precio); the last one of each device stands. */
export async function confirmarCambioPrecio(
  db: Db,
  equipo: { id: number; empresaId: number },
  c: { cambio_precio_id: number; estado: 'CONFIRMADO' | 'RECHAZADO'; mensaje?: string },
  ahora: Date,
): Promise<void> {
  const cambio = await fila<{ empresa_id: number }>(db, sql`SELECT empresa_id FROM cambios_precio WHERE id = ${c.cambio_precio_id}`);
  if (!cambio || cambio.empresa_id !== equipo.empresaId) throw notFound(M.noEsDelEquipo);
  await enTransaccion(db, { usuarioId: null, empresaId: equipo.empresaId }, (tx) =>
    tx.execute(
      sql`INSERT INTO cambios_precio_confirmaciones (cambio_precio_id, equipo_id, estado, mensaje, confirmado_en)
        VALUES (${c.cambio_precio_id}, ${equipo.id}, ${c.estado}, ${c.mensaje ?? null}, ${ahora.toISOString()}::timestamptz)
        ON CONFLICT (cambio_precio_id, equipo_id) DO UPDATE
          SET estado = EXCLUDED.estado, mensaje = EXCLUDED.mensaje, confirmado_en = EXCLUDED.confirmado_en`,
    ),
  );
}

/** Active stations under the company that the user reaches, for the Estaciones selector. */
export async function estacionesCambio(conn: Conn, ctx: ContextoCambio, empresaId: number, productoId?: number) {
  return filas<{ id: number; alias: string; precio_vigente: number | null }>(
    conn,
    sql`WITH RECURSIVE bajo(id) AS (SELECT ${empresaId}::int UNION SELECT x.id FROM empresas x JOIN bajo b ON x.empresas_id = b.id)
        SELECT e.id, e.alias,
               (SELECT p.precio::float8 FROM precios p
                 WHERE p.empresa_id = e.id AND p.producto_id = ${productoId ?? null}::int
                   AND p.vigente_desde <= now() AND (p.vigente_hasta IS NULL OR p.vigente_hasta > now())
                 ORDER BY p.vigente_desde DESC LIMIT 1) AS precio_vigente
          FROM empresas e JOIN bajo b ON b.id = e.id
         WHERE e.negocio_id = ${ctx.negocioId} AND e.estado = 'A' AND e.tipo = ${TIPO_EMPRESA.EDS}
           AND e.id = ANY (${lista([...ctx.alcance])}::int[])
         ORDER BY e.alias, e.id`,
  );
}
