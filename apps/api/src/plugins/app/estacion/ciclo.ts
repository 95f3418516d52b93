import { sql } from 'drizzle-orm';
import { INICIO_CICLO_DEFECTO_MIN } from '@eds/contracts/dia-operativo';
import { fila, type Conn } from '../../../db/client';

/**
 * Start of a station's business-day cycle in minutes after midnight. Every station uses 06:00 until the
 * company closing dates (empresa/fecha-cierre) give it its own; this is the one place that will read them.
 */
export async function inicioCicloDe(conn: Conn, empresaId: number): Promise<number> {
  const r = await fila<{ inicio: string | null }>(conn, sql`SELECT atributos ->> 'inicio_ciclo' AS inicio FROM empresas WHERE id = ${empresaId}`);
  const m = r?.inicio ? /^(\d{2}):(\d{2})$/.exec(r.inicio) : null;
  return m ? Number(m[1]) * 60 + Number(m[2]) : INICIO_CICLO_DEFECTO_MIN;
}
