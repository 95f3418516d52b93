import { MENSAJES_META } from '@eds/contracts/metas/metas';
import { indexarMensajes } from '../../../i18n/mensajes';
import '../../../i18n/mensajes-catalogo';

// The goals' messages come from the contracts in Spanish; traducirMensaje shows them from 'metas.mensajes'.
indexarMensajes('metas.mensajes', MENSAJES_META);
