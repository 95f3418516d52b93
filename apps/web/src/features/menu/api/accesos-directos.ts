import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { envelope } from '@eds/contracts/envelope';
import { ZAccesoDirecto, type TAccesoDirecto } from '@eds/contracts/sesion';
import { solicitar } from '../../../lib/api-client';

const ZRespuesta = envelope(z.array(ZAccesoDirecto));

type Extra = 'G' | 'I' | 'D';

/** POST /api/propiedad/acceso-directo: G lists, I adds, D removes; every answer is the whole list. */
function accesoDirecto(personaId: number, extra: Extra, link = '', descripcion = ''): Promise<TAccesoDirecto[]> {
  return solicitar('/api/propiedad/acceso-directo', {
    metodo: 'POST',
    esquema: ZRespuesta,
    cuerpo: { link, identificadorPersona: personaId, descripcion, extra },
  }).then((r) => r.data);
}

export const favoritosQueryOptions = (personaId: number) =>
  queryOptions({ queryKey: ['favoritos', personaId], queryFn: () => accesoDirecto(personaId, 'G'), staleTime: 5 * 60_000 });

export function useFavoritos(personaId: number) {
  return useQuery(favoritosQueryOptions(personaId));
}

export function useCambiarFavorito(personaId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { link: string; descripcion: string; agregar: boolean }) =>
      accesoDirecto(personaId, v.agregar ? 'I' : 'D', v.link, v.descripcion),
    onSuccess: (lista) => qc.setQueryData(favoritosQueryOptions(personaId).queryKey, lista),
  });
}
