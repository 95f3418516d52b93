import { useMutation } from '@tanstack/react-query';
import type { Envelope } from '@eds/contracts/envelope';
import { solicitar } from '../../../lib/api-client';

/** PUT /api/persona/cambiar-pin */
export async function cambiarPin(d: { personaId: number; pin: string }): Promise<string> {
  const r = await solicitar<Envelope<null>>('/api/persona/cambiar-pin', {
    metodo: 'PUT',
    cuerpo: { identificadorPersona: d.personaId, pin: d.pin },
  });
  return r.mensaje;
}

export function useCambiarPin() {
  return useMutation({ mutationFn: cambiarPin });
}
