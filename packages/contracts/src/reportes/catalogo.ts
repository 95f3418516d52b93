import type { DefinicionReporte } from './motor';
import { REPORTE_CALIBRACIONES } from './calibraciones';
import { REPORTE_HISTORICOS_PRECIOS } from './historicos-precios';
import { REPORTE_INVENTARIO_TANQUES } from './inventario-tanques';
import { REPORTE_KARDEX_COMBUSTIBLE } from './kardex-combustible';
import { REPORTE_LECTURA_MANGUERA } from './lectura-manguera';
import { REPORTE_LECTURA_TANQUE } from './lectura-tanque';
import { REPORTE_VENTAS_CANASTILLA, REPORTE_VENTAS_COMBUSTIBLE } from './ventas-agrupadas';
import { REPORTE_VENTAS_EDS } from './ventas-eds';
import { REPORTE_VENTAS_PRODUCTOS } from './ventas-productos';
import { REPORTE_VENTAS_PROMOTOR } from './ventas-promotor';

/**
 * Every report built, by route segment. The server registers one route per entry (with the query of
 * services/reportes) and the web one screen per entry; a report is added here, once.
 */
export const REPORTES = {
  ventas_eds: REPORTE_VENTAS_EDS,
  ventas_productos: REPORTE_VENTAS_PRODUCTOS,
  ventas_promotor: REPORTE_VENTAS_PROMOTOR,
  reporteventas_combustible: REPORTE_VENTAS_COMBUSTIBLE,
  reporteventas_canastilla: REPORTE_VENTAS_CANASTILLA,
  'historicos-precios': REPORTE_HISTORICOS_PRECIOS,
  'lectura-tanque': REPORTE_LECTURA_TANQUE,
  calibraciones: REPORTE_CALIBRACIONES,
  'kardex-combustible': REPORTE_KARDEX_COMBUSTIBLE,
  'lectura-manguera': REPORTE_LECTURA_MANGUERA,
  inventario_tanques: REPORTE_INVENTARIO_TANQUES,
} as const satisfies Record<string, DefinicionReporte>;

export type RutaReporte = keyof typeof REPORTES;
export const RUTAS_REPORTE = Object.keys(REPORTES) as RutaReporte[];

export function esRutaReporte(ruta: string): ruta is RutaReporte {
  return Object.prototype.hasOwnProperty.call(REPORTES, ruta);
}
