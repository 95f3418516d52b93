import { queryOptions, useQuery, keepPreviousData } from '@tanstack/react-query';
import type { Periodo, ReporteDashboard, TVentasCombustiblePeriodo } from '@eds/contracts/dashboard';
import { REFRESCO_DASHBOARD, type Alcance } from '../lib/consulta';
import { clavesDashboard, pedirReporte } from './reporte-dashboard';

/** Today and the last 7 days by day, the month by week, the year by month. */
export const REPORTE_DE_PERIODO: Record<Periodo, ReporteDashboard> = {
  0: 'VENTAS_COMBUSTIBLE_DIARIAS',
  1: 'VENTAS_COMBUSTIBLE_DIARIAS',
  2: 'VENTAS_COMBUSTIBLE_SEMANALES',
  3: 'VENTAS_COMBUSTIBLE_MENSUALES',
};

export interface CuerpoVentasCombustible {
  estacion: Alcance;
  periodo: Periodo;
}

/** VENTAS_COMBUSTIBLE_DIARIAS / _SEMANALES / _MENSUALES: gallons per fuel and day, week or month. */
export function obtenerVentasCombustible(c: CuerpoVentasCombustible, signal?: AbortSignal): Promise<TVentasCombustiblePeriodo[]> {
  return pedirReporte(REPORTE_DE_PERIODO[c.periodo], { identificadorEstacion: c.estacion, periodo: c.periodo }, signal);
}

export const ventasCombustibleQueryOptions = (c: CuerpoVentasCombustible) =>
  queryOptions({
    queryKey: clavesDashboard.reporte(REPORTE_DE_PERIODO[c.periodo], c),
    queryFn: ({ signal }) => obtenerVentasCombustible(c, signal),
    placeholderData: keepPreviousData,
    ...REFRESCO_DASHBOARD,
  });

export function useVentasCombustible(c: CuerpoVentasCombustible) {
  return useQuery(ventasCombustibleQueryOptions(c));
}
