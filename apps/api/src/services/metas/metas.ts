import { sql, type SQL } from 'drizzle-orm';
import { TIPO_EMPRESA } from '@eds/contracts/constantes';
import {
  MENSAJES_META as M,
  NEGOCIO_DE_TIPO_META,
  type CAMPOS_ORDEN_META,
  type TMeta,
  type TMetaGuardar,
  type TOpcionesMeta,
} from '@eds/contracts/metas/metas';
import type { EstadoFiltro, OrdenCampo, TPaginacionQuery } from '@eds/contracts/paginacion';
import { fila, filas, type Conn } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { paginar } from '../../lib/paginar';
import { calcularDistribucion, guardarDias } from './distribucion';
import { coincide } from '../../lib/busqueda';

/**
 * Monthly sales goals (SCREENS.md G23, tables `metas_venta` and `metas_venta_dias`). Every read and write is bounded
 * by the caller's company scope: a goal of a station outside it does not exist for the caller (404), a station id
 * out of scope is refused by the route (403). Saving a goal stores its daily split in the same transaction.
 */

type CampoOrden = (typeof CAMPOS_ORDEN_META)[number];

export interface FiltroMetas extends TPaginacionQuery {
  buscar?: string;
  estado: EstadoFiltro;
  orden?: OrdenCampo<CampoOrden>[];
  empresa_id?: number;
  anio?: number;
  mes?: number;
}

const enteros = (ids: Iterable<number>) => `{${[...ids].join(',')}}`;

const TIPO = sql`CASE m.tipo_negocio WHEN 'C' THEN 'COMBUSTIBLE' WHEN 'S' THEN 'CANASTILLA' ELSE 'KIOSCO' END`;

const COLUMNA_ORDEN: Record<CampoOrden, SQL> = {
  estacion: sql`e.alias`,
  anio: sql`m.anio`,
  mes: sql`m.mes`,
  tipo: sql`m.tipo_negocio`,
  meta: sql`m.meta`,
  estado: sql`m.estado`,
};

const COLUMNAS = sql`m.id, m.empresa_id, e.alias AS estacion, m.anio::int AS anio, m.mes::int AS mes, ${TIPO} AS tipo, m.unidad,
  m.producto_id, m.categoria_id, coalesce(p.descripcion, c.descripcion) AS producto_categoria, m.meta::float8 AS meta, m.distribucion,
  coalesce((SELECT json_agg(d.valor::float8 ORDER BY d.dia) FROM metas_venta_dias d WHERE d.meta_id = m.id), '[]'::json) AS dias, m.estado`;

const ORIGEN = sql`FROM metas_venta m JOIN empresas e ON e.id = m.empresa_id
  LEFT JOIN productos p ON p.id = m.producto_id LEFT JOIN categorias c ON c.id = m.categoria_id`;

function patron(buscar: string): string {
  return `%${buscar.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function listarMetas(conn: Conn, alcance: ReadonlySet<number>, f: FiltroMetas) {
  const condiciones = [sql`m.empresa_id = ANY(${enteros(alcance)}::int[])`];
  if (f.empresa_id) condiciones.push(sql`m.empresa_id = ${f.empresa_id}`);
  if (f.anio) condiciones.push(sql`m.anio = ${f.anio}`);
  if (f.mes) condiciones.push(sql`m.mes = ${f.mes}`);
  if (f.estado !== 'T') condiciones.push(sql`m.estado = ${f.estado}`);
  if (f.buscar) {
    const p = patron(f.buscar);
    condiciones.push(
      sql`(${coincide(sql`e.alias`, p)} OR ${coincide(sql`${TIPO}`, p)} OR ${coincide(sql`coalesce(p.descripcion, c.descripcion, '')`, p)})`,
    );
  }
  const orden = (
    f.orden?.length
      ? f.orden
      : [
          { campo: 'anio' as const, direccion: 'desc' as const },
          { campo: 'mes' as const, direccion: 'desc' as const },
          { campo: 'estacion' as const, direccion: 'asc' as const },
          { campo: 'tipo' as const, direccion: 'asc' as const },
        ]
  ).map((o) => sql`${COLUMNA_ORDEN[o.campo]} ${o.direccion === 'desc' ? sql`DESC` : sql`ASC`}`);
  orden.push(sql`m.id`);
  return paginar<TMeta>(
    conn,
    { columnas: COLUMNAS, origen: sql`${ORIGEN} WHERE ${sql.join(condiciones, sql` AND `)}`, orden: sql.join(orden, sql`, `) },
    f,
  );
}

export async function obtenerMeta(conn: Conn, alcance: ReadonlySet<number>, id: number, bloquear = false): Promise<TMeta> {
  if (bloquear) await conn.execute(sql`SELECT 1 FROM metas_venta WHERE id = ${id} FOR UPDATE`);
  const m = await fila<TMeta>(
    conn,
    sql`SELECT ${COLUMNAS} ${ORIGEN} WHERE m.id = ${id} AND m.empresa_id = ANY(${enteros(alcance)}::int[])`,
  );
  if (!m) throw notFound(M.noExiste);
  return m;
}

/** The station's business (the goal's product or category must be of it); refuses a company that is not a station. */
async function negocioDeEstacion(conn: Conn, empresaId: number): Promise<number> {
  const e = await fila<{ tipo: number; negocio_id: number }>(conn, sql`SELECT tipo, negocio_id FROM empresas WHERE id = ${empresaId}`);
  if (e?.tipo !== TIPO_EMPRESA.EDS) throw badRequest(M.noEsEstacion, [{ campo: 'empresa_id', mensaje: M.noEsEstacion }]);
  return Number(e.negocio_id);
}

async function exigirProductoCategoria(conn: Conn, negocioId: number, m: TMetaGuardar): Promise<void> {
  if (m.producto_id) {
    const p = await fila(
      conn,
      sql`SELECT 1 FROM productos WHERE id = ${m.producto_id} AND negocio_id = ${negocioId} AND tipo_producto_id = 21`,
    );
    if (!p || m.tipo !== 'COMBUSTIBLE') throw badRequest(M.productoNoValido, [{ campo: 'producto_id', mensaje: M.productoNoValido }]);
  }
  if (m.categoria_id) {
    const c = await fila(
      conn,
      sql`SELECT 1 FROM categorias WHERE id = ${m.categoria_id} AND negocio_id = ${negocioId} AND tipo_negocio = ${NEGOCIO_DE_TIPO_META[m.tipo]}`,
    );
    if (!c) throw badRequest(M.categoriaNoValida, [{ campo: 'categoria_id', mensaje: M.categoriaNoValida }]);
  }
}

/** Unique per station, period, type, unit and product/category; the station's goals are serialised first. */
async function exigirUnica(conn: Conn, m: TMetaGuardar, salvoId = 0): Promise<void> {
  await conn.execute(sql`SELECT pg_advisory_xact_lock(hashtext('metas_venta'), ${m.empresa_id})`);
  const otra = await fila(
    conn,
    sql`SELECT 1 FROM metas_venta WHERE empresa_id = ${m.empresa_id} AND anio = ${m.anio} AND mes = ${m.mes}
          AND tipo_negocio = ${NEGOCIO_DE_TIPO_META[m.tipo]} AND unidad = ${m.unidad}
          AND coalesce(producto_id, 0) = ${m.producto_id ?? 0} AND coalesce(categoria_id, 0) = ${m.categoria_id ?? 0} AND id <> ${salvoId}`,
  );
  if (otra) throw badRequest(M.repetida, [{ campo: 'mes', mensaje: M.repetida }]);
}

async function diasDe(conn: Conn, m: TMetaGuardar): Promise<number[]> {
  if (m.distribucion === 'MANUAL') return (m.dias ?? []).map(Number);
  return calcularDistribucion(
    conn,
    {
      empresaId: m.empresa_id,
      anio: m.anio,
      mes: m.mes,
      tipo: m.tipo,
      unidad: m.unidad,
      productoId: m.producto_id,
      categoriaId: m.categoria_id,
      meta: Number(m.meta),
    },
    m.distribucion,
  );
}

export async function crearMeta(conn: Conn, m: TMetaGuardar): Promise<number> {
  const negocio = await negocioDeEstacion(conn, m.empresa_id);
  await exigirProductoCategoria(conn, negocio, m);
  await exigirUnica(conn, m);
  const r = await fila<{ id: number }>(
    conn,
    sql`INSERT INTO metas_venta (empresa_id, anio, mes, tipo_negocio, unidad, producto_id, categoria_id, meta, distribucion)
        VALUES (${m.empresa_id}, ${m.anio}, ${m.mes}, ${NEGOCIO_DE_TIPO_META[m.tipo]}, ${m.unidad}, ${m.producto_id ?? null},
                ${m.categoria_id ?? null}, ${Number(m.meta).toFixed(2)}, ${m.distribucion})
        RETURNING id`,
  );
  await guardarDias(conn, r!.id, await diasDe(conn, m));
  return r!.id;
}

export async function editarMeta(conn: Conn, alcance: ReadonlySet<number>, id: number, m: TMetaGuardar): Promise<void> {
  await obtenerMeta(conn, alcance, id, true);
  const negocio = await negocioDeEstacion(conn, m.empresa_id);
  await exigirProductoCategoria(conn, negocio, m);
  await exigirUnica(conn, m, id);
  await conn.execute(
    sql`UPDATE metas_venta SET empresa_id = ${m.empresa_id}, anio = ${m.anio}, mes = ${m.mes}, tipo_negocio = ${NEGOCIO_DE_TIPO_META[m.tipo]},
               unidad = ${m.unidad}, producto_id = ${m.producto_id ?? null}, categoria_id = ${m.categoria_id ?? null},
               meta = ${Number(m.meta).toFixed(2)}, distribucion = ${m.distribucion}, dias = NULL
         WHERE id = ${id}`,
  );
  await guardarDias(conn, id, await diasDe(conn, m));
}

export async function cambiarEstadoMeta(conn: Conn, alcance: ReadonlySet<number>, id: number, estado: 'A' | 'I'): Promise<void> {
  await obtenerMeta(conn, alcance, id, true);
  await conn.execute(sql`UPDATE metas_venta SET estado = ${estado} WHERE id = ${id}`);
}

export async function eliminarMeta(conn: Conn, alcance: ReadonlySet<number>, id: number): Promise<void> {
  await obtenerMeta(conn, alcance, id, true);
  await conn.execute(sql`DELETE FROM metas_venta WHERE id = ${id}`);
}

/** The fuels and shop categories of the caller's business a goal may be for. */
export async function opcionesMeta(conn: Conn, negocioId: number): Promise<TOpcionesMeta> {
  const productos = await filas<TOpcionesMeta['productos'][number]>(
    conn,
    sql`SELECT id, descripcion, 'COMBUSTIBLE' AS tipo FROM productos
         WHERE negocio_id = ${negocioId} AND tipo_producto_id = 21 AND estado = 'A' ORDER BY descripcion, id LIMIT 500`,
  );
  const categorias = await filas<TOpcionesMeta['categorias'][number]>(
    conn,
    sql`SELECT id, descripcion, CASE tipo_negocio WHEN 'C' THEN 'COMBUSTIBLE' WHEN 'S' THEN 'CANASTILLA' ELSE 'KIOSCO' END AS tipo
          FROM categorias WHERE negocio_id = ${negocioId} AND estado = 'A' AND tipo_negocio IN ('S', 'K') ORDER BY descripcion, id LIMIT 500`,
  );
  return { productos, categorias };
}

/**
 * Stores the uniform split of the goals that have none (the demo's goals and goals written before the split was
 * stored), so every goal the readers see has its days.
 */
export async function distribuirMetasSinDias(conn: Conn, estaciones: readonly number[]): Promise<number> {
  const sinDias = await filas<{
    id: number;
    empresa_id: number;
    anio: number;
    mes: number;
    tipo_negocio: string;
    unidad: string;
    meta: string;
  }>(
    conn,
    sql`SELECT m.id, m.empresa_id, m.anio, m.mes, m.tipo_negocio, m.unidad, m.meta FROM metas_venta m
         WHERE m.empresa_id = ANY(${enteros(estaciones)}::int[]) AND m.dias IS NULL
           AND NOT EXISTS (SELECT 1 FROM metas_venta_dias d WHERE d.meta_id = m.id) ORDER BY m.id`,
  );
  for (const m of sinDias) {
    const dias = await calcularDistribucion(
      conn,
      {
        empresaId: m.empresa_id,
        anio: Number(m.anio),
        mes: Number(m.mes),
        tipo: m.tipo_negocio === 'C' ? 'COMBUSTIBLE' : m.tipo_negocio === 'S' ? 'CANASTILLA' : 'KIOSCO',
        unidad: m.unidad === 'GALONES' ? 'GALONES' : 'VALOR',
        meta: Number(m.meta),
      },
      'UNIFORME',
    );
    await guardarDias(conn, m.id, dias);
  }
  return sinDias.length;
}
