import { MENSAJES_NEGOCIO } from '@eds/contracts/empresa/negocios';
import { indexarMensajes } from '../../../i18n/mensajes';
import '../../../i18n/mensajes-catalogo';

// The server's and the schemas' business texts ('Ya existe un registro con este host', 'Color no válido'...) are
// translated under 'negocios.servidor' in the six locale files.
indexarMensajes('negocios.servidor', MENSAJES_NEGOCIO);
