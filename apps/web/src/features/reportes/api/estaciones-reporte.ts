import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { envelope } from '@eds/contracts/envelope';
import { ZEstacionReporte } from '@eds/contracts/reportes/motor';
import { solicitar } from '../../../lib/api-client';
import { clavesReportes } from './claves-reportes';

const ZRespuesta = envelope(z.array(ZEstacionReporte));

/** GET /api/reportes/v1/estaciones: the stations of the user's scope, with city and regional. */
export function listarEstacionesReporte(signal?: AbortSignal) {
  return solicitar('/api/reportes/v1/estaciones', { servicio: 'report', esquema: ZRespuesta, signal });
}

export const estacionesReporteQueryOptions = () =>
  queryOptions({ queryKey: clavesReportes.estaciones(), queryFn: ({ signal }) => listarEstacionesReporte(signal), staleTime: 10 * 60_000 });

export const useEstacionesReporte = () => useQuery({ ...estacionesReporteQueryOptions(), select: (r) => r.data });
