import { useMemo } from 'react';
import { formatearFecha, formatearFechaHora, type FormatoNumero } from '@eds/contracts/formato';
import { formatearDineroExacto, formatearNumeroExacto, truncarExacto } from '@eds/contracts/formato-exacto';
import { useDominio } from './dominio';

export interface Formateador {
  formato: FormatoNumero;
  /** $ and the domain's grouping, truncated to 2 decimals. */
  dinero: (valor: number | string | null | undefined) => string;
  numero: (valor: number | string | null | undefined, decimales?: number) => string;
  /** DD/MM/YYYY */
  fecha: (valor: Date | string | null | undefined) => string;
  /** DD/MM/YYYY hh:mm a */
  fechaHora: (valor: Date | string | null | undefined) => string;
}

/** Server dates come as 'YYYY-MM-DD' or 'YYYY-MM-DD HH:mm:ss' in local (Bogotá) time. */
export function leerFecha(valor: Date | string | null | undefined): Date | undefined {
  if (valor === null || valor === undefined || valor === '') return undefined;
  if (valor instanceof Date) return Number.isNaN(valor.getTime()) ? undefined : valor;
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(valor);
  if (!m) {
    const d = new Date(valor);
    return Number.isNaN(d.getTime()) ? undefined : d;
  }
  return new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4] ?? 0), Number(m[5] ?? 0), Number(m[6] ?? 0));
}

/**
 * A server timestamp that the spec defines in Bogotá time (UTC−5, no daylight saving), such as the
 * session expiry: read as that instant, whatever the browser's time zone.
 */
export function leerFechaBogota(valor: string | null | undefined): Date | undefined {
  const m = valor ? /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(valor) : null;
  if (!m) return undefined;
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]) + 5, Number(m[5]), Number(m[6] ?? 0)));
}

export function crearFormateador(formato: FormatoNumero): Formateador {
  return {
    formato,
    dinero: (v) => (v === null || v === undefined || v === '' ? '' : formatearDineroExacto(v, formato)),
    numero: (v, decimales = 2) => (v === null || v === undefined || v === '' ? '' : formatearNumeroExacto(v, formato, decimales)),
    fecha: (v) => {
      const d = leerFecha(v);
      return d ? formatearFecha(d) : '';
    },
    fechaHora: (v) => {
      const d = leerFecha(v);
      return d ? formatearFechaHora(d) : '';
    },
  };
}

/** Formatters that follow the number-format flag of the domain (COP, mx, us). */
export function useFormato(): Formateador {
  const { parametros } = useDominio();
  return useMemo(() => crearFormateador(parametros.formato_numero), [parametros.formato_numero]);
}

export { truncarExacto as truncar };
