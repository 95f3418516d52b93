import { sql, type SQL } from 'drizzle-orm';
import {
  MENSAJES_CUPOS as M,
  type TCupo,
  type TCupoEdicion,
  type TCupoForm,
  type TCuposQuery,
  type TRestriccion,
  type TRestriccionEdicion,
  type TRestriccionForm,
  type TRestriccionesQuery,
} from '@eds/contracts/cupos';
import { fila, type Conn } from '../../db/client';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { paginar } from '../../lib/paginar';
import { coincide } from '../../lib/busqueda';

/**
 * Customer quotas and consumption restrictions (SCREENS.md G19 Restricción, G20 Cupo; docs/decisions/072). Both
 * belong to the caller's business; a customer, fleet or vehicle of another business is never reachable by id.
 */

const patron = (buscar: string) => `%${buscar.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
const estadoFiltro = (columna: SQL, estado: 'A' | 'I' | 'T') => (estado === 'T' ? sql`true` : sql`${columna} = ${estado}`);

/** What a quota has consumed in its current period: a MENSUAL quota whose period is before this month, nothing. */
const CONSUMIDO = sql`(CASE WHEN q.periodicidad = 'MENSUAL'
                             AND (q.periodo IS NULL OR q.periodo < date_trunc('month', now() AT TIME ZONE 'America/Bogota')::date)
                            THEN 0 ELSE q.consumido END)`;
const RETENIDO = sql`coalesce((SELECT sum(h.valor) FROM cupos_retenciones h WHERE h.cupo_id = q.id AND h.vence_en > now()), 0)`;

const COLUMNAS_CUPO = sql`q.id, coalesce(v.placa, f.codigo, cl.identificacion) AS codigo, cl.nombre AS descripcion, true AS en_uso, false AS sistema,
  q.cliente_id, cl.nombre AS cliente, cl.identificacion, q.flota_id, f.nombre AS flota, q.vehiculo_id,
  v.placa, q.tipo, q.valor::text AS valor, ${CONSUMIDO}::numeric(14,2)::text AS consumido, ${RETENIDO}::numeric(14,2)::text AS retenido,
  (q.valor - ${CONSUMIDO} - ${RETENIDO})::numeric(14,2)::text AS disponible, q.periodicidad, q.umbrales::int[] AS umbrales, q.estado`;
const ORIGEN_CUPO = sql`FROM cupos q JOIN clientes cl ON cl.id = q.cliente_id LEFT JOIN flotas f ON f.id = q.flota_id
  LEFT JOIN vehiculos v ON v.id = q.vehiculo_id`;

const ORDEN_CUPO: Record<string, SQL> = {
  codigo: sql`coalesce(v.placa, f.codigo, cl.identificacion)`,
  descripcion: sql`cl.nombre`,
  tipo: sql`q.tipo`,
  valor: sql`q.valor`,
  disponible: sql`(q.valor - ${CONSUMIDO})`,
  estado: sql`q.estado`,
};

export async function listarCupos(conn: Conn, negocioId: number, q: TCuposQuery) {
  const c: SQL[] = [sql`cl.negocio_id = ${negocioId}`, estadoFiltro(sql`q.estado`, q.estado)];
  if (q.cliente_id) c.push(sql`q.cliente_id = ${q.cliente_id}`);
  if (q.tipo) c.push(sql`q.tipo = ${q.tipo}`);
  if (q.buscar) {
    const p = patron(q.buscar);
    c.push(
      sql`(${coincide(sql`cl.nombre`, p)} OR ${coincide(sql`cl.identificacion`, p)} OR ${coincide(sql`v.placa`, p)} OR ${coincide(sql`f.nombre`, p)})`,
    );
  }
  const orden = (q.orden ?? []).map((o) => sql`${ORDEN_CUPO[o.campo]} ${sql.raw(o.direccion)}`);
  return paginar<TCupo>(
    conn,
    {
      columnas: COLUMNAS_CUPO,
      origen: sql`${ORIGEN_CUPO} WHERE ${sql.join(c, sql` AND `)}`,
      orden: sql.join([...orden, sql`q.id DESC`], sql`, `),
    },
    q,
  );
}

export async function obtenerCupo(conn: Conn, negocioId: number, id: number): Promise<TCupo> {
  const r = await fila<TCupo>(conn, sql`SELECT ${COLUMNAS_CUPO} ${ORIGEN_CUPO} WHERE q.id = ${id} AND cl.negocio_id = ${negocioId}`);
  if (!r) throw notFound(M.cupoNoExiste);
  return r;
}

/** The customer, fleet and vehicle of a quota, all of the business; the fleet or vehicle of that customer. */
async function revisarDestino(conn: Conn, negocioId: number, d: TCupoForm): Promise<void> {
  const cliente = await fila<{ id: number }>(conn, sql`SELECT id FROM clientes WHERE id = ${d.cliente_id} AND negocio_id = ${negocioId}`);
  if (!cliente) throw badRequest(M.clienteNoExiste, [{ campo: 'cliente_id', mensaje: M.clienteNoExiste }]);
  if (d.flota_id !== null) {
    const f = await fila<{ id: number }>(
      conn,
      sql`SELECT id FROM flotas WHERE id = ${d.flota_id} AND negocio_id = ${negocioId} AND cliente_id = ${d.cliente_id}`,
    );
    if (!f) throw badRequest(M.flotaNoDelCliente, [{ campo: 'flota_id', mensaje: M.flotaNoDelCliente }]);
  }
  if (d.vehiculo_id !== null) {
    const v = await fila<{ id: number }>(
      conn,
      sql`SELECT v.id FROM vehiculos v LEFT JOIN flotas f ON f.id = v.flota_id
           WHERE v.id = ${d.vehiculo_id} AND v.negocio_id = ${negocioId} AND coalesce(v.cliente_id, f.cliente_id) = ${d.cliente_id}`,
    );
    if (!v) throw badRequest(M.vehiculoNoDelCliente, [{ campo: 'vehiculo_id', mensaje: M.vehiculoNoDelCliente }]);
  }
}

/** A fleet's or vehicle's sub-quota fits in what the customer's own quota of the kind has available. */
async function revisarSubcupo(conn: Conn, d: TCupoForm): Promise<void> {
  if (d.flota_id === null && d.vehiculo_id === null) return;
  const general = await fila<{ disponible: string }>(
    conn,
    sql`SELECT (q.valor - ${CONSUMIDO} - ${RETENIDO})::numeric(14,2)::text AS disponible FROM cupos q
         WHERE q.cliente_id = ${d.cliente_id} AND q.tipo = ${d.tipo} AND q.estado = 'A' AND q.flota_id IS NULL AND q.vehiculo_id IS NULL
         ORDER BY q.id LIMIT 1 FOR UPDATE OF q`,
  );
  if (!general || d.valor > Number(general.disponible)) {
    throw badRequest(M.cupoSuperaDisponible, [{ campo: 'valor', mensaje: M.cupoSuperaDisponible }]);
  }
}

const valoresCupo = (d: TCupoForm) =>
  sql`${d.cliente_id}, ${d.flota_id}, ${d.vehiculo_id}, ${d.tipo}, ${d.valor}, ${d.periodicidad},
      ${`{${[...new Set(d.umbrales)].sort((a, b) => a - b).join(',')}}`}::smallint[]`;

export async function crearCupo(conn: Conn, negocioId: number, d: TCupoForm): Promise<number> {
  await revisarDestino(conn, negocioId, d);
  await revisarSubcupo(conn, d);
  const r = await fila<{ id: number }>(
    conn,
    sql`INSERT INTO cupos (cliente_id, flota_id, vehiculo_id, tipo, valor, periodicidad, umbrales) VALUES (${valoresCupo(d)}) RETURNING id`,
  );
  return r!.id;
}

/** Edits a quota; raising its value needs letter A (`puedeSubir`), checked against the stored value under lock. */
export async function editarCupo(conn: Conn, negocioId: number, d: TCupoEdicion, puedeSubir: boolean): Promise<void> {
  const actual = await fila<{ valor: string }>(
    conn,
    sql`SELECT q.valor::text AS valor FROM cupos q JOIN clientes cl ON cl.id = q.cliente_id
         WHERE q.id = ${d.id} AND cl.negocio_id = ${negocioId} FOR UPDATE OF q`,
  );
  if (!actual) throw notFound(M.cupoNoExiste);
  if (d.valor > Number(actual.valor) && !puedeSubir) throw new AppError(403, M.subirCupoSinPermiso);
  await revisarDestino(conn, negocioId, d);
  await revisarSubcupo(conn, d);
  await conn.execute(
    sql`UPDATE cupos SET (cliente_id, flota_id, vehiculo_id, tipo, valor, periodicidad, umbrales) = (${valoresCupo(d)}) WHERE id = ${d.id}`,
  );
}

export async function cambiarEstadoCupo(conn: Conn, negocioId: number, id: number, estado: 'A' | 'I'): Promise<void> {
  const r = await fila<{ id: number }>(
    conn,
    sql`UPDATE cupos q SET estado = ${estado} FROM clientes cl WHERE cl.id = q.cliente_id AND q.id = ${id} AND cl.negocio_id = ${negocioId}
        RETURNING q.id`,
  );
  if (!r) throw notFound(M.cupoNoExiste);
}

// ---------------------------------------------------------------- Restricciones

const COLUMNAS_RESTRICCION = sql`r.id, coalesce(v.placa, f.codigo) AS codigo, coalesce(cf.nombre, cv.nombre, f.nombre, '') AS descripcion,
  true AS en_uso, false AS sistema, r.flota_id, f.nombre AS flota, r.vehiculo_id, v.placa, coalesce(cf.nombre, cv.nombre) AS cliente,
  r.productos, r.estaciones, r.dias::int[] AS dias, r.hora_desde::int AS hora_desde, r.hora_hasta::int AS hora_hasta,
  r.max_galones_tanqueo::text AS max_galones_tanqueo, r.max_tanqueos_dia::int AS max_tanqueos_dia, r.max_valor_mes::text AS max_valor_mes,
  r.kilometraje_creciente, r.estado`;
const ORIGEN_RESTRICCION = sql`FROM restricciones_consumo r LEFT JOIN flotas f ON f.id = r.flota_id LEFT JOIN clientes cf ON cf.id = f.cliente_id
  LEFT JOIN vehiculos v ON v.id = r.vehiculo_id LEFT JOIN clientes cv ON cv.id = v.cliente_id`;

export async function listarRestricciones(conn: Conn, negocioId: number, q: TRestriccionesQuery) {
  const c: SQL[] = [sql`r.negocio_id = ${negocioId}`, estadoFiltro(sql`r.estado`, q.estado)];
  if (q.flota_id) c.push(sql`r.flota_id = ${q.flota_id}`);
  if (q.vehiculo_id) c.push(sql`r.vehiculo_id = ${q.vehiculo_id}`);
  if (q.buscar) {
    const p = patron(q.buscar);
    c.push(sql`(${coincide(sql`f.nombre`, p)} OR ${coincide(sql`v.placa`, p)} OR ${coincide(sql`coalesce(cf.nombre, cv.nombre)`, p)})`);
  }
  const columna = {
    codigo: sql`coalesce(v.placa, f.codigo)`,
    descripcion: sql`coalesce(cf.nombre, cv.nombre, f.nombre)`,
    estado: sql`r.estado`,
  };
  const orden = (q.orden ?? []).map((o) => sql`${columna[o.campo]} ${sql.raw(o.direccion)}`);
  return paginar<TRestriccion>(
    conn,
    {
      columnas: COLUMNAS_RESTRICCION,
      origen: sql`${ORIGEN_RESTRICCION} WHERE ${sql.join(c, sql` AND `)}`,
      orden: sql.join([...orden, sql`r.id DESC`], sql`, `),
    },
    q,
  );
}

export async function obtenerRestriccion(conn: Conn, negocioId: number, id: number): Promise<TRestriccion> {
  const r = await fila<TRestriccion>(
    conn,
    sql`SELECT ${COLUMNAS_RESTRICCION} ${ORIGEN_RESTRICCION} WHERE r.id = ${id} AND r.negocio_id = ${negocioId}`,
  );
  if (!r) throw notFound(M.restriccionNoExiste);
  return r;
}

/** The fleet or vehicle and the products of a restriction belong to the business; its stations the caller checked. */
async function revisarRestriccion(conn: Conn, negocioId: number, d: TRestriccionForm): Promise<void> {
  if (d.flota_id !== null) {
    const f = await fila<{ id: number }>(conn, sql`SELECT id FROM flotas WHERE id = ${d.flota_id} AND negocio_id = ${negocioId}`);
    if (!f) throw badRequest(M.flotaNoExiste, [{ campo: 'flota_id', mensaje: M.flotaNoExiste }]);
  }
  if (d.vehiculo_id !== null) {
    const v = await fila<{ id: number }>(conn, sql`SELECT id FROM vehiculos WHERE id = ${d.vehiculo_id} AND negocio_id = ${negocioId}`);
    if (!v) throw badRequest(M.vehiculoNoExiste, [{ campo: 'vehiculo_id', mensaje: M.vehiculoNoExiste }]);
  }
  if (d.productos.length > 0) {
    const n = await fila<{ n: number }>(
      conn,
      sql`SELECT count(*)::int AS n FROM productos WHERE id = ANY(${`{${d.productos.join(',')}}`}::int[]) AND negocio_id = ${negocioId}`,
    );
    if (n!.n !== new Set(d.productos).size) throw badRequest(M.productoNoExiste, [{ campo: 'productos', mensaje: M.productoNoExiste }]);
  }
}

const arreglo = (ids: readonly number[], tipo: 'int' | 'smallint') =>
  sql`${`{${[...new Set(ids)].sort((a, b) => a - b).join(',')}}`}::${sql.raw(tipo)}[]`;
const valoresRestriccion = (d: TRestriccionForm) =>
  sql`${d.flota_id}, ${d.vehiculo_id}, ${arreglo(d.productos, 'int')}, ${arreglo(d.estaciones, 'int')}, ${arreglo(d.dias, 'smallint')},
      ${d.hora_desde}, ${d.hora_hasta}, ${d.max_galones_tanqueo}, ${d.max_tanqueos_dia}, ${d.max_valor_mes}, ${d.kilometraje_creciente}`;
const COLUMNAS_GUARDAR = sql.raw(
  'flota_id, vehiculo_id, productos, estaciones, dias, hora_desde, hora_hasta, max_galones_tanqueo, max_tanqueos_dia, max_valor_mes, kilometraje_creciente',
);

export async function crearRestriccion(conn: Conn, negocioId: number, d: TRestriccionForm): Promise<number> {
  await revisarRestriccion(conn, negocioId, d);
  const r = await fila<{ id: number }>(
    conn,
    sql`INSERT INTO restricciones_consumo (negocio_id, ${COLUMNAS_GUARDAR}) VALUES (${negocioId}, ${valoresRestriccion(d)}) RETURNING id`,
  );
  return r!.id;
}

export async function editarRestriccion(conn: Conn, negocioId: number, d: TRestriccionEdicion): Promise<void> {
  await revisarRestriccion(conn, negocioId, d);
  const r = await fila<{ id: number }>(
    conn,
    sql`UPDATE restricciones_consumo SET (${COLUMNAS_GUARDAR}) = (${valoresRestriccion(d)})
         WHERE id = ${d.id} AND negocio_id = ${negocioId} RETURNING id`,
  );
  if (!r) throw notFound(M.restriccionNoExiste);
}

export async function cambiarEstadoRestriccion(conn: Conn, negocioId: number, id: number, estado: 'A' | 'I'): Promise<void> {
  const r = await fila<{ id: number }>(
    conn,
    sql`UPDATE restricciones_consumo SET estado = ${estado} WHERE id = ${id} AND negocio_id = ${negocioId} RETURNING id`,
  );
  if (!r) throw notFound(M.restriccionNoExiste);
}
