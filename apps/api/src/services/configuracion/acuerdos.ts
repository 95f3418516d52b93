import { type SQL, sql } from 'drizzle-orm';
import {
  MENSAJES_ACUERDO as A,
  type CAMPOS_ORDEN_ACUERDO,
  type TAcuerdo,
  type TAcuerdoDetalle,
  type TAcuerdoEdicion,
  type TAcuerdoGuardar,
  type TEstadoAcuerdo,
  type TProductoAcordado,
} from '@eds/contracts/configuracion/acuerdos';
import { MENSAJES_CATALOGO } from '@eds/contracts/configuracion/catalogo';
import type { EstadoFiltro, OrdenCampo, TPaginacionQuery } from '@eds/contracts/paginacion';
import { fila, filas, type Conn } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { paginar } from '../../lib/paginar';
import { conCodigoUnico, errorCampo, exigirEmpresasDelNegocio } from './catalogo-simple';
import { HOY_BOGOTA } from '../../lib/tiempo';
import { coincide } from '../../lib/busqueda';

/**
 * Supplier price agreements (SCREENS.md G12, `contrato/*`). A draft is written whole (header, stations, lines) and may
 * be deleted; from then on only its state moves: BORRADOR → VIGENTE (the caller holds letter A) → VENCIDO, or
 * CANCELADO. An agreement in force past its end date reads VENCIDO. Activating one refuses a product that another
 * agreement of the supplier already has in force at one of its stations over overlapping dates.
 */
type Orden = (typeof CAMPOS_ORDEN_ACUERDO)[number];

/** The state as read: one in force whose end date has passed has expired. */
const estadoLeido = sql`CASE WHEN k.estado = 'VIGENTE' AND k.fecha_fin < ${HOY_BOGOTA} THEN 'VENCIDO' ELSE k.estado END`;
const estaciones = sql`coalesce((SELECT array_agg(e.empresa_id ORDER BY e.empresa_id) FROM contratos_estaciones e WHERE e.contrato_id = k.id), '{}')`;
const columnas = sql`k.id, k.numero, k.proveedor_id, p.razon_social AS proveedor, k.fecha_inicio::text, k.fecha_fin::text,
  ${estadoLeido} AS estado, ${estaciones} AS estaciones,
  (SELECT count(*)::int FROM contratos_productos l WHERE l.contrato_id = k.id) AS productos`;
const desde = sql`FROM contratos k JOIN proveedores p ON p.id = k.proveedor_id`;
const ORDEN: Record<Orden, SQL> = {
  numero: sql`k.numero`,
  proveedor: sql`p.razon_social`,
  fecha_inicio: sql`k.fecha_inicio`,
  fecha_fin: sql`k.fecha_fin`,
  estado: estadoLeido,
};

/** Transitions a caller may ask for, and whether they take letter A. */
export const TRANSICIONES: Record<TEstadoAcuerdo, Partial<Record<TEstadoAcuerdo, 'A' | 'U'>>> = {
  BORRADOR: { VIGENTE: 'A', CANCELADO: 'U' },
  VIGENTE: { VENCIDO: 'U', CANCELADO: 'A' },
  VENCIDO: {},
  CANCELADO: {},
};

export interface FiltroAcuerdos extends TPaginacionQuery {
  buscar?: string;
  estado: EstadoFiltro;
  estado_acuerdo?: TEstadoAcuerdo;
  proveedor_id?: number;
  orden?: OrdenCampo<Orden>[];
}

export async function listar(conn: Conn, negocioId: number, f: FiltroAcuerdos, estacion?: number) {
  const c: SQL[] = [sql`k.negocio_id = ${negocioId}`];
  if (f.estado !== 'T') c.push(sql`${estadoLeido} IN ${f.estado === 'A' ? sql`('BORRADOR', 'VIGENTE')` : sql`('VENCIDO', 'CANCELADO')`}`);
  if (f.estado_acuerdo) c.push(sql`${estadoLeido} = ${f.estado_acuerdo}`);
  if (f.proveedor_id) c.push(sql`k.proveedor_id = ${f.proveedor_id}`);
  if (estacion) c.push(sql`EXISTS (SELECT 1 FROM contratos_estaciones e WHERE e.contrato_id = k.id AND e.empresa_id = ${estacion})`);
  if (f.buscar) {
    const p = `%${f.buscar.replace(/[\\%_]/g, (x) => `\\${x}`)}%`;
    c.push(sql`(${coincide(sql`k.numero`, p)} OR ${coincide(sql`p.razon_social`, p)} OR ${coincide(sql`p.nit`, p)})`);
  }
  const orden = (f.orden?.length ? f.orden : [{ campo: 'fecha_inicio' as Orden, direccion: 'desc' as const }]).map(
    (o) => sql`${ORDEN[o.campo]} ${o.direccion === 'desc' ? sql`DESC` : sql`ASC`}`,
  );
  orden.push(sql`k.id`);
  return paginar<TAcuerdo>(conn, { columnas, origen: sql`${desde} WHERE ${sql.join(c, sql` AND `)}`, orden: sql.join(orden, sql`, `) }, f);
}

export async function obtener(conn: Conn, negocioId: number, id: number): Promise<TAcuerdoDetalle> {
  const k = await fila<TAcuerdo & { observaciones: string | null }>(
    conn,
    sql`SELECT ${columnas}, k.observaciones ${desde} WHERE k.id = ${id} AND k.negocio_id = ${negocioId}`,
  );
  if (!k) throw notFound(MENSAJES_CATALOGO.noExiste);
  const lineas = await filas<TAcuerdoDetalle['lineas'][number]>(
    conn,
    sql`SELECT l.producto_id, pr.codigo, pr.descripcion, l.costo::float8 AS costo, l.descuento::float8 AS descuento
          FROM contratos_productos l JOIN productos pr ON pr.id = l.producto_id WHERE l.contrato_id = ${id} ORDER BY pr.codigo, l.id`,
  );
  return { ...k, lineas };
}

/** The business's agreement, locked for the write. */
async function propio(conn: Conn, negocioId: number, id: number): Promise<TAcuerdoDetalle> {
  await conn.execute(sql`SELECT 1 FROM contratos WHERE id = ${id} AND negocio_id = ${negocioId} FOR UPDATE`);
  return obtener(conn, negocioId, id);
}

async function validar(conn: Conn, negocioId: number, d: TAcuerdoGuardar, salvoId = 0): Promise<void> {
  const proveedor = await fila(
    conn,
    sql`SELECT 1 FROM proveedores WHERE id = ${d.proveedor_id} AND negocio_id = ${negocioId} AND estado = 'A'`,
  );
  if (!proveedor) throw errorCampo('proveedor_id', A.proveedorNoValido);
  const otro = await fila(conn, sql`SELECT 1 FROM contratos WHERE negocio_id = ${negocioId} AND numero = ${d.numero} AND id <> ${salvoId}`);
  if (otro) throw errorCampo('numero', A.numeroRepetido);
  await exigirEmpresasDelNegocio(conn, negocioId, d.estaciones, 'estaciones');
  const ids = `{${d.lineas.map((l) => l.producto_id).join(',')}}`;
  const validos = await fila<{ n: number }>(
    conn,
    sql`SELECT count(*)::int AS n FROM productos WHERE negocio_id = ${negocioId} AND id = ANY(${ids}::int[])`,
  );
  if (validos!.n !== d.lineas.length) throw errorCampo('lineas', A.productoNoValido);
}

async function guardarDetalle(conn: Conn, id: number, d: TAcuerdoGuardar): Promise<void> {
  await conn.execute(sql`DELETE FROM contratos_estaciones WHERE contrato_id = ${id}`);
  await conn.execute(sql`INSERT INTO contratos_estaciones (contrato_id, empresa_id)
                         SELECT ${id}, unnest(${`{${[...new Set(d.estaciones)].join(',')}}`}::int[])`);
  await conn.execute(sql`DELETE FROM contratos_productos WHERE contrato_id = ${id}`);
  await conn.execute(sql`INSERT INTO contratos_productos (contrato_id, producto_id, costo, descuento)
    SELECT ${id}, x.producto_id, x.costo, x.descuento
      FROM jsonb_to_recordset(${JSON.stringify(d.lineas)}::jsonb) AS x(producto_id int, costo numeric, descuento numeric)`);
}

export async function crear(conn: Conn, negocioId: number, d: TAcuerdoGuardar): Promise<number> {
  await validar(conn, negocioId, d);
  const r = await conCodigoUnico(
    () =>
      fila<{ id: number }>(
        conn,
        sql`INSERT INTO contratos (negocio_id, proveedor_id, numero, fecha_inicio, fecha_fin, observaciones)
            VALUES (${negocioId}, ${d.proveedor_id}, ${d.numero}, ${d.fecha_inicio}, ${d.fecha_fin}, ${d.observaciones}) RETURNING id`,
      ),
    'numero',
  );
  await guardarDetalle(conn, r!.id, d);
  return r!.id;
}

export async function editar(conn: Conn, negocioId: number, d: TAcuerdoEdicion): Promise<void> {
  const actual = await propio(conn, negocioId, d.id);
  if (actual.estado !== 'BORRADOR') throw badRequest(A.soloBorrador);
  await validar(conn, negocioId, d, d.id);
  await conCodigoUnico(
    () =>
      conn.execute(sql`UPDATE contratos SET proveedor_id = ${d.proveedor_id}, numero = ${d.numero}, fecha_inicio = ${d.fecha_inicio},
        fecha_fin = ${d.fecha_fin}, observaciones = ${d.observaciones} WHERE id = ${d.id}`),
    'numero',
  );
  await guardarDetalle(conn, d.id, d);
}

export async function eliminar(conn: Conn, negocioId: number, id: number): Promise<void> {
  const actual = await propio(conn, negocioId, id);
  if (actual.estado !== 'BORRADOR') throw badRequest(A.soloBorrador);
  await conn.execute(sql`DELETE FROM contratos WHERE id = ${id}`);
}

/** The letter a transition takes, or a refusal. */
export function letraDeTransicion(desde: TEstadoAcuerdo, hacia: TEstadoAcuerdo): 'A' | 'U' {
  const letra = TRANSICIONES[desde][hacia];
  if (!letra) throw badRequest(A.transicion);
  return letra;
}

/** Moves an agreement's state after `exigirLetra` approves the transition's letter. */
export async function cambiarEstado(
  conn: Conn,
  negocioId: number,
  id: number,
  hacia: TEstadoAcuerdo,
  exigirLetra: (letra: 'A' | 'U') => void,
): Promise<void> {
  const actual = await propio(conn, negocioId, id);
  exigirLetra(letraDeTransicion(actual.estado, hacia));
  if (hacia === 'VIGENTE') {
    // Agreements of the supplier are locked in turn, so two activations of overlapping agreements cannot both pass.
    await conn.execute(sql`SELECT 1 FROM proveedores WHERE id = ${actual.proveedor_id} FOR UPDATE`);
    const choque = await fila<{ numero: string }>(
      conn,
      sql`SELECT o.numero FROM contratos o
            JOIN contratos_productos lo ON lo.contrato_id = o.id
            JOIN contratos_estaciones eo ON eo.contrato_id = o.id
           WHERE o.proveedor_id = ${actual.proveedor_id} AND o.id <> ${id} AND o.estado = 'VIGENTE' AND o.fecha_fin >= ${HOY_BOGOTA}
             AND o.fecha_inicio <= ${actual.fecha_fin}::date AND o.fecha_fin >= ${actual.fecha_inicio}::date
             AND lo.producto_id IN (SELECT producto_id FROM contratos_productos WHERE contrato_id = ${id})
             AND eo.empresa_id IN (SELECT empresa_id FROM contratos_estaciones WHERE contrato_id = ${id})
           LIMIT 1`,
    );
    if (choque) throw badRequest(A.vigenteRepetido);
  }
  await conn.execute(sql`UPDATE contratos SET estado = ${hacia} WHERE id = ${id}`);
}

/**
 * contrato/get-contratoProducto-proveedor/{a}/{b}: the product lines in force today of supplier `a` at station `b`
 * (every station in `estaciones` when no `b`), with the agreed cost and discount.
 */
export async function productosAcordados(conn: Conn, negocioId: number, proveedorId: number, estaciones: readonly number[]) {
  return filas<TProductoAcordado>(
    conn,
    sql`SELECT l.producto_id, pr.codigo, pr.descripcion, l.costo::float8 AS costo, l.descuento::float8 AS descuento,
               k.id AS contrato_id, k.numero, e.empresa_id, k.fecha_fin::text
          FROM contratos k JOIN contratos_productos l ON l.contrato_id = k.id
          JOIN contratos_estaciones e ON e.contrato_id = k.id JOIN productos pr ON pr.id = l.producto_id
         WHERE k.negocio_id = ${negocioId} AND k.proveedor_id = ${proveedorId} AND k.estado = 'VIGENTE'
           AND ${HOY_BOGOTA} BETWEEN k.fecha_inicio AND k.fecha_fin
           AND e.empresa_id = ANY(${`{${estaciones.join(',')}}`}::int[])
         ORDER BY e.empresa_id, pr.codigo, l.id`,
  );
}
