import { sql } from 'drizzle-orm';
import { diaOperativo } from '@eds/contracts/dia-operativo';
import { MENSAJES_OPERACION as M } from '@eds/contracts/mensajes-operacion';
import type { TLecturaMangueraPos } from '@eds/contracts/pos';
import { fila, filas, type Conn } from '../../db/client';
import { aTexto, dinero, volumen } from '../../lib/decimal';
import { RechazoItem } from '../pos/lote';

/** A hose totalizer reading ready to store (thousandths of a gallon; money totalizer in cents). */
export interface LecturaMangueraPreparada {
  uuid: string;
  empresaId: number;
  equipoId: number | null;
  mangueraId: number;
  turnoId: number | null;
  fecha: string;
  fechaNegocio: string;
  tipo: string;
  lectura: number;
  lecturaValor: number | null;
}

export async function prepararLecturaManguera(
  conn: Conn,
  l: TLecturaMangueraPos,
  ctx: { empresaId: number; equipoId: number | null; inicioCicloMin: number },
): Promise<LecturaMangueraPreparada> {
  const manguera = await fila(conn, sql`SELECT 1 FROM mangueras WHERE id = ${l.manguera_id} AND empresa_id = ${ctx.empresaId}`);
  if (!manguera) throw new RechazoItem(M.mangueraNoExiste(l.manguera_id), 'manguera_id');
  let turnoId: number | null = null;
  if (l.turno) {
    const t = await fila<{ id: number }>(
      conn,
      sql`SELECT id FROM turnos WHERE empresa_id = ${ctx.empresaId} AND uuid = ${l.turno.toLowerCase()}::uuid`,
    );
    if (!t) throw new RechazoItem(M.turnoNoExiste, 'turno');
    turnoId = Number(t.id);
  }
  return {
    uuid: l.uuid.toLowerCase(),
    empresaId: ctx.empresaId,
    equipoId: ctx.equipoId,
    mangueraId: l.manguera_id,
    turnoId,
    fecha: `${l.fecha.replace(' ', 'T')}-05:00`,
    fechaNegocio: diaOperativo(l.fecha, ctx.inicioCicloMin),
    tipo: l.tipo ?? 'PARCIAL',
    lectura: volumen(l.lectura),
    lecturaValor: l.lectura_valor === undefined ? null : dinero(l.lectura_valor),
  };
}

/** Stores hose readings; re-sent uuids are skipped. Returns how many were new. */
export async function guardarLecturasManguera(conn: Conn, lecturas: readonly LecturaMangueraPreparada[]): Promise<number> {
  let nuevas = 0;
  for (let i = 0; i < lecturas.length; i += 5000) {
    const lote = [...lecturas.slice(i, i + 5000)].sort((a, b) => (a.uuid < b.uuid ? -1 : 1));
    const json = JSON.stringify(
      lote.map((l) => ({
        empresa_id: l.empresaId,
        uuid: l.uuid,
        equipo_id: l.equipoId,
        manguera_id: l.mangueraId,
        turno_id: l.turnoId,
        fecha: l.fecha,
        fecha_negocio: l.fechaNegocio,
        tipo: l.tipo,
        lectura: aTexto(l.lectura, 3),
        lectura_valor: l.lecturaValor === null ? null : aTexto(l.lecturaValor, 2),
      })),
    );
    const r = await filas<{ id: number }>(
      conn,
      sql`INSERT INTO lecturas_manguera (empresa_id, uuid, equipo_id, manguera_id, turno_id, fecha, fecha_negocio, tipo, lectura, lectura_valor)
          SELECT empresa_id, uuid, equipo_id, manguera_id, turno_id, fecha, fecha_negocio, tipo, lectura, lectura_valor
            FROM jsonb_to_recordset(${json}::jsonb) AS x(empresa_id int, uuid uuid, equipo_id int, manguera_id int, turno_id bigint,
              fecha timestamptz, fecha_negocio date, tipo text, lectura numeric, lectura_valor numeric)
           ORDER BY uuid
          ON CONFLICT (empresa_id, uuid) DO NOTHING RETURNING id`,
    );
    nuevas += r.length;
  }
  return nuevas;
}
