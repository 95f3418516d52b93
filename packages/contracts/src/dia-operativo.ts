/**
 * The business day (día operativo): day D runs from D at the cycle start to D+1 at the cycle start, in
 * Bogotá time (UTC−5 all year, no daylight saving). The default cycle starts at 06:00. Every sale, shift,
 * reading and movement is filed under the business day this function gives; nothing else computes it.
 */
export const INICIO_CICLO_DEFECTO_MIN = 6 * 60;
const OFFSET_BOGOTA_MS = -5 * 60 * 60 * 1000;
const DIA_MS = 24 * 60 * 60 * 1000;

const FECHA_HORA = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;
const dos = (n: number) => String(n).padStart(2, '0');

/** Milliseconds of a Bogotá wall-clock time taken as if it were UTC (a "local epoch"). */
function localMs(fecha: Date | string): number {
  if (fecha instanceof Date) return fecha.getTime() + OFFSET_BOGOTA_MS;
  const m = FECHA_HORA.exec(fecha);
  if (!m) throw new RangeError(`Fecha no válida: ${fecha}`);
  return Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], m[6] ? +m[6] : 0);
}

function fechaDeLocal(ms: number): string {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${dos(d.getUTCMonth() + 1)}-${dos(d.getUTCDate())}`;
}

/**
 * The business day of a moment: an instant (Date) or a Bogotá wall-clock text `YYYY-MM-DD HH:mm:ss`.
 * `inicioMin` is the cycle start in minutes after midnight (360 = 06:00).
 */
export function diaOperativo(fecha: Date | string, inicioMin: number = INICIO_CICLO_DEFECTO_MIN): string {
  return fechaDeLocal(localMs(fecha) - inicioMin * 60_000);
}

/** The Bogotá clock hour (0–23) of a moment: the hour bucket of the hourly rollups. */
export function horaLocal(fecha: Date | string): number {
  return new Date(localMs(fecha)).getUTCHours();
}

/** The first day of the month of a `YYYY-MM-DD` day: the key of the monthly rollups. */
export function inicioMes(dia: string): string {
  return `${dia.slice(0, 7)}-01`;
}

/** Adds whole days to a `YYYY-MM-DD` day. */
export function sumarDias(dia: string, dias: number): string {
  return fechaDeLocal(Date.parse(`${dia}T00:00:00Z`) + dias * DIA_MS);
}

export interface VentanaDia {
  /** Start instant (inclusive). */
  desde: Date;
  /** End instant (exclusive). */
  hasta: Date;
  /** The same bounds as Bogotá wall-clock texts, `YYYY-MM-DD HH:mm:ss`. */
  desdeLocal: string;
  hastaLocal: string;
}

/** The real window of business day `dia`: [dia at the cycle start, next day at the cycle start). */
export function ventanaDiaOperativo(dia: string, inicioMin: number = INICIO_CICLO_DEFECTO_MIN): VentanaDia {
  const inicioLocal = Date.parse(`${dia}T00:00:00Z`) + inicioMin * 60_000;
  const finLocal = inicioLocal + DIA_MS;
  return {
    desde: new Date(inicioLocal - OFFSET_BOGOTA_MS),
    hasta: new Date(finLocal - OFFSET_BOGOTA_MS),
    desdeLocal: textoLocal(inicioLocal),
    hastaLocal: textoLocal(finLocal),
  };
}

function textoLocal(ms: number): string {
  const d = new Date(ms);
  return `${fechaDeLocal(ms)} ${dos(d.getUTCHours())}:${dos(d.getUTCMinutes())}:${dos(d.getUTCSeconds())}`;
}

/** The instant of a Bogotá wall-clock text. */
export function instanteBogota(fechaLocal: string): Date {
  return new Date(localMs(fechaLocal) - OFFSET_BOGOTA_MS);
}

/** A Bogotá wall-clock text `YYYY-MM-DD HH:mm:ss` of an instant. */
export function textoBogota(fecha: Date): string {
  return textoLocal(fecha.getTime() + OFFSET_BOGOTA_MS);
}

/** Whether a text is a real `YYYY-MM-DD HH:mm:ss` date-time (no 31 February). */
export function esFechaHoraValida(texto: string): boolean {
  const m = FECHA_HORA.exec(texto);
  if (!m) return false;
  const ms = Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], m[6] ? +m[6] : 0);
  const d = new Date(ms);
  return (
    d.getUTCFullYear() === +m[1] &&
    d.getUTCMonth() === +m[2] - 1 &&
    d.getUTCDate() === +m[3] &&
    +m[4] < 24 &&
    +m[5] < 60 &&
    (m[6] ? +m[6] < 60 : true)
  );
}
