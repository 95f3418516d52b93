import { z } from 'zod';
import { MENSAJES } from './mensajes';
import { MENSAJES_VALIDACION as MV } from './mensajes-validacion';

/**
 * Generic validators of the second document (§5). Each returns `true` or the Spanish message,
 * so forms and server schemas report the same text.
 */
export type Validador = (valor: string) => true | string;

const NUMERO = /^-?\d+(\.\d+)?$/;
const CORREO = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const validadores = {
  numero: (v: string) => (NUMERO.test(v.trim()) ? true : MENSAJES.debeSerNumero),
  sinCeroIzquierda: (v: string) => (/^0\d/.test(v.trim()) ? MENSAJES.sinCeroIzquierda : true),
  rango: (x: number, y: number) => (v: string) => {
    const n = Number(v);
    return NUMERO.test(v.trim()) && n >= x && n <= y ? true : MENSAJES.entre(x, y);
  },
  noNegativo: (v: string) => (Number(v) < 0 ? MENSAJES.noNegativo : true),
  textoNoVacio: (v: string) => (v.trim().length > 0 ? true : MENSAJES.valorNoValido),
  largo:
    (opciones: { min?: number; max?: number; noCero?: boolean }) =>
    (v: string): true | string => {
      if (opciones.min !== undefined && v.length < opciones.min) return MENSAJES.valorNoValido;
      if (opciones.max !== undefined && v.length > opciones.max) return MENSAJES.valorNoValido;
      if (opciones.noCero && v.trim() === '0') return MENSAJES.valorNoValido;
      return true;
    },
  correoOpcional: (v: string) => (v.trim() === '' || CORREO.test(v.trim()) ? true : MENSAJES.correoValido),
} satisfies Record<string, unknown>;

/** The fixed length rules the second document lists, by name. */
export const LARGOS = {
  minimo4: validadores.largo({ min: 4 }),
  maximo3: validadores.largo({ max: 3 }),
  minimo5: validadores.largo({ min: 5 }),
  entre5y20: validadores.largo({ min: 5, max: 20 }),
  maximo5: validadores.largo({ max: 5 }),
  maximo10: validadores.largo({ max: 10 }),
  maximo30: validadores.largo({ max: 30 }),
  maximo16NoCero: validadores.largo({ max: 16, noCero: true }),
  entre6y16NoCero: validadores.largo({ min: 6, max: 16, noCero: true }),
  minimo6: validadores.largo({ min: 6 }),
} as const;

export const PATRON_CORREO = CORREO;

/** Zod string that is trimmed and must not be blank. */
export const zTexto = (mensaje: string = MENSAJES.campoObligatorio) => z.string({ error: mensaje }).trim().min(1, { error: mensaje });

/*
 * Bounded validators (docs/decisions/018-bounded-inputs-and-idempotency.md). Every number a client sends is bounded
 * by the column that stores it, so a bad value is a 400 (or a POS item's rejection) naming the field, never a
 * database error: ids and counters by int4, money by numeric(14,2), quantities and volumes by numeric(12,3), and
 * dates are real calendar dates. Every contract builds its numbers and dates from these.
 */

/** The largest int4: every id (serial) and every whole-number column (counters, kilometres, pump numbers). */
export const ID_MAXIMO = 2_147_483_647;
/** The largest smallint (promotion N and M, invoice states). */
export const SMALLINT_MAXIMO = 32_767;

/** A numeric(precision, scale) column: `precision` digits in all, `escala` of them after the point. */
export interface Columna {
  precision: number;
  escala: number;
}

/** The numeric columns the contracts write. */
export const COLUMNA = {
  /** Prices, amounts, payments, costs: numeric(14,2). */
  dinero: { precision: 14, escala: 2 },
  /** Quantities of a line (gallons or units): numeric(12,3). */
  cantidad: { precision: 12, escala: 3 },
  /** Tank volumes, capacities, chart volumes (gallons): numeric(12,3). */
  volumen: { precision: 12, escala: 3 },
  /** Hose meters (gallons): numeric(14,3). */
  totalizador: { precision: 14, escala: 3 },
  /** Hose meters in money: numeric(16,2). */
  totalizadorValor: { precision: 16, escala: 2 },
  /** Tank heights (millimetres): numeric(8,1). */
  altura: { precision: 8, escala: 1 },
  /** Percentages (taxes): numeric(5,2). */
  porcentaje: { precision: 5, escala: 2 },
} as const satisfies Record<string, Columna>;

/** The largest value a column holds: numeric(14,2) → 999999999999.99. */
export function maximoDe(columna: Columna): number {
  return Number(`${'9'.repeat(columna.precision - columna.escala)}.${'9'.repeat(columna.escala)}`);
}

/**
 * Whether a number fits its column: at most the column's largest value. A value between that and half a unit of
 * the last decimal more (999999999999.994) would be rounded down by PostgreSQL, but it is refused too, so the rule
 * does not depend on how a service writes the number (shortest text, fixed decimals) and nothing is rounded up
 * into an overflow.
 */
export function cabeEnColumna(valor: number, columna: Columna): boolean {
  return Number.isFinite(valor) && Math.abs(valor) <= maximoDe(columna);
}

/** How a bounded number's lower end is checked. */
export type Minimo = 'positivo' | 'noNegativo';

interface OpcionesNumero {
  /** Strictly above zero, or zero and above (default). */
  minimo?: Minimo;
  /** Message of a value that is not a number; the bound messages are the generic ones. */
  mensaje?: string;
  /** Message of a value below the minimum. */
  mensajeMinimo?: string;
}

/**
 * A decimal bounded by its column, from a form or a JSON body: a number, or the text of a number (`z.coerce`, as the
 * forms send). Zero and above unless `minimo: 'positivo'`; the maximum is the column's.
 */
export function zDecimal(columna: Columna, opciones: OpcionesNumero = {}) {
  const mensaje = opciones.mensaje ?? MENSAJES.debeSerNumero;
  const positivo = opciones.minimo === 'positivo';
  const mensajeMinimo = opciones.mensajeMinimo ?? (positivo ? MENSAJES.valorNoValido : MENSAJES.noNegativo);
  const base = z.coerce.number({ error: mensaje });
  return (positivo ? base.positive({ error: mensajeMinimo }) : base.min(0, { error: mensajeMinimo })).refine(
    (v) => cabeEnColumna(v, columna),
    {
      error: MV.valorMaximo(textoMaximo(columna)),
    },
  );
}

/** Money: numeric(14,2). */
export const zDinero = (opciones?: OpcionesNumero) => zDecimal(COLUMNA.dinero, opciones);
/** A quantity of a line: numeric(12,3). */
export const zCantidadForm = (opciones?: OpcionesNumero) => zDecimal(COLUMNA.cantidad, opciones);
/** A volume in gallons: numeric(12,3). */
export const zVolumen = (opciones?: OpcionesNumero) => zDecimal(COLUMNA.volumen, opciones);

/** The column's maximum as the messages print it (no exponent). */
export function textoMaximo(columna: Columna): string {
  return maximoDe(columna).toFixed(columna.escala);
}

const DECIMAL_POS = /^\d+(\.\d+)?$/;

/**
 * A decimal as POS devices send it: a JSON number or a plain decimal text (`"12.5"`; no sign, no exponent), bounded by
 * its column. One message for every failure, so a device log reads the rule at once.
 */
export function zDecimalPos(columna: Columna, minimo: Minimo, mensaje: string) {
  return z.union([z.number(), z.string()], { error: mensaje }).refine(
    (v) => {
      const n = typeof v === 'number' ? v : DECIMAL_POS.test(v.trim()) ? Number(v) : Number.NaN;
      return cabeEnColumna(n, columna) && (minimo === 'positivo' ? n > 0 : n >= 0);
    },
    { error: mensaje },
  );
}

/** A whole number of an int4 column (counters, numbers), zero and above unless `minimo: 'positivo'`. */
export function zEntero(opciones: OpcionesNumero & { maximo?: number; coercion?: boolean } = {}) {
  const mensaje = opciones.mensaje ?? MENSAJES.debeSerNumero;
  const maximo = opciones.maximo ?? ID_MAXIMO;
  const base = (opciones.coercion === false ? z.number({ error: mensaje }) : z.coerce.number({ error: mensaje })).int({ error: mensaje });
  const positivo = opciones.minimo === 'positivo';
  const mensajeMinimo = opciones.mensajeMinimo ?? (positivo ? MENSAJES.valorNoValido : MENSAJES.noNegativo);
  return (positivo ? base.positive({ error: mensajeMinimo }) : base.min(0, { error: mensajeMinimo })).max(maximo, {
    error: MV.valorMaximo(String(maximo)),
  });
}

/**
 * A row id in a body: 1 to 2³¹−1, as a number or the text of a form field. `mensaje` is the text of a missing or
 * non-numeric id (forms say "Campo obligatorio"); an id beyond int4 says it is not valid.
 */
export function zIdCampo(mensaje: string = MENSAJES.identificadorNoValido) {
  return z.coerce
    .number({ error: mensaje })
    .int({ error: mensaje })
    .positive({ error: mensaje })
    .max(ID_MAXIMO, { error: MENSAJES.identificadorNoValido });
}

/** A row id as JSON sends it (no text), 1 to 2³¹−1: POS items. */
export function zIdNumero(mensaje: string = MENSAJES.identificadorNoValido) {
  return z
    .number({ error: mensaje })
    .int({ error: mensaje })
    .positive({ error: mensaje })
    .max(ID_MAXIMO, { error: MENSAJES.identificadorNoValido });
}

/** Positive integer id, from a path parameter or a body: 1 to 2³¹−1. */
export const zId = zIdCampo();

const FECHA = /^(\d{4})-(\d{2})-(\d{2})$/;
const FECHA_HORA = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

function esDia(anio: number, mes: number, dia: number): boolean {
  if (anio < 1900 || mes < 1 || mes > 12 || dia < 1) return false;
  return dia <= new Date(Date.UTC(anio, mes, 0)).getUTCDate();
}

/** A real calendar day `YYYY-MM-DD` (1900 onwards): 2026-02-30 and 2026-13-01 are not. */
export function esFechaCalendario(texto: string): boolean {
  const m = FECHA.exec(texto);
  return m !== null && esDia(+m[1], +m[2], +m[3]);
}

/** A real wall-clock instant `YYYY-MM-DD HH:mm:ss`: a calendar day and a time of 00:00:00 to 23:59:59. */
export function esFechaHoraCalendario(texto: string): boolean {
  const m = FECHA_HORA.exec(texto);
  return m !== null && esDia(+m[1], +m[2], +m[3]) && +m[4] < 24 && +m[5] < 60 && +m[6] < 60;
}

/** `YYYY-MM-DD` or `YYYY-MM-DD HH:mm:ss`, both real. */
export function esFechaOFechaHora(texto: string): boolean {
  return esFechaCalendario(texto) || esFechaHoraCalendario(texto);
}

/** A calendar day in a body: `YYYY-MM-DD`, real. */
export const zFecha = (mensaje: string = MV.fechaNoValida) => z.string({ error: mensaje }).refine(esFechaCalendario, { error: mensaje });
/** A wall-clock instant in a body: `YYYY-MM-DD HH:mm:ss`, real (Bogotá time). */
export const zFechaHoraEstricta = (mensaje: string = MV.fechaHoraNoValida) =>
  z.string({ error: mensaje }).refine(esFechaHoraCalendario, { error: mensaje });
/** A day or an instant: `YYYY-MM-DD[ HH:mm:ss]`, real. */
export const zFechaOFechaHora = (mensaje: string = MV.fechaOFechaHoraNoValida) =>
  z.string({ error: mensaje }).refine(esFechaOFechaHora, { error: mensaje });
