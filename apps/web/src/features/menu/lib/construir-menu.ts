import type { TModuloSesion } from '@eds/contracts/sesion';

/** A screen entry of the menu; `link` is relative to the base path ('/empresa/eds'). */
export interface EntradaMenu {
  id: number;
  descripcion: string;
  link: string;
  icono: string | null;
}

export interface SeccionMenu {
  id: number;
  descripcion: string;
  icono: string | null;
  hijos: EntradaMenu[];
}

export interface MenuUsuario {
  /** DASHBOARD: always the first entry. */
  dashboard: EntradaMenu;
  /** CONCILIADOR EDS: only with the module 'CONCILIACIÓN PDV'. */
  conciliador: EntradaMenu | null;
  secciones: SeccionMenu[];
}

export const LINK_DASHBOARD = '/dashboard';
export const LINK_CONCILIADOR = '/sap/conciliacion-pdv';
export const MODULO_DASHBOARD = 'DASHBOARD';
export const MODULO_CONCILIACION = 'CONCILIACIÓN PDV';

/** Only screens that exist are offered; a link whose screen is not built is never reachable. */
export type EstaConstruida = (link: string) => boolean;

const porOrden = (a: TModuloSesion, b: TModuloSesion) => a.orden - b.orden || a.id - b.id;

/**
 * The side menu of the spec, from the user's modules: DASHBOARD first; CONCILIADOR EDS only with
 * its module; then every top-level module except DASHBOARD with its screens as links. A section
 * left without screens is hidden.
 */
export function construirMenu(modulos: readonly TModuloSesion[], estaConstruida: EstaConstruida): MenuUsuario {
  const dashboardModulo = modulos.find((m) => m.descripcion === MODULO_DASHBOARD && m.modulos_id === null);
  const tieneConciliacion = modulos.some((m) => m.descripcion === MODULO_CONCILIACION);

  const secciones: SeccionMenu[] = modulos
    .filter((m) => m.modulos_id === null && m.descripcion !== MODULO_DASHBOARD)
    .sort(porOrden)
    .map((seccion) => ({
      id: seccion.id,
      descripcion: seccion.etiqueta ?? seccion.descripcion,
      icono: seccion.icono,
      hijos: modulos
        .filter((m) => m.modulos_id === seccion.id && m.tipo === 2 && m.link !== null && estaConstruida(m.link))
        .sort(porOrden)
        .map((m) => ({ id: m.id, descripcion: m.etiqueta ?? m.descripcion, link: m.link as string, icono: m.icono })),
    }))
    .filter((s) => s.hijos.length > 0);

  return {
    dashboard: { id: dashboardModulo?.id ?? 0, descripcion: MODULO_DASHBOARD, link: LINK_DASHBOARD, icono: 'Dashboard' },
    conciliador:
      tieneConciliacion && estaConstruida(LINK_CONCILIADOR)
        ? {
            id: modulos.find((m) => m.descripcion === MODULO_CONCILIACION)?.id ?? -1,
            descripcion: 'CONCILIADOR EDS',
            link: LINK_CONCILIADOR,
            icono: 'AccountBalance',
          }
        : null,
    secciones,
  };
}

/** Every screen entry of a menu, in menu order. */
export function entradasDelMenu(menu: MenuUsuario): EntradaMenu[] {
  return [menu.dashboard, ...(menu.conciliador ? [menu.conciliador] : []), ...menu.secciones.flatMap((s) => s.hijos)];
}

/** The menu entry an address belongs to ('/empresa/eds/123' → EDS EMPRESA), if any. */
export function entradaDeRuta(menu: MenuUsuario, ruta: string): EntradaMenu | undefined {
  const limpia = decodeURI(ruta).replace(/\/+$/, '') || '/';
  return entradasDelMenu(menu).find((e) => limpia === e.link || limpia.startsWith(`${e.link}/`));
}
