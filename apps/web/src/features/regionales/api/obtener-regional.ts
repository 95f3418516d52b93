import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZRegionalLeida } from '@eds/contracts/regionales/regionales';
import { solicitar } from '../../../lib/api-client';
import { clavesRegionales, SERVICIO_REGIONALES } from './claves-regionales';

/** GET /api/v1/regional/{id}: the three fields the edit form loads from the server (spec §9). */
export function obtenerRegional(id: number, signal?: AbortSignal) {
  return solicitar(`/api/v1/regional/${id}`, { esquema: ZRegionalLeida, servicio: SERVICIO_REGIONALES, signal }).then((r) => r.result);
}

export const regionalQueryOptions = (id: number) =>
  queryOptions({ queryKey: clavesRegionales.una(id), queryFn: ({ signal }) => obtenerRegional(id, signal), staleTime: 0 });

/** The regional being edited; nothing is asked when creating (no id). */
export function useRegional(id: number | null) {
  return useQuery({ ...regionalQueryOptions(id ?? 0), enabled: id !== null, retry: false });
}
