import { ZRegionalEditada, type TRegionalGuardar } from '@eds/contracts/regionales/regionales';
import { solicitar } from '../../../lib/api-client';
import { SERVICIO_REGIONALES } from './claves-regionales';

/** PUT /api/v1/regional/{id}: 'Regional editada correctamente'. */
export function editarRegional(id: number, regional: TRegionalGuardar) {
  return solicitar(`/api/v1/regional/${id}`, { metodo: 'PUT', cuerpo: regional, esquema: ZRegionalEditada, servicio: SERVICIO_REGIONALES });
}
