import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TFacturaNoGestionada } from '@eds/contracts/dashboard';
import type { Envelope } from '@eds/contracts/envelope';
import { solicitar } from '../../../lib/api-client';
import { REFRESCO_DASHBOARD, type Alcance } from '../lib/consulta';

/** POST /api/guru.facturacion/fe-no-autorizadas: electronic invoices in the unmanaged states. */
export function obtenerFacturasNoGestionadas(estacion: Alcance, signal?: AbortSignal): Promise<TFacturaNoGestionada[]> {
  return solicitar<Envelope<TFacturaNoGestionada[]>>('/api/guru.facturacion/fe-no-autorizadas', {
    metodo: 'POST',
    cuerpo: estacion === undefined ? {} : { estaciones: [estacion] },
    signal,
  }).then((r) => r.data);
}

export const facturasNoGestionadasQueryOptions = (estacion: Alcance) =>
  queryOptions({
    queryKey: ['dashboard', 'fe-no-autorizadas', estacion ?? null],
    queryFn: ({ signal }) => obtenerFacturasNoGestionadas(estacion, signal),
    ...REFRESCO_DASHBOARD,
  });

export function useFacturasNoGestionadas(estacion: Alcance, habilitado = true) {
  return useQuery({ ...facturasNoGestionadasQueryOptions(estacion), enabled: habilitado });
}
