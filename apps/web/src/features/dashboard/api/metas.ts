import { queryOptions, useQuery } from '@tanstack/react-query';
import { OPERACIONES_DEFECTO, type TMetaVentas } from '@eds/contracts/dashboard';
import type { Envelope } from '@eds/contracts/envelope';
import { solicitar } from '../../../lib/api-client';
import { REFRESCO_DASHBOARD, type Alcance } from '../lib/consulta';

export interface CuerpoMetas {
  estacion: Alcance;
  tipoMovimiento?: string[];
}

/** POST /api/reportes/metas: each day of the month so far against the goal, with running totals. */
export function obtenerMetas(c: CuerpoMetas, signal?: AbortSignal): Promise<TMetaVentas> {
  return solicitar<Envelope<TMetaVentas>>('/api/reportes/metas', {
    metodo: 'POST',
    servicio: 'movement',
    cuerpo: { identificadorEstacion: c.estacion, tipoMovimiento: c.tipoMovimiento ?? [...OPERACIONES_DEFECTO] },
    signal,
  }).then((r) => r.data);
}

export const metasQueryOptions = (c: CuerpoMetas) =>
  queryOptions({ queryKey: ['dashboard', 'metas', c], queryFn: ({ signal }) => obtenerMetas(c, signal), ...REFRESCO_DASHBOARD });

export function useMetas(c: CuerpoMetas) {
  return useQuery(metasQueryOptions(c));
}
