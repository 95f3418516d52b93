import type { EnvelopePaginado } from '@eds/contracts/envelope';
import type { AvisoProgreso } from '../tabla/barra-exportar';
import { LIMITE_EXPORTACION, type ConsultaLista } from './consulta-lista';

/**
 * Every row that matches a list's filters, fetched page after page at the largest page size the calls
 * accept, reporting progress after each page. Stops at the total the first answer gave, or at a short page.
 */
export async function pedirTodas<T, Q extends ConsultaLista>(
  consulta: Q,
  pedir: (q: Q) => Promise<EnvelopePaginado<T>>,
  progreso: AvisoProgreso,
): Promise<T[]> {
  const filas: T[] = [];
  let total = Number.POSITIVE_INFINITY;
  while (filas.length < total) {
    const r = await pedir({ ...consulta, limite: LIMITE_EXPORTACION, desde: filas.length });
    total = r.paginacion.total;
    filas.push(...r.data);
    progreso(filas.length, total);
    if (r.data.length < LIMITE_EXPORTACION) break;
  }
  return filas;
}
