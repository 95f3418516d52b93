import { MENSAJES_CONCILIACION } from '@eds/contracts/conciliacion/conciliacion';
import { MENSAJES_SOBRE } from '@eds/contracts/turnos/sobres';
import { indexarMensajes } from '../../../i18n/mensajes';
import '../../../i18n/mensajes-catalogo';

// The envelopes' messages come from the contracts in Spanish; traducirMensaje shows them from 'turnos.sobres.mensajes'.
indexarMensajes('turnos.sobres.mensajes', MENSAJES_SOBRE);
// A change on a reconciled day is refused with 'El día se encuentra conciliado, no se permiten movimientos': shown
// from the reconciliation's own translation.
indexarMensajes('conciliacion.mensajes', { diaConciliado: MENSAJES_CONCILIACION.diaConciliado });
