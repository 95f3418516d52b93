import { sql } from 'drizzle-orm';
import { diaOperativo } from '@eds/contracts/dia-operativo';
import { MENSAJES_OPERACION as M } from '@eds/contracts/mensajes-operacion';
import type { TCalibracionPos } from '@eds/contracts/pos';
import { CALIBRACION_MAXIMA_DEFECTO, PARAMETRO_CALIBRACION_MAXIMA } from '@eds/contracts/combustible/calibraciones';
import { fila, filas, type Conn } from '../../db/client';
import { aTexto, volumen as aMilesimas } from '../../lib/decimal';
import { Acumulador } from '../ventas/resumenes/acumular';
import { ESCALAS_TANQUES, TANQUES_DIA } from '../ventas/resumenes/definiciones';
import { parametroNumero } from '../parametros';
import { RechazoItem } from '../pos/lote';

/** Largest test pour accepted at a station, in gallons (SCREENS G04: parameter CALIBRACION_MAXIMA_GALONES, default 20). */
export async function calibracionMaxima(conn: Conn, empresaId: number): Promise<number> {
  return (await parametroNumero(conn, PARAMETRO_CALIBRACION_MAXIMA, empresaId)) ?? CALIBRACION_MAXIMA_DEFECTO;
}

export interface CalibracionPreparada {
  uuid: string;
  empresaId: number;
  equipoId: number | null;
  turnoId: number | null;
  mangueraId: number;
  bodegaId: number;
  productoId: number;
  fecha: string;
  fechaNegocio: string;
  volumen: number;
  responsableId: number | null;
}

export async function prepararCalibracion(
  conn: Conn,
  c: TCalibracionPos,
  ctx: { empresaId: number; equipoId: number | null; inicioCicloMin: number },
): Promise<CalibracionPreparada> {
  const manguera = await fila<{ bodega_id: number; producto_id: number }>(
    conn,
    sql`SELECT bodega_id, producto_id FROM mangueras WHERE id = ${c.manguera_id} AND empresa_id = ${ctx.empresaId}`,
  );
  if (!manguera) throw new RechazoItem(M.mangueraNoExiste(c.manguera_id), 'manguera_id');
  const volumen = aMilesimas(c.volumen);
  const maxima = await calibracionMaxima(conn, ctx.empresaId);
  if (volumen > Math.round(maxima * 1000)) throw new RechazoItem(M.calibracionMaxima(maxima), 'volumen');
  let turnoId: number | null = null;
  if (c.turno) {
    const t = await fila<{ id: number }>(
      conn,
      sql`SELECT id FROM turnos WHERE empresa_id = ${ctx.empresaId} AND uuid = ${c.turno.toLowerCase()}::uuid`,
    );
    if (!t) throw new RechazoItem(M.turnoNoExiste, 'turno');
    turnoId = Number(t.id);
  }
  if (c.promotor_id !== undefined) {
    const p = await fila(conn, sql`SELECT 1 FROM promotores WHERE id = ${c.promotor_id} AND empresa_id = ${ctx.empresaId}`);
    if (!p) throw new RechazoItem(M.promotorNoExiste(c.promotor_id), 'promotor_id');
  }
  return {
    uuid: c.uuid.toLowerCase(),
    empresaId: ctx.empresaId,
    equipoId: ctx.equipoId,
    turnoId,
    mangueraId: c.manguera_id,
    bodegaId: manguera.bodega_id,
    productoId: manguera.producto_id,
    fecha: `${c.fecha.replace(' ', 'T')}-05:00`,
    fechaNegocio: diaOperativo(c.fecha, ctx.inicioCicloMin),
    volumen,
    responsableId: c.promotor_id ?? null,
  };
}

/**
 * Stores test pours (not sales: the fuel goes back to the tank) and adds them, in the same transaction, to the
 * tank's day rollup, to their shift and, when the shift is already closed, to its per-hose figures.
 */
export async function guardarCalibraciones(conn: Conn, calibraciones: readonly CalibracionPreparada[]): Promise<number> {
  if (calibraciones.length === 0) return 0;
  const json = JSON.stringify(
    [...calibraciones]
      .sort((a, b) => (a.uuid < b.uuid ? -1 : 1))
      .map((c) => ({
        empresa_id: c.empresaId,
        uuid: c.uuid,
        equipo_id: c.equipoId,
        turno_id: c.turnoId,
        manguera_id: c.mangueraId,
        bodega_id: c.bodegaId,
        producto_id: c.productoId,
        fecha: c.fecha,
        fecha_negocio: c.fechaNegocio,
        volumen: aTexto(c.volumen, 3),
        responsable_id: c.responsableId,
      })),
  );
  const nuevas = await filas<{ uuid: string }>(
    conn,
    sql`INSERT INTO calibraciones (empresa_id, uuid, equipo_id, turno_id, manguera_id, bodega_id, producto_id, fecha, fecha_negocio, volumen, responsable_id)
        SELECT empresa_id, uuid, equipo_id, turno_id, manguera_id, bodega_id, producto_id, fecha, fecha_negocio, volumen, responsable_id
          FROM jsonb_to_recordset(${json}::jsonb) AS x(empresa_id int, uuid uuid, equipo_id int, turno_id bigint, manguera_id int, bodega_id int,
            producto_id int, fecha timestamptz, fecha_negocio date, volumen numeric, responsable_id int)
         ORDER BY uuid
        ON CONFLICT (empresa_id, uuid) DO NOTHING RETURNING uuid`,
  );
  const nuevos = new Set(nuevas.map((n) => n.uuid));
  const guardadas = calibraciones.filter((c) => nuevos.has(c.uuid));
  if (guardadas.length === 0) return 0;
  await acumularCalibraciones(conn, guardadas, 1);
  return guardadas.length;
}

/**
 * Adds (signo 1) or takes back (signo −1, an annulment) stored pours in the tank's day rollup, their shift and, when
 * the shift is already closed, its per-hose figures.
 */
export async function acumularCalibraciones(conn: Conn, guardadas: readonly CalibracionPreparada[], signo: 1 | -1): Promise<void> {
  const tanques = new Acumulador(TANQUES_DIA, ESCALAS_TANQUES);
  const porTurnoManguera = new Map<string, { turno: number; manguera: number; volumen: number }>();
  for (const c of guardadas) {
    tanques.sumar(
      { empresa_id: c.empresaId, fecha_negocio: c.fechaNegocio, bodega_id: c.bodegaId, producto_id: c.productoId },
      { calibraciones: signo * c.volumen },
    );
    if (c.turnoId === null) continue;
    const k = `${c.turnoId}|${c.mangueraId}`;
    const t = porTurnoManguera.get(k) ?? { turno: c.turnoId, manguera: c.mangueraId, volumen: 0 };
    t.volumen += signo * c.volumen;
    porTurnoManguera.set(k, t);
  }
  // Lock order shared by every writer: shifts before the tank rollup (docs/decisions/031-pos-ingestion-exactly-once.md).
  if (porTurnoManguera.size > 0) {
    const filasTurno = [...porTurnoManguera.values()].map((t) => ({
      turno_id: t.turno,
      manguera_id: t.manguera,
      volumen: aTexto(t.volumen, 3),
    }));
    const turnos = [...new Set(filasTurno.map((f) => f.turno_id))].sort((a, b) => a - b);
    await conn.execute(sql`SELECT id FROM turnos WHERE id = ANY(${`{${turnos.join(',')}}`}::bigint[]) ORDER BY id FOR UPDATE`);
    await conn.execute(sql`
      UPDATE turnos t SET calibraciones = t.calibraciones + x.volumen
        FROM (SELECT turno_id, sum(volumen) AS volumen FROM jsonb_to_recordset(${JSON.stringify(filasTurno)}::jsonb) AS y(turno_id bigint, manguera_id int, volumen numeric) GROUP BY turno_id) x
       WHERE t.id = x.turno_id`);
    await conn.execute(sql`
      UPDATE turnos_mangueras tm SET calibraciones = tm.calibraciones + x.volumen
        FROM jsonb_to_recordset(${JSON.stringify(filasTurno)}::jsonb) AS x(turno_id bigint, manguera_id int, volumen numeric)
       WHERE tm.turno_id = x.turno_id AND tm.manguera_id = x.manguera_id`);
  }
  await tanques.guardar(conn);
}
