import { MODULO_WIDGET, type ReporteDashboard } from '@eds/contracts/dashboard';
import { MENSAJES } from '@eds/contracts/mensajes';
import { AppError } from '../../lib/errors';
import { tieneLetra, type SesionActiva } from '../sesion/contexto';

export const WIDGET = MODULO_WIDGET;

/** Which widget modules may read each report: holding any one of them with R is enough. */
export const MODULOS_DE_REPORTE: Record<ReporteDashboard, readonly number[]> = {
  VENTAS_TOTAL: [WIDGET.INDICADORES],
  PRODUCTOS_MAS_VENDIDOS_HOY: [WIDGET.PRODUCTOS],
  VENTAS_COMBUSTIBLE_DIARIAS: [WIDGET.COMBUSTIBLE_GALONES],
  VENTAS_COMBUSTIBLE_SEMANALES: [WIDGET.COMBUSTIBLE_GALONES],
  VENTAS_COMBUSTIBLE_MENSUALES: [WIDGET.COMBUSTIBLE_GALONES],
  GRAFICA_PDV: [WIDGET.VENTAS_DIARIAS, WIDGET.VENTAS_MENSUALES, WIDGET.VENTAS_PDV],
  ALERTA_TANQUES: [WIDGET.TANQUES, WIDGET.ALERTAS],
  alerta_jornadas_abiertas: [WIDGET.ALERTAS],
  alerta_consecutivos: [WIDGET.ALERTAS],
  ALERTA_DIA_VENTAS: [WIDGET.ALERTAS],
};

/** 403 unless the user holds one of the modules with the read letter. */
export function exigirAlgunModulo(s: SesionActiva, modulos: readonly number[]): void {
  if (!modulos.some((id) => tieneLetra(s.modulos.get(id), 'R'))) throw new AppError(403, MENSAJES.sinPermisoModulo);
}
