import { useMutation, useQueryClient } from '@tanstack/react-query';
import { envelope } from '@eds/contracts/envelope';
import { ZSinDatos } from '@eds/contracts/respuestas';
import type { TEstadoRegistro } from '@eds/contracts/configuracion/catalogo';
import { solicitar } from '../../../lib/api-client';
import { clavesEstaciones } from './claves-estaciones';

const ZRespuesta = envelope(ZSinDatos);

/**
 * PUT /api/empresa/gestionEDS/desactivar/EDS/{id}/{A|I}: refused while a shift is open ('La estación tiene turnos
 * abiertos'); inactivating revokes the station's device tokens.
 */
export function cambiarEstadoEstacion({ id, estado }: { id: number; estado: TEstadoRegistro }) {
  return solicitar(`/api/empresa/gestionEDS/desactivar/EDS/${id}/${estado}`, { metodo: 'PUT', esquema: ZRespuesta });
}

export function useCambiarEstadoEstacion() {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: cambiarEstadoEstacion,
    onSuccess: () => cliente.invalidateQueries({ queryKey: clavesEstaciones.todo }),
  });
}
