import { useMutation } from '@tanstack/react-query';
import { envelope } from '@eds/contracts/envelope';
import { ZSinDatos } from '@eds/contracts/respuestas';
import { solicitar } from '../../../lib/api-client';

const ZRespuesta = envelope(ZSinDatos);

/** POST /api/persona/restablecer-clave with the token of the mailed link. */
export async function restablecerClave(datos: { token: string; clave: string }): Promise<string> {
  const r = await solicitar('/api/persona/restablecer-clave', { metodo: 'POST', cuerpo: datos, publica: true, esquema: ZRespuesta });
  return r.mensaje;
}

export function useRestablecerClave() {
  return useMutation({ mutationFn: restablecerClave });
}
