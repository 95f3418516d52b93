import { ZRegionalCreada, type TRegionalGuardar } from '@eds/contracts/regionales/regionales';
import { solicitar } from '../../../lib/api-client';
import { SERVICIO_REGIONALES } from './claves-regionales';

/** POST /api/v1/regional/: 'Regional creada correctamente' and the new id in `result.id_regional`. */
export function crearRegional(regional: TRegionalGuardar) {
  return solicitar('/api/v1/regional/', { metodo: 'POST', cuerpo: regional, esquema: ZRegionalCreada, servicio: SERVICIO_REGIONALES });
}
