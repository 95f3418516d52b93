import type { CampoFiltroReporte, DefinicionReporte } from '@eds/contracts/reportes/motor';
import { claseDeReporte } from '@eds/contracts/reportes/motor';
import { textoDe } from '../../../lib/texto';
import { rangoPorDefecto } from './periodos';

/** What the filter bar applies: the stations, the business days and the report's own filters. */
export interface FiltrosPantalla {
  estaciones: number[];
  fecha_inicial: string;
  fecha_final: string;
  filtros: Record<string, unknown>;
}

/** The body the screen sends (its page, order and the chart when the panel is open). */
export interface TCuerpoPantalla extends FiltrosPantalla {
  pagina?: number;
  tamano?: number;
  orden?: string;
  grafico?: boolean;
}

const FECHA = /^\d{4}-\d{2}-\d{2}$/;

function leerCampo(campo: CampoFiltroReporte, valor: string): unknown {
  if (campo.tipo === 'lista' || campo.tipo === 'numero') return /^\d+$/.test(valor) ? Number(valor) : undefined;
  if (campo.multiple) return valor.split(',').filter((v) => campo.opciones.includes(v));
  return campo.opciones.includes(valor) ? valor : undefined;
}

/**
 * The applied filters live in the URL query (`?estaciones=3,4&fecha_inicial=…&fecha_final=…&producto=7&agrupar=dia,turno`),
 * so drill-down links, favourites and the back button reopen the same report. Null until a search was made.
 */
export function leerFiltrosUrl(d: DefinicionReporte, params: URLSearchParams): FiltrosPantalla | null {
  const estaciones = (params.get('estaciones') ?? '')
    .split(',')
    .filter((x) => /^\d+$/.test(x))
    .map(Number);
  const fi = params.get('fecha_inicial') ?? '';
  const ff = params.get('fecha_final') ?? '';
  if (estaciones.length === 0 || !FECHA.test(fi) || !FECHA.test(ff)) return null;
  const filtros: Record<string, unknown> = {};
  for (const campo of d.campos) {
    const valor = params.get(campo.clave);
    if (valor === null || valor === '') continue;
    const leido = leerCampo(campo, valor);
    if (leido !== undefined && !(Array.isArray(leido) && leido.length === 0)) filtros[campo.clave] = leido;
  }
  return { estaciones, fecha_inicial: fi, fecha_final: ff, filtros };
}

export function escribirFiltrosUrl(f: FiltrosPantalla): URLSearchParams {
  const p = new URLSearchParams();
  p.set('estaciones', f.estaciones.join(','));
  p.set('fecha_inicial', f.fecha_inicial);
  p.set('fecha_final', f.fecha_final);
  for (const [clave, valor] of Object.entries(f.filtros)) {
    if (valor === undefined || valor === null || valor === '' || (Array.isArray(valor) && valor.length === 0)) continue;
    p.set(clave, Array.isArray(valor) ? valor.map(textoDe).join(',') : textoDe(valor));
  }
  return p;
}

/** The bar before any search: every station of the user (a station user's own) and the report's default period. */
export function filtrosPorDefecto(d: DefinicionReporte, estaciones: readonly number[], hoy: string): FiltrosPantalla {
  return { estaciones: [...estaciones], ...rangoPorDefecto(claseDeReporte(d, {}), hoy), filtros: {} };
}
