import { useQuery } from '@tanstack/react-query';
import { ZConsolidado, envelopeResult } from '@eds/contracts/conciliacion/conciliacion';
import { solicitar } from '../../../lib/api-client';
import { clavesConciliacion } from './claves-conciliacion';

/** The station and day a search asked for. */
export interface DiaConsultado {
  empresaId: number;
  fecha: string;
}

const ZRespuesta = envelopeResult(ZConsolidado);

/** GET sap:/api/v1/consolidator/allBusiness: the day's payments by business and category. */
export function consolidadoDia(d: DiaConsultado, signal?: AbortSignal) {
  return solicitar(`/api/v1/consolidator/allBusiness?empresaId=${d.empresaId}&fecha=${d.fecha}`, {
    servicio: 'sap',
    esquema: ZRespuesta,
    signal,
  });
}

export const useConsolidadoDia = (d: DiaConsultado | null) =>
  useQuery({
    queryKey: [...clavesConciliacion.dia(d?.empresaId ?? 0, d?.fecha ?? ''), 'consolidado'],
    queryFn: ({ signal }) => consolidadoDia(d!, signal),
    enabled: d !== null,
    select: (r) => r.result,
  });
