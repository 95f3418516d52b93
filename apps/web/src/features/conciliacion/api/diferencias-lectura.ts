import { useQuery } from '@tanstack/react-query';
import { ZDiferenciasLectura, envelopeResult } from '@eds/contracts/conciliacion/conciliacion';
import { solicitar } from '../../../lib/api-client';
import { clavesConciliacion } from './claves-conciliacion';
import type { DiaConsultado } from './consolidado-dia';

const ZRespuesta = envelopeResult(ZDiferenciasLectura);

/** GET sap:/api/v1/consolidator/readingsdifference: reading differences per shift and product. */
export function diferenciasLectura(d: DiaConsultado, signal?: AbortSignal) {
  return solicitar(`/api/v1/consolidator/readingsdifference?empresaId=${d.empresaId}&fecha=${d.fecha}`, {
    servicio: 'sap',
    esquema: ZRespuesta,
    signal,
  });
}

export const useDiferenciasLectura = (d: DiaConsultado | null) =>
  useQuery({
    queryKey: [...clavesConciliacion.dia(d?.empresaId ?? 0, d?.fecha ?? ''), 'diferencias'],
    queryFn: ({ signal }) => diferenciasLectura(d!, signal),
    enabled: d !== null,
    select: (r) => r.result,
  });
