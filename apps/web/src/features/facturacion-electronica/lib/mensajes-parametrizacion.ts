import { MENSAJES_FORMATO } from '@eds/contracts/facturacion/formatos';
import { MENSAJES_FE_PARAMETRIZACION } from '@eds/contracts/facturacion/parametrizacion';
import { indexarMensajes } from '../../../i18n/mensajes';
import '../../../i18n/mensajes-catalogo';

// The parameter tabs' server messages arrive in Spanish; traducirMensaje shows them from 'feParametrizacion.mensajes'.
indexarMensajes('feParametrizacion.mensajes', MENSAJES_FE_PARAMETRIZACION);
// The POS messages' save answers the invoice formats' text.
indexarMensajes('facturacionG17.mensajesFormato', MENSAJES_FORMATO);
