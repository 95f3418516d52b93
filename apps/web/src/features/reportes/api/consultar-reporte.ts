import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { envelope } from '@eds/contracts/envelope';
import type { DefinicionReporte } from '@eds/contracts/reportes/motor';
import { solicitar } from '../../../lib/api-client';
import type { TCuerpoPantalla } from '../lib/consulta-url';
import { clavesReportes } from './claves-reportes';

/** POST /api/reportes/v1/{ruta}: one page of the report, its foot, the Subtotals, the chart when asked, and the window. */
export function consultarReporte(d: DefinicionReporte, cuerpo: TCuerpoPantalla, signal?: AbortSignal) {
  return solicitar(`/api/reportes/v1/${d.ruta}`, { metodo: 'POST', cuerpo, servicio: 'report', esquema: envelope(d.datos), signal });
}

/** The report runs only once its filters are applied (BUSCAR, or a link that carries them); a new page keeps the last one shown. */
export const reporteQueryOptions = (d: DefinicionReporte, cuerpo: TCuerpoPantalla | null) =>
  queryOptions({
    queryKey: clavesReportes.reporte(d.ruta, cuerpo ?? ({} as TCuerpoPantalla)),
    queryFn: ({ signal }) => consultarReporte(d, cuerpo!, signal),
    enabled: cuerpo !== null,
    placeholderData: keepPreviousData,
    // A report is a reading of a moment: run again when asked, not behind the user's back.
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
  });
