import { MENSAJES_INVENTARIO } from '@eds/contracts/inventario';
import { registrarMensajesContrato } from '../../../i18n/i18n';

// The inventory documents' own server and form messages (stock, warehouses, invoice, Excel rows) in the current language.
registrarMensajesContrato('mensajesInventario', MENSAJES_INVENTARIO);
