import { truncarExacto } from '@eds/contracts/formato-exacto';
import { leerFecha, type Formateador } from '../../lib/formato';
import { textoDe } from '../../lib/texto';
import type { ColumnaTabla, TipoColumna } from './columnas';

/** The row's value for a column: its own field, or what the column computes from the row. */
export function valorDe<T>(fila: T, c: ColumnaTabla<T>): unknown {
  return c.valor ? c.valor(fila) : fila[c.clave];
}

/** Decimals a number really has, up to `maximo`: 3.785412 → 6, 1 → 0 (with maximo 6). */
function decimalesDe(n: number, maximo: number): number {
  return Math.min(maximo, (String(truncarExacto(n, maximo)).split('.')[1] ?? '').length);
}

/** A value as the table shows it (and the PDF prints it): money, numbers and dates in the domain's format. */
export function mostrar(valor: unknown, tipo: TipoColumna, f: Formateador, decimales?: number): string {
  if (valor === null || valor === undefined) return '';
  if (tipo === 'dinero') return f.dinero(valor as number | string);
  if (tipo === 'numero') {
    if (decimales === undefined) return f.numero(valor as number | string);
    const n = Number(valor);
    return Number.isFinite(n) ? f.numero(n, decimalesDe(n, decimales)) : textoDe(valor);
  }
  if (tipo === 'fecha') return f.fecha(valor as string | Date);
  if (tipo === 'fechaHora') return f.fechaHora(valor as string | Date);
  return textoDe(valor);
}

/** What the browser sorts on: numbers as numbers, dates as dates. */
export function valorOrdenable(valor: unknown, tipo: TipoColumna): unknown {
  if (tipo === 'dinero' || tipo === 'numero') return valor === null || valor === undefined || valor === '' ? null : Number(valor);
  if (tipo === 'fecha' || tipo === 'fechaHora') return leerFecha(valor as string | Date | null) ?? null;
  return valor ?? '';
}

/** A value for the Excel sheet: numbers stay numbers and dates become dates, so the sheet can compute. */
export function valorExcel(valor: unknown, tipo: TipoColumna): unknown {
  return tipo === 'fecha' || tipo === 'fechaHora' ? leerFecha(valor as string | Date | null) : valor;
}
