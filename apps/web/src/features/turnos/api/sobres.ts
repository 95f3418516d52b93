import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { envelope, envelopePaginado } from '@eds/contracts/envelope';
import { ZIdRegistro, ZSinDatos } from '@eds/contracts/respuestas';
import {
  ESTADOS_SOBRE,
  ZSobre,
  ZTurnoSobre,
  type TEstadoSobre,
  type TSobreEdicion,
  type TSobreGuardar,
  type TSobreVerificacion,
} from '@eds/contracts/turnos/sobres';
import { z } from 'zod';
import { solicitar } from '../../../lib/api-client';
import { parametrosConsulta, type ConsultaLista } from '../../../components/lista/consulta-lista';

/** Query keys of the envelopes, from one factory: a write refreshes every list at once. */
export const clavesSobres = {
  todo: ['sobres'] as const,
  lista: (consulta: ConsultaSobres) => ['sobres', 'lista', consulta] as const,
  turnos: (empresaId: number) => ['sobres', 'turnos', empresaId] as const,
};

export type ConsultaSobres = ConsultaLista & {
  empresa_id?: number | null;
  verificacion?: TEstadoSobre | null;
  fecha_inicio?: string | null;
  fecha_fin?: string | null;
};

const ZLista = envelopePaginado(ZSobre);

/** GET /api/sobre/empresa: one page of the envelopes of the user's stations (or of `empresa_id`), with the total. */
export function listarSobres(consulta: ConsultaSobres, signal?: AbortSignal) {
  return solicitar(`/api/sobre/empresa${parametrosConsulta({ ...consulta })}`, { esquema: ZLista, signal });
}

export const sobresQueryOptions = (consulta: ConsultaSobres) =>
  queryOptions({ queryKey: clavesSobres.lista(consulta), queryFn: ({ signal }) => listarSobres(consulta, signal) });

const ZTurnos = envelope(z.array(ZTurnoSobre));

/** GET /api/sobre/turnos/empresa/{id}: the station's recent shifts, for the form's selector. */
export function useTurnosSobre(empresaId: number | null) {
  return useQuery({
    queryKey: clavesSobres.turnos(empresaId ?? 0),
    queryFn: ({ signal }) => solicitar(`/api/sobre/turnos/empresa/${empresaId}`, { esquema: ZTurnos, signal }).then((r) => r.data),
    enabled: empresaId !== null,
  });
}

const ZCreado = envelope(ZIdRegistro);
const ZHecho = envelope(ZSinDatos);
const ZVerificado = envelope(z.object({ estado: z.enum(ESTADOS_SOBRE) }));

/** POST /api/sobre: 'Registro creado correctamente'. */
export const crearSobre = (sobre: TSobreGuardar) => solicitar('/api/sobre', { metodo: 'POST', cuerpo: sobre, esquema: ZCreado });
/** PUT /api/sobre (id in the body): only an envelope not yet counted. */
export const editarSobre = (sobre: TSobreEdicion) => solicitar('/api/sobre', { metodo: 'PUT', cuerpo: sobre, esquema: ZHecho });
/** PUT /api/sobre/{id}/verificar: 'Sobre verificado correctamente', with the state it left. */
export const verificarSobre = ({ id, ...datos }: TSobreVerificacion & { id: number }) =>
  solicitar(`/api/sobre/${id}/verificar`, { metodo: 'PUT', cuerpo: datos, esquema: ZVerificado });
/** DELETE /api/sobre/{id}: only an envelope not yet counted. */
export const eliminarSobre = (id: number) => solicitar(`/api/sobre/${id}`, { metodo: 'DELETE', esquema: ZHecho });

function useEscritura<A, R>(fn: (a: A) => Promise<R>) {
  const cliente = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => cliente.invalidateQueries({ queryKey: clavesSobres.todo }) });
}

export const useCrearSobre = () => useEscritura(crearSobre);
export const useEditarSobre = () => useEscritura(editarSobre);
export const useVerificarSobre = () => useEscritura(verificarSobre);
export const useEliminarSobre = () => useEscritura(eliminarSobre);
