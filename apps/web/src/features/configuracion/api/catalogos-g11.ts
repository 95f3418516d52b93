import { ZCategoria, ZCategoriaOpcion } from '@eds/contracts/configuracion/categorias';
import { ZImpuesto } from '@eds/contracts/configuracion/impuestos';
import { ZMedioPago } from '@eds/contracts/configuracion/medios-pago';
import { ZFinanciera, ZTaller, ZVerificadora } from '@eds/contracts/configuracion/terceros';
import { ZTipoVehiculo, ZTipoVehiculoOpcion } from '@eds/contracts/configuracion/tipos-vehiculo';
import { apiCatalogo } from '../../../components/catalogo/api-catalogo';

/** The calls of the G11 catalogues (CRUD(x) of SCREENS.md §0), one line each on the kit's factory. */
export const apiCategorias = apiCatalogo('categoria', ZCategoria, ZCategoriaOpcion);
export const apiImpuestos = apiCatalogo('impuesto', ZImpuesto);
export const apiMediosPago = apiCatalogo('medio-pago', ZMedioPago);
export const apiTiposVehiculo = apiCatalogo('tipo-vehiculo', ZTipoVehiculo, ZTipoVehiculoOpcion);
export const apiFinancieras = apiCatalogo('financiera', ZFinanciera);
export const apiVerificadoras = apiCatalogo('verificadora', ZVerificadora);
export const apiTalleres = apiCatalogo('taller', ZTaller);
