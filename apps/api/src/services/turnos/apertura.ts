import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { diaOperativo } from '@eds/contracts/dia-operativo';
import { MENSAJES_OPERACION as M } from '@eds/contracts/mensajes-operacion';
import type { TAperturaTurnoPos } from '@eds/contracts/pos';
import { fila, filas, type Conn } from '../../db/client';
import { aTexto, dinero, volumen } from '../../lib/decimal';
import { RechazoItem } from '../pos/lote';
import { guardarLecturasManguera, type LecturaMangueraPreparada } from '../lecturas/manguera';

/** A shift being opened: who, where, when, and the opening totalizer of the island's hoses. */
export interface AperturaPreparada {
  uuid: string;
  empresaId: number;
  equipoId: number | null;
  islaId: number;
  promotorId: number;
  horarioId: number | null;
  fechaInicio: string;
  fechaNegocio: string;
  baseEfectivo: number;
  lecturas: Omit<LecturaMangueraPreparada, 'turnoId'>[];
}

export async function prepararApertura(
  conn: Conn,
  t: TAperturaTurnoPos,
  ctx: { empresaId: number; equipoId: number | null; inicioCicloMin: number },
): Promise<AperturaPreparada> {
  const isla = await fila(conn, sql`SELECT 1 FROM islas WHERE id = ${t.isla_id} AND empresa_id = ${ctx.empresaId}`);
  if (!isla) throw new RechazoItem(M.islaNoExiste(t.isla_id), 'isla_id');
  const promotor = await fila(conn, sql`SELECT 1 FROM promotores WHERE id = ${t.promotor_id} AND empresa_id = ${ctx.empresaId}`);
  if (!promotor) throw new RechazoItem(M.promotorNoExiste(t.promotor_id), 'promotor_id');
  if (t.horario_id !== undefined) {
    const h = await fila(conn, sql`SELECT 1 FROM horarios WHERE id = ${t.horario_id} AND empresa_id = ${ctx.empresaId}`);
    if (!h) throw new RechazoItem(M.horarioNoExiste(t.horario_id), 'horario_id');
  }
  const abierto = await fila(
    conn,
    sql`SELECT 1 FROM turnos WHERE empresa_id = ${ctx.empresaId} AND promotor_id = ${t.promotor_id} AND estado = 'A' AND uuid <> ${t.uuid.toLowerCase()}::uuid`,
  );
  if (abierto) throw new RechazoItem(M.promotorConTurnoAbierto, 'promotor_id');
  const mangueras = new Set(
    (
      await filas<{ id: number }>(
        conn,
        sql`SELECT m.id FROM mangueras m JOIN surtidores s ON s.id = m.surtidor_id WHERE s.isla_id = ${t.isla_id}`,
      )
    ).map((m) => m.id),
  );
  const fecha = `${t.fecha.replace(' ', 'T')}-05:00`;
  const fechaNegocio = diaOperativo(t.fecha, ctx.inicioCicloMin);
  const lecturas = (t.lecturas ?? []).map((l, i) => {
    if (!mangueras.has(l.manguera_id)) throw new RechazoItem(M.mangueraOtraIsla(l.manguera_id), `lecturas.${i}.manguera_id`);
    return {
      uuid: randomUUID(),
      empresaId: ctx.empresaId,
      equipoId: ctx.equipoId,
      mangueraId: l.manguera_id,
      fecha,
      fechaNegocio,
      tipo: 'APERTURA',
      lectura: volumen(l.lectura),
      lecturaValor: l.lectura_valor === undefined ? null : dinero(l.lectura_valor),
    };
  });
  return {
    uuid: t.uuid.toLowerCase(),
    empresaId: ctx.empresaId,
    equipoId: ctx.equipoId,
    islaId: t.isla_id,
    promotorId: t.promotor_id,
    horarioId: t.horario_id ?? null,
    fechaInicio: fecha,
    fechaNegocio,
    baseEfectivo: dinero(t.base_efectivo ?? 0),
    lecturas,
  };
}

/**
 * Opens shifts: a uuid already stored is skipped (the opening was received before), so an opening is
 * stored once whatever the retries. Returns uuid → id of the shifts opened now.
 */
export async function guardarAperturas(conn: Conn, aperturas: readonly AperturaPreparada[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  if (aperturas.length === 0) return ids;
  const json = JSON.stringify(
    [...aperturas]
      .sort((a, b) => (a.uuid < b.uuid ? -1 : 1))
      .map((t) => ({
        empresa_id: t.empresaId,
        uuid: t.uuid,
        equipo_id: t.equipoId,
        isla_id: t.islaId,
        promotor_id: t.promotorId,
        horario_id: t.horarioId,
        fecha_inicio: t.fechaInicio,
        fecha_negocio: t.fechaNegocio,
        base_efectivo: aTexto(t.baseEfectivo, 2),
      })),
  );
  const nuevos = await filas<{ id: number; uuid: string }>(
    conn,
    sql`INSERT INTO turnos (empresa_id, uuid, equipo_id, isla_id, promotor_id, horario_id, fecha_inicio, fecha_negocio, base_efectivo)
        SELECT empresa_id, uuid, equipo_id, isla_id, promotor_id, horario_id, fecha_inicio, fecha_negocio, base_efectivo
          FROM jsonb_to_recordset(${json}::jsonb) AS x(empresa_id int, uuid uuid, equipo_id int, isla_id int, promotor_id int, horario_id int,
            fecha_inicio timestamptz, fecha_negocio date, base_efectivo numeric)
         ORDER BY uuid
        ON CONFLICT (empresa_id, uuid) DO NOTHING RETURNING id, uuid`,
  );
  for (const n of nuevos) ids.set(n.uuid, Number(n.id));
  const lecturas = aperturas.filter((t) => ids.has(t.uuid)).flatMap((t) => t.lecturas.map((l) => ({ ...l, turnoId: ids.get(t.uuid)! })));
  await guardarLecturasManguera(conn, lecturas);
  return ids;
}
