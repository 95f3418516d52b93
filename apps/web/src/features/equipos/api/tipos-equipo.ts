import { ZTipoEquipo, ZTipoEquipoOpcion } from '@eds/contracts/configuracion/tipos-equipo';
import { apiCatalogo } from '../../../components/catalogo/api-catalogo';

/** CRUD(tipo-equipo) of SCREENS.md G05: the business's device models, and the active ones for the device form's Modelo. */
export const apiTiposEquipo = apiCatalogo('tipo-equipo', ZTipoEquipo, ZTipoEquipoOpcion);
