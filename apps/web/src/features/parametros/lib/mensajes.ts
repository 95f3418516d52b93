import { MENSAJES_PARAMETRO } from '@eds/contracts/configuracion/parametros';
import { MENSAJES_AUDITORIA } from '@eds/contracts/configuracion/auditoria';
import { registrarMensajesContrato } from '../../../i18n/i18n';
import '../../../i18n/mensajes-catalogo';

// The parameters' and the audit log's own messages, under this feature's branch, shown in the current language.
registrarMensajesContrato('parametros', { ...MENSAJES_PARAMETRO, ...MENSAJES_AUDITORIA });
