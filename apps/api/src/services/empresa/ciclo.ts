import { sql } from 'drizzle-orm';
import { INICIO_CICLO_DEFECTO_MIN } from '@eds/contracts/dia-operativo';
import { filaPreparada, type Conn } from '../../db/client';

/**
 * Start of a station's business-day cycle in minutes after midnight. Every station uses 06:00 until the
 * company closing dates (empresa/fecha-cierre) give it its own; `minutosDeInicio` is the one place that reads them
 * (the POS catalogue reads the attribute in its own statement).
 */
export async function inicioCicloDe(conn: Conn, empresaId: number): Promise<number> {
  return (await cicloDeEmpresa(conn, empresaId))?.minutos ?? INICIO_CICLO_DEFECTO_MIN;
}

/**
 * The company's business-day cycle start as `HH:mm:00` and in minutes after midnight (06:00 unless the company has
 * its own); undefined when the company does not exist.
 */
export async function cicloDeEmpresa(conn: Conn, empresaId: number): Promise<{ hora: string; minutos: number } | undefined> {
  const r = await filaPreparada<{ inicio: string | null }>(
    conn,
    sql`SELECT atributos ->> 'inicio_ciclo' AS inicio FROM empresas WHERE id = ${empresaId}`,
  );
  if (!r) return undefined;
  const minutos = minutosDeInicio(r.inicio);
  const hh = String(Math.floor(minutos / 60)).padStart(2, '0');
  const mm = String(minutos % 60).padStart(2, '0');
  return { hora: `${hh}:${mm}:00`, minutos };
}

/** A company's `atributos.inicio_ciclo` (`HH:mm`) in minutes after midnight; 06:00 when it has none. */
export function minutosDeInicio(inicio: string | null | undefined): number {
  const m = inicio ? /^(\d{2}):(\d{2})$/.exec(inicio) : null;
  return m ? Number(m[1]) * 60 + Number(m[2]) : INICIO_CICLO_DEFECTO_MIN;
}
