import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Envelope } from '@eds/contracts/envelope';
import type { TPerfilForm, TPersona } from '@eds/contracts/persona';
import { solicitar } from '../../../lib/api-client';
import { personaQueryOptions } from './obtener-persona';

export interface GuardarPersona {
  id: number;
  empresas_id: number;
  create_user: number;
  persona: TPerfilForm;
}

/** PUT /api/persona: answers the server's message and the person as stored. */
export async function guardarPersona(datos: GuardarPersona): Promise<{ mensaje: string; persona: TPersona }> {
  const r = await solicitar<Envelope<TPersona>>('/api/persona', { metodo: 'PUT', cuerpo: datos });
  return { mensaje: r.mensaje, persona: r.data };
}

export function useGuardarPersona() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: guardarPersona,
    onSuccess: ({ persona }) => qc.setQueryData(personaQueryOptions(persona.id).queryKey, persona),
  });
}
