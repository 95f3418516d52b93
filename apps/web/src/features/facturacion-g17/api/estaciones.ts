import { queryOptions, useQuery } from '@tanstack/react-query';
import { envelopePaginado } from '@eds/contracts/envelope';
import { ZEstacionNegocio } from '@eds/contracts/empresa';
import { TIPO_EMPRESA } from '@eds/contracts/constantes';
import { solicitar } from '../../../lib/api-client';
import { clavesG17 } from './claves';

const ZRespuesta = envelopePaginado(ZEstacionNegocio);

/** GET /api/empresa/select/all/{negocioId}: the stations of the user's scope. */
export function listarEstaciones(negocioId: number, signal?: AbortSignal) {
  return solicitar(`/api/empresa/select/all/${negocioId}`, { esquema: ZRespuesta, signal }).then((r) =>
    r.data.filter((e) => e.tipo === TIPO_EMPRESA.EDS),
  );
}

export function useEstaciones(negocioId: number) {
  return useQuery(
    queryOptions({
      queryKey: clavesG17.estaciones(negocioId),
      queryFn: ({ signal }) => listarEstaciones(negocioId, signal),
      staleTime: 10 * 60_000,
    }),
  );
}
