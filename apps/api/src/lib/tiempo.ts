import { sql } from 'drizzle-orm';

/** Colombia has no daylight saving: Bogotá is UTC−5 all year. */
export const ZONA_HORARIA = 'America/Bogota';
const OFFSET_MS = -5 * 60 * 60 * 1000;

const dos = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD HH:mm:ss` in Bogotá time, the server's wire format. */
export function fechaHoraBogota(fecha: Date): string {
  const d = new Date(fecha.getTime() + OFFSET_MS);
  return `${d.getUTCFullYear()}-${dos(d.getUTCMonth() + 1)}-${dos(d.getUTCDate())} ${dos(d.getUTCHours())}:${dos(d.getUTCMinutes())}:${dos(d.getUTCSeconds())}`;
}

export function fechaBogota(fecha: Date): string {
  return fechaHoraBogota(fecha).slice(0, 10);
}

/**
 * Today in Bogotá, in SQL. Database sessions run in UTC, where `current_date` is already tomorrow from 19:00 in
 * Colombia: every "valid today" check uses this instead.
 */
export const HOY_BOGOTA = sql.raw(`(now() AT TIME ZONE '${ZONA_HORARIA}')::date`);
