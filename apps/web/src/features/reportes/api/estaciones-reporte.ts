import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { envelope } from '@eds/contracts/envelope';
import { ZEstacionReporte } from '@eds/contracts/reportes/motor';
import { solicitar } from '../../../lib/api-client';
import { clavesReportes } from './claves-reportes';

const ZRespuesta = envelope(z.array(ZEstacionReporte));

/** GET /api/reportes/v1/estaciones: the stations of the user's scope, with city and regional, for the report `ruta`. */
export function listarEstacionesReporte(ruta: string, signal?: AbortSignal) {
  return solicitar(`/api/reportes/v1/estaciones?reporte=${encodeURIComponent(ruta)}`, { servicio: 'report', esquema: ZRespuesta, signal });
}

export const estacionesReporteQueryOptions = (ruta: string) =>
  queryOptions({
    queryKey: clavesReportes.estaciones(ruta),
    queryFn: ({ signal }) => listarEstacionesReporte(ruta, signal),
    staleTime: 10 * 60_000,
  });

export const useEstacionesReporte = (ruta: string) => useQuery({ ...estacionesReporteQueryOptions(ruta), select: (r) => r.data });
