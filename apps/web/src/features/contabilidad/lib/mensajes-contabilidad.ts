import { MENSAJES_COMPROBANTES } from '@eds/contracts/conciliacion/comprobantes';
import { MENSAJES_CONTABILIDAD } from '@eds/contracts/conciliacion/contabilidad';
import { indexarMensajes } from '../../../i18n/mensajes';
import '../../../i18n/mensajes-catalogo';

// The accounting server messages are shown in the current language: their Spanish texts are the
// 'contabilidad.mensajes' and 'contabilidad.mensajesComprobantes' branches of the locale files (checked by a test).
indexarMensajes('contabilidad.mensajes', MENSAJES_CONTABILIDAD);
indexarMensajes('contabilidad.mensajesComprobantes', MENSAJES_COMPROBANTES);
