import { useMutation, useQueryClient } from '@tanstack/react-query';
import { envelope } from '@eds/contracts/envelope';
import { ZIdRegistro } from '@eds/contracts/respuestas';
import type { TUnidadGuardar } from '@eds/contracts/configuracion/unidades';
import { solicitar } from '../../../lib/api-client';
import { clavesUnidades } from './claves-unidades';

const ZRespuesta = envelope(ZIdRegistro);

/** POST /api/unidad: the new unit's id and 'Registro creado correctamente'. */
export function crearUnidad(unidad: TUnidadGuardar) {
  return solicitar('/api/unidad', { metodo: 'POST', cuerpo: unidad, esquema: ZRespuesta });
}

export function useCrearUnidad() {
  const cliente = useQueryClient();
  return useMutation({ mutationFn: crearUnidad, onSuccess: () => cliente.invalidateQueries({ queryKey: clavesUnidades.todo }) });
}
