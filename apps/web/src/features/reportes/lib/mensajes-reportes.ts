import { MENSAJES_KARDEX_CANASTILLA } from '@eds/contracts/reportes/inventario-kardex-canastilla';
import { MENSAJES_REPORTES, MENSAJES_TRABAJOS_REPORTE } from '@eds/contracts/reportes/mensajes';
import { indexarMensajes } from '../../../i18n/mensajes';

// The report engine's texts (the server's refusals and the filter bar's checks, both in Spanish) are shown in the
// current language through the `reportes.mensajes` branch of the locale files. Imported for this effect.
indexarMensajes('reportes.mensajes', MENSAJES_REPORTES);
indexarMensajes('reportes.mensajes', MENSAJES_KARDEX_CANASTILLA);
indexarMensajes('reportesTrabajos.mensajes', MENSAJES_TRABAJOS_REPORTE);
