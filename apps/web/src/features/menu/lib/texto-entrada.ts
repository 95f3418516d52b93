import { LINK_CONCILIADOR, LINK_DASHBOARD } from './construir-menu';

type Traductor = (clave: string) => string;

/**
 * The label of a menu entry: the two fixed entries of the spec are translated; every other one is
 * the module's own description from the server, shown as it comes.
 */
export function textoEntrada(t: Traductor, link: string, descripcion: string): string {
  if (link === LINK_DASHBOARD) return t('menu.dashboard');
  if (link === LINK_CONCILIADOR) return t('menu.conciliador');
  return descripcion;
}
