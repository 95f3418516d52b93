import { MENSAJES_REGIONAL } from '@eds/contracts/regionales/regionales';
import { indexarMensajes } from '../../../i18n/mensajes';
import '../../../i18n/mensajes-catalogo';

// The regionals' messages (the spec's required-field, success and failure texts, and the shared check's) come from
// the contracts in Spanish; traducirMensaje shows them in the current language from the 'regionales.mensajes' branch.
indexarMensajes('regionales.mensajes', MENSAJES_REGIONAL);
