import { z } from 'zod';
import { MENSAJES } from './mensajes';

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
  correoOpcional: (v: string) =>
    v.trim() === '' || CORREO.test(v.trim()) ? true : MENSAJES.correoValido,
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
export const zTexto = (mensaje: string = MENSAJES.campoObligatorio) =>
  z.string({ error: mensaje }).trim().min(1, { error: mensaje });

/** Positive integer id, from a path parameter or a body. */
export const zId = z.coerce.number({ error: 'Identificador no válido' }).int().positive({ error: 'Identificador no válido' }).max(2_147_483_647);
