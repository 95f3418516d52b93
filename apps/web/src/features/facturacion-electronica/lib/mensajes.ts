import { MENSAJES_CONCILIACION } from '@eds/contracts/conciliacion/conciliacion';
import { MENSAJES_ANULACION, MENSAJES_NOTA_CREDITO } from '@eds/contracts/facturacion/anulacion';
import { MENSAJES_DOCUMENTOS_FE } from '@eds/contracts/facturacion/documentos';
import { MENSAJES_FE } from '@eds/contracts/facturacion/electronica';
import { MENSAJES_FACTURADOR } from '@eds/contracts/facturacion/facturador';
import { indexarMensajes } from '../../../i18n/mensajes';
import '../../../i18n/mensajes-catalogo';

// The contracts' messages arrive in Spanish (server answers, a credit note's stored message, form errors);
// traducirMensaje shows them from this screen's branch in the current language.
indexarMensajes('facturacionElectronica.mensajes', { ...MENSAJES_FE, ...MENSAJES_DOCUMENTOS_FE });
indexarMensajes('facturacionElectronica.mensajesNota', MENSAJES_NOTA_CREDITO);
indexarMensajes('facturacionElectronica.anulacion.mensajes', MENSAJES_ANULACION);
indexarMensajes('facturacionElectronica.facturador.mensajes', MENSAJES_FACTURADOR);
indexarMensajes('conciliacion.mensajes', { diaConciliado: MENSAJES_CONCILIACION.diaConciliado });
