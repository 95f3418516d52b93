import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TJornadaAbierta } from '@eds/contracts/dashboard';
import { REFRESCO_DASHBOARD, type Alcance } from '../lib/consulta';
import { clavesDashboard, pedirReporte } from './reporte-dashboard';

/** alerta_jornadas_abiertas: shifts still open, with envelopes over sales (%) and hours open. */
export function obtenerJornadasAbiertas(estacion: Alcance, signal?: AbortSignal): Promise<TJornadaAbierta[]> {
  return pedirReporte<TJornadaAbierta[]>('alerta_jornadas_abiertas', { identificadorEstacion: estacion }, signal);
}

export const jornadasAbiertasQueryOptions = (estacion: Alcance) =>
  queryOptions({
    queryKey: clavesDashboard.reporte('alerta_jornadas_abiertas', { estacion }),
    queryFn: ({ signal }) => obtenerJornadasAbiertas(estacion, signal),
    ...REFRESCO_DASHBOARD,
  });

export function useJornadasAbiertas(estacion: Alcance, habilitado = true) {
  return useQuery({ ...jornadasAbiertasQueryOptions(estacion), enabled: habilitado });
}
