import { MENSAJES_EMPRESA } from '@eds/contracts/empresa/mensajes';
import { MENSAJES_ORGANIZACION } from '@eds/contracts/empresa/organizaciones';
import { indexarMensajes } from '../../../i18n/mensajes';
import '../../../i18n/mensajes-catalogo';

// The server's company texts ('Una empresa no puede depender de sí misma ni de sus descendientes', 'Empresa movida
// correctamente'...) are translated under 'estructura.servidor' in the six locale files.
indexarMensajes('estructura.servidor', MENSAJES_EMPRESA);
indexarMensajes('estructura.organizaciones.servidor', MENSAJES_ORGANIZACION);
