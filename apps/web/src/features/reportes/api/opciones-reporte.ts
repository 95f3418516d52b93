import { queryOptions, useQuery } from '@tanstack/react-query';
import { envelopePaginado } from '@eds/contracts/envelope';
import { LIMITE_MAXIMO } from '@eds/contracts/paginacion';
import { ZOpcionReporte, type ListaOpcionesReporte } from '@eds/contracts/reportes/motor';
import { solicitar } from '../../../lib/api-client';
import { parametrosConsulta } from '../../../components/lista/consulta-lista';
import { clavesReportes } from './claves-reportes';

const ZRespuesta = envelopePaginado(ZOpcionReporte);

/** GET /api/reportes/v1/opciones/{lista}: the options of a filter for the chosen stations (the first 500). */
export function listarOpcionesReporte(lista: ListaOpcionesReporte, estaciones: readonly number[], signal?: AbortSignal) {
  const consulta = parametrosConsulta({ estaciones: estaciones.join(',') || undefined, limite: LIMITE_MAXIMO });
  return solicitar(`/api/reportes/v1/opciones/${lista}${consulta}`, { servicio: 'report', esquema: ZRespuesta, signal });
}

export const opcionesReporteQueryOptions = (lista: ListaOpcionesReporte, estaciones: readonly number[]) =>
  queryOptions({
    queryKey: clavesReportes.opciones(lista, estaciones),
    queryFn: ({ signal }) => listarOpcionesReporte(lista, estaciones, signal),
    staleTime: 10 * 60_000,
  });

export const useOpcionesReporte = (lista: ListaOpcionesReporte, estaciones: readonly number[]) =>
  useQuery({ ...opcionesReporteQueryOptions(lista, estaciones), select: (r) => r.data });
