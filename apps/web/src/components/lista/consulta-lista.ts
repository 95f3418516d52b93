import type { EstadoFiltro } from '@eds/contracts/paginacion';
import { LIMITE_MAXIMO } from '@eds/contracts/paginacion';

/**
 * The query of a list call (packages/contracts/src/paginacion.ts): a page (`limite`, `desde`), the search,
 * the state filter and the sort, plus the screen's own filters.
 */
export interface ConsultaLista {
  limite: number;
  desde: number;
  buscar?: string;
  estado: EstadoFiltro;
  /** `campo:asc,otro:desc` */
  orden?: string;
}

/** Exports gather every matching row in pages of the largest size the calls accept. */
export const LIMITE_EXPORTACION = LIMITE_MAXIMO;

/** The table's sort as the calls take it: [{id:'codigo', desc:false}, {id:'factor', desc:true}] → 'codigo:asc,factor:desc'. */
export function textoOrden(orden: readonly { id: string; desc: boolean }[]): string | undefined {
  if (orden.length === 0) return undefined;
  return orden.map((o) => `${o.id}:${o.desc ? 'desc' : 'asc'}`).join(',');
}

/** The query string of a list call, leaving out empty values: '?limite=10&desde=0&estado=A'. */
export function parametrosConsulta(consulta: Readonly<Record<string, string | number | boolean | null | undefined>>): string {
  const p = new URLSearchParams();
  for (const [clave, valor] of Object.entries(consulta)) {
    if (valor === undefined || valor === null || valor === '') continue;
    p.set(clave, String(valor));
  }
  const texto = p.toString();
  return texto ? `?${texto}` : '';
}
