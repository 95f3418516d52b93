import { queryOptions, useQuery } from '@tanstack/react-query';
import { envelopePaginado } from '@eds/contracts/envelope';
import { ZUnidadOpcion } from '@eds/contracts/configuracion/unidades';
import { solicitar } from '../../../lib/api-client';
import { clavesUnidades } from './claves-unidades';

const ZRespuesta = envelopePaginado(ZUnidadOpcion);

/** GET /api/unidad/select/empresa/{empresaId}: the active units a selector offers (the business's and the system's). */
export function opcionesUnidad(empresaId: number, signal?: AbortSignal) {
  return solicitar(`/api/unidad/select/empresa/${empresaId}`, { esquema: ZRespuesta, signal }).then((r) => r.data);
}

export const opcionesUnidadQueryOptions = (empresaId: number) =>
  queryOptions({ queryKey: clavesUnidades.opciones(empresaId), queryFn: ({ signal }) => opcionesUnidad(empresaId, signal) });

export function useOpcionesUnidad(empresaId: number) {
  return useQuery(opcionesUnidadQueryOptions(empresaId));
}
