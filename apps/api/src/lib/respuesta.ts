import type { Envelope, EnvelopePaginado } from '@eds/contracts/envelope';
import type { TPaginacionQuery } from '@eds/contracts/paginacion';

/** The success envelope: `{success, status, mensaje, data}`. */
export function ok<T>(data: T, mensaje = 'OK', status = 200): Envelope<T> {
  return { success: true, status, mensaje, data };
}

/** A list call's answer: one page of rows in `data` and how many rows match in `paginacion`. */
export function paginado<T>(filas: T[], total: number, pagina: TPaginacionQuery, mensaje = 'OK'): EnvelopePaginado<T> {
  return { success: true, status: 200, mensaje, data: filas, paginacion: { total, limite: pagina.limite, desde: pagina.desde } };
}
