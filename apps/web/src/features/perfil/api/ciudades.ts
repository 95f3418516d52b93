import { queryOptions, useQuery } from '@tanstack/react-query';
import { solicitar } from '../../../lib/api-client';
import { SERVICIO_UBICACION, UN_DIA_MS, type Lugar, type RespuestaResult } from '../lib/lugar';

/** GET /api/v1/staticValue/city/{departamentoId}: id_provincia, with the city name in nombre_departamento. */
export function obtenerCiudades(departamentoId: number): Promise<Lugar[]> {
  return solicitar<RespuestaResult<{ id_provincia: number; nombre_departamento: string }>>(`/api/v1/staticValue/city/${departamentoId}`, {
    servicio: SERVICIO_UBICACION,
  }).then((r) => r.result.map((c) => ({ id: c.id_provincia, nombre: c.nombre_departamento })));
}

export const ciudadesQueryOptions = (departamentoId: number) =>
  queryOptions({
    queryKey: ['ubicacion', 'ciudades', departamentoId],
    queryFn: () => obtenerCiudades(departamentoId),
    staleTime: UN_DIA_MS,
  });

export function useCiudades(departamentoId: number | null, habilitada: boolean) {
  return useQuery({ ...ciudadesQueryOptions(departamentoId ?? 0), enabled: habilitada && departamentoId !== null });
}
