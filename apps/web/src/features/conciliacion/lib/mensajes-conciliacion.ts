import { MENSAJES_CONCILIACION } from '@eds/contracts/conciliacion/conciliacion';
import { indexarMensajes } from '../../../i18n/mensajes';

// The server's reconciliation messages are shown in the current language: their Spanish texts are the
// 'conciliacion.mensajes' branch of the locale files (locale es holds the same texts, checked by a test).
indexarMensajes('conciliacion.mensajes', MENSAJES_CONCILIACION);
