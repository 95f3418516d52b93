import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TIndicadores } from '@eds/contracts/dashboard';
import { REFRESCO_DASHBOARD, type Alcance } from '../lib/consulta';
import { clavesDashboard, pedirReporte } from './reporte-dashboard';

/** VENTAS_TOTAL over one business day, given as the cycle's start and end (06:00:00 to 06:00:00 by default). */
export interface CuerpoIndicadores {
  estacion: Alcance;
  fechaInicial: string;
  fechaFinal: string;
}

export function obtenerIndicadores(c: CuerpoIndicadores, signal?: AbortSignal): Promise<TIndicadores> {
  return pedirReporte<TIndicadores>(
    'VENTAS_TOTAL',
    { identificadorEstacion: c.estacion, fecha_inicial: c.fechaInicial, fecha_final: c.fechaFinal },
    signal,
  );
}

export const indicadoresQueryOptions = (c: CuerpoIndicadores) =>
  queryOptions({
    queryKey: clavesDashboard.reporte('VENTAS_TOTAL', c),
    queryFn: ({ signal }) => obtenerIndicadores(c, signal),
    ...REFRESCO_DASHBOARD,
  });

export function useIndicadores(c: CuerpoIndicadores) {
  return useQuery(indicadoresQueryOptions(c));
}
