import { sql, type SQL } from 'drizzle-orm';
import {
  BODEGA_DE_PUNTO,
  MENSAJES_PUNTO_VENTA as M,
  type CAMPOS_ORDEN_PUNTO_VENTA,
  type TOpcionesPuntoVenta,
  type TPuntoVentaForm,
  type TPuntoVentaFila,
  type TPuntosVentaQuery,
} from '@eds/contracts/puntos-venta';
import { fila, filas, type Conn } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { paginar } from '../../lib/paginar';
import { coincide } from '../../lib/busqueda';

/**
 * Canastillas y kioscos (SCREENS.md G02 "Punto de venta"): a station's store and kiosk points of sale. Every
 * reference a point holds — warehouse, devices, resolution, responsible — must be of the point's own station and
 * business type; one active point per station, type and warehouse (a partial unique index decides races).
 */

type CampoOrden = (typeof CAMPOS_ORDEN_PUNTO_VENTA)[number];

const COLUMNA_ORDEN: Record<CampoOrden, SQL> = {
  codigo: sql`pv.nombre`,
  descripcion: sql`e.alias`,
  tipo: sql`pv.tipo`,
  bodega: sql`b.descripcion`,
  responsable: sql`responsable`,
  estado: sql`pv.estado`,
};

const COLUMNAS = sql`pv.id, pv.empresa_id, e.alias AS estacion, pv.nombre, pv.nombre AS codigo, e.alias AS descripcion, pv.tipo, pv.bodega_id, b.descripcion AS bodega,
  coalesce((SELECT array_agg(q.id ORDER BY q.alias, q.id) FROM puntos_venta_equipos pe JOIN equipos q ON q.id = pe.equipo_id
             WHERE pe.punto_venta_id = pv.id), '{}') AS equipos,
  coalesce((SELECT array_agg(q.alias ORDER BY q.alias, q.id) FROM puntos_venta_equipos pe JOIN equipos q ON q.id = pe.equipo_id
             WHERE pe.punto_venta_id = pv.id), '{}') AS equipos_alias,
  pv.resolucion_id, CASE WHEN r.id IS NULL THEN NULL ELSE r.prefijo || ' ' || r.numero END AS resolucion,
  pv.responsable_id, CASE WHEN p.id IS NULL THEN NULL ELSE trim(p.nombres || ' ' || p.apellidos) END AS responsable,
  pv.estado, false AS en_uso, false AS sistema`;

const ORIGEN = sql`FROM puntos_venta pv JOIN empresas e ON e.id = pv.empresa_id JOIN bodegas b ON b.id = pv.bodega_id
  LEFT JOIN resoluciones r ON r.id = pv.resolucion_id LEFT JOIN personas p ON p.id = pv.responsable_id`;

function patron(buscar: string): string {
  return `%${buscar.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The points of `empresaId` and of the companies under it, limited to `alcance` (the caller's scope). */
export async function listarPuntosVenta(conn: Conn, empresaId: number, alcance: ReadonlySet<number>, f: TPuntosVentaQuery) {
  const ids = `{${[...alcance].join(',')}}`;
  const condiciones: SQL[] = [
    sql`pv.empresa_id IN (WITH RECURSIVE arbol AS (
          SELECT id FROM empresas WHERE id = ${empresaId}
          UNION SELECT h.id FROM empresas h JOIN arbol a ON h.empresas_id = a.id
        ) SELECT id FROM arbol)`,
    sql`pv.empresa_id = ANY(${ids}::int[])`,
  ];
  if (f.estado !== 'T') condiciones.push(sql`pv.estado = ${f.estado}`);
  if (f.tipo) condiciones.push(sql`pv.tipo = ${f.tipo}`);
  if (f.estacion_id) condiciones.push(sql`pv.empresa_id = ${f.estacion_id}`);
  if (f.buscar) {
    const p = patron(f.buscar);
    condiciones.push(sql`(${coincide(sql`pv.nombre`, p)} OR ${coincide(sql`e.alias`, p)} OR ${coincide(sql`b.descripcion`, p)}
      OR ${coincide(sql`(p.nombres || ' ' || p.apellidos)`, p)})`);
  }
  const orden = (f.orden?.length ? f.orden : [{ campo: 'codigo' as const, direccion: 'asc' as const }]).map(
    (o) => sql`${COLUMNA_ORDEN[o.campo]} ${o.direccion === 'desc' ? sql`DESC NULLS LAST` : sql`ASC NULLS LAST`}`,
  );
  orden.push(sql`pv.id`);
  return paginar<TPuntoVentaFila>(
    conn,
    { columnas: COLUMNAS, origen: sql`${ORIGEN} WHERE ${sql.join(condiciones, sql` AND `)}`, orden: sql.join(orden, sql`, `) },
    f,
  );
}

/** One point, read for the caller's scope; another station's answers as not existing. */
export async function obtenerPuntoVenta(conn: Conn, id: number, alcance: ReadonlySet<number>): Promise<TPuntoVentaFila> {
  const r = await fila<TPuntoVentaFila>(conn, sql`SELECT ${COLUMNAS} ${ORIGEN} WHERE pv.id = ${id}`);
  if (!r || !alcance.has(r.empresa_id)) throw notFound(M.noExiste);
  return r;
}

/** The station a point belongs to, or undefined when it does not exist. */
export async function estacionDePunto(conn: Conn, id: number): Promise<number | undefined> {
  const r = await fila<{ empresa_id: number }>(conn, sql`SELECT empresa_id FROM puntos_venta WHERE id = ${id}`);
  return r?.empresa_id;
}

/** What the form offers for one station: its store and kiosk warehouses, devices, resolutions and active staff. */
export async function opcionesPuntoVenta(conn: Conn, empresaId: number): Promise<TOpcionesPuntoVenta> {
  const [bodegas, equipos, resoluciones, responsables] = await Promise.all([
    filas<TOpcionesPuntoVenta['bodegas'][number]>(
      conn,
      sql`SELECT id, descripcion, tipo FROM bodegas WHERE empresa_id = ${empresaId} AND estado = 'A'
             AND tipo IN ('CANASTILLA', 'KIOSCO') ORDER BY descripcion, id`,
    ),
    filas<TOpcionesPuntoVenta['equipos'][number]>(
      conn,
      sql`SELECT id, alias, tipos_negocio FROM equipos WHERE empresa_id = ${empresaId} AND estado = 'A'
             AND tipos_negocio && ARRAY['S', 'K']::text[] ORDER BY alias, id`,
    ),
    filas<TOpcionesPuntoVenta['resoluciones'][number]>(
      conn,
      sql`SELECT id, prefijo || ' ' || numero AS descripcion, tipos_negocio FROM resoluciones
           WHERE empresa_id = ${empresaId} AND estado = 'A' AND tipos_negocio && ARRAY['S', 'K']::text[] ORDER BY prefijo, id`,
    ),
    filas<TOpcionesPuntoVenta['responsables'][number]>(
      conn,
      sql`SELECT id, trim(nombres || ' ' || apellidos) AS nombre FROM personas
           WHERE empresas_id = ${empresaId} AND estado = 'A' ORDER BY nombres, apellidos, id`,
    ),
  ]);
  return { bodegas, equipos, resoluciones, responsables };
}

/** Each reference of the point is of its station and business type; refusals land on their field. */
async function validar(conn: Conn, d: TPuntoVentaForm): Promise<void> {
  const campo = (nombre: string, mensaje: string) => badRequest(mensaje, [{ campo: nombre, mensaje }]);
  const bodega = await fila(
    conn,
    sql`SELECT 1 FROM bodegas WHERE id = ${d.bodega_id} AND empresa_id = ${d.empresa_id} AND estado = 'A' AND tipo = ${BODEGA_DE_PUNTO[d.tipo]}`,
  );
  if (!bodega) throw campo('bodega_id', M.bodegaNoValida);
  const equipos = [...new Set(d.equipos)];
  if (equipos.length > 0) {
    const r = await fila<{ n: number }>(
      conn,
      sql`SELECT count(*)::int AS n FROM equipos WHERE id = ANY(${`{${equipos.join(',')}}`}::int[])
             AND empresa_id = ${d.empresa_id} AND estado = 'A' AND ${d.tipo} = ANY(tipos_negocio)`,
    );
    if (r!.n !== equipos.length) throw campo('equipos', M.equipoNoValido);
  }
  if (d.resolucion_id) {
    const r = await fila(
      conn,
      sql`SELECT 1 FROM resoluciones WHERE id = ${d.resolucion_id} AND empresa_id = ${d.empresa_id} AND estado = 'A'
             AND ${d.tipo} = ANY(tipos_negocio)`,
    );
    if (!r) throw campo('resolucion_id', M.resolucionNoValida);
  }
  if (d.responsable_id) {
    const r = await fila(
      conn,
      sql`SELECT 1 FROM personas WHERE id = ${d.responsable_id} AND empresas_id = ${d.empresa_id} AND estado = 'A'`,
    );
    if (!r) throw campo('responsable_id', M.responsableNoValido);
  }
}

/** The partial unique index on active (station, type, warehouse) decides between two concurrent saves. */
async function conActivoUnico<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    const e = err as { code?: string; cause?: { code?: string } };
    if ((e.code ?? e.cause?.code) === '23505') throw badRequest(M.yaExisteActivo, [{ campo: 'bodega_id', mensaje: M.yaExisteActivo }]);
    throw err;
  }
}

async function guardarEquipos(conn: Conn, id: number, equipos: readonly number[]): Promise<void> {
  const lista = `{${[...new Set(equipos)].join(',')}}`;
  await conn.execute(sql`DELETE FROM puntos_venta_equipos WHERE punto_venta_id = ${id} AND NOT (equipo_id = ANY(${lista}::int[]))`);
  await conn.execute(
    sql`INSERT INTO puntos_venta_equipos (punto_venta_id, equipo_id) SELECT ${id}, unnest(${lista}::int[]) ON CONFLICT DO NOTHING`,
  );
}

export async function crearPuntoVenta(conn: Conn, d: TPuntoVentaForm): Promise<number> {
  await validar(conn, d);
  const r = await conActivoUnico(() =>
    fila<{ id: number }>(
      conn,
      sql`INSERT INTO puntos_venta (empresa_id, nombre, tipo, bodega_id, resolucion_id, responsable_id)
          VALUES (${d.empresa_id}, ${d.nombre}, ${d.tipo}, ${d.bodega_id}, ${d.resolucion_id ?? null}, ${d.responsable_id ?? null})
          RETURNING id`,
    ),
  );
  await guardarEquipos(conn, r!.id, d.equipos);
  return r!.id;
}

/** Edits a point; its station never changes (the caller checked the point is in scope). */
export async function editarPuntoVenta(conn: Conn, id: number, d: TPuntoVentaForm): Promise<void> {
  const actual = await fila<{ empresa_id: number }>(conn, sql`SELECT empresa_id FROM puntos_venta WHERE id = ${id} FOR UPDATE`);
  if (!actual) throw notFound(M.noExiste);
  const datos = { ...d, empresa_id: actual.empresa_id };
  await validar(conn, datos);
  await conActivoUnico(() =>
    conn.execute(
      sql`UPDATE puntos_venta SET nombre = ${d.nombre}, tipo = ${d.tipo}, bodega_id = ${d.bodega_id},
            resolucion_id = ${d.resolucion_id ?? null}, responsable_id = ${d.responsable_id ?? null} WHERE id = ${id}`,
    ),
  );
  await guardarEquipos(conn, id, d.equipos);
}

/** Activates or inactivates a point; activating one where another is active for the same warehouse is refused. */
export async function cambiarEstadoPuntoVenta(conn: Conn, id: number, estado: 'A' | 'I'): Promise<void> {
  const actual = await fila(conn, sql`SELECT 1 FROM puntos_venta WHERE id = ${id} FOR UPDATE`);
  if (!actual) throw notFound(M.noExiste);
  await conActivoUnico(() => conn.execute(sql`UPDATE puntos_venta SET estado = ${estado} WHERE id = ${id}`));
}
