import { MENSAJES_PERFIL } from '@eds/contracts/perfiles/perfiles';
import { registrarMensajesContrato } from '../../../i18n/i18n';
import '../../../i18n/mensajes-catalogo';

// The profiles' own server messages (letters the user lacks, own profile...) shown in the current language.
registrarMensajesContrato('perfiles', MENSAJES_PERFIL);
