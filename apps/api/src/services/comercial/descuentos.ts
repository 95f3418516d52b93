import { sql, type SQL } from 'drizzle-orm';
import {
  MENSAJES_DESCUENTO as M,
  type CAMPOS_ORDEN_DESCUENTO,
  type TDescuento,
  type TDescuentoGuardar,
  type TDestinatarioDescuento,
  type TOpcionesDescuento,
  type TReglaDescuento,
} from '@eds/contracts/descuentos';
import type { EstadoFiltro, OrdenCampo, TPaginacionQuery } from '@eds/contracts/paginacion';
import { fila, filas, type Conn } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { paginar } from '../../lib/paginar';
import { HOY_BOGOTA } from '../../lib/tiempo';
import { coincide } from '../../lib/busqueda';

/**
 * Reglas de descuento (SCREENS.md G18, tables `descuentos` and `descuentos_empresas`). A rule belongs to the business and
 * applies at its stations; the caller reads the rules reaching one of their stations and changes only those whose
 * stations are all theirs (the routes check that before writing). What a rule points at (customer, fleet, vehicle,
 * vehicle type, products, payment methods) must be of the business.
 */

type CampoOrden = (typeof CAMPOS_ORDEN_DESCUENTO)[number];

export interface FiltroDescuentos extends TPaginacionQuery {
  buscar?: string;
  estado: EstadoFiltro;
  orden?: OrdenCampo<CampoOrden>[];
  destinatarios?: TDestinatarioDescuento[];
  empresa_id?: number;
}

const enteros = (ids: Iterable<number>) => `{${[...ids].join(',')}}`;
const textos = (xs: Iterable<string>) => `{${[...xs].map((x) => `"${x.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;

const COLUMNA_ORDEN: Record<CampoOrden, SQL> = {
  nombre: sql`d.nombre`,
  tipo: sql`d.tipo`,
  valor: sql`d.valor`,
  destinatario: sql`d.destinatario`,
  prioridad: sql`d.prioridad`,
  fecha_inicio: sql`d.fecha_inicio`,
  estado: sql`d.estado`,
};

const DESTINO = sql`CASE d.destinatario WHEN 'CLIENTE' THEN c.nombre WHEN 'FLOTA' THEN f.nombre WHEN 'VEHÍCULO' THEN v.placa
  WHEN 'TIPO DE VEHÍCULO' THEN tv.descripcion END`;

const ORIGEN = sql`FROM descuentos d LEFT JOIN clientes c ON c.id = d.cliente_id LEFT JOIN flotas f ON f.id = d.flota_id
  LEFT JOIN vehiculos v ON v.id = d.vehiculo_id LEFT JOIN tipos_vehiculo tv ON tv.id = d.tipo_vehiculo_id`;

const columnas = (
  alcance: ReadonlySet<number>,
) => sql`d.id, d.nombre, d.tipo, d.valor::float8 AS valor, d.destinatario, d.cliente_id, d.flota_id,
  d.vehiculo_id, d.tipo_vehiculo_id, ${DESTINO} AS destino,
  coalesce((SELECT json_agg(json_build_object('id', p.id, 'descripcion', p.descripcion) ORDER BY p.descripcion, p.id)
              FROM productos p WHERE p.id = ANY(d.productos)), '[]'::json) AS productos,
  coalesce((SELECT json_agg(json_build_object('id', m.id, 'descripcion', m.descripcion) ORDER BY m.descripcion, m.id)
              FROM medios_pago m WHERE m.id = ANY(d.medios_pago)), '[]'::json) AS medios_pago,
  d.fecha_inicio::text AS fecha_inicio, d.fecha_fin::text AS fecha_fin, d.prioridad::int AS prioridad, d.acumulable, d.estado,
  coalesce((SELECT json_agg(json_build_object('id', e.id, 'alias', e.alias) ORDER BY e.alias, e.id)
              FROM descuentos_empresas de JOIN empresas e ON e.id = de.empresa_id WHERE de.descuento_id = d.id), '[]'::json) AS estaciones,
  NOT EXISTS (SELECT 1 FROM descuentos_empresas de WHERE de.descuento_id = d.id AND de.empresa_id <> ALL(${enteros(alcance)}::int[])) AS editable`;

/** A rule reaches the scope when one of its stations is in it. */
const enAlcance = (alcance: ReadonlySet<number>) =>
  sql`EXISTS (SELECT 1 FROM descuentos_empresas de WHERE de.descuento_id = d.id AND de.empresa_id = ANY(${enteros(alcance)}::int[]))`;

function patron(buscar: string): string {
  return `%${buscar.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function listarDescuentos(conn: Conn, negocioId: number, alcance: ReadonlySet<number>, f: FiltroDescuentos) {
  const condiciones = [sql`d.negocio_id = ${negocioId}`, enAlcance(alcance)];
  if (f.destinatarios?.length) condiciones.push(sql`d.destinatario = ANY(${textos(f.destinatarios)}::text[])`);
  if (f.empresa_id)
    condiciones.push(sql`EXISTS (SELECT 1 FROM descuentos_empresas de WHERE de.descuento_id = d.id AND de.empresa_id = ${f.empresa_id})`);
  if (f.estado !== 'T') condiciones.push(sql`d.estado = ${f.estado}`);
  if (f.buscar) {
    const b = patron(f.buscar);
    condiciones.push(
      sql`(${coincide(sql`d.nombre`, b)} OR ${coincide(sql`d.tipo`, b)} OR ${coincide(sql`d.destinatario`, b)} OR ${coincide(sql`coalesce(${DESTINO}, '')`, b)})`,
    );
  }
  const orden = (
    f.orden?.length
      ? f.orden
      : [
          { campo: 'prioridad' as const, direccion: 'asc' as const },
          { campo: 'nombre' as const, direccion: 'asc' as const },
        ]
  ).map((o) => sql`${COLUMNA_ORDEN[o.campo]} ${o.direccion === 'desc' ? sql`DESC` : sql`ASC`}`);
  orden.push(sql`d.id`);
  return paginar<TDescuento>(
    conn,
    { columnas: columnas(alcance), origen: sql`${ORIGEN} WHERE ${sql.join(condiciones, sql` AND `)}`, orden: sql.join(orden, sql`, `) },
    f,
  );
}

/** A rule of the business reaching the scope; 404 otherwise (a rule of a sibling station does not exist for the caller). */
export async function obtenerDescuento(conn: Conn, negocioId: number, alcance: ReadonlySet<number>, id: number): Promise<TDescuento> {
  const d = await fila<TDescuento>(
    conn,
    sql`SELECT ${columnas(alcance)} ${ORIGEN} WHERE d.id = ${id} AND d.negocio_id = ${negocioId} AND ${enAlcance(alcance)}`,
  );
  if (!d) throw notFound(M.noExiste);
  return d;
}

/** Refuses a customer, fleet, vehicle, vehicle type, product or payment method of another business. */
async function exigirReferencias(conn: Conn, negocioId: number, d: TDescuentoGuardar): Promise<void> {
  const r = await fila<{ ajenas: number }>(
    conn,
    sql`SELECT
      (${d.cliente_id ?? null}::int IS NOT NULL AND NOT EXISTS (SELECT 1 FROM clientes WHERE id = ${d.cliente_id ?? null}::int AND negocio_id = ${negocioId}))::int
    + (${d.flota_id ?? null}::int IS NOT NULL AND NOT EXISTS (SELECT 1 FROM flotas WHERE id = ${d.flota_id ?? null}::int AND negocio_id = ${negocioId}))::int
    + (${d.vehiculo_id ?? null}::int IS NOT NULL AND NOT EXISTS (SELECT 1 FROM vehiculos WHERE id = ${d.vehiculo_id ?? null}::int AND negocio_id = ${negocioId}))::int
    + (${d.tipo_vehiculo_id ?? null}::int IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM tipos_vehiculo WHERE id = ${d.tipo_vehiculo_id ?? null}::int AND negocio_id = ${negocioId}))::int
    + (SELECT count(*) FROM unnest(${enteros(d.productos)}::int[]) x
        WHERE NOT EXISTS (SELECT 1 FROM productos WHERE id = x AND negocio_id = ${negocioId}))::int
    + (SELECT count(*) FROM unnest(${enteros(d.medios_pago)}::int[]) x
        WHERE NOT EXISTS (SELECT 1 FROM medios_pago WHERE id = x AND negocio_id = ${negocioId}))::int AS ajenas`,
  );
  if (r!.ajenas > 0) throw badRequest(M.referenciaAjena, [{ campo: 'destinatario', mensaje: M.referenciaAjena }]);
}

/** Only the destinatario's own id is kept (a rule for a customer has no fleet), and it must be of the business. */
async function destinoDe(conn: Conn, negocioId: number, d: TDescuentoGuardar) {
  const destino = {
    cliente: d.destinatario === 'CLIENTE' ? (d.cliente_id ?? null) : null,
    flota: d.destinatario === 'FLOTA' ? (d.flota_id ?? null) : null,
    vehiculo: d.destinatario === 'VEHÍCULO' ? (d.vehiculo_id ?? null) : null,
    tipoVehiculo: d.destinatario === 'TIPO DE VEHÍCULO' ? (d.tipo_vehiculo_id ?? null) : null,
  };
  await exigirReferencias(conn, negocioId, {
    ...d,
    cliente_id: destino.cliente ?? undefined,
    flota_id: destino.flota ?? undefined,
    vehiculo_id: destino.vehiculo ?? undefined,
    tipo_vehiculo_id: destino.tipoVehiculo ?? undefined,
  });
  return destino;
}

async function guardarEstaciones(conn: Conn, id: number, estaciones: readonly number[]): Promise<void> {
  await conn.execute(sql`DELETE FROM descuentos_empresas WHERE descuento_id = ${id}`);
  await conn.execute(sql`
    INSERT INTO descuentos_empresas (descuento_id, empresa_id)
    SELECT ${id}, e FROM unnest(${enteros(estaciones)}::int[]) e ON CONFLICT DO NOTHING`);
}

export async function crearDescuento(conn: Conn, negocioId: number, d: TDescuentoGuardar): Promise<number> {
  const destino = await destinoDe(conn, negocioId, d);
  const r = await fila<{ id: number }>(
    conn,
    sql`INSERT INTO descuentos (negocio_id, nombre, tipo, valor, destinatario, cliente_id, flota_id, vehiculo_id, tipo_vehiculo_id, productos,
                                medios_pago, fecha_inicio, fecha_fin, prioridad, acumulable)
        VALUES (${negocioId}, ${d.nombre.toUpperCase()}, ${d.tipo}, ${Number(d.valor).toFixed(2)}, ${d.destinatario}, ${destino.cliente}, ${destino.flota},
                ${destino.vehiculo}, ${destino.tipoVehiculo}, ${enteros(d.productos)}::int[], ${enteros(d.medios_pago)}::int[], ${d.fecha_inicio}::date,
                ${d.fecha_fin ?? null}::date, ${d.prioridad}, ${d.acumulable})
        RETURNING id`,
  );
  await guardarEstaciones(conn, r!.id, d.estaciones);
  return r!.id;
}

export async function editarDescuento(conn: Conn, negocioId: number, id: number, d: TDescuentoGuardar): Promise<void> {
  const destino = await destinoDe(conn, negocioId, d);
  const r = await fila(
    conn,
    sql`UPDATE descuentos SET nombre = ${d.nombre.toUpperCase()}, tipo = ${d.tipo}, valor = ${Number(d.valor).toFixed(2)}, destinatario = ${d.destinatario},
               cliente_id = ${destino.cliente}, flota_id = ${destino.flota}, vehiculo_id = ${destino.vehiculo}, tipo_vehiculo_id = ${destino.tipoVehiculo},
               productos = ${enteros(d.productos)}::int[], medios_pago = ${enteros(d.medios_pago)}::int[], fecha_inicio = ${d.fecha_inicio}::date,
               fecha_fin = ${d.fecha_fin ?? null}::date, prioridad = ${d.prioridad}, acumulable = ${d.acumulable}
         WHERE id = ${id} AND negocio_id = ${negocioId} RETURNING id`,
  );
  if (!r) throw notFound(M.noExiste);
  await guardarEstaciones(conn, id, d.estaciones);
}

export async function cambiarEstadoDescuento(conn: Conn, negocioId: number, id: number, estado: 'A' | 'I'): Promise<void> {
  const r = await fila(conn, sql`UPDATE descuentos SET estado = ${estado} WHERE id = ${id} AND negocio_id = ${negocioId} RETURNING id`);
  if (!r) throw notFound(M.noExiste);
}

/** Rules are referenced by nothing stored: deleting one removes it with its stations. */
export async function eliminarDescuento(conn: Conn, negocioId: number, id: number): Promise<void> {
  const r = await fila(conn, sql`DELETE FROM descuentos WHERE id = ${id} AND negocio_id = ${negocioId} RETURNING id`);
  if (!r) throw notFound(M.noExiste);
}

/** The business's active records a rule may point at (at most 500 of each). */
export async function opcionesDescuento(conn: Conn, negocioId: number): Promise<TOpcionesDescuento> {
  const de = (consulta: SQL) => filas<{ id: number; texto: string }>(conn, consulta);
  const [clientes, flotas, vehiculos, tipos, productos, medios] = await Promise.all([
    de(
      sql`SELECT id, nombre || ' (' || identificacion || ')' AS texto FROM clientes WHERE negocio_id = ${negocioId} AND estado = 'A' ORDER BY nombre, id LIMIT 500`,
    ),
    de(
      sql`SELECT id, codigo || ' ' || nombre AS texto FROM flotas WHERE negocio_id = ${negocioId} AND estado = 'A' ORDER BY nombre, id LIMIT 500`,
    ),
    de(sql`SELECT id, placa AS texto FROM vehiculos WHERE negocio_id = ${negocioId} AND estado = 'A' ORDER BY placa, id LIMIT 500`),
    de(
      sql`SELECT id, descripcion AS texto FROM tipos_vehiculo WHERE negocio_id = ${negocioId} AND estado = 'A' ORDER BY descripcion, id LIMIT 500`,
    ),
    de(
      sql`SELECT id, codigo || ' ' || descripcion AS texto FROM productos WHERE negocio_id = ${negocioId} AND estado = 'A' ORDER BY descripcion, id LIMIT 500`,
    ),
    de(
      sql`SELECT id, descripcion AS texto FROM medios_pago WHERE negocio_id = ${negocioId} AND estado = 'A' ORDER BY descripcion, id LIMIT 500`,
    ),
  ]);
  return { clientes, flotas, vehiculos, tipos_vehiculo: tipos, productos, medios_pago: medios };
}

/**
 * The active rules of the station's business that apply at the station and are in force today or later, as the POS
 * applies them (`descuentos` of GET pos/v1/configuracion).
 */
export async function reglasDescuentoEstacion(conn: Conn, empresaId: number, negocioId: number): Promise<TReglaDescuento[]> {
  return filas<TReglaDescuento>(
    conn,
    sql`SELECT d.id, d.nombre, d.tipo, d.valor::float8 AS valor, d.destinatario, d.cliente_id, d.flota_id, d.vehiculo_id, tv.codigo AS tipo_vehiculo,
               d.productos, d.medios_pago, d.fecha_inicio::text AS fecha_inicio, d.fecha_fin::text AS fecha_fin, d.prioridad::int AS prioridad, d.acumulable
          FROM descuentos d JOIN descuentos_empresas de ON de.descuento_id = d.id AND de.empresa_id = ${empresaId}
          LEFT JOIN tipos_vehiculo tv ON tv.id = d.tipo_vehiculo_id
         WHERE d.negocio_id = ${negocioId} AND d.estado = 'A' AND (d.fecha_fin IS NULL OR d.fecha_fin >= ${HOY_BOGOTA})
         ORDER BY d.prioridad, d.id`,
  );
}
