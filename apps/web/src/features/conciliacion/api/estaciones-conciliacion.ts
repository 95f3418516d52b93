import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZEstacionConciliacion, envelopeResultPaginado } from '@eds/contracts/conciliacion/conciliacion';
import { solicitar } from '../../../lib/api-client';
import { clavesConciliacion } from './claves-conciliacion';

const ZRespuesta = envelopeResultPaginado(ZEstacionConciliacion);

/** GET sap:/api/v1/consolidator/stations: the stations of the user's scope, with city, department and country. */
export function listarEstacionesConciliacion(signal?: AbortSignal) {
  return solicitar('/api/v1/consolidator/stations', { servicio: 'sap', esquema: ZRespuesta, signal });
}

export const useEstacionesConciliacion = () =>
  useQuery(
    queryOptions({
      queryKey: clavesConciliacion.estaciones(),
      queryFn: ({ signal }) => listarEstacionesConciliacion(signal),
      staleTime: 10 * 60_000,
      select: (r) => r.result,
    }),
  );
