import { ZVinculoCreado, type TVinculoRegionalForm } from '@eds/contracts/regionales/regionales';
import { solicitar } from '../../../lib/api-client';
import { SERVICIO_REGIONALES } from './claves-regionales';

/** POST /api/v1/regionalBusiness/: the regional–business link, made right after the regional with its id and status 1. */
export function vincularNegocio(vinculo: TVinculoRegionalForm) {
  return solicitar('/api/v1/regionalBusiness/', {
    metodo: 'POST',
    cuerpo: vinculo,
    esquema: ZVinculoCreado,
    servicio: SERVICIO_REGIONALES,
  });
}
