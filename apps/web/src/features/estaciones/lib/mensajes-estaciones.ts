import { MENSAJES_EMPRESA } from '@eds/contracts/empresa/mensajes';
import { indexarMensajes } from '../../../i18n/mensajes';
import '../../../i18n/mensajes-catalogo';

// The server's company and station texts ('UBICACION ACTUALIZADA CORRECTAMENTE', 'La estación tiene turnos
// abiertos'...) are translated under 'estaciones.servidor' in the six locale files.
indexarMensajes('estaciones.servidor', MENSAJES_EMPRESA);
