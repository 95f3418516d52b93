import { MENSAJES_DEPURACION } from '@eds/contracts/depuracion-pos';
import { indexarMensajes } from '../../../i18n/mensajes';

/** Depuración POS's server and form texts, translated under depuracionPos.mensajes.* in the six locale files. */
indexarMensajes('depuracionPos.mensajes', MENSAJES_DEPURACION);
