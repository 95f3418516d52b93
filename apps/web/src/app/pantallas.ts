import { createElement, type ComponentType } from 'react';
import type { RutaReporte } from '@eds/contracts/reportes/catalogo';

/**
 * The registry of built screens, by module link. A menu entry is offered, and its path renders a
 * screen, only when it is listed here; every other path of the route map shows the not-found page.
 * Each screen is its own lazily loaded module: the sign-in page never downloads them.
 */
export interface PantallaRegistrada {
  cargar: () => Promise<{ Component: ComponentType }>;
  /**
   * Module the user must hold (by link) to open the screen. Left out for the landing page, which
   * every signed-in user reaches.
   */
  requiereModulo?: boolean;
}

/** A report of the engine's catalogue: one screen drawn from its definition, behind its own module. */
const reporte = (ruta: RutaReporte): PantallaRegistrada => ({
  cargar: () =>
    import('../features/reportes/screens/reporte-screen').then((m) => ({
      Component: () => createElement(m.ReporteScreen, { ruta, pantallaConstruida: estaConstruida }),
    })),
  requiereModulo: true,
});

export const PANTALLAS: Readonly<Record<string, PantallaRegistrada>> = {
  '/dashboard': {
    // The dashboard links to other screens only when they are built: it is handed this registry's check.
    cargar: () =>
      import('../features/dashboard/screens/dashboard-screen').then((m) => ({
        Component: () => createElement(m.DashboardScreen, { pantallaConstruida: estaConstruida }),
      })),
  },
  '/configuracion/gestion_unidades': {
    cargar: () => import('../features/configuracion/screens/unidades-screen').then((m) => ({ Component: m.UnidadesScreen })),
    requiereModulo: true,
  },
  '/reportes/ventas_eds': reporte('ventas_eds'),
  '/reportes/ventas_productos': reporte('ventas_productos'),
  '/reportes/ventas_promotor': reporte('ventas_promotor'),
  '/reportes/reporteventas_combustible': reporte('reporteventas_combustible'),
  '/reportes/reporteventas_canastilla': reporte('reporteventas_canastilla'),
  '/reportes/historicos-precios': reporte('historicos-precios'),
  '/reportes/lectura-tanque': reporte('lectura-tanque'),
  '/reportes/calibraciones': reporte('calibraciones'),
  '/reportes/kardex-combustible': reporte('kardex-combustible'),
  '/reportes/lectura-manguera': reporte('lectura-manguera'),
  '/reportes/inventario_tanques': reporte('inventario_tanques'),
};

export function estaConstruida(link: string): boolean {
  return Object.prototype.hasOwnProperty.call(PANTALLAS, link);
}
