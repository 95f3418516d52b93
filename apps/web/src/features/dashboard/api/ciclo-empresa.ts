import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Envelope } from '@eds/contracts/envelope';
import type { TCicloEmpresa } from '@eds/contracts/dashboard';
import { solicitar } from '../../../lib/api-client';
import { REFRESCO_DASHBOARD } from '../lib/consulta';

/** GET /api/empresa/fecha-cierre/{companyId}: the company's business-day cycle. */
export function obtenerCicloEmpresa(empresaId: number, signal?: AbortSignal): Promise<TCicloEmpresa> {
  return solicitar<Envelope<TCicloEmpresa>>(`/api/empresa/fecha-cierre/${empresaId}`, { signal }).then((r) => r.data);
}

export const cicloEmpresaQueryOptions = (empresaId: number) =>
  queryOptions({
    queryKey: ['dashboard', 'ciclo', empresaId],
    queryFn: ({ signal }) => obtenerCicloEmpresa(empresaId, signal),
    ...REFRESCO_DASHBOARD,
  });

export function useCicloEmpresa(empresaId: number) {
  return useQuery(cicloEmpresaQueryOptions(empresaId));
}
