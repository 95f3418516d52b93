import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { envelope } from '@eds/contracts/envelope';
import { ZLocalizacion } from '@eds/contracts/empresa/empresas';
import { ZSinDatos } from '@eds/contracts/respuestas';
import { solicitar } from '../../../lib/api-client';
import { clavesEstaciones } from './claves-estaciones';

/** GET /api/empresa/localizacion/{id}: the station's coordinates (null when none is set). */
export function obtenerLocalizacion(id: number, signal?: AbortSignal) {
  return solicitar(`/api/empresa/localizacion/${id}`, { esquema: envelope(ZLocalizacion), signal }).then((r) => r.data);
}

export const localizacionQueryOptions = (id: number) =>
  queryOptions({ queryKey: clavesEstaciones.localizacion(id), queryFn: ({ signal }) => obtenerLocalizacion(id, signal) });

export function useLocalizacion(id: number) {
  return useQuery(localizacionQueryOptions(id));
}

/** PUT /api/empresa/localizacion/: 'UBICACION ACTUALIZADA CORRECTAMENTE'. */
export function guardarLocalizacion(cuerpo: { empresas_id: number; lat: number; lng: number }) {
  return solicitar('/api/empresa/localizacion/', { metodo: 'PUT', cuerpo, esquema: envelope(ZSinDatos) });
}

export function useGuardarLocalizacion() {
  const cliente = useQueryClient();
  return useMutation({ mutationFn: guardarLocalizacion, onSuccess: () => cliente.invalidateQueries({ queryKey: clavesEstaciones.todo }) });
}
