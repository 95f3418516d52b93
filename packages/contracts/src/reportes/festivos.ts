/**
 * Colombian public holidays (festivos), computed rather than stored: Ley 51 de 1983 ("Ley Emiliani") moves most of them
 * to the following Monday, and four follow Easter. The payroll columns of eds/planillaturnos (Sunday and holiday
 * hours) read them for any year.
 */

/** Fixed holidays that never move: 1 January, 1 May, 20 July, 7 August, 8 December, 25 December. */
const FIJOS: readonly [number, number][] = [
  [1, 1],
  [5, 1],
  [7, 20],
  [8, 7],
  [12, 8],
  [12, 25],
];

/** Holidays moved to the next Monday when they do not fall on one (Reyes, San José, San Pedro, Asunción, Raza, Santos, Cartagena). */
const TRASLADABLES: readonly [number, number][] = [
  [1, 6],
  [3, 19],
  [6, 29],
  [8, 15],
  [10, 12],
  [11, 1],
  [11, 11],
];

/** Easter Sunday of a Gregorian year (anonymous Gregorian algorithm), as a UTC date. */
export function domingoDePascua(anio: number): Date {
  const a = anio % 19;
  const b = Math.floor(anio / 100);
  const c = anio % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const mes = Math.floor((h + l - 7 * m + 114) / 31);
  const dia = ((h + l - 7 * m + 114) % 31) + 1;
  return new Date(Date.UTC(anio, mes - 1, dia));
}

const texto = (d: Date) => d.toISOString().slice(0, 10);
const mas = (d: Date, dias: number) => new Date(d.getTime() + dias * 86_400_000);
/** The date itself when it is a Monday, else the Monday after it. */
const lunesSiguiente = (d: Date) => mas(d, (8 - d.getUTCDay()) % 7);

/**
 * The holidays of a year, `YYYY-MM-DD`, sorted and without repeats (two may share a Monday, as Sagrado Corazón and
 * San Pedro did on 30 June 2025): the fixed ones; the movable ones on their Monday; Jueves and Viernes Santo; and
 * Ascensión (Easter + 39), Corpus Christi (+ 60) and Sagrado Corazón (+ 68), each moved to its Monday (+ 43, + 64, + 71).
 */
export function festivosDe(anio: number): string[] {
  const pascua = domingoDePascua(anio);
  const fechas = [
    ...FIJOS.map(([m, d]) => new Date(Date.UTC(anio, m - 1, d))),
    ...TRASLADABLES.map(([m, d]) => lunesSiguiente(new Date(Date.UTC(anio, m - 1, d)))),
    mas(pascua, -3),
    mas(pascua, -2),
    mas(pascua, 43),
    mas(pascua, 64),
    mas(pascua, 71),
  ].map(texto);
  return [...new Set(fechas)].sort();
}

/** The holidays between two dates (`YYYY-MM-DD`, inclusive). */
export function festivosEntre(desde: string, hasta: string): string[] {
  const salida: string[] = [];
  for (let anio = Number(desde.slice(0, 4)); anio <= Number(hasta.slice(0, 4)); anio++)
    salida.push(...festivosDe(anio).filter((f) => f >= desde && f <= hasta));
  return salida;
}
