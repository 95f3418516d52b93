import { useMutation, useQueryClient } from '@tanstack/react-query';
import { envelope } from '@eds/contracts/envelope';
import { ZSinDatos } from '@eds/contracts/respuestas';
import type { TEstadoRegistro } from '@eds/contracts/configuracion/catalogo';
import { solicitar } from '../../../lib/api-client';
import { clavesUnidades } from './claves-unidades';

const ZRespuesta = envelope(ZSinDatos);

/** PUT /api/unidad/{id}/{A|I}: 'REGISTRO ACTIVADO CORRECTAMENTE' / 'REGISTRO INACTIVADO CORRECTAMENTE'. */
export function cambiarEstadoUnidad({ id, estado }: { id: number; estado: TEstadoRegistro }) {
  return solicitar(`/api/unidad/${id}/${estado}`, { metodo: 'PUT', esquema: ZRespuesta });
}

export function useCambiarEstadoUnidad() {
  const cliente = useQueryClient();
  return useMutation({ mutationFn: cambiarEstadoUnidad, onSuccess: () => cliente.invalidateQueries({ queryKey: clavesUnidades.todo }) });
}
