import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TLoteContingencia } from '@eds/contracts/dashboard';
import type { Envelope } from '@eds/contracts/envelope';
import { solicitar } from '../../../lib/api-client';

/** GET /api/guru.facturacion/facturasContingencia/{stationId}: invoices issued offline and not yet sent. */
export function obtenerLoteContingencia(estacion: number, signal?: AbortSignal): Promise<TLoteContingencia> {
  return solicitar<Envelope<TLoteContingencia>>(`/api/guru.facturacion/facturasContingencia/${estacion}`, { signal }).then((r) => r.data);
}

export const loteContingenciaQueryOptions = (estacion: number) =>
  queryOptions({
    queryKey: ['dashboard', 'contingencia', estacion],
    queryFn: ({ signal }) => obtenerLoteContingencia(estacion, signal),
    staleTime: 0,
  });

export function useLoteContingencia(estacion: number | undefined, habilitado: boolean) {
  return useQuery({ ...loteContingenciaQueryOptions(estacion ?? 0), enabled: habilitado && estacion !== undefined });
}
