import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZCalendario, envelopeResult } from '@eds/contracts/conciliacion/conciliacion';
import { solicitar } from '../../../lib/api-client';
import { clavesConciliacion } from './claves-conciliacion';

const ZRespuesta = envelopeResult(ZCalendario);

/** GET sap:/api/v1/news/{id}?mes=YYYY-MM: days with novelties, reconciled days, first day and today of a station. */
export function calendarioEstacion(empresaId: number, mes: string | null, signal?: AbortSignal) {
  return solicitar(`/api/v1/news/${empresaId}${mes ? `?mes=${mes}` : ''}`, { servicio: 'sap', esquema: ZRespuesta, signal });
}

/** `mes` null asks for the station's current month. */
export const useCalendarioEstacion = (empresaId: number | null, mes: string | null) =>
  useQuery({
    queryKey: clavesConciliacion.calendario(empresaId ?? 0, mes ?? ''),
    queryFn: ({ signal }) => calendarioEstacion(empresaId!, mes, signal),
    enabled: empresaId !== null,
    placeholderData: keepPreviousData,
    select: (r) => r.result,
  });
