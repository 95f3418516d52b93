import type { DefinicionReporte } from './motor';
import { REPORTE_CALIBRACIONES } from './calibraciones';
import * as CIERRES from './cierres';
import { REPORTE_HISTORICOS_PRECIOS } from './historicos-precios';
import { REPORTE_INVENTARIO_TANQUES } from './inventario-tanques';
import * as JORNADA from './jornada';
import { REPORTE_KARDEX_CONSOLIDADO } from './inventario-kardex-consolidado';
import { REPORTE_DIFERENCIA_RECIBO } from './inventario-diferencia-recibo';
import { REPORTE_BALANCE_ACUMULADO, REPORTE_BALANCE_OPERATIVO_DIARIO } from './inventario-balance';
import { REPORTE_COSTO_UTILIDAD_COMBUSTIBLE } from './inventario-costo-utilidad';
import { REPORTE_INVENTARIO_PRODUCTOS } from './inventario-productos';
import { REPORTE_KARDEX_CANASTILLA } from './inventario-kardex-canastilla';
import { REPORTE_COMPRAS } from './inventario-compras';
import { REPORTE_CUMPLIMIENTO_DIARIO, REPORTE_PRESUPUESTO_VENTA } from './inventario-metas';
import { REPORTE_BALANCE_OPERATIVO } from './inventario-balance-operativo';
import { REPORTE_KARDEX_COMBUSTIBLE } from './kardex-combustible';
import { REPORTE_LECTURA_MANGUERA } from './lectura-manguera';
import { REPORTE_LECTURA_TANQUE } from './lectura-tanque';
import { REPORTE_VENTAS_CANASTILLA, REPORTE_VENTAS_COMBUSTIBLE } from './ventas-agrupadas';
import { REPORTE_VENTAS_EDS } from './ventas-eds';
import { REPORTE_VENTAS_PRODUCTOS } from './ventas-productos';
import { REPORTE_VENTAS_PROMOTOR } from './ventas-promotor';
import * as MERCANCIA from './mercancia';
import * as CLIENTES from './clientes';

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
  cierre_diario: CIERRES.REPORTE_CIERRE_DIARIO,
  cierre_diario_v2: CIERRES.REPORTE_CIERRE_DIARIO_V2,
  cierre_diario_v3: CIERRES.REPORTE_CIERRE_DIARIO_V3,
  'consolidado-cierre-turno': CIERRES.REPORTE_CONSOLIDADO_CIERRE_TURNO,
  reporte_cierres: CIERRES.REPORTE_CIERRES_TURNO,
  reporte_arqueo: CIERRES.REPORTE_ARQUEO,
  'cierre-dia-24-horas': CIERRES.REPORTE_CIERRE_24_HORAS,
  kardex_consolidado: REPORTE_KARDEX_CONSOLIDADO,
  'diferencia-recibo': REPORTE_DIFERENCIA_RECIBO,
  'balance-operativo-diario': REPORTE_BALANCE_OPERATIVO_DIARIO,
  'balance-acumulado': REPORTE_BALANCE_ACUMULADO,
  'costo-utilidad-combustible': REPORTE_COSTO_UTILIDAD_COMBUSTIBLE,
  inventario_productos: REPORTE_INVENTARIO_PRODUCTOS,
  'kardex-canastilla': REPORTE_KARDEX_CANASTILLA,
  reporte_compras: REPORTE_COMPRAS,
  'pdv/presupuesto_venta': REPORTE_PRESUPUESTO_VENTA,
  'cuplimiento-diario': REPORTE_CUMPLIMIENTO_DIARIO,
  'balance-operativo': REPORTE_BALANCE_OPERATIVO,
  'eds/bitacorajornada': JORNADA.REPORTE_BITACORA_JORNADA,
  'eds/planillaturnos': JORNADA.REPORTE_PLANILLA_TURNOS,
  'historico-cierres': JORNADA.REPORTE_HISTORICO_CIERRES,
  'cierre-dia-completo': JORNADA.REPORTE_CIERRE_DIA_COMPLETO,
  'cc/libro-compras-kiosco': MERCANCIA.REPORTE_LIBRO_COMPRAS_KIOSCO,
  'canastilla/libro-compras-canastilla': MERCANCIA.REPORTE_LIBRO_COMPRAS_CANASTILLA,
  'cc/costo-utilidad-kiosco': MERCANCIA.REPORTE_COSTO_UTILIDAD_KIOSCO,
  'canastilla/costo-utilidad-canastilla': MERCANCIA.REPORTE_COSTO_UTILIDAD_CANASTILLA,
  utilidad_categoria: MERCANCIA.REPORTE_UTILIDAD_CATEGORIA,
  utilidad_producto: MERCANCIA.REPORTE_UTILIDAD_PRODUCTO,
  productos_empresa: MERCANCIA.REPORTE_PRODUCTOS_EMPRESA,
  'productos-acuerdos': MERCANCIA.REPORTE_PRODUCTOS_ACUERDOS,
  conversiones: CLIENTES.REPORTE_CONVERSIONES,
  alerta_conversiones: CLIENTES.REPORTE_ALERTA_CONVERSIONES,
  ventas_placas: CLIENTES.REPORTE_VENTAS_PLACAS,
  ventas_clientes_consumo: CLIENTES.REPORTE_VENTAS_CLIENTES_CONSUMO,
  'consumo-propio': CLIENTES.REPORTE_CONSUMO_PROPIO,
} as const satisfies Record<string, DefinicionReporte>;

export type RutaReporte = keyof typeof REPORTES;
export const RUTAS_REPORTE = Object.keys(REPORTES) as RutaReporte[];

export function esRutaReporte(ruta: string): ruta is RutaReporte {
  return Object.prototype.hasOwnProperty.call(REPORTES, ruta);
}
