import { MODULO_WIDGET } from '@eds/contracts/dashboard';

/**
 * The dashboard's widgets: each is shown only when the user's modules hold its module (fixed ids of
 * the module tree, children of DASHBOARD). Width 1, 2 or 3 is a third, two thirds or the whole row.
 */
export const WIDGET = MODULO_WIDGET;
export type IdWidget = (typeof WIDGET)[keyof typeof WIDGET];

export type AnchoWidget = 1 | 2 | 3;

export interface DefinicionWidget {
  id: IdWidget;
  ancho: AnchoWidget;
}

/** Default order: the day's figures and alerts first, then the charts, widest rows kept whole. */
export const WIDGETS: readonly DefinicionWidget[] = [
  { id: WIDGET.INDICADORES, ancho: 3 },
  { id: WIDGET.ALERTAS, ancho: 3 },
  { id: WIDGET.TANQUES, ancho: 3 },
  { id: WIDGET.PRODUCTOS, ancho: 2 },
  { id: WIDGET.GALONAJE, ancho: 1 },
  { id: WIDGET.COMBUSTIBLE_GALONES, ancho: 2 },
  { id: WIDGET.PRESUPUESTO_PDV, ancho: 1 },
  { id: WIDGET.VENTAS_DIARIAS, ancho: 3 },
  { id: WIDGET.VENTAS_MENSUALES, ancho: 2 },
  { id: WIDGET.VENTAS_PDV, ancho: 1 },
];

/** Module ids of the indicator cards (spec §5). */
export const MODULO_INDICADOR = { CANASTILLA: 3, FIDELIZACION: 4, COMBUSTIBLE: 5, VEHICULOS: 119, KIOSCO: 409 } as const;

/** The widgets a user may see, from the ids of their modules. */
export function widgetsDelUsuario(modulos: readonly { id: number }[]): DefinicionWidget[] {
  const ids = new Set(modulos.map((m) => m.id));
  return WIDGETS.filter((w) => ids.has(w.id));
}

/** Grid columns of a width, of twelve: 4, 8 or 12 (11 on extra small screens, as the spec has it). */
export function columnasDe(ancho: AnchoWidget) {
  return { xs: 11, sm: ancho === 1 ? 6 : 12, lg: ancho * 4 } as const;
}
