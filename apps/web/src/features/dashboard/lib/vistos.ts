/** Viewed flags of the alerts, in session storage under the spec's keys; opening an alert sets its flag. */
export const CLAVES_VISTO = {
  secadoVirtual: 'secadoVirtual',
  jornadasAbiertas: 'jornadasAbiertas',
  consecutivos: 'consecutivos',
  ordCompra: 'ordCompra',
  alertaDiaVenta: 'alertaDiaVenta',
} as const;
export type AlertaConVisto = keyof typeof CLAVES_VISTO;

export function fueVista(alerta: AlertaConVisto): boolean {
  try {
    return sessionStorage.getItem(CLAVES_VISTO[alerta]) === 'true';
  } catch {
    return false;
  }
}

export function marcarVista(alerta: AlertaConVisto): void {
  try {
    sessionStorage.setItem(CLAVES_VISTO[alerta], 'true');
  } catch {
    // Storage disabled: the flag lasts while the page is open.
  }
}
