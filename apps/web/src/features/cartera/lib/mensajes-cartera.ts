import { MENSAJES_CARTERA } from '@eds/contracts/cartera';
import { registrarMensajesContrato } from '../../../i18n/i18n';

// Cartera's own messages (above the balance, voucher already redeemed...) shown in the current language.
registrarMensajesContrato('mensajesCartera', MENSAJES_CARTERA);
