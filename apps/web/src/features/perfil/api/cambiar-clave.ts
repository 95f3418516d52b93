import { useMutation } from '@tanstack/react-query';
import { envelope } from '@eds/contracts/envelope';
import { ZSinDatos } from '@eds/contracts/respuestas';
import { solicitar } from '../../../lib/api-client';

const ZRespuesta = envelope(ZSinDatos);

export interface CambiarClave {
  personaId: number;
  actual: string;
  nueva: string;
  dominio: number;
  empresaId: number;
  usuarioId: number;
}

/**
 * POST /api/persona/cambiar-clave. The current password goes as the administrator key, as the
 * spec names it. Passwords travel over TLS and the server hashes them (argon2id); see
 * docs/decisions for why they are not hashed in the browser.
 */
export async function cambiarClave(d: CambiarClave): Promise<string> {
  const r = await solicitar('/api/persona/cambiar-clave', {
    metodo: 'POST',
    esquema: ZRespuesta,
    cuerpo: {
      persona: { persona_id: d.personaId, clave: d.nueva, clave_Administrador: d.actual },
      dominio: d.dominio,
      create_user: d.usuarioId,
      empresas_id: d.empresaId,
    },
  });
  return r.mensaje;
}

export function useCambiarClave() {
  return useMutation({ mutationFn: cambiarClave });
}
