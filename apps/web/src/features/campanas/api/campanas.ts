import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZCampana, ZOpcionesCampana, type TCampanaGuardar } from '@eds/contracts/campanas';
import type { TEstadoRegistro } from '@eds/contracts/configuracion/catalogo';
import { envelope, envelopePaginado } from '@eds/contracts/envelope';
import { ZIdRegistro, ZSinDatos } from '@eds/contracts/respuestas';
import { parametrosConsulta, type ConsultaLista } from '../../../components/lista/consulta-lista';
import { solicitar } from '../../../lib/api-client';

export type ConsultaCampanas = ConsultaLista & { empresa_id?: number | null };

/** Query keys of the campaigns, from one factory: a write refreshes every list at once. */
export const clavesCampanas = {
  todo: ['campanas'] as const,
  lista: (consulta: ConsultaCampanas) => ['campanas', 'lista', consulta] as const,
  opciones: ['campanas', 'opciones'] as const,
};

/** GET /api/campana: one page of the campaigns reaching the user's stations. */
export function listarCampanas(consulta: ConsultaCampanas, signal?: AbortSignal) {
  return solicitar(`/api/campana${parametrosConsulta({ ...consulta })}`, { esquema: envelopePaginado(ZCampana), signal });
}

export const campanasQueryOptions = (consulta: ConsultaCampanas) =>
  queryOptions({ queryKey: clavesCampanas.lista(consulta), queryFn: ({ signal }) => listarCampanas(consulta, signal) });

/** GET /api/campana/opciones: the promotions and discount rules a campaign may group. */
export function useOpcionesCampana() {
  return useQuery({
    queryKey: clavesCampanas.opciones,
    queryFn: ({ signal }) => solicitar('/api/campana/opciones', { esquema: envelope(ZOpcionesCampana), signal }).then((r) => r.data),
  });
}

/** POST /api/campana: 'Registro creado correctamente'. */
export const crearCampana = (c: TCampanaGuardar) =>
  solicitar('/api/campana', { metodo: 'POST', cuerpo: c, esquema: envelope(ZIdRegistro) });
/** PUT /api/campana (id in the body): 'Registro editado correctamente'. */
export const editarCampana = (c: TCampanaGuardar & { id: number }) =>
  solicitar('/api/campana', { metodo: 'PUT', cuerpo: c, esquema: envelope(ZSinDatos) });
/** PUT /api/campana/{id}/{A|I}. */
export const cambiarEstadoCampana = ({ id, estado }: { id: number; estado: TEstadoRegistro }) =>
  solicitar(`/api/campana/${id}/${estado}`, { metodo: 'PUT', esquema: envelope(ZSinDatos) });
/** DELETE /api/campana/{id}. */
export const eliminarCampana = (id: number) => solicitar(`/api/campana/${id}`, { metodo: 'DELETE', esquema: envelope(ZSinDatos) });

function useEscritura<A, R>(fn: (a: A) => Promise<R>) {
  const cliente = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => cliente.invalidateQueries({ queryKey: clavesCampanas.todo }) });
}

export const useCrearCampana = () => useEscritura(crearCampana);
export const useEditarCampana = () => useEscritura(editarCampana);
export const useCambiarEstadoCampana = () => useEscritura(cambiarEstadoCampana);
export const useEliminarCampana = () => useEscritura(eliminarCampana);
