import { REPORTES, type RutaReporte } from '@eds/contracts/reportes/catalogo';
import { calibraciones } from './combustible/calibraciones';
import { inventarioTanques } from './combustible/inventario-tanques';
import { kardexCombustible } from './combustible/kardex-combustible';
import { lecturaManguera } from './combustible/lectura-manguera';
import { lecturaTanque } from './combustible/lectura-tanque';
import type { ReporteServidor } from './motor/tipos';
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
};

// A query bound to another report's definition would answer the wrong columns: refuse to start.
for (const [ruta, r] of Object.entries(REPORTES_SERVIDOR)) {
  if (r.definicion !== REPORTES[ruta as RutaReporte]) throw new Error(`report ${ruta} is bound to the definition of ${r.definicion.ruta}`);
}
