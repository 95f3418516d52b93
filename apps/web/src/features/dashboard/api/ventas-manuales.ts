import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TVentaManual } from '@eds/contracts/dashboard';
import type { Envelope } from '@eds/contracts/envelope';
import { solicitar } from '../../../lib/api-client';
import { REFRESCO_DASHBOARD } from '../lib/consulta';

export interface CuerpoVentasManuales {
  estaciones: number[];
  fechaInicial: string;
  fechaFinal: string;
}

/** POST /api/movimiento/contingencia: sales typed by hand at the POS in the range (start to end of today). */
export function obtenerVentasManuales(c: CuerpoVentasManuales, signal?: AbortSignal): Promise<TVentaManual[]> {
  return solicitar<Envelope<TVentaManual[]>>('/api/movimiento/contingencia', {
    metodo: 'POST',
    servicio: 'movement',
    cuerpo: { estaciones: c.estaciones, fecha_inicial: c.fechaInicial, fecha_final: c.fechaFinal },
    signal,
  }).then((r) => r.data);
}

export const ventasManualesQueryOptions = (c: CuerpoVentasManuales) =>
  queryOptions({
    queryKey: ['dashboard', 'ventas-manuales', c],
    queryFn: ({ signal }) => obtenerVentasManuales(c, signal),
    ...REFRESCO_DASHBOARD,
  });

export function useVentasManuales(c: CuerpoVentasManuales, habilitado: boolean) {
  return useQuery({ ...ventasManualesQueryOptions(c), enabled: habilitado && c.estaciones.length > 0 });
}
