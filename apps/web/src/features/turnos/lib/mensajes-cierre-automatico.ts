import { MENSAJES_CIERRE_AUTOMATICO } from '@eds/contracts/turnos/cierres-automaticos';
import { indexarMensajes } from '../../../i18n/mensajes';
import '../../../i18n/mensajes-catalogo';

// The automatic closes' messages come from the contracts in Spanish; shown from 'turnos.cierres.mensajes'.
indexarMensajes('turnos.cierres.mensajes', MENSAJES_CIERRE_AUTOMATICO);
