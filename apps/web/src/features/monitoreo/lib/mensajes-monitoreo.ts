import { MENSAJES_COMANDO } from '@eds/contracts/comandos';
import { MENSAJES_MONITOREO } from '@eds/contracts/monitoreo';
import { indexarMensajes } from '../../../i18n/mensajes';

/** The server texts of the monitoring screens, translated under monitoreo.mensajes.* in the six locale files. */
export const MENSAJES_PANTALLA_MONITOREO = {
  enviado: MENSAJES_COMANDO.enviado,
  enviados: MENSAJES_COMANDO.enviados,
  equipoInactivo: MENSAJES_COMANDO.equipoInactivo,
  ...MENSAJES_MONITOREO,
} as const;

indexarMensajes('monitoreo.mensajes', MENSAJES_PANTALLA_MONITOREO);
