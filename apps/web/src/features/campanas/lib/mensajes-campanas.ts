import { MENSAJES_CAMPANA } from '@eds/contracts/campanas';
import { indexarMensajes } from '../../../i18n/mensajes';
import '../../../i18n/mensajes-catalogo';

// The campaigns' messages come from the contracts in Spanish; traducirMensaje shows them from 'campanas.mensajes'.
indexarMensajes('campanas.mensajes', MENSAJES_CAMPANA);
