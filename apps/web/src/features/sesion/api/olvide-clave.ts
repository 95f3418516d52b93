import { useMutation } from '@tanstack/react-query';
import { envelope } from '@eds/contracts/envelope';
import { ZSinDatos } from '@eds/contracts/respuestas';
import { solicitar } from '../../../lib/api-client';

const ZRespuesta = envelope(ZSinDatos);

export interface DatosOlvideClave {
  identificacion: string;
  usuario: string;
}

/** PUT /api/persona/forgetPassword: the answer is the same whether or not the user exists. */
export async function solicitarRestablecimiento(datos: DatosOlvideClave): Promise<string> {
  const r = await solicitar('/api/persona/forgetPassword', {
    metodo: 'PUT',
    esquema: ZRespuesta,
    cuerpo: { identificacion: datos.identificacion.trim(), usuario: datos.usuario.trim().toUpperCase(), dominio: window.location.hostname },
    publica: true,
  });
  return r.mensaje;
}

export function useSolicitarRestablecimiento() {
  return useMutation({ mutationFn: solicitarRestablecimiento });
}
