import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TRangoFactura } from '@eds/contracts/dashboard';
import { REFRESCO_DASHBOARD, type Alcance } from '../lib/consulta';
import { clavesDashboard, pedirReporte } from './reporte-dashboard';

/** alerta_consecutivos: invoice ranges near their last number or the end of their validity. */
export function obtenerConsecutivos(estacion: Alcance, signal?: AbortSignal): Promise<TRangoFactura[]> {
  return pedirReporte<TRangoFactura[]>('alerta_consecutivos', { identificadorEstacion: estacion }, signal);
}

export const consecutivosQueryOptions = (estacion: Alcance) =>
  queryOptions({
    queryKey: clavesDashboard.reporte('alerta_consecutivos', { estacion }),
    queryFn: ({ signal }) => obtenerConsecutivos(estacion, signal),
    ...REFRESCO_DASHBOARD,
  });

export function useConsecutivos(estacion: Alcance, habilitado = true) {
  return useQuery({ ...consecutivosQueryOptions(estacion), enabled: habilitado });
}
