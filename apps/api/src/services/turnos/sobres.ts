import { sql } from 'drizzle-orm';
import { diaOperativo } from '@eds/contracts/dia-operativo';
import { MENSAJES_OPERACION as M } from '@eds/contracts/mensajes-operacion';
import type { TSobrePos } from '@eds/contracts/pos';
import { fila, filas, type Conn } from '../../db/client';
import { aTexto, dinero } from '../../lib/decimal';
import { RechazoItem } from '../pos/lote';

/** An envelope of cash a promoter dropped during a shift (cents). */
export interface SobrePreparado {
  uuid: string;
  empresaId: number;
  turnoId: number;
  promotorId: number;
  numero: number;
  fecha: string;
  fechaNegocio: string;
  valor: number;
}

export async function prepararSobre(conn: Conn, s: TSobrePos, ctx: { empresaId: number; inicioCicloMin: number }): Promise<SobrePreparado> {
  const turno = await fila<{ id: number; promotor_id: number }>(
    conn,
    sql`SELECT id, promotor_id FROM turnos WHERE empresa_id = ${ctx.empresaId} AND uuid = ${s.turno.toLowerCase()}::uuid`,
  );
  if (!turno) throw new RechazoItem(M.turnoNoExiste, 'turno');
  return {
    uuid: s.uuid.toLowerCase(),
    empresaId: ctx.empresaId,
    turnoId: Number(turno.id),
    promotorId: turno.promotor_id,
    numero: s.numero,
    fecha: `${s.fecha.replace(' ', 'T')}-05:00`,
    fechaNegocio: diaOperativo(s.fecha, ctx.inicioCicloMin),
    valor: dinero(s.valor),
  };
}

/** Stores envelopes (re-sent uuids are skipped) and adds them to their shift's counters in the same transaction. */
export async function guardarSobres(conn: Conn, sobres: readonly SobrePreparado[]): Promise<number> {
  if (sobres.length === 0) return 0;
  const json = JSON.stringify(
    [...sobres]
      .sort((a, b) => (a.uuid < b.uuid ? -1 : 1))
      .map((s) => ({
        empresa_id: s.empresaId,
        uuid: s.uuid,
        turno_id: s.turnoId,
        promotor_id: s.promotorId,
        numero: s.numero,
        fecha: s.fecha,
        fecha_negocio: s.fechaNegocio,
        valor: aTexto(s.valor, 2),
      })),
  );
  const nuevos = await filas<{ turno_id: number; valor_declarado: string }>(
    conn,
    sql`INSERT INTO sobres (empresa_id, uuid, turno_id, promotor_id, numero, fecha, fecha_negocio, valor_declarado)
        SELECT empresa_id, uuid, turno_id, promotor_id, numero, fecha, fecha_negocio, valor
          FROM jsonb_to_recordset(${json}::jsonb) AS x(empresa_id int, uuid uuid, turno_id bigint, promotor_id int, numero int,
            fecha timestamptz, fecha_negocio date, valor numeric)
         ORDER BY uuid
        ON CONFLICT (empresa_id, uuid) DO NOTHING RETURNING turno_id, valor_declarado`,
  );
  if (nuevos.length === 0) return 0;
  const porTurno = new Map<number, { n: number; valor: number }>();
  for (const s of nuevos) {
    const t = porTurno.get(Number(s.turno_id)) ?? { n: 0, valor: 0 };
    t.n += 1;
    t.valor += dinero(s.valor_declarado);
    porTurno.set(Number(s.turno_id), t);
  }
  const filasTurno = [...porTurno].map(([id, t]) => ({ id, n: t.n, valor: aTexto(t.valor, 2) }));
  await conn.execute(sql`SELECT id FROM turnos WHERE id = ANY(${`{${[...porTurno.keys()].join(',')}}`}::bigint[]) ORDER BY id FOR UPDATE`);
  await conn.execute(sql`
    UPDATE turnos t SET num_sobres = t.num_sobres + x.n, total_sobres = t.total_sobres + x.valor
      FROM jsonb_to_recordset(${JSON.stringify(filasTurno)}::jsonb) AS x(id bigint, n int, valor numeric)
     WHERE t.id = x.id`);
  return nuevos.length;
}
