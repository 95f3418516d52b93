import { queryOptions, useQuery } from '@tanstack/react-query';
import { TIPO_EMPRESA } from '@eds/contracts/constantes';
import { ZEstacionNegocio } from '@eds/contracts/empresa';
import { envelopePaginado } from '@eds/contracts/envelope';
import { solicitar } from './api-client';

const ZRespuesta = envelopePaginado(ZEstacionNegocio);

/**
 * GET /api/empresa/select/all/{negocioId}: the service stations of the user's scope (a station administrator sees
 * its own). The station selector of every screen that works one station at a time reads it, under one query key.
 */
export const estacionesDelAlcanceQueryOptions = (negocioId: number) =>
  queryOptions({
    queryKey: ['estaciones-del-alcance', negocioId],
    queryFn: ({ signal }) =>
      solicitar(`/api/empresa/select/all/${negocioId}`, { esquema: ZRespuesta, signal }).then((r) =>
        r.data.filter((e) => e.tipo === TIPO_EMPRESA.EDS),
      ),
    staleTime: 10 * 60_000,
  });

export function useEstacionesDelAlcance(negocioId: number) {
  return useQuery(estacionesDelAlcanceQueryOptions(negocioId));
}
