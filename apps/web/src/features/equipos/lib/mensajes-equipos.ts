import { MENSAJES_TIPO_EQUIPO } from '@eds/contracts/configuracion/tipos-equipo';
import { MENSAJES_OPERACION as M } from '@eds/contracts/mensajes-operacion';
import { indexarMensajes } from '../../../i18n/mensajes';
import '../../../i18n/mensajes-catalogo';

/** The server and form texts of the device screens, translated under equipos.mensajes.* in the six locale files. */
export const MENSAJES_PANTALLA_EQUIPOS = {
  dispositivosGuardados: M.dispositivosGuardados,
  dispositivosEditados: M.dispositivosEditados,
  dispositivoHabilitado: M.dispositivoHabilitado,
  dispositivoDeshabilitado: M.dispositivoDeshabilitado,
  serialRepetido: M.serialRepetido,
  resolucionEquipoNoValida: M.resolucionEquipoNoValida,
  impresoraNoValida: M.impresoraNoValida,
  equipoNoExiste: M.equipoNoExiste,
  tokenGenerado: M.tokenGenerado,
  tokenRevocado: M.tokenRevocado,
  ipNoValida: 'Dirección IP no válida',
  macNoValida: 'Dirección MAC no válida',
  sinNegocios: 'Seleccione al menos un negocio',
  ...MENSAJES_TIPO_EQUIPO,
} as const;

indexarMensajes('equipos.mensajes', MENSAJES_PANTALLA_EQUIPOS);
