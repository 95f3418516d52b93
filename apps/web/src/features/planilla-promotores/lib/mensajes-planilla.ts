import { MENSAJES_PLANILLA } from '@eds/contracts/configuracion/planilla-promotores';
import { indexarMensajes } from '../../../i18n/mensajes';

// The roster's server refusals (Spanish) are shown in the current language through `planillaPromotores.mensajes`.
indexarMensajes('planillaPromotores.mensajes', MENSAJES_PLANILLA);
