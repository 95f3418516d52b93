import { MENSAJES_BODEGA } from '@eds/contracts/bodegas';
import { MENSAJES_OPERACION as M } from '@eds/contracts/mensajes-operacion';
import { MENSAJES_MEDICION } from '@eds/contracts/combustible/mediciones';
import { MENSAJES_CALIBRACION } from '@eds/contracts/combustible/calibraciones';
import { MENSAJES_RECIBO } from '@eds/contracts/combustible/recibos';
import { MENSAJES_INVENTARIO_COMBUSTIBLE } from '@eds/contracts/combustible/inventario-combustible';
import { indexarMensajes } from '../../../i18n/mensajes';

/**
 * The server and form messages the warehouse and chart screens show, in the current language: their translations
 * live under bodegas.mensajes.* (Spanish included), so only the text → key lookup is registered here.
 */
export const MENSAJES_PANTALLAS_BODEGA = {
  ...MENSAJES_BODEGA,
  volumenMinimoCapacidad: 'El volumen mínimo debe ser menor que la capacidad',
  tanqueConExistencias: M.tanqueConExistencias,
  productoTanqueNoCombustible: M.productoTanqueNoCombustible,
  noCambiaEstacion: M.noCambiaEstacion,
  bodegaNoExiste: M.bodegaNoExiste,
  noEsTanque: M.noEsTanque,
  alturasCrecientes: M.alturasCrecientes,
  volumenesNoDecrecientes: M.volumenesNoDecrecientes,
  aforoMinimo: M.aforoMinimo,
  alturaFueraDeAforo: M.alturaFueraDeAforo,
  tanqueSinAforo: M.tanqueSinAforo,
  fechaFutura: MENSAJES_MEDICION.fechaFutura,
  soloManual: MENSAJES_MEDICION.soloManual,
  reciboAnulado: MENSAJES_RECIBO.anulado,
  reciboNoExiste: MENSAJES_RECIBO.noExiste,
  reciboYaAnulado: MENSAJES_RECIBO.yaAnulado,
  facturaRepetida: MENSAJES_RECIBO.facturaRepetida,
  proveedorNoExiste: MENSAJES_RECIBO.proveedorNoExiste,
  finAntesDeInicio: MENSAJES_RECIBO.finAntesDeInicio,
  recibidoNoPositivo: MENSAJES_RECIBO.recibidoNoPositivo,
  calibracionRegistrada: MENSAJES_CALIBRACION.registrada,
  calibracionAnulada: MENSAJES_CALIBRACION.anulada,
  calibracionNoExiste: MENSAJES_CALIBRACION.noExiste,
  calibracionYaAnulada: MENSAJES_CALIBRACION.yaAnulada,
  calibracionTurnoNoExiste: MENSAJES_CALIBRACION.turnoNoExiste,
  calibracionResponsableNoExiste: MENSAJES_CALIBRACION.responsableNoExiste,
  calibracionMangueraNoExiste: MENSAJES_CALIBRACION.mangueraNoExiste,
  yaTieneInicial: MENSAJES_INVENTARIO_COMBUSTIBLE.yaTieneInicial,
  ajusteCero: MENSAJES_INVENTARIO_COMBUSTIBLE.ajusteCero,
  sinProducto: MENSAJES_INVENTARIO_COMBUSTIBLE.sinProducto,
} as const;

indexarMensajes('bodegas.mensajes', MENSAJES_PANTALLAS_BODEGA);
