import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TGrupoTanques } from '@eds/contracts/dashboard';
import { REFRESCO_DASHBOARD, type Alcance } from '../lib/consulta';
import { clavesDashboard, pedirReporte } from './reporte-dashboard';

/** ALERTA_TANQUES: every active tank of the stations with its last reading, grouped by station. */
export function obtenerTanques(estacion: Alcance, signal?: AbortSignal): Promise<TGrupoTanques[]> {
  return pedirReporte<TGrupoTanques[]>('ALERTA_TANQUES', { identificadorEstacion: estacion }, signal);
}

export const tanquesQueryOptions = (estacion: Alcance) =>
  queryOptions({
    queryKey: clavesDashboard.reporte('ALERTA_TANQUES', { estacion }),
    queryFn: ({ signal }) => obtenerTanques(estacion, signal),
    ...REFRESCO_DASHBOARD,
  });

export function useTanques(estacion: Alcance, habilitado = true) {
  return useQuery({ ...tanquesQueryOptions(estacion), enabled: habilitado });
}
