import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPuntoPdv } from '@eds/contracts/dashboard';
import type { TipoNegocio } from '@eds/contracts/operacion';
import { REFRESCO_DASHBOARD, type Alcance } from '../lib/consulta';
import { clavesDashboard, pedirReporte } from './reporte-dashboard';

export interface CuerpoGraficaPdv {
  estacion: Alcance;
  /** D: one point per day of the last month; M: one point per month. */
  extra: 'D' | 'M';
  negocios?: TipoNegocio[];
  numMes?: number;
}

/** GRAFICA_PDV: sales with the expected and the executed budget, per day or per month. */
export function obtenerGraficaPdv(c: CuerpoGraficaPdv, signal?: AbortSignal): Promise<TPuntoPdv[]> {
  return pedirReporte(
    'GRAFICA_PDV',
    { identificadorEstacion: c.estacion, extra: c.extra, negocios: c.negocios, num_mes: c.numMes },
    signal,
  );
}

export const graficaPdvQueryOptions = (c: CuerpoGraficaPdv) =>
  queryOptions({
    queryKey: clavesDashboard.reporte('GRAFICA_PDV', c),
    queryFn: ({ signal }) => obtenerGraficaPdv(c, signal),
    ...REFRESCO_DASHBOARD,
  });

export function useGraficaPdv(c: CuerpoGraficaPdv) {
  return useQuery(graficaPdvQueryOptions(c));
}
