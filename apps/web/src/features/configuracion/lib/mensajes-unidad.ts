import { MENSAJES_UNIDAD } from '@eds/contracts/configuracion/unidades';
import { registrarMensajesContrato } from '../../../i18n/i18n';
import '../../../i18n/mensajes-catalogo';

// The units' own messages (a unit with products, an invalid base...) shown in the current language.
registrarMensajesContrato('mensajesUnidad', MENSAJES_UNIDAD);
