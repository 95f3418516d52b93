import { useQuery } from '@tanstack/react-query';
import { ZDiaConciliado, envelopeResultPaginado } from '@eds/contracts/conciliacion/conciliacion';
import { solicitar } from '../../../lib/api-client';
import { clavesConciliacion } from './claves-conciliacion';
import type { DiaConsultado } from './consolidado-dia';

const ZRespuesta = envelopeResultPaginado(ZDiaConciliado);

/** GET sapIntegration:/api/v1/sap/clousingDay?empresaId&fechaCierre: a non-empty answer means the day is reconciled. */
export function estadoDia(d: DiaConsultado, signal?: AbortSignal) {
  return solicitar(`/api/v1/sap/clousingDay?empresaId=${d.empresaId}&fechaCierre=${d.fecha}`, {
    servicio: 'sapIntegration',
    esquema: ZRespuesta,
    signal,
  });
}

export const useEstadoDia = (d: DiaConsultado | null) =>
  useQuery({
    queryKey: [...clavesConciliacion.dia(d?.empresaId ?? 0, d?.fecha ?? ''), 'estado'],
    queryFn: ({ signal }) => estadoDia(d!, signal),
    enabled: d !== null,
    select: (r) => r.result,
  });
