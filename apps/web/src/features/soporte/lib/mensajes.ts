import { MENSAJES_SOPORTE } from '@eds/contracts/soporte';
import { registrarMensajesContrato } from '../../../i18n/i18n';
import '../../../i18n/mensajes-catalogo';

// The support screens' own server and validation messages, under this feature's branch, in the current language.
registrarMensajesContrato('soporte', MENSAJES_SOPORTE);
