import { ZModuloFila } from '@eds/contracts/configuracion/modulos';
import { apiCatalogo } from '../../../components/catalogo/api-catalogo';

/** The module catalogue's calls (decision 048): GET modulo (paged), PUT modulo, PUT modulo/{id}/{A|I}. */
export const apiModulos = apiCatalogo('modulo', ZModuloFila, undefined, { listar: 'modulo' });
