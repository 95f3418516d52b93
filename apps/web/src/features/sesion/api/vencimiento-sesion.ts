import { queryOptions, useQuery } from '@tanstack/react-query';
import { TIEMPOS } from '@eds/contracts/constantes';
import { envelope } from '@eds/contracts/envelope';
import { ZVencimientoSesion } from '@eds/contracts/sesion';
import { solicitar } from '../../../lib/api-client';

const ZRespuesta = envelope(ZVencimientoSesion);

/** GET /api/v1/: when the session expires ('YYYY-MM-DD HH:mm:ss', Bogotá). */
export function obtenerVencimiento(): Promise<string> {
  return solicitar('/api/v1/', { esquema: ZRespuesta }).then((r) => r.data.fechavencimiento);
}

export const vencimientoQueryOptions = () =>
  queryOptions({
    queryKey: ['sesion', 'vencimiento'],
    queryFn: obtenerVencimiento,
    // Also the periodic session check: an expired session answers 205 and the notice appears.
    refetchInterval: TIEMPOS.sondeoMs,
    refetchOnWindowFocus: true,
  });

export function useVencimientoSesion() {
  return useQuery(vencimientoQueryOptions());
}
