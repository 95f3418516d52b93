import { sql, type SQL } from 'drizzle-orm';
import {
  MENSAJES_BODEGA,
  type CAMPOS_ORDEN_BODEGA,
  type TBodegaFila,
  type TBodegasQuery,
  type TCombustibleTanque,
} from '@eds/contracts/bodegas';
import { MENSAJES_OPERACION as M } from '@eds/contracts/mensajes-operacion';
import { TIPO_PRODUCTO } from '@eds/contracts/operacion';
import type { TPaginacionQuery } from '@eds/contracts/paginacion';
import { fila, type Conn } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { paginar } from '../../lib/paginar';
import { coincide } from '../../lib/busqueda';

/**
 * The warehouses screen (SCREENS.md G04 "Bodega"): the list of a station's warehouses (or of every station under a
 * business the caller reaches), the A/I switch, and the fuels a tank may hold. Creation and edition stay in
 * administracion.ts (the documented POST/PUT bodega).
 */

type CampoOrden = (typeof CAMPOS_ORDEN_BODEGA)[number];

/** Sortable columns: the only text that reaches ORDER BY comes from this map. */
const COLUMNA_ORDEN: Record<CampoOrden, SQL> = {
  codigo: sql`b.codigo`,
  descripcion: sql`b.descripcion`,
  tipo: sql`b.tipo`,
  estacion: sql`e.alias`,
  producto: sql`p.descripcion`,
  capacidad: sql`b.capacidad`,
  estado: sql`b.estado`,
};

const EN_USO = sql`(EXISTS (SELECT 1 FROM mangueras m WHERE m.bodega_id = b.id)
  OR EXISTS (SELECT 1 FROM existencias x WHERE x.bodega_id = b.id)
  OR EXISTS (SELECT 1 FROM lecturas_tanque l WHERE l.bodega_id = b.id))`;

const COLUMNAS = sql`b.id, b.empresa_id, e.alias AS estacion, b.codigo, b.descripcion, b.tipo, b.producto_id, p.descripcion AS producto,
  p.combustible_id, b.capacidad::float8 AS capacidad, b.volumen_minimo::float8 AS volumen_minimo, b.altura_mm::float8 AS altura_mm, b.estado,
  (SELECT x.cantidad::float8 FROM existencias x WHERE x.bodega_id = b.id AND x.producto_id = b.producto_id) AS saldo,
  t.volumen::float8 AS volumen_medido, t.volumen_agua::float8 AS nivel_agua, t.altura_mm::float8 AS altura_medida,
  to_char(t.fecha AT TIME ZONE 'America/Bogota', 'YYYY-MM-DD HH24:MI:SS') AS ultima_lectura,
  (b.tipo = 'TANQUE' AND t.volumen IS NOT NULL AND b.volumen_minimo IS NOT NULL AND t.volumen < b.volumen_minimo) AS secado,
  ${EN_USO} AS en_uso, false AS sistema`;

function patron(buscar: string): string {
  return `%${buscar.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The warehouses of `empresaId` and of the companies under it, limited to `alcance` (the caller's scope): a
 * station user sees its own station only, whatever id it sends.
 */
export async function listarBodegas(conn: Conn, empresaId: number, alcance: ReadonlySet<number>, f: TBodegasQuery) {
  const ids = `{${[...alcance].join(',')}}`;
  const condiciones: SQL[] = [
    sql`b.empresa_id IN (WITH RECURSIVE arbol AS (
          SELECT id FROM empresas WHERE id = ${empresaId}
          UNION SELECT h.id FROM empresas h JOIN arbol a ON h.empresas_id = a.id
        ) SELECT id FROM arbol)`,
    sql`b.empresa_id = ANY(${ids}::int[])`,
  ];
  if (f.estado !== 'T') condiciones.push(sql`b.estado = ${f.estado}`);
  if (f.tipo) condiciones.push(sql`b.tipo = ${f.tipo}`);
  if (f.estacion_id) condiciones.push(sql`b.empresa_id = ${f.estacion_id}`);
  if (f.buscar) {
    const p = patron(f.buscar);
    condiciones.push(
      sql`(${coincide(sql`b.codigo`, p)} OR ${coincide(sql`b.descripcion`, p)} OR ${coincide(sql`e.alias`, p)} OR ${coincide(sql`p.descripcion`, p)} OR ${coincide(sql`b.tipo`, p)})`,
    );
  }
  const orden = (f.orden?.length ? f.orden : [{ campo: 'codigo' as const, direccion: 'asc' as const }]).map(
    (o) => sql`${COLUMNA_ORDEN[o.campo]} ${o.direccion === 'desc' ? sql`DESC NULLS LAST` : sql`ASC NULLS LAST`}`,
  );
  orden.push(sql`b.id`);
  return paginar<TBodegaFila>(
    conn,
    {
      columnas: COLUMNAS,
      origen: sql`FROM bodegas b JOIN empresas e ON e.id = b.empresa_id LEFT JOIN productos p ON p.id = b.producto_id
                  LEFT JOIN tanques_estado t ON t.bodega_id = b.id WHERE ${sql.join(condiciones, sql` AND `)}`,
      orden: sql.join(orden, sql`, `),
    },
    f,
  );
}

/**
 * Activates or inactivates a warehouse. A tank that active hoses draw from stays active: inactivating it would
 * leave pumps selling from a tank nobody can pick.
 */
export async function cambiarEstadoBodega(conn: Conn, id: number, estado: 'A' | 'I'): Promise<void> {
  const b = await fila<{ tipo: string }>(conn, sql`SELECT tipo FROM bodegas WHERE id = ${id} FOR UPDATE`);
  if (!b) throw notFound(M.bodegaNoExiste);
  if (estado === 'I' && b.tipo === 'TANQUE') {
    const manguera = await fila(conn, sql`SELECT 1 FROM mangueras WHERE bodega_id = ${id} AND estado = 'A' LIMIT 1`);
    if (manguera) throw badRequest(MENSAJES_BODEGA.tanqueConMangueras);
  }
  await conn.execute(sql`UPDATE bodegas SET estado = ${estado} WHERE id = ${id}`);
}

/** The active fuels of the station's business, for a tank's Producto. */
export async function combustiblesDeEstacion(conn: Conn, empresaId: number, pagina: TPaginacionQuery) {
  return paginar<TCombustibleTanque>(
    conn,
    {
      columnas: sql`p.id, p.codigo, p.descripcion`,
      origen: sql`FROM productos p JOIN empresas e ON e.negocio_id = p.negocio_id
                  WHERE e.id = ${empresaId} AND p.tipo_producto_id = ${TIPO_PRODUCTO.COMBUSTIBLE} AND p.estado = 'A'`,
      orden: sql`p.descripcion, p.id`,
    },
    pagina,
  );
}
