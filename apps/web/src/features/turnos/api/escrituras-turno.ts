import { useMutation, useQueryClient } from '@tanstack/react-query';
import { envelope } from '@eds/contracts/envelope';
import { ZIdRegistro, ZSinDatos } from '@eds/contracts/respuestas';
import type { TEstadoRegistro } from '@eds/contracts/configuracion/catalogo';
import type { TTurnoEdicion, TTurnoGuardar } from '@eds/contracts/turnos/horarios';
import { solicitar } from '../../../lib/api-client';
import { clavesTurnos } from './claves-turnos';

const ZCreado = envelope(ZIdRegistro);
const ZHecho = envelope(ZSinDatos);

/** POST /api/horario/empresa: 'Registro creado correctamente'; an overlap is refused with 'El turno se cruza con {nombre}'. */
export const crearTurno = (turno: TTurnoGuardar) => solicitar('/api/horario/empresa', { metodo: 'POST', cuerpo: turno, esquema: ZCreado });

/** PUT /api/horario/empresa (id in the body): 'Registro editado correctamente'. */
export const editarTurno = (turno: TTurnoEdicion) => solicitar('/api/horario/empresa', { metodo: 'PUT', cuerpo: turno, esquema: ZHecho });

/** PUT /api/horario/{id}/{A|I}. */
export const cambiarEstadoTurno = ({ id, estado }: { id: number; estado: TEstadoRegistro }) =>
  solicitar(`/api/horario/${id}/${estado}`, { metodo: 'PUT', esquema: ZHecho });

/** DELETE /api/horario/{id}: a schedule shifts were opened on is refused (inactivate it instead). */
export const eliminarTurno = (id: number) => solicitar(`/api/horario/${id}`, { metodo: 'DELETE', esquema: ZHecho });

function useEscritura<A, R>(fn: (a: A) => Promise<R>) {
  const cliente = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => cliente.invalidateQueries({ queryKey: clavesTurnos.todo }) });
}

export const useCrearTurno = () => useEscritura(crearTurno);
export const useEditarTurno = () => useEscritura(editarTurno);
export const useCambiarEstadoTurno = () => useEscritura(cambiarEstadoTurno);
export const useEliminarTurno = () => useEscritura(eliminarTurno);
