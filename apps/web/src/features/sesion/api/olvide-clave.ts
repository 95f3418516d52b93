import { useMutation } from '@tanstack/react-query';
import type { Envelope } from '@eds/contracts/envelope';
import { solicitar } from '../../../lib/api-client';

export interface DatosOlvideClave {
  identificacion: string;
  usuario: string;
}

/** PUT /api/persona/forgetPassword: the answer is the same whether or not the user exists. */
export async function solicitarRestablecimiento(datos: DatosOlvideClave): Promise<string> {
  const r = await solicitar<Envelope<null>>('/api/persona/forgetPassword', {
    metodo: 'PUT',
    cuerpo: { identificacion: datos.identificacion.trim(), usuario: datos.usuario.trim().toUpperCase(), dominio: window.location.hostname },
    publica: true,
  });
  return r.mensaje;
}

export function useSolicitarRestablecimiento() {
  return useMutation({ mutationFn: solicitarRestablecimiento });
}
