import { REPORTES, type RutaReporte } from '@eds/contracts/reportes/catalogo';
import { cierre24Horas } from './cierres/cierre-24-horas';
import { cierreDiario, cierreDiarioV2, cierreDiarioV3 } from './cierres/cierre-diario';
import { consolidadoCierreTurno } from './cierres/consolidado';
import { reporteArqueo, reporteCierres } from './cierres/turnos';
import { calibraciones } from './combustible/calibraciones';
import { inventarioTanques } from './combustible/inventario-tanques';
import { kardexCombustible } from './combustible/kardex-combustible';
import { lecturaManguera } from './combustible/lectura-manguera';
import { lecturaTanque } from './combustible/lectura-tanque';
import { kardexConsolidado } from './inventario/kardex-consolidado';
import { diferenciaRecibo } from './inventario/diferencia-recibo';
import { balanceAcumulado } from './inventario/balance-acumulado';
import { balanceOperativoDiario } from './inventario/balance-diario';
import { costoUtilidadCombustible } from './inventario/costo-utilidad';
import { inventarioProductos } from './inventario/inventario-productos';
import { kardexCanastilla } from './inventario/kardex-canastilla';
import { reporteCompras } from './inventario/compras';
import { cumplimientoDiario, presupuestoVenta } from './inventario/metas';
import { balanceOperativo } from './inventario/balance-operativo';
import { bitacoraJornada } from './jornada/bitacora';
import { planillaTurnos } from './jornada/planilla';
import { historicoCierres } from './jornada/historico-cierres';
import { cierreDiaCompleto } from './jornada/cierre-dia-completo';
import { costoUtilidadCanastilla, costoUtilidadKiosco } from './mercancia/costo-utilidad';
import { libroComprasCanastilla, libroComprasKiosco } from './mercancia/libro-compras';
import { productosAcuerdos } from './mercancia/productos-acuerdos';
import { productosEmpresa } from './mercancia/productos-empresa';
import { utilidadCategoria, utilidadProducto } from './mercancia/utilidad';
import type { ReporteServidor } from './motor/tipos';
import { alertaConversiones, conversiones } from './clientes/conversiones';
import { ventasPlacas } from './clientes/ventas-placas';
import { consumoPropio, ventasClientesConsumo } from './clientes/ventas-clientes';
import { historicosPrecios } from './ventas/historicos-precios';
import { ventasCanastilla, ventasCombustible } from './ventas/ventas-agrupadas';
import { ventasEds } from './ventas/ventas-eds';
import { ventasProductos } from './ventas/ventas-productos';
import { ventasPromotor } from './ventas/ventas-promotor';

/** The query of every report of the catalogue (packages/contracts/src/reportes/catalogo.ts), by route. */
export const REPORTES_SERVIDOR: Readonly<Record<RutaReporte, ReporteServidor>> = {
  ventas_eds: ventasEds,
  ventas_productos: ventasProductos,
  ventas_promotor: ventasPromotor,
  reporteventas_combustible: ventasCombustible,
  reporteventas_canastilla: ventasCanastilla,
  'historicos-precios': historicosPrecios,
  'lectura-tanque': lecturaTanque,
  calibraciones,
  'kardex-combustible': kardexCombustible,
  'lectura-manguera': lecturaManguera,
  inventario_tanques: inventarioTanques,
  cierre_diario: cierreDiario,
  cierre_diario_v2: cierreDiarioV2,
  cierre_diario_v3: cierreDiarioV3,
  'consolidado-cierre-turno': consolidadoCierreTurno,
  reporte_cierres: reporteCierres,
  reporte_arqueo: reporteArqueo,
  'cierre-dia-24-horas': cierre24Horas,
  kardex_consolidado: kardexConsolidado,
  'diferencia-recibo': diferenciaRecibo,
  'balance-operativo-diario': balanceOperativoDiario,
  'balance-acumulado': balanceAcumulado,
  'costo-utilidad-combustible': costoUtilidadCombustible,
  inventario_productos: inventarioProductos,
  'kardex-canastilla': kardexCanastilla,
  reporte_compras: reporteCompras,
  'pdv/presupuesto_venta': presupuestoVenta,
  'cuplimiento-diario': cumplimientoDiario,
  'balance-operativo': balanceOperativo,
  'eds/bitacorajornada': bitacoraJornada,
  'eds/planillaturnos': planillaTurnos,
  'historico-cierres': historicoCierres,
  'cierre-dia-completo': cierreDiaCompleto,
  'cc/libro-compras-kiosco': libroComprasKiosco,
  'canastilla/libro-compras-canastilla': libroComprasCanastilla,
  'cc/costo-utilidad-kiosco': costoUtilidadKiosco,
  'canastilla/costo-utilidad-canastilla': costoUtilidadCanastilla,
  utilidad_categoria: utilidadCategoria,
  utilidad_producto: utilidadProducto,
  productos_empresa: productosEmpresa,
  'productos-acuerdos': productosAcuerdos,
  conversiones,
  alerta_conversiones: alertaConversiones,
  ventas_placas: ventasPlacas,
  ventas_clientes_consumo: ventasClientesConsumo,
  'consumo-propio': consumoPropio,
};

// A query bound to another report's definition would answer the wrong columns: refuse to start.
for (const [ruta, r] of Object.entries(REPORTES_SERVIDOR)) {
  if (r.definicion !== REPORTES[ruta as RutaReporte]) throw new Error(`report ${ruta} is bound to the definition of ${r.definicion.ruta}`);
}
