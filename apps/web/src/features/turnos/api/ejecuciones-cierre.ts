import { queryOptions, useQuery } from '@tanstack/react-query';
import { envelopePaginado } from '@eds/contracts/envelope';
import { ZEjecucionCierre } from '@eds/contracts/turnos/cierres-automaticos-ejecuciones';
import { solicitar } from '../../../lib/api-client';

const ZLista = envelopePaginado(ZEjecucionCierre);

/** GET /api/cierre-automatico/ejecuciones: the latest runs of the automatic close in the user's stations. */
export function listarEjecuciones(empresaId: number | null, signal?: AbortSignal) {
  const filtro = empresaId ? `&empresa_id=${empresaId}` : '';
  return solicitar(`/api/cierre-automatico/ejecuciones?pagina=1&tamano=20${filtro}`, { esquema: ZLista, signal });
}

export const ejecucionesQueryOptions = (empresaId: number | null) =>
  queryOptions({
    // Under the automatic closes' key: a change of a configuration refreshes them too.
    queryKey: ['cierres-automaticos', 'ejecuciones', empresaId] as const,
    queryFn: ({ signal }) => listarEjecuciones(empresaId, signal),
    refetchInterval: 60_000,
  });

export const useEjecucionesCierre = (empresaId: number | null) => useQuery(ejecucionesQueryOptions(empresaId));
