import { useMutation } from '@tanstack/react-query';
import type { Envelope } from '@eds/contracts/envelope';
import { solicitar } from '../../../lib/api-client';

/** POST /api/persona/restablecer-clave with the token of the mailed link. */
export async function restablecerClave(datos: { token: string; clave: string }): Promise<string> {
  const r = await solicitar<Envelope<null>>('/api/persona/restablecer-clave', { metodo: 'POST', cuerpo: datos, publica: true });
  return r.mensaje;
}

export function useRestablecerClave() {
  return useMutation({ mutationFn: restablecerClave });
}
