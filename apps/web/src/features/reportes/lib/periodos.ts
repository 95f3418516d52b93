import { diaOperativo, inicioMes, sumarDias } from '@eds/contracts/dia-operativo';
import type { ClaseReporte } from '@eds/contracts/reportes/motor';

/** The quick buttons of the filter bar, the spec's period codes 0–3. */
export const PERIODOS_REPORTE = ['hoy', 'ultimos7', 'mesActual', 'anioActual'] as const;
export type PeriodoReporte = (typeof PERIODOS_REPORTE)[number];

export interface RangoReporte {
  fecha_inicial: string;
  fecha_final: string;
}

/** Today's business day (06:00 to 06:00 Bogotá), the last day a report may ask for. */
export const hoyOperativo = (ahora = new Date()) => diaOperativo(ahora);

export function rangoDePeriodo(periodo: PeriodoReporte, hoy: string): RangoReporte {
  switch (periodo) {
    case 'ultimos7':
      return { fecha_inicial: sumarDias(hoy, -6), fecha_final: hoy };
    case 'mesActual':
      return { fecha_inicial: inicioMes(hoy), fecha_final: hoy };
    case 'anioActual':
      return { fecha_inicial: `${hoy.slice(0, 4)}-01-01`, fecha_final: hoy };
    default:
      return { fecha_inicial: hoy, fecha_final: hoy };
  }
}

/** REPORTS.md §0: the current business day for detail reports, the month to date for summaries. */
export const rangoPorDefecto = (clase: ClaseReporte, hoy: string): RangoReporte =>
  rangoDePeriodo(clase === 'detalle' ? 'hoy' : 'mesActual', hoy);
