import { useQuery } from '@tanstack/react-query';
import { envelopeResultado, ZCiudad, ZDepartamento, ZPais } from '@eds/contracts/geografia';
import { solicitar } from '../../../lib/api-client';

/** The location catalogue of the company form (accounting-integration service): countries, states, cities. */
const SERVICIO = 'sapIntegration' as const;
const UN_DIA_MS = 24 * 3_600_000;

export interface Lugar {
  valor: number;
  texto: string;
}

export function usePaises() {
  return useQuery({
    queryKey: ['estructura', 'paises'],
    staleTime: UN_DIA_MS,
    queryFn: () =>
      solicitar('/api/v1/staticValue/country', { servicio: SERVICIO, esquema: envelopeResultado(ZPais) }).then((r) =>
        r.result.map((p): Lugar => ({ valor: p.id_paises, texto: p.nombre_pais })),
      ),
  });
}

export function useDepartamentos(paisId: number | null) {
  return useQuery({
    queryKey: ['estructura', 'departamentos', paisId],
    staleTime: UN_DIA_MS,
    enabled: paisId !== null,
    queryFn: () =>
      solicitar(`/api/v1/staticValue/state/${paisId}`, { servicio: SERVICIO, esquema: envelopeResultado(ZDepartamento) }).then((r) =>
        r.result.map((d): Lugar => ({ valor: d.id_departamento, texto: d.nombre_departamento })),
      ),
  });
}

export function useCiudades(departamentoId: number | null) {
  return useQuery({
    queryKey: ['estructura', 'ciudades', departamentoId],
    staleTime: UN_DIA_MS,
    enabled: departamentoId !== null,
    queryFn: () =>
      solicitar(`/api/v1/staticValue/city/${departamentoId}`, { servicio: SERVICIO, esquema: envelopeResultado(ZCiudad) }).then((r) =>
        r.result.map((c): Lugar => ({ valor: c.id_provincia, texto: c.nombre_departamento })),
      ),
  });
}
