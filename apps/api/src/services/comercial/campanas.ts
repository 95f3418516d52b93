import { sql, type SQL } from 'drizzle-orm';
import {
  MENSAJES_CAMPANA as M,
  type CAMPOS_ORDEN_CAMPANA,
  type TCampana,
  type TCampanaGuardar,
  type TOpcionesCampana,
} from '@eds/contracts/campanas';
import type { EstadoFiltro, OrdenCampo, TPaginacionQuery } from '@eds/contracts/paginacion';
import { fila, filas, type Conn } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { paginar } from '../../lib/paginar';
import { coincide } from '../../lib/busqueda';

/**
 * Campañas (SCREENS.md G18, tables `campanas`, `campanas_empresas`, `campanas_promociones`, `campanas_descuentos`). A
 * campaign reaches the scope when one of its stations is in it; the routes let a user change it only when all its
 * stations are theirs. The promotions and rules it groups must be of the business and reach the user's stations.
 */

type CampoOrden = (typeof CAMPOS_ORDEN_CAMPANA)[number];

export interface FiltroCampanas extends TPaginacionQuery {
  buscar?: string;
  estado: EstadoFiltro;
  orden?: OrdenCampo<CampoOrden>[];
  empresa_id?: number;
}

const enteros = (ids: Iterable<number>) => `{${[...ids].join(',')}}`;

const COLUMNA_ORDEN: Record<CampoOrden, SQL> = {
  nombre: sql`c.nombre`,
  fecha_inicio: sql`c.fecha_inicio`,
  fecha_fin: sql`c.fecha_fin`,
  estado: sql`c.estado`,
};

const columnas = (
  alcance: ReadonlySet<number>,
) => sql`c.id, c.nombre, c.fecha_inicio::text AS fecha_inicio, c.fecha_fin::text AS fecha_fin, c.estado,
  coalesce((SELECT json_agg(json_build_object('id', e.id, 'alias', e.alias) ORDER BY e.alias, e.id)
              FROM campanas_empresas ce JOIN empresas e ON e.id = ce.empresa_id WHERE ce.campana_id = c.id), '[]'::json) AS estaciones,
  coalesce((SELECT json_agg(json_build_object('id', p.id, 'nombre', p.nombre) ORDER BY p.nombre, p.id)
              FROM campanas_promociones cp JOIN promociones p ON p.id = cp.promocion_id WHERE cp.campana_id = c.id), '[]'::json) AS promociones,
  coalesce((SELECT json_agg(json_build_object('id', d.id, 'nombre', d.nombre) ORDER BY d.nombre, d.id)
              FROM campanas_descuentos cd JOIN descuentos d ON d.id = cd.descuento_id WHERE cd.campana_id = c.id), '[]'::json) AS descuentos,
  NOT EXISTS (SELECT 1 FROM campanas_empresas ce WHERE ce.campana_id = c.id AND ce.empresa_id <> ALL(${enteros(alcance)}::int[])) AS editable`;

const enAlcance = (alcance: ReadonlySet<number>) =>
  sql`EXISTS (SELECT 1 FROM campanas_empresas ce WHERE ce.campana_id = c.id AND ce.empresa_id = ANY(${enteros(alcance)}::int[]))`;

function patron(buscar: string): string {
  return `%${buscar.replace(/[\\%_]/g, (x) => `\\${x}`)}%`;
}

export async function listarCampanas(conn: Conn, negocioId: number, alcance: ReadonlySet<number>, f: FiltroCampanas) {
  const condiciones = [sql`c.negocio_id = ${negocioId}`, enAlcance(alcance)];
  if (f.empresa_id)
    condiciones.push(sql`EXISTS (SELECT 1 FROM campanas_empresas ce WHERE ce.campana_id = c.id AND ce.empresa_id = ${f.empresa_id})`);
  if (f.estado !== 'T') condiciones.push(sql`c.estado = ${f.estado}`);
  if (f.buscar) condiciones.push(sql`${coincide(sql`c.nombre`, patron(f.buscar))}`);
  const orden = (f.orden?.length ? f.orden : [{ campo: 'fecha_inicio' as const, direccion: 'desc' as const }]).map(
    (o) => sql`${COLUMNA_ORDEN[o.campo]} ${o.direccion === 'desc' ? sql`DESC` : sql`ASC`}`,
  );
  orden.push(sql`c.id DESC`);
  return paginar<TCampana>(
    conn,
    {
      columnas: columnas(alcance),
      origen: sql`FROM campanas c WHERE ${sql.join(condiciones, sql` AND `)}`,
      orden: sql.join(orden, sql`, `),
    },
    f,
  );
}

/** A campaign of the business reaching the scope; 404 otherwise. */
export async function obtenerCampana(conn: Conn, negocioId: number, alcance: ReadonlySet<number>, id: number): Promise<TCampana> {
  const c = await fila<TCampana>(
    conn,
    sql`SELECT ${columnas(alcance)} FROM campanas c WHERE c.id = ${id} AND c.negocio_id = ${negocioId} AND ${enAlcance(alcance)}`,
  );
  if (!c) throw notFound(M.noExiste);
  return c;
}

/** The promotions and rules grouped must be of the business and reach one of the user's stations. */
async function exigirVinculos(conn: Conn, negocioId: number, alcance: ReadonlySet<number>, c: TCampanaGuardar): Promise<void> {
  const r = await fila<{ ajenos: number }>(
    conn,
    sql`SELECT
      (SELECT count(*) FROM unnest(${enteros(c.promociones)}::int[]) x WHERE NOT EXISTS (
         SELECT 1 FROM promociones p JOIN promociones_empresas pe ON pe.promocion_id = p.id
          WHERE p.id = x AND p.negocio_id = ${negocioId} AND pe.empresa_id = ANY(${enteros(alcance)}::int[])))::int
    + (SELECT count(*) FROM unnest(${enteros(c.descuentos)}::int[]) x WHERE NOT EXISTS (
         SELECT 1 FROM descuentos d JOIN descuentos_empresas de ON de.descuento_id = d.id
          WHERE d.id = x AND d.negocio_id = ${negocioId} AND de.empresa_id = ANY(${enteros(alcance)}::int[])))::int AS ajenos`,
  );
  if (r!.ajenos > 0) throw badRequest(M.vinculoAjeno, [{ campo: 'promociones', mensaje: M.vinculoAjeno }]);
}

async function guardarVinculos(conn: Conn, id: number, c: TCampanaGuardar): Promise<void> {
  await conn.execute(sql`DELETE FROM campanas_empresas WHERE campana_id = ${id}`);
  await conn.execute(sql`DELETE FROM campanas_promociones WHERE campana_id = ${id}`);
  await conn.execute(sql`DELETE FROM campanas_descuentos WHERE campana_id = ${id}`);
  await conn.execute(
    sql`INSERT INTO campanas_empresas (campana_id, empresa_id) SELECT ${id}, x FROM unnest(${enteros(c.estaciones)}::int[]) x ON CONFLICT DO NOTHING`,
  );
  await conn.execute(
    sql`INSERT INTO campanas_promociones (campana_id, promocion_id) SELECT ${id}, x FROM unnest(${enteros(c.promociones)}::int[]) x ON CONFLICT DO NOTHING`,
  );
  await conn.execute(
    sql`INSERT INTO campanas_descuentos (campana_id, descuento_id) SELECT ${id}, x FROM unnest(${enteros(c.descuentos)}::int[]) x ON CONFLICT DO NOTHING`,
  );
}

export async function crearCampana(conn: Conn, negocioId: number, alcance: ReadonlySet<number>, c: TCampanaGuardar): Promise<number> {
  await exigirVinculos(conn, negocioId, alcance, c);
  const r = await fila<{ id: number }>(
    conn,
    sql`INSERT INTO campanas (negocio_id, nombre, fecha_inicio, fecha_fin) VALUES (${negocioId}, ${c.nombre.toUpperCase()}, ${c.fecha_inicio}::date, ${c.fecha_fin}::date)
        RETURNING id`,
  );
  await guardarVinculos(conn, r!.id, c);
  return r!.id;
}

export async function editarCampana(
  conn: Conn,
  negocioId: number,
  alcance: ReadonlySet<number>,
  id: number,
  c: TCampanaGuardar,
): Promise<void> {
  await exigirVinculos(conn, negocioId, alcance, c);
  const r = await fila(
    conn,
    sql`UPDATE campanas SET nombre = ${c.nombre.toUpperCase()}, fecha_inicio = ${c.fecha_inicio}::date, fecha_fin = ${c.fecha_fin}::date
         WHERE id = ${id} AND negocio_id = ${negocioId} RETURNING id`,
  );
  if (!r) throw notFound(M.noExiste);
  await guardarVinculos(conn, id, c);
}

export async function cambiarEstadoCampana(conn: Conn, negocioId: number, id: number, estado: 'A' | 'I'): Promise<void> {
  const r = await fila(conn, sql`UPDATE campanas SET estado = ${estado} WHERE id = ${id} AND negocio_id = ${negocioId} RETURNING id`);
  if (!r) throw notFound(M.noExiste);
}

export async function eliminarCampana(conn: Conn, negocioId: number, id: number): Promise<void> {
  const r = await fila(conn, sql`DELETE FROM campanas WHERE id = ${id} AND negocio_id = ${negocioId} RETURNING id`);
  if (!r) throw notFound(M.noExiste);
}

/** The active promotions and discount rules of the business reaching the user's stations (at most 500 of each). */
export async function opcionesCampana(conn: Conn, negocioId: number, alcance: ReadonlySet<number>): Promise<TOpcionesCampana> {
  const [promociones, descuentos] = await Promise.all([
    filas<{ id: number; nombre: string }>(
      conn,
      sql`SELECT p.id, p.nombre FROM promociones p WHERE p.negocio_id = ${negocioId} AND p.estado = 'A'
            AND EXISTS (SELECT 1 FROM promociones_empresas pe WHERE pe.promocion_id = p.id AND pe.empresa_id = ANY(${enteros(alcance)}::int[]))
          ORDER BY p.nombre, p.id LIMIT 500`,
    ),
    filas<{ id: number; nombre: string }>(
      conn,
      sql`SELECT d.id, d.nombre FROM descuentos d WHERE d.negocio_id = ${negocioId} AND d.estado = 'A'
            AND EXISTS (SELECT 1 FROM descuentos_empresas de WHERE de.descuento_id = d.id AND de.empresa_id = ANY(${enteros(alcance)}::int[]))
          ORDER BY d.nombre, d.id LIMIT 500`,
    ),
  ]);
  return { promociones, descuentos };
}
