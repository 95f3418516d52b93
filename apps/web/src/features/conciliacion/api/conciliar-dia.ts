import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZDiaConciliadoCreado, envelopeResult, type TConciliarDia } from '@eds/contracts/conciliacion/conciliacion';
import { solicitar } from '../../../lib/api-client';
import { clavesConciliacion } from './claves-conciliacion';

const ZRespuesta = envelopeResult(ZDiaConciliadoCreado);

/** POST sapIntegration:/api/v1/sap/clousingDay/create: reconciles the day (irreversible). */
export function conciliarDia(cuerpo: TConciliarDia) {
  return solicitar('/api/v1/sap/clousingDay/create', { servicio: 'sapIntegration', metodo: 'POST', cuerpo, esquema: ZRespuesta });
}

export function useConciliarDia() {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: conciliarDia,
    onSettled: () => cliente.invalidateQueries({ queryKey: clavesConciliacion.todo }),
  });
}
