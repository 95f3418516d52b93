import { queryOptions, useQuery } from '@tanstack/react-query';
import { envelopeResultado, ZPais } from '@eds/contracts/geografia';
import { solicitar } from '../../../lib/api-client';
import { clavesRegionales, SERVICIO_REGIONALES } from './claves-regionales';

const ZRespuesta = envelopeResultado(ZPais);

/** GET /api/v1/staticValue/country: the countries the form's País offers (id_paises, nombre_pais). */
export function obtenerPaises(signal?: AbortSignal) {
  return solicitar('/api/v1/staticValue/country', { esquema: ZRespuesta, servicio: SERVICIO_REGIONALES, signal }).then((r) => r.result);
}

export const paisesQueryOptions = () =>
  queryOptions({ queryKey: clavesRegionales.paises, queryFn: ({ signal }) => obtenerPaises(signal), staleTime: 24 * 3_600_000 });

export function usePaises() {
  return useQuery(paisesQueryOptions());
}
