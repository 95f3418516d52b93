import { MENSAJES_CATALOGO } from '@eds/contracts/configuracion/catalogo';
import { registrarMensajesContrato } from './i18n';

// The messages every catalogue screen shares (created, edited, activated, in use...), translated under
// 'mensajesCatalogo'. Imported for this effect by the kit components that show them; never by the sign-in path.
registrarMensajesContrato('mensajesCatalogo', MENSAJES_CATALOGO);
