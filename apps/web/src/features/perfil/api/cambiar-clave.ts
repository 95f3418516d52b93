import { useMutation } from '@tanstack/react-query';
import type { Envelope } from '@eds/contracts/envelope';
import { solicitar } from '../../../lib/api-client';

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
  const r = await solicitar<Envelope<null>>('/api/persona/cambiar-clave', {
    metodo: 'POST',
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
