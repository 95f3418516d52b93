import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Envelope } from '@eds/contracts/envelope';
import { solicitar } from '../../../lib/api-client';

/** A station of GET /api/empresa/select/all/{negocio_id} (spec: idEds, nombre, razon_social, localizacion, alias). */
export interface Estacion extends Record<string, unknown> {
  idEds: number;
  nombre: string;
  razon_social: string;
  alias: string;
  tipo: number;
  empresas_id: number | null;
  ciudad: string | null;
  departamento: string | null;
  pais: string | null;
  localizacion: { lat: number | null; lng: number | null };
}

export function obtenerEstaciones(negocioId: number): Promise<Estacion[]> {
  return solicitar<Envelope<Estacion[]>>(`/api/empresa/select/all/${negocioId}`).then((r) => r.data);
}

export const estacionesQueryOptions = (negocioId: number) =>
  queryOptions({ queryKey: ['empresa', 'estaciones', negocioId], queryFn: () => obtenerEstaciones(negocioId), staleTime: 60_000 });

export function useEstaciones(negocioId: number) {
  return useQuery(estacionesQueryOptions(negocioId));
}
