import { sql } from 'drizzle-orm';
import { INICIO_CICLO_DEFECTO_MIN } from '@eds/contracts/dia-operativo';
import { fila, type Conn } from '../../db/client';

/**
 * Start of a station's business-day cycle in minutes after midnight. Every station uses 06:00 until the
 * company closing dates (empresa/fecha-cierre) give it its own; this is the one place that will read them.
 */
export async function inicioCicloDe(conn: Conn, empresaId: number): Promise<number> {
  return (await cicloDeEmpresa(conn, empresaId))?.minutos ?? INICIO_CICLO_DEFECTO_MIN;
}

/**
 * The company's business-day cycle start as `HH:mm:00` and in minutes after midnight (06:00 unless the company has
 * its own); undefined when the company does not exist.
 */
export async function cicloDeEmpresa(conn: Conn, empresaId: number): Promise<{ hora: string; minutos: number } | undefined> {
  const r = await fila<{ inicio: string | null }>(conn, sql`SELECT atributos ->> 'inicio_ciclo' AS inicio FROM empresas WHERE id = ${empresaId}`);
  if (!r) return undefined;
  const m = r.inicio ? /^(\d{2}):(\d{2})$/.exec(r.inicio) : null;
  const minutos = m ? Number(m[1]) * 60 + Number(m[2]) : INICIO_CICLO_DEFECTO_MIN;
  const hh = String(Math.floor(minutos / 60)).padStart(2, '0');
  const mm = String(minutos % 60).padStart(2, '0');
  return { hora: `${hh}:${mm}:00`, minutos };
}
