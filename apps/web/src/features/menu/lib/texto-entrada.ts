import { etiquetaDeEnlace, etiquetaModulo } from '../../../lib/etiqueta-modulo';
import { LINK_CONCILIADOR, type SeccionMenu } from './construir-menu';

type Traductor = (clave: string, opciones?: { defaultValue: string }) => string;

/**
 * The label of a menu entry in the user's language: CONCILIADOR EDS is the spec's fixed entry; every other one is
 * its module's label (lib/etiqueta-modulo.ts).
 */
export function textoEntrada(t: Traductor, link: string, descripcion: string): string {
  if (link === LINK_CONCILIADOR) return t('menu.conciliador');
  return etiquetaDeEnlace(t, link, descripcion);
}

/** The label of a menu section. */
export function textoSeccion(t: Traductor, seccion: Pick<SeccionMenu, 'id' | 'descripcion'>): string {
  return etiquetaModulo(t, seccion.id, seccion.descripcion);
}
