/** Demand shapes of a Colombian station, by Bogotá clock hour (0–23) and weekday. */

export const CURVA_COMBUSTIBLE = [
  0.8, 0.5, 0.4, 0.4, 0.7, 1.8, 4.5, 6.5, 6.2, 5.2, 4.8, 5.0, 5.6, 5.2, 4.9, 5.0, 5.6, 6.8, 7.0, 5.8, 4.2, 3.2, 2.2, 1.4,
];
export const CURVA_CANASTILLA = [0.3, 0.2, 0.1, 0.1, 0.2, 0.8, 3, 5, 5.5, 5, 5, 5.5, 6.5, 6, 5, 5, 5.5, 6.5, 7, 6.5, 5, 3.5, 2, 1];
export const CURVA_KIOSCO = [0.2, 0.1, 0.1, 0.1, 0.3, 1, 6, 9, 8, 6, 5, 5, 7, 6, 4, 4, 4, 5, 5, 3, 2, 1, 0.5, 0.3];

/** Monday … Sunday: Friday and Saturday are busy, Sunday quiet. */
const SEMANA = [0.94, 0.95, 0.98, 1.0, 1.15, 1.08, 0.86];

/** Weekday factor of a `YYYY-MM-DD` day. */
export function factorSemana(dia: string): number {
  const d = new Date(`${dia}T12:00:00Z`).getUTCDay();
  return SEMANA[(d + 6) % 7];
}

/** ISO weekday (1 Monday … 7 Sunday). */
export function diaSemana(dia: string): number {
  return ((new Date(`${dia}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;
}

const dos = (n: number) => String(n).padStart(2, '0');

/** A moment inside business day `dia` (06:00 cycle): seconds after 06:00 → Bogotá text, ISO instant and hour. */
export interface Momento {
  local: string;
  iso: string;
  hora: number;
  /** Seconds since the start of the business day (orders moments of one day). */
  segundos: number;
}

export function momento(dia: string, segundosDesdeInicio: number): Momento {
  const ms = Date.parse(`${dia}T06:00:00Z`) + segundosDesdeInicio * 1000;
  const d = new Date(ms);
  const local = `${d.getUTCFullYear()}-${dos(d.getUTCMonth() + 1)}-${dos(d.getUTCDate())} ${dos(d.getUTCHours())}:${dos(d.getUTCMinutes())}:${dos(d.getUTCSeconds())}`;
  return { local, iso: `${local.replace(' ', 'T')}-05:00`, hora: d.getUTCHours(), segundos: segundosDesdeInicio };
}

/** Seconds after 06:00 at which a Bogotá clock hour starts (06 → 0, 05 → 23 h). */
export function inicioHora(hora: number): number {
  return ((hora - 6 + 24) % 24) * 3600;
}
