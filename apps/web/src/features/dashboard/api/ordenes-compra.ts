import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TOrdenCompraActiva } from '@eds/contracts/dashboard';
import { solicitar } from '../../../lib/api-client';
import { REFRESCO_DASHBOARD } from '../lib/consulta';

interface RespuestaOrdenes {
  mensaje: TOrdenCompraActiva[] | string;
  data?: TOrdenCompraActiva[];
}

/**
 * GET /api/movimiento/orden-compra-activa/{stationId}: approved purchase orders not yet received.
 * The list comes in `mensaje` (spec); costo_total may come as a numeric string.
 */
export async function obtenerOrdenesCompra(estacion: number, signal?: AbortSignal): Promise<TOrdenCompraActiva[]> {
  const r = await solicitar<RespuestaOrdenes>(`/api/movimiento/orden-compra-activa/${estacion}`, { signal });
  const lista = Array.isArray(r.mensaje) ? r.mensaje : (r.data ?? []);
  return lista.map((o) => ({ ...o, costo_total: Number(o.costo_total) }));
}

export const ordenesCompraQueryOptions = (estacion: number) =>
  queryOptions({
    queryKey: ['dashboard', 'ordenes-compra', estacion],
    queryFn: ({ signal }) => obtenerOrdenesCompra(estacion, signal),
    ...REFRESCO_DASHBOARD,
  });

/** Skipped when no station is selected (spec §5). */
export function useOrdenesCompra(estacion: number | undefined, habilitado = true) {
  return useQuery({ ...ordenesCompraQueryOptions(estacion ?? 0), enabled: habilitado && estacion !== undefined });
}
