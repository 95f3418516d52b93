import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Envelope } from '@eds/contracts/envelope';
import type { TPersona } from '@eds/contracts/persona';
import { solicitar } from '../../../lib/api-client';

/** GET /api/persona/{id} */
export function obtenerPersona(id: number): Promise<TPersona> {
  return solicitar<Envelope<TPersona>>(`/api/persona/${id}`).then((r) => r.data);
}

export const personaQueryOptions = (id: number) => queryOptions({ queryKey: ['persona', id], queryFn: () => obtenerPersona(id) });

export function usePersona(id: number, habilitada = true) {
  return useQuery({ ...personaQueryOptions(id), enabled: habilitada });
}
