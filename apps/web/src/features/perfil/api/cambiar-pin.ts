import { useMutation } from '@tanstack/react-query';
import { envelope } from '@eds/contracts/envelope';
import { ZSinDatos } from '@eds/contracts/respuestas';
import { solicitar } from '../../../lib/api-client';

const ZRespuesta = envelope(ZSinDatos);

/** PUT /api/persona/cambiar-pin: the new PIN, signed with the current password (sent as the administrator key). */
export async function cambiarPin(d: { personaId: number; pin: string; clave: string }): Promise<string> {
  const r = await solicitar('/api/persona/cambiar-pin', {
    metodo: 'PUT',
    esquema: ZRespuesta,
    cuerpo: { identificadorPersona: d.personaId, clave_Administrador: d.clave, pin: d.pin },
  });
  return r.mensaje;
}

export function useCambiarPin() {
  return useMutation({ mutationFn: cambiarPin });
}
