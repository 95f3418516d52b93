import type { EnlaceReporte, TFilaReporte } from '@eds/contracts/reportes/motor';
import { escribirFiltrosUrl, type FiltrosPantalla } from './consulta-url';

/**
 * The address a drill-down opens (REPORTS.md §0 "Drill-down"): the screen of the link, its filters in the URL
 * query taken from the row (its station, its day, its promoter...), the rest as the report was asked.
 */
export function urlEnlace(e: EnlaceReporte, fila: TFilaReporte, actual: FiltrosPantalla): string | null {
  const dia = e.dia ? fila[e.dia] : undefined;
  if (e.dia && typeof dia !== 'string') return null;
  const filtros: Record<string, unknown> = {};
  for (const [destino, origen] of Object.entries(e.filtros ?? {})) {
    if (fila[origen] === null || fila[origen] === undefined) return null;
    filtros[destino] = fila[origen];
  }
  const consulta = escribirFiltrosUrl({
    estaciones: e.estacion ? [fila.estacion_id] : actual.estaciones,
    fecha_inicial: typeof dia === 'string' ? dia : actual.fecha_inicial,
    fecha_final: typeof dia === 'string' ? dia : actual.fecha_final,
    filtros,
  });
  return `${e.destino}?${consulta.toString()}`;
}
