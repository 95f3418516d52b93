import { sql, type SQL } from 'drizzle-orm';
import {
  MENSAJES_COMERCIAL as M,
  type CAMPOS_ORDEN_PROMOCION,
  type TProductoPromocion,
  type TPromocion,
  type TPromocionDetalle,
  type TPromocionForm,
} from '@eds/contracts/comercial';
import type { TipoNegocio } from '@eds/contracts/operacion';
import type { EstadoFiltro, OrdenCampo, TPaginacionQuery } from '@eds/contracts/paginacion';
import { fila, filas, type Conn } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { paginar } from '../../lib/paginar';
import { coincide } from '../../lib/busqueda';

const enteros = (ids: Iterable<number>) => `{${[...ids].join(',')}}`;

/** Creates (no id) or edits a promotion of a business with its products and stations, replacing both lists. */
export async function guardarPromocion(conn: Conn, negocioId: number, p: TPromocionForm, id: number | null = null): Promise<number> {
  const ajenos = await filas<{ id: number }>(
    conn,
    sql`SELECT x AS id FROM unnest(${enteros(p.productos.map((x) => x.producto_id))}::int[]) x
         WHERE NOT EXISTS (SELECT 1 FROM productos WHERE id = x AND negocio_id = ${negocioId})`,
  );
  if (ajenos.length > 0) throw badRequest(M.productoOtroNegocio, [{ campo: 'productos', mensaje: M.productoOtroNegocio }]);
  if (p.grupo_id !== undefined) {
    const grupo = await fila(
      conn,
      sql`SELECT 1 FROM grupos WHERE id = ${p.grupo_id} AND negocio_id = ${negocioId} AND tipo = 'PRODUCTOS' AND estado = 'A'`,
    );
    if (!grupo) throw badRequest(M.grupoNoValido, [{ campo: 'grupo_id', mensaje: M.grupoNoValido }]);
  }
  const valores = sql`${p.nombre.toUpperCase()}, ${p.tipo}, ${p.valor}, ${p.pague_n ?? null}, ${p.lleve_m ?? null}, ${p.fecha_inicio}::date, ${p.fecha_fin}::date,
    ${enteros(p.dias)}::smallint[], ${p.hora_inicio ?? null}::time, ${p.hora_fin ?? null}::time, ${`{${p.tipos_negocio.join(',')}}`}::text[], ${p.grupo_id ?? null}::int`;
  let promocionId: number;
  if (id === null) {
    const r = await fila<{ id: number }>(
      conn,
      sql`INSERT INTO promociones (negocio_id, nombre, tipo, valor, pague_n, lleve_m, fecha_inicio, fecha_fin, dias, hora_inicio, hora_fin, tipos_negocio, grupo_id)
          VALUES (${negocioId}, ${valores}) RETURNING id`,
    );
    promocionId = r!.id;
  } else {
    const r = await fila<{ id: number }>(
      conn,
      sql`UPDATE promociones SET (nombre, tipo, valor, pague_n, lleve_m, fecha_inicio, fecha_fin, dias, hora_inicio, hora_fin, tipos_negocio, grupo_id) = (${valores})
           WHERE id = ${id} AND negocio_id = ${negocioId} RETURNING id`,
    );
    if (!r) throw notFound(M.promocionNoExiste);
    promocionId = r.id;
    await conn.execute(sql`DELETE FROM promociones_productos WHERE promocion_id = ${promocionId}`);
    await conn.execute(sql`DELETE FROM promociones_empresas WHERE promocion_id = ${promocionId}`);
  }
  const productos = JSON.stringify(p.productos.map((x) => ({ producto_id: x.producto_id, cantidad: x.cantidad })));
  await conn.execute(sql`
    INSERT INTO promociones_productos (promocion_id, producto_id, cantidad)
    SELECT ${promocionId}, producto_id, cantidad FROM jsonb_to_recordset(${productos}::jsonb) AS x(producto_id int, cantidad numeric)
    ON CONFLICT DO NOTHING`);
  await conn.execute(sql`
    INSERT INTO promociones_empresas (promocion_id, empresa_id)
    SELECT ${promocionId}, e FROM unnest(${enteros(p.estaciones)}::int[]) e ON CONFLICT DO NOTHING`);
  return promocionId;
}

/** The promotion's product group as {id, nombre}, or null. */
const GRUPO = sql`(SELECT json_build_object('id', g.id, 'nombre', g.nombre) FROM grupos g WHERE g.id = p.grupo_id)`;

/** A promotion with its products and stations (promocion/get-detalle-promocion). */
export async function detallePromocion(conn: Conn, id: number): Promise<TPromocionDetalle | undefined> {
  const promocion = await fila<Omit<TPromocionDetalle, 'productos' | 'estaciones'>>(
    conn,
    sql`SELECT p.id, p.negocio_id, p.nombre, p.tipo, p.valor::float8 AS valor, p.pague_n, p.lleve_m, p.fecha_inicio::text AS fecha_inicio,
               p.fecha_fin::text AS fecha_fin, p.dias, to_char(p.hora_inicio, 'HH24:MI') AS hora_inicio, to_char(p.hora_fin, 'HH24:MI') AS hora_fin,
               p.tipos_negocio, p.estado, ${GRUPO} AS grupo
          FROM promociones p WHERE p.id = ${id}`,
  );
  if (!promocion) return undefined;
  const productos = await filas<TPromocionDetalle['productos'][number]>(
    conn,
    sql`SELECT p.id AS producto_id, p.codigo, p.descripcion, pp.cantidad::float8 AS cantidad FROM promociones_productos pp JOIN productos p ON p.id = pp.producto_id
         WHERE pp.promocion_id = ${id} ORDER BY p.descripcion`,
  );
  const estaciones = await filas<{ id: number; alias: string }>(
    conn,
    sql`SELECT e.id, e.alias FROM promociones_empresas pe JOIN empresas e ON e.id = pe.empresa_id WHERE pe.promocion_id = ${id} ORDER BY e.alias`,
  );
  return { ...promocion, productos, estaciones };
}

type CampoOrden = (typeof CAMPOS_ORDEN_PROMOCION)[number];

export interface FiltroPromociones extends TPaginacionQuery {
  buscar?: string;
  estado: EstadoFiltro;
  orden?: OrdenCampo<CampoOrden>[];
  negocio?: TipoNegocio;
  empresa_id?: number;
}

const COLUMNA_ORDEN: Record<CampoOrden, SQL> = {
  nombre: sql`p.nombre`,
  tipo: sql`p.tipo`,
  valor: sql`p.valor`,
  fecha_inicio: sql`p.fecha_inicio`,
  fecha_fin: sql`p.fecha_fin`,
  estado: sql`p.estado`,
};

/** A promotion reaches the scope when one of its stations is in it. */
const enAlcance = (alcance: ReadonlySet<number>) =>
  sql`EXISTS (SELECT 1 FROM promociones_empresas pe WHERE pe.promocion_id = p.id AND pe.empresa_id = ANY(${enteros(alcance)}::int[]))`;

function patron(buscar: string): string {
  return `%${buscar.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Promociones (SCREENS.md G18): one page of the business's promotions that reach the user's stations, of one business
 * type when given. Each row carries its products and every station, and whether all its stations are in the scope
 * (only then may the user change it).
 */
export async function listarPromociones(conn: Conn, negocioId: number, alcance: ReadonlySet<number>, f: FiltroPromociones) {
  const condiciones = [sql`p.negocio_id = ${negocioId}`, enAlcance(alcance)];
  if (f.negocio) condiciones.push(sql`${f.negocio} = ANY(p.tipos_negocio)`);
  if (f.empresa_id)
    condiciones.push(sql`EXISTS (SELECT 1 FROM promociones_empresas pe WHERE pe.promocion_id = p.id AND pe.empresa_id = ${f.empresa_id})`);
  if (f.estado !== 'T') condiciones.push(sql`p.estado = ${f.estado}`);
  if (f.buscar) {
    const b = patron(f.buscar);
    condiciones.push(sql`(${coincide(sql`p.nombre`, b)} OR ${coincide(sql`p.tipo`, b)}
      OR EXISTS (SELECT 1 FROM promociones_productos pp JOIN productos x ON x.id = pp.producto_id
                  WHERE pp.promocion_id = p.id AND (${coincide(sql`x.descripcion`, b)} OR ${coincide(sql`x.codigo`, b)})))`);
  }
  const orden = (f.orden?.length ? f.orden : [{ campo: 'fecha_fin' as const, direccion: 'desc' as const }]).map(
    (o) => sql`${COLUMNA_ORDEN[o.campo]} ${o.direccion === 'desc' ? sql`DESC` : sql`ASC`}`,
  );
  orden.push(sql`p.id DESC`);
  const columnas = sql`p.id, p.negocio_id, p.nombre, p.tipo, p.valor::float8 AS valor, p.pague_n, p.lleve_m,
    p.fecha_inicio::text AS fecha_inicio, p.fecha_fin::text AS fecha_fin, p.dias,
    to_char(p.hora_inicio, 'HH24:MI') AS hora_inicio, to_char(p.hora_fin, 'HH24:MI') AS hora_fin, p.tipos_negocio, p.estado, ${GRUPO} AS grupo,
    coalesce((SELECT json_agg(json_build_object('producto_id', x.id, 'codigo', x.codigo, 'descripcion', x.descripcion, 'cantidad', pp.cantidad::float8)
                              ORDER BY x.descripcion, x.id)
                FROM promociones_productos pp JOIN productos x ON x.id = pp.producto_id WHERE pp.promocion_id = p.id), '[]'::json) AS productos,
    coalesce((SELECT json_agg(json_build_object('id', e.id, 'alias', e.alias) ORDER BY e.alias, e.id)
                FROM promociones_empresas pe JOIN empresas e ON e.id = pe.empresa_id WHERE pe.promocion_id = p.id), '[]'::json) AS estaciones,
    NOT EXISTS (SELECT 1 FROM promociones_empresas pe WHERE pe.promocion_id = p.id AND pe.empresa_id <> ALL(${enteros(alcance)}::int[])) AS editable`;
  return paginar<TPromocion>(
    conn,
    { columnas, origen: sql`FROM promociones p WHERE ${sql.join(condiciones, sql` AND `)}`, orden: sql.join(orden, sql`, `) },
    f,
  );
}

/** Activates or inactivates a promotion of the business (the route has checked its stations against the scope). */
export async function cambiarEstadoPromocion(conn: Conn, negocioId: number, id: number, estado: 'A' | 'I'): Promise<void> {
  const r = await fila(conn, sql`UPDATE promociones SET estado = ${estado} WHERE id = ${id} AND negocio_id = ${negocioId} RETURNING id`);
  if (!r) throw notFound(M.promocionNoExiste);
}

/** The business's active product groups (G09, tipo PRODUCTOS), for the promotion form's Grupo. */
export async function gruposPromocion(conn: Conn, negocioId: number): Promise<{ id: number; nombre: string }[]> {
  return filas(
    conn,
    sql`SELECT id, nombre FROM grupos WHERE negocio_id = ${negocioId} AND tipo = 'PRODUCTOS' AND estado = 'A' ORDER BY nombre, id LIMIT 500`,
  );
}

/** The business's active products of one business type, for the promotion form (at most 500). */
export async function productosPromocion(conn: Conn, negocioId: number, negocio: TipoNegocio): Promise<TProductoPromocion[]> {
  return filas<TProductoPromocion>(
    conn,
    sql`SELECT id, codigo, descripcion FROM productos
         WHERE negocio_id = ${negocioId} AND estado = 'A' AND ${negocio} = ANY(tipos_negocio) ORDER BY descripcion, id LIMIT 500`,
  );
}
