import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TDiaVentas } from '@eds/contracts/dashboard';
import { REFRESCO_DASHBOARD, type Alcance } from '../lib/consulta';
import { clavesDashboard, pedirReporte } from './reporte-dashboard';

/** ALERTA_DIA_VENTAS: per station, the day's fuel sales three ways, and the progress against the day's goal. */
export function obtenerDiaVentas(estacion: Alcance, signal?: AbortSignal): Promise<TDiaVentas[]> {
  return pedirReporte<TDiaVentas[]>('ALERTA_DIA_VENTAS', { identificadorEstacion: estacion }, signal);
}

export const diaVentasQueryOptions = (estacion: Alcance) =>
  queryOptions({
    queryKey: clavesDashboard.reporte('ALERTA_DIA_VENTAS', { estacion }),
    queryFn: ({ signal }) => obtenerDiaVentas(estacion, signal),
    ...REFRESCO_DASHBOARD,
  });

export function useDiaVentas(estacion: Alcance, habilitado = true) {
  return useQuery({ ...diaVentasQueryOptions(estacion), enabled: habilitado });
}
