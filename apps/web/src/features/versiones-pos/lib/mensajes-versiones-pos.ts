import { MENSAJES_VERSION_POS } from '@eds/contracts/versiones-pos';
import { indexarMensajes } from '../../../i18n/mensajes';

/** The server and form texts of Versiones POS, translated under versionesPos.mensajes.* in the six locale files. */
indexarMensajes('versionesPos.mensajes', MENSAJES_VERSION_POS);
