import { queryOptions, useQuery } from '@tanstack/react-query';
import { envelopePaginado } from '@eds/contracts/envelope';
import { LIMITE_MAXIMO } from '@eds/contracts/paginacion';
import { ZOpcionReporte, type ListaOpcionesReporte } from '@eds/contracts/reportes/motor';
import { solicitar } from '../../../lib/api-client';
import { parametrosConsulta } from '../../../components/lista/consulta-lista';
import { clavesReportes } from './claves-reportes';

const ZRespuesta = envelopePaginado(ZOpcionReporte);

/**
 * GET /api/reportes/v1/opciones/{lista}: the options of a filter of the report `ruta` for the chosen stations (the first
 * 500); the server asks for the report's module.
 */
export function listarOpcionesReporte(ruta: string, lista: ListaOpcionesReporte, estaciones: readonly number[], signal?: AbortSignal) {
  const consulta = parametrosConsulta({ reporte: ruta, estaciones: estaciones.join(',') || undefined, limite: LIMITE_MAXIMO });
  return solicitar(`/api/reportes/v1/opciones/${lista}${consulta}`, { servicio: 'report', esquema: ZRespuesta, signal });
}

export const opcionesReporteQueryOptions = (ruta: string, lista: ListaOpcionesReporte, estaciones: readonly number[]) =>
  queryOptions({
    queryKey: clavesReportes.opciones(ruta, lista, estaciones),
    queryFn: ({ signal }) => listarOpcionesReporte(ruta, lista, estaciones, signal),
    staleTime: 10 * 60_000,
  });

export const useOpcionesReporte = (ruta: string, lista: ListaOpcionesReporte, estaciones: readonly number[]) =>
  useQuery({ ...opcionesReporteQueryOptions(ruta, lista, estaciones), select: (r) => r.data });
