import { MENSAJES_COMANDO } from '@eds/contracts/comandos';
import { MENSAJES_PARAMETRO } from '@eds/contracts/configuracion/parametros';
import { indexarMensajes } from '../../../i18n/mensajes';

/** The device commands' server texts, translated under comandos.mensajes.* in the six locale files. */
indexarMensajes('comandos.mensajes', MENSAJES_COMANDO);

/** The parameters' server texts this feature shows (Valor guardado correctamente...), under its own branch. */
indexarMensajes('asignacionParametros.mensajes', MENSAJES_PARAMETRO);
