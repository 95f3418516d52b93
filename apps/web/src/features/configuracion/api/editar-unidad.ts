import { useMutation, useQueryClient } from '@tanstack/react-query';
import { envelope } from '@eds/contracts/envelope';
import { ZSinDatos } from '@eds/contracts/respuestas';
import type { TUnidadEdicion } from '@eds/contracts/configuracion/unidades';
import { solicitar } from '../../../lib/api-client';
import { clavesUnidades } from './claves-unidades';

const ZRespuesta = envelope(ZSinDatos);

/** PUT /api/unidad (id in the body): 'Registro editado correctamente'. */
export function editarUnidad(unidad: TUnidadEdicion) {
  return solicitar('/api/unidad', { metodo: 'PUT', cuerpo: unidad, esquema: ZRespuesta });
}

export function useEditarUnidad() {
  const cliente = useQueryClient();
  return useMutation({ mutationFn: editarUnidad, onSuccess: () => cliente.invalidateQueries({ queryKey: clavesUnidades.todo }) });
}
