import { MENSAJES_SURTIDOR } from '@eds/contracts/surtidores';
import { MENSAJES_OPERACION as M } from '@eds/contracts/mensajes-operacion';
import { indexarMensajes } from '../../../i18n/mensajes';
import '../../../i18n/mensajes-catalogo';

/** The server texts this screen shows, translated under islas.mensajes.* in the six locale files. */
export const MENSAJES_PANTALLA_ISLAS = {
  ...MENSAJES_SURTIDOR,
  noCambiaEstacion: M.noCambiaEstacion,
} as const;

indexarMensajes('islas.mensajes', MENSAJES_PANTALLA_ISLAS);
