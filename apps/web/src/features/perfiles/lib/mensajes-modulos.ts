import { MENSAJES_MODULO } from '@eds/contracts/configuracion/modulos';
import { registrarMensajesContrato } from '../../../i18n/i18n';
import '../../../i18n/mensajes-catalogo';

// The module catalogue's own server messages (tipo 1 only, protected modules) shown in the current language.
registrarMensajesContrato('modulos', MENSAJES_MODULO);
