import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { MENSAJES_OPERACION as M } from '@eds/contracts/mensajes-operacion';
import type { TCierreTurnoPos } from '@eds/contracts/pos';
import { fila, filas, type Conn } from '../../db/client';
import { aTexto, dinero, volumen } from '../../lib/decimal';
import { Acumulador } from '../ventas/resumenes/acumular';
import { ESCALAS_TANQUES, TANQUES_DIA } from '../ventas/resumenes/definiciones';
import { RechazoItem } from '../pos/lote';
import { guardarLecturasManguera, type LecturaMangueraPreparada } from '../lecturas/manguera';

/** Meter figures of one hose over a shift (thousandths of a gallon). */
export interface MangueraDeCierre {
  mangueraId: number;
  bodegaId: number;
  productoId: number;
  lecturaInicial: number;
  lecturaFinal: number;
  galones: number;
  calibraciones: number;
  reinicio: boolean;
}

export interface CierrePreparado {
  turnoId: number;
  empresaId: number;
  /** Business day of the shift (the day it opened). */
  fechaNegocio: string;
  fechaFin: string;
  efectivoEntregado: number | null;
  lecturas: LecturaMangueraPreparada[];
  mangueras: MangueraDeCierre[];
}

/**
 * Meter gallons between two totalizer readings (thousandths); a closing reading below the opening one means the
 * totalizer rolled over: it ran up to its maximum, turned to zero (one more unit) and on to the closing reading.
 */
export function galonesEntre(inicial: number, final: number, maximo: number): { galones: number; reinicio: boolean } {
  if (final >= inicial) return { galones: final - inicial, reinicio: false };
  return { galones: maximo - inicial + 1 + final, reinicio: true };
}

/**
 * Prepares the close of a POS shift: the opening totalizer of each hose of the island (the shift's opening
 * reading, else the hose's last reading before the shift, else its installation reading), the closing one
 * (sent now, else a closing or partial reading of the shift), and the test pours of the shift. Answers null
 * when the shift is already closed: closing twice changes nothing.
 */
export async function prepararCierre(
  conn: Conn,
  c: TCierreTurnoPos,
  ctx: { empresaId: number; equipoId: number | null },
): Promise<CierrePreparado | null> {
  const turno = await fila<{ id: number; estado: string; isla_id: number; fecha_inicio: string; fecha_negocio: string }>(
    conn,
    sql`SELECT id, estado, isla_id, fecha_inicio::text AS fecha_inicio, fecha_negocio::text AS fecha_negocio FROM turnos
         WHERE empresa_id = ${ctx.empresaId} AND uuid = ${c.uuid.toLowerCase()}::uuid FOR UPDATE`,
  );
  if (!turno) throw new RechazoItem(M.turnoNoExiste, 'uuid');
  if (turno.estado !== 'A') return null;
  const turnoId = Number(turno.id);
  const mangueras = await filas<{
    id: number;
    bodega_id: number;
    producto_id: number;
    totalizador_maximo: string;
    lectura_inicial: string;
  }>(
    conn,
    sql`SELECT m.id, m.bodega_id, m.producto_id, m.totalizador_maximo, m.lectura_inicial
          FROM mangueras m JOIN surtidores s ON s.id = m.surtidor_id WHERE s.isla_id = ${turno.isla_id} ORDER BY m.id`,
  );
  const deIsla = new Set(mangueras.map((m) => m.id));
  const fechaFin = `${c.fecha.replace(' ', 'T')}-05:00`;
  const enviadas = new Map<number, { lectura: number; valor: number | null }>();
  (c.lecturas ?? []).forEach((l, i) => {
    if (!deIsla.has(l.manguera_id)) throw new RechazoItem(M.mangueraOtraIsla(l.manguera_id), `lecturas.${i}.manguera_id`);
    enviadas.set(l.manguera_id, { lectura: volumen(l.lectura), valor: l.lectura_valor === undefined ? null : dinero(l.lectura_valor) });
  });
  const ids = `{${mangueras.map((m) => m.id).join(',')}}`;
  const iniciales = await filas<{ manguera_id: number; lectura: string }>(
    conn,
    sql`SELECT DISTINCT ON (manguera_id) manguera_id, lectura FROM lecturas_manguera
         WHERE manguera_id = ANY(${ids}::int[]) AND (turno_id = ${turnoId} AND tipo = 'APERTURA' OR turno_id IS DISTINCT FROM ${turnoId} AND fecha <= ${turno.fecha_inicio}::timestamptz)
         ORDER BY manguera_id, (turno_id = ${turnoId} AND tipo = 'APERTURA') DESC, fecha DESC, id DESC`,
  );
  const finales = await filas<{ manguera_id: number; lectura: string }>(
    conn,
    sql`SELECT DISTINCT ON (manguera_id) manguera_id, lectura FROM lecturas_manguera
         WHERE turno_id = ${turnoId} AND tipo IN ('CIERRE', 'PARCIAL')
         ORDER BY manguera_id, (tipo = 'CIERRE') DESC, fecha DESC, id DESC`,
  );
  const calibraciones = await filas<{ manguera_id: number; volumen: string }>(
    conn,
    sql`SELECT manguera_id, sum(volumen) AS volumen FROM calibraciones WHERE turno_id = ${turnoId} AND estado = 'REGISTRADA' GROUP BY manguera_id`,
  );
  const inicialDe = new Map(iniciales.map((r) => [r.manguera_id, volumen(r.lectura)]));
  const finalDe = new Map(finales.map((r) => [r.manguera_id, volumen(r.lectura)]));
  const calibracionDe = new Map(calibraciones.map((r) => [r.manguera_id, volumen(r.volumen)]));

  const lecturas: LecturaMangueraPreparada[] = [];
  const porManguera: MangueraDeCierre[] = mangueras.map((m) => {
    const inicial = inicialDe.get(m.id) ?? volumen(m.lectura_inicial);
    const enviada = enviadas.get(m.id);
    if (enviada) {
      lecturas.push({
        uuid: randomUUID(),
        empresaId: ctx.empresaId,
        equipoId: ctx.equipoId,
        mangueraId: m.id,
        turnoId,
        fecha: fechaFin,
        fechaNegocio: turno.fecha_negocio,
        tipo: 'CIERRE',
        lectura: enviada.lectura,
        lecturaValor: enviada.valor,
      });
    }
    const final = enviada?.lectura ?? finalDe.get(m.id) ?? inicial;
    const { galones, reinicio } = galonesEntre(inicial, final, volumen(m.totalizador_maximo));
    return {
      mangueraId: m.id,
      bodegaId: m.bodega_id,
      productoId: m.producto_id,
      lecturaInicial: inicial,
      lecturaFinal: final,
      galones,
      calibraciones: calibracionDe.get(m.id) ?? 0,
      reinicio,
    };
  });
  return {
    turnoId,
    empresaId: ctx.empresaId,
    fechaNegocio: turno.fecha_negocio,
    fechaFin,
    efectivoEntregado: c.efectivo_entregado === undefined ? null : dinero(c.efectivo_entregado),
    lecturas,
    mangueras: porManguera,
  };
}

/**
 * Closes shifts that are still open (a shift already closed is left as it is) with their closing readings and
 * per-hose meter figures, and adds the meter gallons to each tank's day rollup, all in the caller's
 * transaction. Returns the ids of the shifts closed now.
 */
export async function guardarCierres(conn: Conn, cierres: readonly CierrePreparado[]): Promise<Set<number>> {
  const cerrados = new Set<number>();
  if (cierres.length === 0) return cerrados;
  const ordenados = [...cierres].sort((a, b) => a.turnoId - b.turnoId);
  const json = JSON.stringify(
    ordenados.map((c) => ({
      id: c.turnoId,
      fecha_fin: c.fechaFin,
      efectivo: c.efectivoEntregado === null ? null : aTexto(c.efectivoEntregado, 2),
      galones: aTexto(
        c.mangueras.reduce((s, m) => s + m.galones, 0),
        3,
      ),
    })),
  );
  await conn.execute(
    sql`SELECT id FROM turnos WHERE id = ANY(${`{${ordenados.map((c) => c.turnoId).join(',')}}`}::bigint[]) ORDER BY id FOR UPDATE`,
  );
  const r = await filas<{ id: number }>(
    conn,
    sql`UPDATE turnos t SET estado = 'C', fecha_fin = x.fecha_fin, efectivo_entregado = x.efectivo, galones_medidor = x.galones, cerrado_en = now()
          FROM jsonb_to_recordset(${json}::jsonb) AS x(id bigint, fecha_fin timestamptz, efectivo numeric, galones numeric)
         WHERE t.id = x.id AND t.estado = 'A' RETURNING t.id`,
  );
  for (const x of r) cerrados.add(Number(x.id));
  const hechos = ordenados.filter((c) => cerrados.has(c.turnoId));
  if (hechos.length === 0) return cerrados;

  await guardarLecturasManguera(
    conn,
    hechos.flatMap((c) => c.lecturas),
  );
  const filasMangueras = hechos.flatMap((c) =>
    c.mangueras.map((m) => ({
      turno_id: c.turnoId,
      manguera_id: m.mangueraId,
      lectura_inicial: aTexto(m.lecturaInicial, 3),
      lectura_final: aTexto(m.lecturaFinal, 3),
      galones: aTexto(m.galones, 3),
      calibraciones: aTexto(m.calibraciones, 3),
      reinicio: m.reinicio,
    })),
  );
  for (let i = 0; i < filasMangueras.length; i += 5000) {
    await conn.execute(sql`
      INSERT INTO turnos_mangueras (turno_id, manguera_id, lectura_inicial, lectura_final, galones, calibraciones, reinicio)
      SELECT turno_id, manguera_id, lectura_inicial, lectura_final, galones, calibraciones, reinicio
        FROM jsonb_to_recordset(${JSON.stringify(filasMangueras.slice(i, i + 5000))}::jsonb) AS x(turno_id bigint, manguera_id int,
          lectura_inicial numeric, lectura_final numeric, galones numeric, calibraciones numeric, reinicio boolean)`);
  }
  const tanques = new Acumulador(TANQUES_DIA, ESCALAS_TANQUES);
  for (const c of hechos) {
    for (const m of c.mangueras) {
      if (m.galones === 0) continue;
      tanques.sumar(
        { empresa_id: c.empresaId, fecha_negocio: c.fechaNegocio, bodega_id: m.bodegaId, producto_id: m.productoId },
        { galones_medidor: m.galones },
      );
    }
  }
  await tanques.guardar(conn);
  return cerrados;
}
