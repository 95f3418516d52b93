import { queryOptions, useQuery } from '@tanstack/react-query';
import { solicitar } from '../../../lib/api-client';
import { SERVICIO_UBICACION, UN_DIA_MS, type Lugar, type RespuestaResult } from '../lib/lugar';

/** GET /api/v1/staticValue/country: id_paises, nombre_pais. */
export function obtenerPaises(): Promise<Lugar[]> {
  return solicitar<RespuestaResult<{ id_paises: number; nombre_pais: string }>>('/api/v1/staticValue/country', {
    servicio: SERVICIO_UBICACION,
  }).then((r) => r.result.map((p) => ({ id: p.id_paises, nombre: p.nombre_pais })));
}

export const paisesQueryOptions = () => queryOptions({ queryKey: ['ubicacion', 'paises'], queryFn: obtenerPaises, staleTime: UN_DIA_MS });

export function usePaises(habilitada: boolean) {
  return useQuery({ ...paisesQueryOptions(), enabled: habilitada });
}
