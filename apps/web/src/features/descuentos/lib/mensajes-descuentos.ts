import { MENSAJES_DESCUENTO, MENSAJES_DESCUENTO_MANUAL } from '@eds/contracts/descuentos';
import { indexarMensajes } from '../../../i18n/mensajes';
import '../../../i18n/mensajes-catalogo';

// The discount rules' messages come from the contracts in Spanish; traducirMensaje shows them from 'descuentos.mensajes'.
indexarMensajes('descuentos.mensajes', MENSAJES_DESCUENTO);
indexarMensajes('descuentosManuales.mensajes', MENSAJES_DESCUENTO_MANUAL);
