import { useMutation, useQueryClient } from '@tanstack/react-query';
import { envelope } from '@eds/contracts/envelope';
import { ZSinDatos } from '@eds/contracts/respuestas';
import { solicitar } from '../../../lib/api-client';
import { clavesUnidades } from './claves-unidades';

const ZRespuesta = envelope(ZSinDatos);

/** DELETE /api/unidad/{id}: 'Registro eliminado correctamente'; a unit in use is refused (400, inactivate it instead). */
export function eliminarUnidad(id: number) {
  return solicitar(`/api/unidad/${id}`, { metodo: 'DELETE', esquema: ZRespuesta });
}

export function useEliminarUnidad() {
  const cliente = useQueryClient();
  return useMutation({ mutationFn: eliminarUnidad, onSuccess: () => cliente.invalidateQueries({ queryKey: clavesUnidades.todo }) });
}
