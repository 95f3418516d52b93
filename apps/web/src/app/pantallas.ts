import { createElement, type ComponentType } from 'react';

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

export const PANTALLAS: Readonly<Record<string, PantallaRegistrada>> = {
  '/dashboard': {
    // The dashboard links to other screens only when they are built: it is handed this registry's check.
    cargar: () =>
      import('../features/dashboard/screens/dashboard-screen').then((m) => ({
        Component: () => createElement(m.DashboardScreen, { pantallaConstruida: estaConstruida }),
      })),
  },
};

export function estaConstruida(link: string): boolean {
  return Object.prototype.hasOwnProperty.call(PANTALLAS, link);
}
