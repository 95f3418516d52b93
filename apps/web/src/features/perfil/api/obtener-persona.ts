import { queryOptions, useQuery } from '@tanstack/react-query';
import { envelope } from '@eds/contracts/envelope';
import { ZPersona, type TPersona } from '@eds/contracts/persona';
import { solicitar } from '../../../lib/api-client';

const ZRespuesta = envelope(ZPersona);

/** GET /api/persona/{id} */
export function obtenerPersona(id: number): Promise<TPersona> {
  return solicitar(`/api/persona/${id}`, { esquema: ZRespuesta }).then((r) => r.data);
}

export const personaQueryOptions = (id: number) => queryOptions({ queryKey: ['persona', id], queryFn: () => obtenerPersona(id) });

export function usePersona(id: number, habilitada = true) {
  return useQuery({ ...personaQueryOptions(id), enabled: habilitada });
}
