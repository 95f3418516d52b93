import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import {
  MENSAJES_MEDICION as MM,
  type CAMPOS_ORDEN_MEDICION,
  type TMedicion,
  type TMedicionFila,
  type TMedicionesQuery,
} from '@eds/contracts/combustible/mediciones';
import { instanteBogota } from '@eds/contracts/dia-operativo';
import { MENSAJES } from '@eds/contracts/mensajes';
import { MENSAJES_OPERACION as M } from '@eds/contracts/mensajes-operacion';
import { fila, type Conn } from '../../db/client';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { paginar, textoInstante } from '../../lib/paginar';
import { inicioCicloDe } from '../empresa/ciclo';
import { RechazoItem } from '../pos/lote';
import { enteros } from '../reportes/motor/sql';
import { movidoDeTanque, vendidoDeTanque } from './libro';
import { guardarLecturasTanque, prepararLecturaTanque } from './tanque';
import { coincide } from '../../lib/busqueda';

/**
 * Medición de tanques (SCREENS.md G04): manual dips typed in the back office, stored through the same two steps
 * as a POS reading (prepararLecturaTanque turns the height into gallons with the chart in force at the dip's moment;
 * guardarLecturasTanque writes the reading, the day rollup and the tank's latest state), with origin MANUAL.
 */

/** The tank a dip is for, checked against the caller's scope: 404 when missing, 403 outside the scope, 400 not a tank. */
export async function tanqueDeMedicion(conn: Conn, bodegaId: number, alcance: ReadonlySet<number>): Promise<{ empresaId: number }> {
  const b = await fila<{ empresa_id: number; tipo: string }>(conn, sql`SELECT empresa_id, tipo FROM bodegas WHERE id = ${bodegaId}`);
  if (!b) throw notFound(M.bodegaNoExiste);
  if (!alcance.has(b.empresa_id)) throw new AppError(403, MENSAJES.empresaFueraDeAlcance);
  if (b.tipo !== 'TANQUE') throw badRequest(M.noEsTanque, [{ campo: 'bodega_id', mensaje: M.noEsTanque }]);
  return { empresaId: b.empresa_id };
}

/**
 * Stores one manual dip in the caller's transaction and answers its id and volume. A dip in the future, a height
 * beyond the chart or a tank without chart is refused (400) with the field it concerns (`campo` prefixes it in a batch).
 */
export async function registrarMedicion(
  conn: Conn,
  m: TMedicion,
  alcance: ReadonlySet<number>,
  ahora = new Date(),
  campo = (c: string) => c,
): Promise<{ id: number; volumen: number }> {
  const { empresaId } = await tanqueDeMedicion(conn, m.bodega_id, alcance);
  if (instanteBogota(m.fecha).getTime() > ahora.getTime())
    throw badRequest(MM.fechaFutura, [{ campo: campo('fecha'), mensaje: MM.fechaFutura }]);
  const uuid = (m.uuid ?? randomUUID()).toLowerCase();
  let preparada;
  try {
    preparada = await prepararLecturaTanque(
      conn,
      {
        uuid,
        fecha: m.fecha,
        bodega_id: m.bodega_id,
        altura_mm: m.altura_mm,
        ...(m.altura_agua_mm === null ? {} : { altura_agua_mm: m.altura_agua_mm }),
        ...(m.temperatura === null ? {} : { temperatura: m.temperatura }),
        origen: 'MANUAL',
      },
      { empresaId, equipoId: null, inicioCicloMin: await inicioCicloDe(conn, empresaId) },
    );
  } catch (e) {
    if (e instanceof RechazoItem) throw badRequest(e.mensaje, [{ campo: campo(e.campo ?? 'altura_mm'), mensaje: e.mensaje }]);
    throw e;
  }
  await guardarLecturasTanque(conn, [preparada]);
  const r = await fila<{ id: number; volumen: number }>(
    conn,
    sql`SELECT id, volumen::float8 AS volumen FROM lecturas_tanque WHERE empresa_id = ${empresaId} AND uuid = ${uuid}::uuid`,
  );
  return { id: Number(r!.id), volumen: r!.volumen };
}

/** Several dips, all or none: the first refusal names its row (`mediciones.N.campo`). */
export async function registrarMediciones(conn: Conn, lista: readonly TMedicion[], alcance: ReadonlySet<number>, ahora = new Date()) {
  const ids: number[] = [];
  for (const [i, m] of lista.entries()) ids.push((await registrarMedicion(conn, m, alcance, ahora, (c) => `mediciones.${i}.${c}`)).id);
  return ids;
}

type CampoOrden = (typeof CAMPOS_ORDEN_MEDICION)[number];
const COLUMNA_ORDEN: Record<CampoOrden, SQL> = {
  fecha: sql`l.fecha`,
  estacion: sql`e.alias`,
  tanque: sql`b.codigo`,
  volumen: sql`l.volumen`,
  origen: sql`l.origen`,
};

function patron(buscar: string): string {
  return `%${buscar.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The dips of `empresaId` and of the stations under it, limited to the caller's scope, newest first. Each row
 * carries the book stock at its moment (the tank's previous dip plus what was received and transferred, minus what
 * was sold since, the shared formula of lecturas/libro.ts) and the difference measured − book.
 */
export async function listarMediciones(conn: Conn, empresaId: number, alcance: ReadonlySet<number>, f: TMedicionesQuery) {
  const condiciones: SQL[] = [
    sql`l.empresa_id IN (WITH RECURSIVE arbol AS (
          SELECT id FROM empresas WHERE id = ${empresaId}
          UNION SELECT h.id FROM empresas h JOIN arbol a ON h.empresas_id = a.id
        ) SELECT id FROM arbol)`,
    sql`l.empresa_id = ANY(${enteros(alcance)}::int[])`,
  ];
  if (f.estacion_id) condiciones.push(sql`l.empresa_id = ${f.estacion_id}`);
  if (f.bodega_id) condiciones.push(sql`l.bodega_id = ${f.bodega_id}`);
  if (f.origen) condiciones.push(sql`l.origen = ${f.origen}`);
  if (f.fecha_inicio) condiciones.push(sql`l.fecha_negocio >= ${f.fecha_inicio}::date`);
  if (f.fecha_fin) condiciones.push(sql`l.fecha_negocio <= ${f.fecha_fin}::date`);
  if (f.buscar) {
    const p = patron(f.buscar);
    condiciones.push(
      sql`(${coincide(sql`b.codigo`, p)} OR ${coincide(sql`b.descripcion`, p)} OR ${coincide(sql`e.alias`, p)} OR ${coincide(sql`l.origen`, p)})`,
    );
  }
  const orden = (f.orden?.length ? f.orden : [{ campo: 'fecha' as const, direccion: 'desc' as const }]).map(
    (o) => sql`${COLUMNA_ORDEN[o.campo]} ${o.direccion === 'desc' ? sql`DESC NULLS LAST` : sql`ASC NULLS FIRST`}`,
  );
  orden.push(sql`l.id DESC`);
  const libro = sql`CASE WHEN a.fecha IS NULL THEN NULL ELSE a.volumen
    - ${vendidoDeTanque(sql`l.empresa_id`, sql`l.bodega_id`, sql`a.fecha`, sql`l.fecha`, sql`l.fecha_negocio`)}
    + ${movidoDeTanque(sql`l.empresa_id`, sql`l.bodega_id`, sql`a.fecha`, sql`l.fecha`)} END`;
  const { filas, total } = await paginar<TMedicionFila & { libro: string | null }>(
    conn,
    {
      columnas: sql`l.id, l.empresa_id, e.alias AS estacion, l.bodega_id, b.codigo || ' ' || b.descripcion AS tanque, p.descripcion AS producto,
        ${textoInstante(sql`l.fecha`)} AS fecha, l.fecha_negocio::text AS fecha_negocio, l.altura_mm::float8 AS altura_mm,
        l.altura_agua_mm::float8 AS altura_agua_mm, l.volumen::float8 AS volumen, l.volumen_agua::float8 AS volumen_agua,
        l.temperatura::float8 AS temperatura, l.origen, trunc((${libro})::numeric, 3)::float8 AS libro`,
      origen: sql`FROM lecturas_tanque l JOIN bodegas b ON b.id = l.bodega_id JOIN empresas e ON e.id = l.empresa_id
        LEFT JOIN productos p ON p.id = b.producto_id
        LEFT JOIN LATERAL (SELECT x.fecha, x.volumen FROM lecturas_tanque x
                            WHERE x.bodega_id = l.bodega_id AND (x.fecha, x.id) < (l.fecha, l.id) ORDER BY x.fecha DESC, x.id DESC LIMIT 1) a ON true
        WHERE ${sql.join(condiciones, sql` AND `)}`,
      orden: sql.join(orden, sql`, `),
    },
    f,
  );
  return {
    filas: filas.map((r) => ({
      ...r,
      libro: r.libro === null ? null : Number(r.libro),
      diferencia: r.libro === null ? null : Math.round((r.volumen - Number(r.libro)) * 1000) / 1000,
    })),
    total,
  };
}
