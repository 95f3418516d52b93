import { useMutation, useQueryClient } from '@tanstack/react-query';
import { envelope } from '@eds/contracts/envelope';
import { ZPersona, type TPerfilForm, type TPersona } from '@eds/contracts/persona';
import { solicitar } from '../../../lib/api-client';
import { personaQueryOptions } from './obtener-persona';

const ZRespuesta = envelope(ZPersona);

export interface GuardarPersona {
  id: number;
  empresas_id: number;
  create_user: number;
  persona: TPerfilForm;
}

/** PUT /api/persona: answers the server's message and the person as stored. */
export async function guardarPersona(datos: GuardarPersona): Promise<{ mensaje: string; persona: TPersona }> {
  const r = await solicitar('/api/persona', { metodo: 'PUT', cuerpo: datos, esquema: ZRespuesta });
  return { mensaje: r.mensaje, persona: r.data };
}

export function useGuardarPersona() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: guardarPersona,
    onSuccess: ({ persona }) => qc.setQueryData(personaQueryOptions(persona.id).queryKey, persona),
  });
}
