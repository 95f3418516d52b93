import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAlertaCliente } from '@eds/contracts/dashboard';
import type { Envelope } from '@eds/contracts/envelope';
import { solicitar } from '../../../lib/api-client';
import { REFRESCO_DASHBOARD } from '../lib/consulta';

/** GET /api/cupos/getcliente-empresas/alertasGlobales-Obtener/{companyId}: own-client alerts, polled every 10 minutes. */
export function obtenerAlertasClientes(empresaId: number, signal?: AbortSignal): Promise<TAlertaCliente[]> {
  return solicitar<Envelope<TAlertaCliente[]>>(`/api/cupos/getcliente-empresas/alertasGlobales-Obtener/${empresaId}`, { signal }).then(
    (r) => r.data,
  );
}

export const alertasClientesQueryOptions = (empresaId: number) =>
  queryOptions({
    queryKey: ['dashboard', 'alertas-clientes', empresaId],
    queryFn: ({ signal }) => obtenerAlertasClientes(empresaId, signal),
    ...REFRESCO_DASHBOARD,
  });

export function useAlertasClientes(empresaId: number, habilitado = true) {
  return useQuery({ ...alertasClientesQueryOptions(empresaId), enabled: habilitado });
}
