import { queryOptions, useQuery, keepPreviousData } from '@tanstack/react-query';
import type { Periodo, TProductoVendido } from '@eds/contracts/dashboard';
import type { TipoNegocio } from '@eds/contracts/operacion';
import { REFRESCO_DASHBOARD, type Alcance } from '../lib/consulta';
import { clavesDashboard, pedirReporte } from './reporte-dashboard';

export interface CuerpoProductos {
  estacion: Alcance;
  periodo: Periodo;
  tipoNegocio: TipoNegocio;
}

/** PRODUCTOS_MAS_VENDIDOS_HOY: the ten products sold most in the period, for one business type. */
export function obtenerProductosMasVendidos(c: CuerpoProductos, signal?: AbortSignal): Promise<TProductoVendido[]> {
  return pedirReporte(
    'PRODUCTOS_MAS_VENDIDOS_HOY',
    { identificadorEstacion: c.estacion, periodo: c.periodo, tipo_negocio: c.tipoNegocio },
    signal,
  );
}

export const productosMasVendidosQueryOptions = (c: CuerpoProductos) =>
  queryOptions({
    queryKey: clavesDashboard.reporte('PRODUCTOS_MAS_VENDIDOS_HOY', c),
    queryFn: ({ signal }) => obtenerProductosMasVendidos(c, signal),
    placeholderData: keepPreviousData,
    ...REFRESCO_DASHBOARD,
  });

export function useProductosMasVendidos(c: CuerpoProductos) {
  return useQuery(productosMasVendidosQueryOptions(c));
}
