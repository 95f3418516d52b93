import { queryOptions, useQuery } from '@tanstack/react-query';
import { envelopeResultado, ZCiudad, ZDepartamento, ZPais } from '@eds/contracts/geografia';
import { solicitar } from './api-client';

/**
 * The location catalogue (the accounting-integration service, as the spec places it): countries, states and cities
 * for every form with a location cascade. One query key per level and one answer shape, shared by every screen (a
 * screen wanting another shape maps it with `select`), cached for a day.
 */
const SERVICIO = 'sapIntegration' as const;
const UN_DIA_MS = 24 * 3_600_000;

export interface Lugar {
  valor: number;
  texto: string;
}

export const paisesQueryOptions = () =>
  queryOptions({
    queryKey: ['ubicacion', 'paises'],
    staleTime: UN_DIA_MS,
    queryFn: () =>
      solicitar('/api/v1/staticValue/country', { servicio: SERVICIO, esquema: envelopeResultado(ZPais) }).then((r) =>
        r.result.map((p): Lugar => ({ valor: p.id_paises, texto: p.nombre_pais })),
      ),
  });

export const departamentosQueryOptions = (paisId: number) =>
  queryOptions({
    queryKey: ['ubicacion', 'departamentos', paisId],
    staleTime: UN_DIA_MS,
    queryFn: () =>
      solicitar(`/api/v1/staticValue/state/${paisId}`, { servicio: SERVICIO, esquema: envelopeResultado(ZDepartamento) }).then((r) =>
        r.result.map((d): Lugar => ({ valor: d.id_departamento, texto: d.nombre_departamento })),
      ),
  });

/** The spec's city answer carries the city's id in `id_provincia` and its name in `nombre_departamento`. */
export const ciudadesQueryOptions = (departamentoId: number) =>
  queryOptions({
    queryKey: ['ubicacion', 'ciudades', departamentoId],
    staleTime: UN_DIA_MS,
    queryFn: () =>
      solicitar(`/api/v1/staticValue/city/${departamentoId}`, { servicio: SERVICIO, esquema: envelopeResultado(ZCiudad) }).then((r) =>
        r.result.map((c): Lugar => ({ valor: c.id_provincia, texto: c.nombre_departamento })),
      ),
  });

export function usePaises(habilitada = true) {
  return useQuery({ ...paisesQueryOptions(), enabled: habilitada });
}

export function useDepartamentos(paisId: number | null, habilitada = true) {
  return useQuery({ ...departamentosQueryOptions(paisId ?? 0), enabled: habilitada && paisId !== null });
}

export function useCiudades(departamentoId: number | null, habilitada = true) {
  return useQuery({ ...ciudadesQueryOptions(departamentoId ?? 0), enabled: habilitada && departamentoId !== null });
}
