import { queryOptions, useQuery } from '@tanstack/react-query';
import { solicitar } from '../../../lib/api-client';
import { SERVICIO_UBICACION, UN_DIA_MS, type Lugar, type RespuestaResult } from '../lib/lugar';

/** GET /api/v1/staticValue/state/{paisId}: id_departamento, nombre_departamento. */
export function obtenerDepartamentos(paisId: number): Promise<Lugar[]> {
  return solicitar<RespuestaResult<{ id_departamento: number; nombre_departamento: string }>>(`/api/v1/staticValue/state/${paisId}`, {
    servicio: SERVICIO_UBICACION,
  }).then((r) => r.result.map((d) => ({ id: d.id_departamento, nombre: d.nombre_departamento })));
}

export const departamentosQueryOptions = (paisId: number) =>
  queryOptions({ queryKey: ['ubicacion', 'departamentos', paisId], queryFn: () => obtenerDepartamentos(paisId), staleTime: UN_DIA_MS });

export function useDepartamentos(paisId: number | null, habilitada: boolean) {
  return useQuery({ ...departamentosQueryOptions(paisId ?? 0), enabled: habilitada && paisId !== null });
}
