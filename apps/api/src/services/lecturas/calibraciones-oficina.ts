import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import {
  MENSAJES_CALIBRACION as MC,
  type CAMPOS_ORDEN_CALIBRACION,
  type TCalibracion,
  type TCalibracionFila,
  type TCalibracionesQuery,
  type TCalibracionOpciones,
} from '@eds/contracts/combustible/calibraciones';
import { instanteBogota } from '@eds/contracts/dia-operativo';
import { MENSAJES } from '@eds/contracts/mensajes';
import { fila, filas, type Conn } from '../../db/client';
import { volumen as aMilesimas } from '../../lib/decimal';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { paginar, textoInstante } from '../../lib/paginar';
import { inicioCicloDe } from '../empresa/ciclo';
import { RechazoItem } from '../pos/lote';
import { enteros } from '../reportes/motor/sql';
import { turnosDeEstacion } from '../turnos/gestion-sobres';
import { acumularCalibraciones, guardarCalibraciones, prepararCalibracion } from './calibraciones';
import { coincide } from '../../lib/busqueda';

/**
 * Calibraciones typed in the back office (SCREENS.md G04): checked against the caller's scope, then stored through
 * the same two steps as a POS pour (prepararCalibracion, guardarCalibraciones) without a device, so the shift, the
 * tank's day rollup and the kardex take them exactly as they take the POS ones.
 */

const campoError = (campo: string, mensaje: string) => badRequest(mensaje, [{ campo, mensaje }]);

/** Stores one pour in the caller's transaction; `campo` prefixes a refused field in a batch. */
export async function registrarCalibracion(
  conn: Conn,
  c: TCalibracion,
  alcance: ReadonlySet<number>,
  ahora = new Date(),
  campo = (x: string) => x,
): Promise<{ id: number }> {
  const estacion = await fila<{ id: number }>(conn, sql`SELECT id FROM empresas WHERE id = ${c.empresa_id}`);
  if (!estacion) throw notFound(MENSAJES.empresaNoExiste);
  if (!alcance.has(c.empresa_id)) throw new AppError(403, MENSAJES.empresaFueraDeAlcance);
  if (instanteBogota(c.fecha).getTime() > ahora.getTime()) throw campoError(campo('fecha'), MC.fechaFutura);
  const manguera = await fila(conn, sql`SELECT 1 FROM mangueras WHERE id = ${c.manguera_id} AND empresa_id = ${c.empresa_id}`);
  if (!manguera) throw campoError(campo('manguera_id'), MC.mangueraNoExiste);
  const turno = await fila<{ uuid: string }>(
    conn,
    sql`SELECT uuid::text AS uuid FROM turnos WHERE id = ${c.turno_id} AND empresa_id = ${c.empresa_id}`,
  );
  if (!turno) throw campoError(campo('turno_id'), MC.turnoNoExiste);
  const responsable = await fila(conn, sql`SELECT 1 FROM promotores WHERE id = ${c.responsable_id} AND empresa_id = ${c.empresa_id}`);
  if (!responsable) throw campoError(campo('responsable_id'), MC.responsableNoExiste);
  const uuid = (c.uuid ?? randomUUID()).toLowerCase();
  let preparada;
  try {
    preparada = await prepararCalibracion(
      conn,
      { uuid, fecha: c.fecha, manguera_id: c.manguera_id, volumen: c.volumen, turno: turno.uuid, promotor_id: c.responsable_id },
      { empresaId: c.empresa_id, equipoId: null, inicioCicloMin: await inicioCicloDe(conn, c.empresa_id) },
    );
  } catch (e) {
    if (e instanceof RechazoItem) throw campoError(campo(e.campo === 'turno' ? 'turno_id' : (e.campo ?? 'volumen')), e.mensaje);
    throw e;
  }
  await guardarCalibraciones(conn, [preparada]);
  const r = await fila<{ id: number }>(conn, sql`SELECT id FROM calibraciones WHERE empresa_id = ${c.empresa_id} AND uuid = ${uuid}::uuid`);
  return { id: Number(r!.id) };
}

/** Several pours, all or none: the first refusal names its row (`calibraciones.N.campo`). */
export async function registrarCalibraciones(conn: Conn, lista: readonly TCalibracion[], alcance: ReadonlySet<number>, ahora = new Date()) {
  const ids: number[] = [];
  for (const [i, c] of lista.entries())
    ids.push((await registrarCalibracion(conn, c, alcance, ahora, (x) => `calibraciones.${i}.${x}`)).id);
  return ids;
}

/**
 * Annuls a pour, from the office or from a POS: it turns ANULADA (a reconciled day refuses the update: 400) and
 * leaves the tank's day rollup, its shift and the shift's per-hose figures.
 */
export async function anularCalibracion(conn: Conn, id: number, alcance: ReadonlySet<number>): Promise<void> {
  const c = await fila<{
    empresa_id: number;
    uuid: string;
    equipo_id: number | null;
    turno_id: number | null;
    manguera_id: number;
    bodega_id: number;
    producto_id: number;
    fecha: string;
    fecha_negocio: string;
    volumen: string;
    responsable_id: number | null;
    estado: string;
  }>(
    conn,
    sql`SELECT empresa_id, uuid::text AS uuid, equipo_id, turno_id, manguera_id, bodega_id, producto_id, fecha::text AS fecha,
               fecha_negocio::text AS fecha_negocio, volumen::text AS volumen, responsable_id, estado
          FROM calibraciones WHERE id = ${id} FOR UPDATE`,
  );
  if (!c) throw notFound(MC.noExiste);
  if (!alcance.has(c.empresa_id)) throw new AppError(403, MENSAJES.empresaFueraDeAlcance);
  if (c.estado === 'ANULADA') throw badRequest(MC.yaAnulada);
  await conn.execute(sql`UPDATE calibraciones SET estado = 'ANULADA' WHERE id = ${id}`);
  await acumularCalibraciones(
    conn,
    [
      {
        uuid: c.uuid,
        empresaId: c.empresa_id,
        equipoId: c.equipo_id,
        turnoId: c.turno_id === null ? null : Number(c.turno_id),
        mangueraId: c.manguera_id,
        bodegaId: c.bodega_id,
        productoId: c.producto_id,
        fecha: c.fecha,
        fechaNegocio: c.fecha_negocio,
        volumen: aMilesimas(c.volumen),
        responsableId: c.responsable_id,
      },
    ],
    -1,
  );
}

type CampoOrden = (typeof CAMPOS_ORDEN_CALIBRACION)[number];
const COLUMNA_ORDEN: Record<CampoOrden, SQL> = {
  fecha: sql`c.fecha`,
  estacion: sql`e.alias`,
  manguera: sql`m.numero`,
  volumen: sql`c.volumen`,
  estado: sql`c.estado`,
};

function patron(buscar: string): string {
  return `%${buscar.replace(/[\\%_]/g, (x) => `\\${x}`)}%`;
}

/** The pours of `empresaId` and of the stations under it, office and POS alike, within the caller's scope, newest first. */
export async function listarCalibraciones(conn: Conn, empresaId: number, alcance: ReadonlySet<number>, f: TCalibracionesQuery) {
  const condiciones: SQL[] = [
    sql`c.empresa_id IN (WITH RECURSIVE arbol AS (
          SELECT id FROM empresas WHERE id = ${empresaId}
          UNION SELECT h.id FROM empresas h JOIN arbol a ON h.empresas_id = a.id
        ) SELECT id FROM arbol)`,
    sql`c.empresa_id = ANY(${enteros(alcance)}::int[])`,
  ];
  if (f.estacion_id) condiciones.push(sql`c.empresa_id = ${f.estacion_id}`);
  if (f.estado_calibracion) condiciones.push(sql`c.estado = ${f.estado_calibracion}`);
  if (f.fecha_inicio) condiciones.push(sql`c.fecha_negocio >= ${f.fecha_inicio}::date`);
  if (f.fecha_fin) condiciones.push(sql`c.fecha_negocio <= ${f.fecha_fin}::date`);
  if (f.buscar) {
    const p = patron(f.buscar);
    condiciones.push(
      sql`(${coincide(sql`e.alias`, p)} OR ${coincide(sql`p.descripcion`, p)} OR ${coincide(sql`b.codigo`, p)} OR m.numero::text = ${f.buscar}
           OR ${coincide(sql`trim(rpe.nombres || ' ' || rpe.apellidos)`, p)} OR c.turno_id::text = ${f.buscar})`,
    );
  }
  const orden = (f.orden?.length ? f.orden : [{ campo: 'fecha' as const, direccion: 'desc' as const }]).map(
    (o) => sql`${COLUMNA_ORDEN[o.campo]} ${o.direccion === 'desc' ? sql`DESC NULLS LAST` : sql`ASC NULLS FIRST`}`,
  );
  orden.push(sql`c.id DESC`);
  return paginar<TCalibracionFila>(
    conn,
    {
      columnas: sql`c.id::int AS id, c.empresa_id, e.alias AS estacion, c.turno_id::int AS turno_id,
        CASE WHEN c.turno_id IS NULL THEN NULL ELSE '#' || c.turno_id || coalesce(' · ' || nullif(trim(tpe.nombres || ' ' || tpe.apellidos), ''), '') END AS turno,
        c.manguera_id, m.numero::text AS manguera, p.descripcion AS producto, b.codigo || ' ' || b.descripcion AS tanque,
        ${textoInstante(sql`c.fecha`)} AS fecha, c.fecha_negocio::text AS fecha_negocio, c.volumen::float8 AS volumen,
        c.responsable_id, nullif(trim(rpe.nombres || ' ' || rpe.apellidos), '') AS responsable,
        CASE WHEN c.equipo_id IS NULL THEN 'OFICINA' ELSE 'POS' END AS origen, c.estado`,
      origen: sql`FROM calibraciones c JOIN empresas e ON e.id = c.empresa_id JOIN mangueras m ON m.id = c.manguera_id
        JOIN productos p ON p.id = c.producto_id JOIN bodegas b ON b.id = c.bodega_id
        LEFT JOIN turnos t ON t.id = c.turno_id LEFT JOIN promotores tp ON tp.id = t.promotor_id LEFT JOIN personas tpe ON tpe.id = tp.persona_id
        LEFT JOIN promotores rp ON rp.id = c.responsable_id LEFT JOIN personas rpe ON rpe.id = rp.persona_id
        WHERE ${sql.join(condiciones, sql` AND `)}`,
      orden: sql.join(orden, sql`, `),
    },
    f,
  );
}

/** The form's selectors for a station: its 200 latest shifts, its active hoses and its active promoters. */
export async function opcionesCalibracion(conn: Conn, empresaId: number): Promise<TCalibracionOpciones> {
  const turnos = (await turnosDeEstacion(conn, empresaId)).map((x) => ({
    id: x.id,
    texto: `#${x.id} · ${x.texto} · ${x.promotor}`,
  }));
  const mangueras = await filas<{ id: number; texto: string }>(
    conn,
    sql`SELECT m.id, i.descripcion || ' · ' || s.numero || ' · ' || m.numero || ' · ' || p.descripcion AS texto
          FROM mangueras m JOIN surtidores s ON s.id = m.surtidor_id JOIN islas i ON i.id = s.isla_id JOIN productos p ON p.id = m.producto_id
         WHERE m.empresa_id = ${empresaId} AND m.estado = 'A' ORDER BY i.descripcion, s.numero, m.numero, m.id`,
  );
  const responsables = await filas<{ id: number; texto: string }>(
    conn,
    sql`SELECT p.id, trim(pe.nombres || ' ' || pe.apellidos) AS texto FROM promotores p JOIN personas pe ON pe.id = p.persona_id
         WHERE p.empresa_id = ${empresaId} AND p.estado = 'A' ORDER BY 2, p.id`,
  );
  return { turnos, mangueras, responsables };
}
