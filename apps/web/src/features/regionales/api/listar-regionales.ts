import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZRegionalesPagina } from '@eds/contracts/regionales/regionales';
import { solicitar } from '../../../lib/api-client';
import { clavesRegionales, SERVICIO_REGIONALES } from './claves-regionales';

/** Cards a page shows. */
export const REGIONALES_POR_PAGINA = 12;

/** GET /api/v1/regional/empresa/{empresaId} (ours: the spec does not show the list's path): one page of cards in `result`. */
export function listarRegionales(empresaId: number, buscar: string, pagina: number, signal?: AbortSignal) {
  const q = new URLSearchParams({ limite: String(REGIONALES_POR_PAGINA), desde: String(pagina * REGIONALES_POR_PAGINA) });
  if (buscar) q.set('buscar', buscar);
  return solicitar(`/api/v1/regional/empresa/${empresaId}?${q.toString()}`, {
    esquema: ZRegionalesPagina,
    servicio: SERVICIO_REGIONALES,
    signal,
  });
}

export const regionalesQueryOptions = (empresaId: number, buscar: string, pagina: number) =>
  queryOptions({
    queryKey: clavesRegionales.lista(empresaId, buscar, pagina),
    queryFn: ({ signal }) => listarRegionales(empresaId, buscar, pagina, signal),
  });

export function useRegionales(empresaId: number, buscar: string, pagina: number) {
  return useQuery({ ...regionalesQueryOptions(empresaId, buscar, pagina), placeholderData: keepPreviousData });
}
