import { diaOperativo, INICIO_CICLO_DEFECTO_MIN, ventanaDiaOperativo } from '@eds/contracts/dia-operativo';
import type { TCicloEmpresa } from '@eds/contracts/dashboard';

/** Minutes after midnight of a cycle start 'HH:mm:ss'; the spec's 06:00 when absent or malformed. */
export function inicioCicloMin(ciclo: Pick<TCicloEmpresa, 'fecha_inicio'> | undefined): number {
  const m = ciclo ? /^(\d{2}):(\d{2})/.exec(ciclo.fecha_inicio) : null;
  if (!m) return INICIO_CICLO_DEFECTO_MIN;
  return Number(m[1]) * 60 + Number(m[2]);
}

/** The current business day's window in Bogotá wall-clock text: 06:00:00 today to 06:00:00 tomorrow by default. */
export function ventanaIndicadores(ciclo: Pick<TCicloEmpresa, 'fecha_inicio'> | undefined, ahora: Date = new Date()) {
  const inicio = inicioCicloMin(ciclo);
  const v = ventanaDiaOperativo(diaOperativo(ahora, inicio), inicio);
  return { fechaInicial: v.desdeLocal, fechaFinal: v.hastaLocal };
}

/** Start and end of today's calendar day in Bogotá (the manual-sales query). */
export function rangoHoy(ahora: Date = new Date()) {
  const hoy = diaOperativo(ahora, 0);
  return { fechaInicial: `${hoy} 00:00:00`, fechaFinal: `${hoy} 23:59:59` };
}
