import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { envelope, envelopePaginado } from '@eds/contracts/envelope';
import { ZIdRegistro, ZSinDatos } from '@eds/contracts/respuestas';
import type { TEstadoRegistro } from '@eds/contracts/configuracion/catalogo';
import { ZCierreAutomatico, type TCierreAutomaticoEdicion, type TCierreAutomaticoGuardar } from '@eds/contracts/turnos/cierres-automaticos';
import { solicitar } from '../../../lib/api-client';
import { parametrosConsulta, type ConsultaLista } from '../../../components/lista/consulta-lista';

/** Query keys of the automatic closes: a write refreshes every list at once. */
export const clavesCierres = {
  todo: ['cierres-automaticos'] as const,
  lista: (consulta: ConsultaCierres) => ['cierres-automaticos', 'lista', consulta] as const,
};

export type ConsultaCierres = ConsultaLista & { empresa_id?: number | null };

const ZLista = envelopePaginado(ZCierreAutomatico);

/** GET /api/cierre-automatico/empresa: the configurations of the user's stations (or of `empresa_id`). */
export function listarCierres(consulta: ConsultaCierres, signal?: AbortSignal) {
  return solicitar(`/api/cierre-automatico/empresa${parametrosConsulta({ ...consulta })}`, { esquema: ZLista, signal });
}

export const cierresQueryOptions = (consulta: ConsultaCierres) =>
  queryOptions({ queryKey: clavesCierres.lista(consulta), queryFn: ({ signal }) => listarCierres(consulta, signal) });

const ZCreado = envelope(ZIdRegistro);
const ZHecho = envelope(ZSinDatos);

/** POST /api/cierre-automatico: one configuration per station. */
export const crearCierre = (c: TCierreAutomaticoGuardar) =>
  solicitar('/api/cierre-automatico', { metodo: 'POST', cuerpo: c, esquema: ZCreado });
/** PUT /api/cierre-automatico (id in the body). */
export const editarCierre = (c: TCierreAutomaticoEdicion) =>
  solicitar('/api/cierre-automatico', { metodo: 'PUT', cuerpo: c, esquema: ZHecho });
/** PUT /api/cierre-automatico/{id}/{A|I}: turns the automatic close on or off. */
export const cambiarEstadoCierre = ({ id, estado }: { id: number; estado: TEstadoRegistro }) =>
  solicitar(`/api/cierre-automatico/${id}/${estado}`, { metodo: 'PUT', esquema: ZHecho });
/** DELETE /api/cierre-automatico/{id}: one that already ran is refused (switch it off instead). */
export const eliminarCierre = (id: number) => solicitar(`/api/cierre-automatico/${id}`, { metodo: 'DELETE', esquema: ZHecho });

function useEscritura<A, R>(fn: (a: A) => Promise<R>) {
  const cliente = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => cliente.invalidateQueries({ queryKey: clavesCierres.todo }) });
}

export const useCrearCierre = () => useEscritura(crearCierre);
export const useEditarCierre = () => useEscritura(editarCierre);
export const useCambiarEstadoCierre = () => useEscritura(cambiarEstadoCierre);
export const useEliminarCierre = () => useEscritura(eliminarCierre);
