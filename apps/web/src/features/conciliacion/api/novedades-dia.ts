import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ZNovedad, envelopeResult } from '@eds/contracts/conciliacion/conciliacion';
import { solicitar } from '../../../lib/api-client';
import { clavesConciliacion } from './claves-conciliacion';
import type { DiaConsultado } from './consolidado-dia';

const ZRespuesta = envelopeResult(z.array(ZNovedad));

/** GET sap:/api/v1/news?empresaId&startDate: the novelties of the day. */
export function novedadesDia(d: DiaConsultado, signal?: AbortSignal) {
  return solicitar(`/api/v1/news?empresaId=${d.empresaId}&startDate=${d.fecha}`, { servicio: 'sap', esquema: ZRespuesta, signal });
}

export const useNovedadesDia = (d: DiaConsultado | null) =>
  useQuery({
    queryKey: [...clavesConciliacion.dia(d?.empresaId ?? 0, d?.fecha ?? ''), 'novedades'],
    queryFn: ({ signal }) => novedadesDia(d!, signal),
    enabled: d !== null,
    select: (r) => r.result,
  });
