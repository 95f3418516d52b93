import { diaOperativo, inicioMes, sumarDias, instanteBogota } from '@eds/contracts/dia-operativo';
import type { TDashboardBody } from '@eds/contracts/dashboard';
import { badRequest } from '../../lib/errors';
import { MENSAJES } from '@eds/contracts/mensajes';

/** An inclusive range of business days, `YYYY-MM-DD`. */
export interface RangoDias {
  desde: string;
  hasta: string;
}

const SOLO_FECHA = /^\d{4}-\d{2}-\d{2}$/;

/** Today's business day (06:00 to 06:00 Bogotá) at `ahora`. */
export function hoyOperativo(ahora: Date = new Date()): string {
  return diaOperativo(ahora);
}

/** The days of a period code: 0 today, 1 last 7 days, 2 month to date, 3 year to date. */
export function rangoDePeriodo(periodo: number, ahora: Date = new Date()): RangoDias {
  const hoy = hoyOperativo(ahora);
  switch (periodo) {
    case 1:
      return { desde: sumarDias(hoy, -6), hasta: hoy };
    case 2:
      return { desde: inicioMes(hoy), hasta: hoy };
    case 3:
      return { desde: `${hoy.slice(0, 4)}-01-01`, hasta: hoy };
    default:
      return { desde: hoy, hasta: hoy };
  }
}

/**
 * The business days a body asks for: its period code, or its dates. A date-time end is exclusive (the spec's
 * indicator query runs from 06:00:00 today to 06:00:00 tomorrow, which is one business day); a plain date is
 * inclusive. Without either, the default period.
 */
export function rangoDeCuerpo(
  body: Pick<TDashboardBody, 'periodo' | 'fecha_inicial' | 'fecha_final'>,
  defecto = 0,
  ahora = new Date(),
): RangoDias {
  if (body.periodo !== undefined) return rangoDePeriodo(body.periodo, ahora);
  if (!body.fecha_inicial && !body.fecha_final) return rangoDePeriodo(defecto, ahora);
  const hoy = hoyOperativo(ahora);
  const desde = body.fecha_inicial ? diaDe(body.fecha_inicial, false) : hoy;
  const hasta = body.fecha_final ? diaDe(body.fecha_final, true) : hoy;
  if (desde > hasta) throw badRequest(MENSAJES.fechaInicialMayor);
  if (Date.parse(hasta) - Date.parse(desde) > 731 * 86_400_000) throw badRequest(MENSAJES.rangoMaximoDosAnos);
  return { desde, hasta };
}

function diaDe(fecha: string, esFin: boolean): string {
  if (SOLO_FECHA.test(fecha)) return fecha;
  const instante = instanteBogota(fecha);
  return diaOperativo(new Date(instante.getTime() - (esFin ? 1000 : 0)));
}

/**
 * Splits a day range into whole months (read from the monthly rollups) and loose days at the ends (read from
 * the daily rollups), so a year costs at most twelve monthly rows and sixty daily rows per station and product.
 */
export function partirRango(r: RangoDias): { meses: RangoDias | null; dias: RangoDias[] } {
  const primerMesCompleto = r.desde.endsWith('-01') ? r.desde : inicioMes(sumarDias(inicioMes(r.desde), 32));
  const ultimoDiaSiguiente = sumarDias(r.hasta, 1);
  const finMesesExclusivo = inicioMes(ultimoDiaSiguiente) === ultimoDiaSiguiente ? ultimoDiaSiguiente : inicioMes(r.hasta);
  if (primerMesCompleto >= finMesesExclusivo) return { meses: null, dias: [r] };
  const dias: RangoDias[] = [];
  if (r.desde < primerMesCompleto) dias.push({ desde: r.desde, hasta: sumarDias(primerMesCompleto, -1) });
  if (finMesesExclusivo <= r.hasta) dias.push({ desde: finMesesExclusivo, hasta: r.hasta });
  return { meses: { desde: primerMesCompleto, hasta: inicioMes(sumarDias(finMesesExclusivo, -1)) }, dias };
}
