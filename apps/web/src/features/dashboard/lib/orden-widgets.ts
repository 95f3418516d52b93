import type { IdWidget } from './widgets';

/** The widget order is kept in the tab's session storage (spec): it lasts until sign-out or the tab closes. */
export const CLAVE_ORDEN = 'eds.dashboard.orden';

export function leerOrden(): number[] {
  try {
    const valor = JSON.parse(sessionStorage.getItem(CLAVE_ORDEN) ?? '[]') as unknown;
    return Array.isArray(valor) ? valor.filter((v): v is number => Number.isInteger(v)) : [];
  } catch {
    return [];
  }
}

export function guardarOrden(ids: readonly number[]): void {
  try {
    sessionStorage.setItem(CLAVE_ORDEN, JSON.stringify(ids));
  } catch {
    // Storage disabled: the order lasts while the page is open.
  }
}

/**
 * The visible widgets in the stored order: stored ids first, in their order, then the widgets the
 * stored order does not know (a module granted since) in their default place.
 */
export function aplicarOrden<T extends { id: IdWidget }>(widgets: readonly T[], orden: readonly number[]): T[] {
  const posicion = new Map(orden.map((id, i) => [id, i]));
  const conocidos = widgets.filter((w) => posicion.has(w.id)).sort((a, b) => posicion.get(a.id)! - posicion.get(b.id)!);
  const nuevos = widgets.filter((w) => !posicion.has(w.id));
  return [...conocidos, ...nuevos];
}

/** Moves one id before or after another, as a drop does. */
export function mover<T>(lista: readonly T[], desde: number, hasta: number): T[] {
  const copia = [...lista];
  const [item] = copia.splice(desde, 1);
  copia.splice(hasta, 0, item);
  return copia;
}
