import { MENSAJES_ACUERDO } from '@eds/contracts/configuracion/acuerdos';
import { MENSAJES_NIT } from '@eds/contracts/configuracion/catalogo';
import { MENSAJES_CATEGORIA } from '@eds/contracts/configuracion/categorias';
import { MENSAJES_GEOGRAFIA } from '@eds/contracts/configuracion/geografia';
import { MENSAJES_IMPUESTO } from '@eds/contracts/configuracion/impuestos';
import { MENSAJES_MEDIO_PAGO } from '@eds/contracts/configuracion/medios-pago';
import { MENSAJES_PROVEEDOR } from '@eds/contracts/configuracion/proveedores';
import { MENSAJES_TIPO_VEHICULO } from '@eds/contracts/configuracion/tipos-vehiculo';
import { indexarMensajes } from '../../../i18n/mensajes';
import '../../../i18n/mensajes-catalogo';

// The G11 catalogues' own messages, shown in the current language: their translations live in the locale files
// under catalogos.mensajes.* (Spanish included), so only the text → key lookup is registered here.
indexarMensajes('catalogos.mensajes.nit', MENSAJES_NIT);
indexarMensajes('catalogos.mensajes.categoria', MENSAJES_CATEGORIA);
indexarMensajes('catalogos.mensajes.impuesto', MENSAJES_IMPUESTO);
indexarMensajes('catalogos.mensajes.medioPago', MENSAJES_MEDIO_PAGO);
indexarMensajes('catalogos.mensajes.tipoVehiculo', MENSAJES_TIPO_VEHICULO);
indexarMensajes('catalogos.mensajes.geografia', MENSAJES_GEOGRAFIA);
indexarMensajes('catalogos.mensajes.proveedor', MENSAJES_PROVEEDOR);
indexarMensajes('catalogos.mensajes.acuerdo', MENSAJES_ACUERDO);
