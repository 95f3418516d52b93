import { MENSAJES_REMARCACION } from '@eds/contracts/inventario-remarcacion';
import { registrarMensajesContrato } from '../../../i18n/i18n';

// The re-marking's own server and form messages (below cost, no warehouse, no lines) in the current language.
registrarMensajesContrato('remarcacion', MENSAJES_REMARCACION);
